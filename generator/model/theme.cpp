#include "model/theme.h"

#include <filesystem>

#include "common/paths.h"
#include "common/units.h"
#include "common/yamlutil.h"
#include "model/theme_reader.h"

namespace pp {
namespace {

namespace y = pp::yaml;
using theme_reading::Reader;

const std::vector<std::string_view> kTopKeys{"schema", "name",  "about",  "board",  "page",
                                             "pieces", "sides", "tokens", "diagram"};
const std::vector<std::string_view> kBoardKeys{"cells", "grid", "border", "frame", "coordinates", "zones"};
const std::vector<std::string_view> kStrokeKeys{"colour", "width"};
const std::vector<std::string_view> kFrameKeys{"colour", "width"};
const std::vector<std::string_view> kCoordKeys{"font", "colour", "position", "edges"};
const std::vector<std::string_view> kZoneKeys{"cells", "outline", "mark"};
const std::vector<std::string_view> kMarkKeys{"shape", "colour", "outline"};
const std::vector<std::string_view> kPositions{"outside", "inside", "none"};  // CoordPosition's order
const std::vector<std::string_view> kEdges{"all", "bottom-left"};             // CoordEdges' order
const std::vector<std::string_view> kPageKeys{"font", "marks", "glue"};

// `mark: square`, or `mark: {shape: square, colour: "#000", outline: "#fff"}`.
ZoneMark zone_mark(const Reader& r, const std::string& path, const YAML::Node& node) {
  ZoneMark m;
  if (node.IsScalar()) {
    m.shape = mark_at(r.file(path), node, path);
    return m;
  }
  check_doc_keys(r.doc, path, node, kMarkKeys, path);
  if (!node["shape"]) throw y::error_at(r.file(path), node, path + " needs a shape, like {shape: square}");
  m.shape = mark_at(r.file(path + ".shape"), node["shape"], path + ".shape");
  if (node["colour"]) m.colour = r.colour(path + ".colour", node["colour"]);
  if (node["outline"]) m.outline = r.colour(path + ".outline", node["outline"]);
  return m;
}

void read_board(const Reader& r, const YAML::Node& node, BoardStyle& s) {
  check_doc_keys(r.doc, "board", node, kBoardKeys, "board");
  if (auto n = node["cells"]) s.cells = r.fills("board.cells", n);
  if (auto n = node["grid"]) s.grid = r.stroke("board.grid", n, s.grid, 10);
  if (auto n = node["border"]) s.border = r.stroke("board.border", n, s.border, 10);
  if (auto n = node["frame"]) {
    check_doc_keys(r.doc, "board.frame", n, kFrameKeys, "board.frame");
    if (n["colour"]) s.frame = r.colour("board.frame.colour", n["colour"]);
    if (n["width"]) s.frame_mm = length_mm(r.file("board.frame.width"), n["width"], "board.frame.width", 0, 30);
  }
  if (auto n = node["coordinates"]) {
    check_doc_keys(r.doc, "board.coordinates", n, kCoordKeys, "board.coordinates");
    if (n["font"]) s.coord_font = r.font("board.coordinates.font", n["font"]);
    if (n["colour"]) s.coord_colour = r.colour("board.coordinates.colour", n["colour"]);
    if (auto p = n["position"])
      s.coord_position = static_cast<CoordPosition>(
          y::choice_at(r.file("board.coordinates.position"), p, "board.coordinates.position", kPositions));
    if (auto e = n["edges"])
      s.coord_edges = static_cast<CoordEdges>(
          y::choice_at(r.file("board.coordinates.edges"), e, "board.coordinates.edges", kEdges));
  }
  if (auto n = node["zones"]) {
    y::require_map(r.file("board.zones"), n, "board.zones");
    for (const auto& kv : n) {
      const std::string path = "board.zones." + kv.first.Scalar();
      check_doc_keys(r.doc, path, kv.second, kZoneKeys, path);
      ZoneStyle zone;
      if (auto c = kv.second["cells"]) zone.cells = r.fills(path + ".cells", c);
      if (auto o = kv.second["outline"]) zone.outline = r.stroke(path + ".outline", o, Stroke{kBlack, 0.5}, 10);
      if (auto m = kv.second["mark"]) zone.mark = zone_mark(r, path + ".mark", m);
      s.zones[kv.first.Scalar()] = zone;
    }
  }
}

void read_page(const Reader& r, const YAML::Node& node, PageStyle& s) {
  check_doc_keys(r.doc, "page", node, kPageKeys, "page");
  if (auto n = node["font"]) s.font = r.font("page.font", n);
  if (auto n = node["marks"]) s.marks = r.colour("page.marks", n);
  if (auto n = node["glue"]) s.glue = r.colour("page.glue", n);
}

}  // namespace

namespace theme_reading {

Colour Reader::colour(const std::string& path, const YAML::Node& node) const {
  return colour_at(file(path), node, path);
}

std::map<std::string, Colour> Reader::fills(const std::string& path, const YAML::Node& node) const {
  y::require_map(file(path), node, path);
  std::map<std::string, Colour> out;
  for (const auto& kv : node) out[kv.first.Scalar()] = colour(path + "." + kv.first.Scalar(), kv.second);
  return out;
}

Stroke Reader::stroke(const std::string& path, const YAML::Node& node, Stroke base, double max_mm) const {
  check_doc_keys(doc, path, node, kStrokeKeys, path);
  if (node["colour"]) base.colour = colour(path + ".colour", node["colour"]);
  if (node["width"]) base.width_mm = length_mm(file(path + ".width"), node["width"], path + ".width", 0, max_mm);
  return base;
}

std::string Reader::font(const std::string& path, const YAML::Node& node, bool named) const {
  std::string text = y::as_string(file(path), node, path);
  if (named && text.empty())
    throw y::error_at(file(path), node, path + " must name a font, like \"DejaVu Sans Bold 9\"");
  theme.fonts.push_back({path, text, y::error_at(file(path), node, "").pos()});
  return text;
}

}  // namespace theme_reading

std::string theme_path(const std::string& name_or_path) { return named_or_path("themes", "theme", name_or_path); }

Theme load_theme(const std::string& name_or_path) {
  const std::string path = theme_path(name_or_path);
  if (!std::filesystem::exists(path)) throw InputError({path, 0, 0}, "no such theme file");
  const YamlDoc doc = load_yaml_doc(path, "theme");
  Theme theme;
  theme.file = doc.file;
  const Reader r{doc, theme};
  check_doc_keys(doc, "", doc.root, kTopKeys, "theme");
  if (auto n = doc.root["schema"]) y::as_int(r.file("schema"), n, "schema", 1, 1);
  theme.name = doc.root["name"] ? y::as_string(r.file("name"), doc.root["name"], "name")
                                : std::filesystem::path(path).stem().string();
  theme.board.cells = {{"light", kWhite}, {"dark", Colour{0.6, 0.6, 0.6, 1}}};
  theme.board.border = {kBlack, 0.8};
  if (auto n = doc.root["board"]) read_board(r, n, theme.board);
  if (auto n = doc.root["page"]) read_page(r, n, theme.page);
  read_piece_looks(r);
  read_diagram_look(r);
  return theme;
}

}  // namespace pp
