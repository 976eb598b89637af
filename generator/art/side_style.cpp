#include "art/side_style.h"

#include <algorithm>
#include <iostream>
#include <utility>

#include "common/input_error.h"

namespace pp {
namespace {

// Each missing drawing is said once per run, though every token and diagram of it asks again
// (from several threads when pages are drawn in parallel).
void warn_missing(const std::string& message, RunCache* cache) {
  if (!cache || cache->note("warned: " + message)) std::cerr << "pawnprint: warning: " << message << '\n';
}

}  // namespace

ArtStyle load_art_style(const Theme& theme, RunCache* cache) {
  ArtStyle s;
  s.cache = cache;
  s.theme_name = theme.name;
  s.theme_file = theme.file;
  s.set_dir = theme.piece_dirs.front();
  s.fallback_dirs.assign(theme.piece_dirs.begin() + 1, theme.piece_dirs.end());
  s.tokens = theme.tokens;
  s.letters = theme.text.piece_letters;
  s.labels = theme.text.labels;
  s.computed = theme.computed_pieces;
  for (const auto& [name, look] : theme.sides) {
    SideStyle& side = s.sides[name];
    side.name = name;
    side.prefix = look.prefix;
    side.piece = {look.body, look.line, look.detail};
    side.background = look.background.visible() ? look.background : theme.tokens.background;
    side.ring = look.ring.visible() ? look.ring : theme.tokens.ring.colour;
    side.mark = look.mark;
    side.mark_colour = *parse_colour(look.line);
  }
  return s;
}

const SideStyle& ArtStyle::side(const std::string& name) const {
  if (auto it = sides.find(name); it != sides.end()) return it->second;
  throw InputError({theme_file, 0, 0}, "theme '" + theme_name + "' has no colours for side '" + name + "'");
}

std::filesystem::path ArtStyle::drawing(char letter, const std::string& art, const std::string& piece_name,
                                        const std::string& side_name, const std::string& layout) const {
  // A layout's `art: computed` asks for the symbol of the piece's moves over any drawing its
  // letter would find (a Lion lettered N is no chess Knight).
  if (computed || art == kComputedArt) return {};
  // The theme's folder first, then each it falls back to, drawing by drawing.
  for (size_t i = 0; i <= fallback_dirs.size(); ++i) {
    auto file = art::PieceSet(i == 0 ? set_dir : fallback_dirs[i - 1])
                    .existing(letter, art, side(side_name).prefix, layout,
                              art::other_names(side_name, letter, piece_name, art));
    if (file.empty()) continue;
    art::check_drawing(file, cache);
    return file;
  }
  warn_missing("theme '" + theme_name + "' (piece set " + set_dir.string() + ") has no drawing for " + piece_name +
                   " (" + std::string(1, letter) + ") of layout " + layout + "; it is drawn as the symbol of its moves",
               cache);
  return {};
}

}  // namespace pp
