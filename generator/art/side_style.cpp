#include "art/side_style.h"

#include <algorithm>
#include <iostream>
#include <mutex>
#include <set>
#include <utility>

#include "common/paths.h"
#include "common/units.h"
#include "common/yamlutil.h"

namespace pp {
namespace {

namespace y = pp::yaml;

const std::vector<std::string_view> kPiecesKeys{"set"};
const std::vector<std::string_view> kSideKeys{"body", "line", "detail", "prefix", "background", "ring", "mark"};
const std::vector<std::string_view> kTokenKeys{"background", "ring", "cut", "bleed", "label"};
const std::vector<std::string_view> kStrokeKeys{"colour", "width"};
const std::vector<std::string_view> kLabelKeys{"font", "colour"};

// Sides every theme has unless it says otherwise: the classic look.
std::map<std::string, SideStyle> default_sides() {
  auto side = [](const char* name, const char* prefix, const char* body, const char* line, const char* detail) {
    return std::pair{std::string(name), SideStyle{name, prefix, {body, line, detail}, kNone, kNone, Mark::None, kNone}};
  };
  return {side("white", "w", "#f7f2e7", "#1f1a14", "#1f1a14"), side("black", "b", "#2e2a26", "#0d0b09", "#f7f2e7"),
          side("blue", "u", "#2f6db5", "#0e2440", "#f7f2e7"),  side("gold", "y", "#e0a526", "#3d2a05", "#1f1a14"),
          side("green", "g", "#3f8f4a", "#10301a", "#f7f2e7"), side("red", "r", "#c0392b", "#3d0d08", "#f7f2e7")};
}

struct Reader {
  const YamlDoc& doc;
  const std::string& file(const std::string& path) const { return doc.origin(path); }
  Colour colour(const std::string& path, const YAML::Node& n) const { return colour_at(file(path), n, path); }
  Stroke stroke(const std::string& path, const YAML::Node& n, Stroke base) const {
    check_doc_keys(doc, path, n, kStrokeKeys, path);
    if (n["colour"]) base.colour = colour(path + ".colour", n["colour"]);
    if (n["width"]) base.width_mm = length_mm(file(path + ".width"), n["width"], path + ".width", 0, 5);
    return base;
  }
};

void read_side(const Reader& r, const std::string& path, const YAML::Node& n, SideStyle& s) {
  check_doc_keys(r.doc, path, n, kSideKeys, path);
  auto css = [&](const char* key, std::string& out) {
    if (n[key]) out = r.colour(path + "." + key, n[key]).hex();
  };
  css("body", s.piece.body);
  css("line", s.piece.line);
  css("detail", s.piece.detail);
  if (n["prefix"]) s.prefix = y::as_string(r.file(path + ".prefix"), n["prefix"], path + ".prefix");
  if (n["background"]) s.background = r.colour(path + ".background", n["background"]);
  if (n["ring"]) s.ring = r.colour(path + ".ring", n["ring"]);
  if (auto m = n["mark"]) s.mark = mark_at(r.file(path + ".mark"), m, path + ".mark");
}

void read_tokens(const Reader& r, const YAML::Node& n, TokenStyle& t) {
  check_doc_keys(r.doc, "tokens", n, kTokenKeys, "tokens");
  if (n["background"]) t.background = r.colour("tokens.background", n["background"]);
  if (n["ring"]) t.ring = r.stroke("tokens.ring", n["ring"], t.ring);
  if (n["cut"]) t.cut = r.stroke("tokens.cut", n["cut"], t.cut);
  if (n["bleed"]) t.bleed_mm = length_mm(r.file("tokens.bleed"), n["bleed"], "tokens.bleed", 0, 5);
  if (auto l = n["label"]) {
    check_doc_keys(r.doc, "tokens.label", l, kLabelKeys, "tokens.label");
    if (l["font"]) t.label_font = y::as_string(r.file("tokens.label.font"), l["font"], "tokens.label.font");
    if (l["colour"]) t.label_colour = r.colour("tokens.label.colour", l["colour"]);
  }
}

// Each missing drawing is said once per run, though every token and diagram of it asks again
// (from several threads when pages are drawn in parallel).
void warn_missing(const std::string& message) {
  static std::mutex mutex;
  static std::set<std::string> said;
  const std::lock_guard lock(mutex);
  if (said.insert(message).second) std::cerr << "pawnprint: warning: " << message << '\n';
}

}  // namespace

ArtStyle load_art_style(const Theme& theme) {
  const YamlDoc& doc = theme.doc;
  const Reader r{doc};
  ArtStyle s;
  s.theme_name = theme.name;
  s.theme_file = doc.file;
  s.sides = default_sides();
  if (auto n = doc.root["pieces"]) check_doc_keys(doc, "pieces", n, kPiecesKeys, "pieces");
  // Each file of the extends chain may name its own folder of drawings, each relative to it.
  std::vector<std::filesystem::path> dirs;
  for (const auto& [file, own] : doc.layers) {
    const YAML::Node pieces = own["pieces"];
    if (!pieces || !pieces.IsMap() || !pieces["set"]) continue;
    const YAML::Node set = pieces["set"];
    const std::filesystem::path dir = y::as_string(file, set, "pieces.set");
    const auto full = (dir.is_absolute() ? dir : std::filesystem::path(file).parent_path() / dir).lexically_normal();
    if (!std::filesystem::is_directory(full)) throw y::error_at(file, set, "no piece folder " + full.string());
    dirs.push_back(full);
  }
  dirs.push_back(themes_dir() / "pieces" / "standard");
  s.set_dir = dirs.front();
  for (const auto& dir : dirs)
    if (dir != s.set_dir && std::find(s.fallback_dirs.begin(), s.fallback_dirs.end(), dir) == s.fallback_dirs.end())
      s.fallback_dirs.push_back(dir);
  if (auto n = doc.root["sides"]) {
    y::require_map(r.file("sides"), n, "sides");
    std::vector<std::string_view> names;  // two-sided layouts play white and black; Six Armies all six
    for (const auto& [name, side] : s.sides) names.push_back(name);
    check_doc_keys(doc, "sides", n, names, "sides");
    for (const auto& kv : n) {
      const std::string name = kv.first.Scalar();
      read_side(r, "sides." + name, kv.second, s.sides.at(name));  // every side has defaults
    }
  }
  if (auto n = doc.root["tokens"]) read_tokens(r, n, s.tokens);
  for (auto& [name, side] : s.sides) {
    if (!side.background.visible()) side.background = s.tokens.background;
    if (!side.ring.visible()) side.ring = s.tokens.ring.colour;
    side.mark_colour = *parse_colour(side.piece.line);
  }
  return s;
}

const SideStyle& ArtStyle::side(const std::string& name) const {
  if (auto it = sides.find(name); it != sides.end()) return it->second;
  throw InputError({theme_file, 0, 0}, "theme '" + theme_name + "' has no colours for side '" + name + "'");
}

std::filesystem::path ArtStyle::drawing(char letter, const std::string& art, const std::string& piece_name,
                                        const std::string& side_name, const std::string& layout) const {
  // The theme's folder first, then each it falls back to, drawing by drawing.
  for (size_t i = 0; i <= fallback_dirs.size(); ++i) {
    auto file =
        art::PieceSet(i == 0 ? set_dir : fallback_dirs[i - 1])
            .existing(letter, art, side(side_name).prefix, layout, art::other_names(side_name, letter, piece_name));
    if (file.empty()) continue;
    art::check_drawing(file);
    return file;
  }
  warn_missing("theme '" + theme_name + "' (piece set " + set_dir.string() + ") has no drawing for " + piece_name +
               " (" + std::string(1, letter) + ") of layout " + layout + "; it is drawn as its letter in a circle");
  return {};
}

}  // namespace pp
