#pragma once
// The theme's piece and token look: which folder of drawings, how each side or army paints
// them, the army marks that keep sides apart without colour, and how tokens are drawn.
// Made from the theme's `pieces`, `sides` and `tokens` sections, read with the theme.
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "art/piece_set.h"
#include "art/piece_svg.h"
#include "common/colour.h"
#include "common/run_cache.h"
#include "model/theme.h"
#include "scene/marks.h"

namespace pp {

struct SideStyle {
  std::string name;         // "white"
  std::string prefix;       // file prefix of per-side drawings, "w" for wK.svg
  art::PieceColours piece;  // body, line, detail
  Colour background;        // token face
  Colour ring;              // token ring
  Mark mark = Mark::None;
  Colour mark_colour;
};

// A piece's `art:` in its layout that draws it as the symbol of its moves in every theme.
inline constexpr std::string_view kComputedArt = "computed";

struct ArtStyle {
  std::string theme_name;
  std::string theme_file;
  std::filesystem::path set_dir;  // the theme's own piece folder
  // Where a drawing the theme's folder lacks is looked for next, in order: the folders of the
  // themes it extends, then the standard set.
  std::vector<std::filesystem::path> fallback_dirs;
  std::map<std::string, SideStyle> sides;
  TokenStyle tokens;
  FontSpec letters, labels;  // the theme's piece-letters and labels styles
  bool computed = false;     // every piece the symbol of its moves (`pieces: computed`)
  // The run's (common/run_cache.h): each drawing is checked and each missing one said once
  // in it; null, every time.
  RunCache* cache = nullptr;

  // The style of a named side; throws InputError naming the theme when it has none.
  const SideStyle& side(const std::string& name) const;
  // The drawing for a piece of a side in a layout. `art` is the layout's drawing name for the
  // piece ("" for none: the letter's file). Empty when no set has one: the piece is then drawn
  // as the symbol of its moves (art/stand_in.h), and one warning line per piece and layout names
  // the theme and its sets on stderr; empty, and no warning, for every piece of a theme whose
  // pieces are all computed. A drawing over the limits is an InputError.
  std::filesystem::path drawing(char letter, const std::string& art, const std::string& piece_name,
                                const std::string& side, const std::string& layout) const;
};

ArtStyle load_art_style(const Theme& theme, RunCache* cache = nullptr);

}  // namespace pp
