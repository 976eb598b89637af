#include "model/theme.h"

#include <filesystem>

#include "common/choices.h"
#include "common/paths.h"
#include "common/units.h"
#include "common/yamlutil.h"
#include "model/theme_reader.h"

namespace pp {
namespace {

namespace y = pp::yaml;
using theme_reading::fill_families;
using theme_reading::read_base;
using theme_reading::read_page;
using theme_reading::Reader;
using y::At;

const std::vector<std::string_view> kThemeKeys{"schema", "name",   "about", "board",  "page",
                                               "text",   "pieces", "sides", "tokens", "diagram"};
const std::vector<std::string_view> kBoardKeys{"cells", "grid", "border", "frame", "coordinates", "zones"};
const std::vector<std::string_view> kStrokeKeys{"colour", "width"};
const std::vector<std::string_view> kFrameKeys{"colour", "width"};
const std::vector<std::string_view> kCoordKeys{"font", "colour", "position", "edges"};
const std::vector<std::string_view> kThemeZoneKeys{"cells", "outline", "mark"};
const std::vector<std::string_view> kMarkKeys{"shape", "colour", "outline"};
constexpr auto kPositions = choices<CoordPosition>(
    {{"outside", CoordPosition::Outside}, {"inside", CoordPosition::Inside}, {"none", CoordPosition::None}});
constexpr auto kEdges = choices<CoordEdges>({{"all", CoordEdges::All}, {"bottom-left", CoordEdges::BottomLeft}});
const std::vector<std::string_view> kPageKeys{"font", "marks", "glue"};
constexpr double kMaxBoardStrokeMm = 10;

Mark mark(const At& n) { return mark_at(n.file(), n.node(), n.path()); }

// `mark: square`, or `mark: {shape: square, colour: "#000", outline: "#fff"}`.
ZoneMark zone_mark(const Reader& r, const At& n) {
  ZoneMark m;
  if (n.node().IsScalar()) {
    m.shape = mark(n);
    return m;
  }
  n.keys(kMarkKeys, n.path());
  if (!n["shape"]) throw n.error(n.path() + " needs a shape, like {shape: square}");
  m.shape = mark(n["shape"]);
  if (const At c = n["colour"]) m.colour = r.colour(c);
  if (const At o = n["outline"]) m.outline = r.colour(o);
  return m;
}

void read_board(const Reader& r, const At& node, BoardStyle& s) {
  node.keys(kBoardKeys, "board");
  if (const At n = node["cells"]) s.cells = r.fills(n);
  if (const At n = node["grid"]) s.grid = r.stroke(n, s.grid, kMaxBoardStrokeMm);
  if (const At n = node["border"]) s.border = r.stroke(n, s.border, kMaxBoardStrokeMm);
  if (const At n = node["frame"]) {
    n.keys(kFrameKeys, "board.frame");
    if (const At c = n["colour"]) s.frame = r.colour(c);
    if (const At w = n["width"]) s.frame_mm = length_mm(w.file(), w.node(), w.path(), 0, 30);
  }
  if (const At n = node["coordinates"]) {
    n.keys(kCoordKeys, "board.coordinates");
    if (const At f = n["font"]) r.theme.text.coordinates = r.font(f, r.theme.text.coordinates);
    if (const At c = n["colour"]) s.coord_colour = r.colour(c);
    if (const At p = n["position"]) s.coord_position = kPositions.at(p.file(), p.node(), p.path());
    if (const At e = n["edges"]) s.coord_edges = kEdges.at(e.file(), e.node(), e.path());
  }
  if (const At n = node["zones"])
    for (const auto& [name, z] : n.entries("board.zones")) {
      z.keys(kThemeZoneKeys, z.path());
      ZoneStyle zone;
      if (const At c = z["cells"]) zone.cells = r.fills(c);
      if (const At o = z["outline"]) zone.outline = r.stroke(o, Stroke{kBlack, 0.5}, kMaxBoardStrokeMm);
      if (const At m = z["mark"]) zone.mark = zone_mark(r, m);
      s.zones[name] = zone;
    }
}

}  // namespace

namespace theme_reading {

void read_page(const Reader& r, const At& node, PageStyle& s) {
  node.keys(kPageKeys, "page");
  if (const At n = node["font"]) s.font = r.font(n, s.font);
  if (const At n = node["marks"]) s.marks = r.colour(n);
  if (const At n = node["glue"]) s.glue = r.colour(n);
}


Colour Reader::colour(const At& n) const { return colour_at(n.file(), n.node(), n.path()); }

std::map<std::string, Colour> Reader::fills(const At& n) const {
  std::map<std::string, Colour> out;
  for (const auto& [name, c] : n.entries(n.path())) out[name] = colour(c);
  return out;
}

Stroke Reader::stroke(const At& n, Stroke base, double max_mm) const {
  n.keys(kStrokeKeys, n.path());
  if (const At c = n["colour"]) base.colour = colour(c);
  if (const At w = n["width"]) base.width_mm = length_mm(w.file(), w.node(), w.path(), 0, max_mm);
  return base;
}

FontSpec Reader::font(const At& n, const FontSpec& below, bool sized, bool named) const {
  if (!named && n.node().IsScalar() && n.text(n.path()).empty()) return FontSpec{{}, {}, {}, below.points};
  FontSpec spec = read_font_spec(n, below, sized);
  if (!n.node().IsMap()) theme.fonts.push_back({n.path(), n.text(n.path()), n.pos()});
  else if (const At f = n["family"]) theme.fonts.push_back({f.path(), spec.family, f.pos()});
  return spec;
}

}  // namespace theme_reading

std::string theme_path(const std::string& name_or_path) { return named_or_path("themes", "theme", name_or_path); }

Theme load_theme(const std::string& name_or_path) {
  const std::string path = theme_path(name_or_path);
  if (!std::filesystem::exists(path)) throw InputError({path, 0, 0}, "no such theme file");
  const YamlDoc doc = load_yaml_doc(path, "theme");
  const At root(doc);
  Theme theme;
  read_base(theme);
  theme.file = doc.file;
  const Reader r{theme};
  root.keys(kThemeKeys, "theme");
  if (const At n = root["schema"]) n.whole("schema", 1, 1);
  theme.name = root["name"] ? root["name"].title("name") : std::filesystem::path(path).stem().string();
  theme.board.cells = {{"light", kWhite}, {"dark", Colour{0.6, 0.6, 0.6, 1}}};
  theme.board.border = {kBlack, 0.8};
  if (const At n = root["board"]) read_board(r, n, theme.board);
  if (const At n = root["page"]) read_page(r, n, theme.page);
  read_piece_looks(r, doc);
  if (const At n = root["text"]) read_text_styles(r, n);
  fill_families(theme);
  read_diagram_look(r, root["diagram"]);
  return theme;
}

}  // namespace pp
