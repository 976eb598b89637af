// A theme's `pieces`, `sides` and `tokens` sections: which folders of drawings, how each side
// or army paints them, the army marks that keep sides apart without colour, and how tokens are
// drawn.
#include <algorithm>
#include <cctype>

#include "common/paths.h"
#include "common/units.h"
#include "common/yamlutil.h"
#include "model/theme_reader.h"

namespace pp::theme_reading {
namespace {

namespace y = pp::yaml;
using y::At;

const std::vector<std::string_view> kPiecesKeys{"set"};
const std::vector<std::string_view> kSideKeys{"body", "line", "detail", "prefix", "background", "ring", "mark"};
const std::vector<std::string_view> kTokenKeys{"background", "ring", "cut", "bleed", "label"};
const std::vector<std::string_view> kLabelKeys{"font", "colour"};
constexpr double kMaxTokenStrokeMm = 5;

// Sides every theme has unless it says otherwise: the classic look.
std::map<std::string, SideLook> default_sides() {
  auto side = [](const char* name, const char* prefix, const char* body, const char* line, const char* detail) {
    return std::pair{std::string(name), SideLook{prefix, body, line, detail, kNone, kNone, Mark::None}};
  };
  return {side("white", "w", "#f7f2e7", "#1f1a14", "#1f1a14"), side("black", "b", "#2e2a26", "#0d0b09", "#f7f2e7"),
          side("blue", "u", "#2f6db5", "#0e2440", "#f7f2e7"),  side("gold", "y", "#e0a526", "#3d2a05", "#1f1a14"),
          side("green", "g", "#3f8f4a", "#10301a", "#f7f2e7"), side("red", "r", "#c0392b", "#3d0d08", "#f7f2e7")};
}

// The prefix starts the name of a file in the piece set's folder, so it may not leave it.
std::string side_prefix(const At& at) {
  std::string prefix = at.text(at.path());
  const bool word = prefix.size() <= 16 && std::all_of(prefix.begin(), prefix.end(), [](char c) {
                      return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_';
                    });
  if (!word)
    throw at.error(at.path() +
                   " must be up to 16 letters, digits, '-' or '_' (it starts a file name in the piece set)");
  return prefix;
}

void read_side(const Reader& r, const At& n, SideLook& s) {
  n.keys(kSideKeys, n.path());
  auto css = [&](const char* key, std::string& out) {
    if (const At c = n[key]) out = r.colour(c).hex();
  };
  css("body", s.body);
  css("line", s.line);
  css("detail", s.detail);
  if (const At p = n["prefix"]) s.prefix = side_prefix(p);
  if (const At b = n["background"]) s.background = r.colour(b);
  if (const At c = n["ring"]) s.ring = r.colour(c);
  if (const At m = n["mark"]) s.mark = mark_at(m.file(), m.node(), m.path());
}

void read_tokens(const Reader& r, const At& n, TokenStyle& t) {
  n.keys(kTokenKeys, "tokens");
  if (const At b = n["background"]) t.background = r.colour(b);
  if (const At c = n["ring"]) t.ring = r.stroke(c, t.ring, kMaxTokenStrokeMm);
  if (const At c = n["cut"]) t.cut = r.stroke(c, t.cut, kMaxTokenStrokeMm);
  if (const At b = n["bleed"]) t.bleed_mm = length_mm(b.file(), b.node(), b.path(), 0, 5);
  if (const At l = n["label"]) {
    l.keys(kLabelKeys, "tokens.label");
    if (const At f = l["font"]) r.theme.text.labels = r.font(f, r.theme.text.labels, false, false);
    if (const At c = l["colour"]) t.label_colour = r.colour(c);
  }
}

// Each file of the extends chain may name its own folder of drawings, each relative to it.
std::vector<std::filesystem::path> piece_dirs(const YamlDoc& doc) {
  std::vector<std::filesystem::path> dirs;
  for (const auto& [file, own] : doc.layers) {
    const YAML::Node pieces = own["pieces"];
    if (!pieces || !pieces.IsMap() || !pieces["set"]) continue;
    const YAML::Node set = pieces["set"];
    const std::filesystem::path dir = y::as_string(file, set, "pieces.set");
    const auto full = (dir.is_absolute() ? dir : std::filesystem::path(file).parent_path() / dir).lexically_normal();
    if (!std::filesystem::is_directory(full)) throw y::error_at(file, set, "no piece folder " + full.string());
    if (std::find(dirs.begin(), dirs.end(), full) == dirs.end()) dirs.push_back(full);
  }
  if (const auto standard = themes_dir() / "pieces" / "standard";
      std::find(dirs.begin(), dirs.end(), standard) == dirs.end())
    dirs.push_back(standard);
  return dirs;
}

}  // namespace

void read_piece_looks(const Reader& r, const YamlDoc& doc) {
  const At root(doc);
  Theme& theme = r.theme;
  theme.sides = default_sides();
  theme.has_pieces = static_cast<bool>(root["pieces"]);
  if (const At n = root["pieces"]) {
    if (n.node().IsScalar()) {
      if (n.node().Scalar() != "computed")
        throw n.error("pieces is a mapping (set: FOLDER) or 'computed' (every piece drawn from its moves), not '" +
                      n.node().Scalar() + "'");
      theme.computed_pieces = true;
    } else {
      n.keys(kPiecesKeys, "pieces");
    }
  }
  theme.piece_dirs = piece_dirs(doc);
  if (const At n = root["sides"]) {
    y::require_map(n.file(), n.node(), "sides");
    std::vector<std::string_view> names;  // two-sided layouts play white and black; Six Armies all six
    for (const auto& [name, side] : theme.sides) names.push_back(name);
    n.keys(names, "sides");
    for (const auto& [name, side] : n.entries("sides")) read_side(r, side, theme.sides.at(name));  // all have defaults
  }
  if (const At n = root["tokens"]) read_tokens(r, n, theme.tokens);
}

}  // namespace pp::theme_reading
