// The board as a theme dresses it, read back from the SVG the board sheets are written as:
// where coordinates go (board.coordinates.position and edges) and the army marks on the Six
// Armies home zones (board.zones.*.mark), on square and triangular boards.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "art/side_style.h"
#include "common/input_error.h"
#include "common/yamldoc.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "pages/board_sheets.h"
#include "render/render.h"
#include "support/paths.h"
#include "writers/pdf.h"
#include "writers/svg.h"

namespace fs = std::filesystem;
using pp::Point;
using pp::Polygon;

namespace {

// One SVG element: its tag, attributes and (for <text>) its text.
struct Element {
  std::string tag;
  std::map<std::string, std::string> attr;
  std::string text;
  std::string cls() const { return attr.count("class") ? attr.at("class") : ""; }
  double num(const std::string& name) const { return std::stod(attr.at(name)); }
  bool has_class(const std::string& c) const {
    std::string all = " ";
    all.append(cls()).append(" ");
    std::string word = " ";
    word.append(c).append(" ");
    return all.find(word) != std::string::npos;
  }
  // The n-th class name (0: the first).
  std::string class_at(size_t n) const {
    size_t start = 0;
    const std::string all = cls();
    for (size_t i = 0; i < n; ++i) start = all.find(' ', start) + 1;
    return all.substr(start, all.find(' ', start) - start);
  }
};

std::vector<Element> elements(const std::string& svg) {
  std::vector<Element> out;
  for (size_t at = svg.find('<'); at != std::string::npos; at = svg.find('<', at + 1)) {
    if (svg[at + 1] == '/' || svg[at + 1] == '?' || svg[at + 1] == '!') continue;
    Element e;
    size_t i = at + 1;
    while (i < svg.size() && svg[i] != ' ' && svg[i] != '>' && svg[i] != '/') e.tag += svg[i++];
    while (i < svg.size() && svg[i] != '>') {
      if (svg[i] == ' ' || svg[i] == '/') {
        ++i;
        continue;
      }
      const size_t eq = svg.find("=\"", i), close = svg.find('"', eq + 2);
      e.attr[svg.substr(i, eq - i)] = svg.substr(eq + 2, close - eq - 2);
      i = close + 1;
    }
    if (e.tag == "text") e.text = svg.substr(i + 1, svg.find("</text>", i) - i - 1);
    out.push_back(std::move(e));
  }
  return out;
}

// The outer loop of a path's d attribute ("M x y L x y ... Z").
Polygon path_points(const std::string& d) {
  Polygon out;
  std::string cleaned;
  for (char c : d) cleaned += std::isalpha(static_cast<unsigned char>(c)) ? ' ' : c;
  double x = 0, y = 0;
  int used = 0;
  const char* p = cleaned.c_str();
  while (std::sscanf(p, "%lf %lf%n", &x, &y, &used) == 2) {
    out.push_back({x, y});
    p += used;
  }
  return out;
}

// Signed distance from p to the edges of a convex polygon: positive inside.
double depth_in(const Polygon& poly, Point p) {
  double sign = 0, depth = 1e300;
  for (size_t i = 0; i < poly.size(); ++i) {
    const Point a = poly[i], b = poly[(i + 1) % poly.size()];
    const double len = std::hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-9) continue;
    const double cross = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len;
    if (sign == 0) {
      // Orientation from the polygon's area.
      double area = 0;
      for (size_t j = 0; j < poly.size(); ++j)
        area += poly[j].x * poly[(j + 1) % poly.size()].y - poly[(j + 1) % poly.size()].x * poly[j].y;
      sign = area > 0 ? 1 : -1;
    }
    depth = std::min(depth, cross * sign);
  }
  return depth;
}

Point centroid(const Polygon& poly) {
  Point c;
  for (const auto& p : poly)
    c.x += p.x / static_cast<double>(poly.size()), c.y += p.y / static_cast<double>(poly.size());
  return c;
}

// What one board sheet's SVG shows, in board millimetres: every sheet holds the whole board
// (clipped to its tile), so one tile sheet is enough.
struct DrawnBoard {
  std::map<std::string, Polygon> cells;  // by name
  std::vector<Element> coords, labels, marks;
  bool frame = false;
};

DrawnBoard draw(const std::string& layout_name, const pp::Theme& theme) {
  const pp::Layout layout = pp::load_layout(pp::test::layout_path(layout_name).string());
  const auto pages = pp::board_sheet_pages(layout, theme, *pp::parse_paper("a4"));
  DrawnBoard out;
  for (const auto& page : pages) {
    const std::string svg = pp::svg_bytes(page);
    if (svg.find("board-part tile-") == std::string::npos) continue;  // the assembly map
    for (const auto& e : elements(svg)) {
      if (e.tag == "path" && e.has_class("cell")) out.cells[e.class_at(1)] = path_points(e.attr.at("d"));
      if (e.has_class("coord")) out.coords.push_back(e);
      if (e.has_class("label")) out.labels.push_back(e);
      if (e.has_class("zone-mark")) out.marks.push_back(e);
      if (e.has_class("frame")) out.frame = true;
    }
    break;
  }
  EXPECT_FALSE(out.cells.empty()) << layout_name;
  return out;
}

struct TempTheme {
  fs::path dir = pp::test::temp_dir("board-look");
  fs::path file = dir / "t.yaml";
  explicit TempTheme(const std::string& body, const std::string& base = "classic") {
    fs::create_directories(dir);
    std::ofstream(file) << "schema: 1\nname: t\nextends: " << pp::test::theme_path(base).string() << "\n" << body;
  }
  ~TempTheme() { fs::remove_all(dir); }
};

pp::Theme coords_theme(const std::string& coordinates) {
  TempTheme t("board:\n  coordinates: " + coordinates + "\n");
  return pp::load_theme(t.file.string());
}

Point at(const Element& text) { return {text.num("x"), text.num("y")}; }

// The cell whose polygon holds p deepest; "" when p lies in none.
std::string cell_holding(const DrawnBoard& b, Point p, double* depth = nullptr) {
  std::string best;
  double deepest = 0;
  for (const auto& [name, poly] : b.cells)
    if (const double d = depth_in(poly, p); d > deepest) deepest = d, best = name;
  if (depth) *depth = deepest;
  return best;
}

// The row letter or file letter and number of a cell name: "e4" -> {"e", "4"}.
std::pair<std::string, std::string> split_name(const std::string& name) {
  size_t i = 0;
  while (i < name.size() && std::isalpha(static_cast<unsigned char>(name[i]))) ++i;
  return {name.substr(0, i), name.substr(i)};
}

}  // namespace

namespace {

// Every layout in layouts/, by name.
std::vector<std::string> layout_names() {
  std::vector<std::string> out;
  for (const auto& f : pp::test::layout_files()) out.push_back(f.stem().string());
  return out;
}

// Coordinates printed round a board on every edge, from its `board:` text: each file and each
// rank on both sides of a square board (chess: 32); on a board of trigs each row's letter at
// both ends, a hexagon of side n and trapezia of `depth` rows having 2 n + 2 depth rows (Six
// Armies: 36).
size_t coordinates_all_round(const std::string& layout) {
  const YAML::Node b = pp::load_yaml_doc(pp::test::layout_path(layout).string(), "layout").root["board"];
  // true, false, or the players' own style: japanese labels the same edges; chinese numbers the
  // files along both edges, from each side's right, and the ranks not at all.
  const std::string style = b["coordinates"] ? b["coordinates"].as<std::string>() : "true";
  if (style == "false") return 0;
  if (style == "chinese") return 2 * static_cast<size_t>(b["files"].as<int>());
  if (b["shape"] && b["shape"].as<std::string>() == "trigs")
    return 2 * static_cast<size_t>(2 * b["hexagon"].as<int>() + 2 * b["depth"].as<int>());
  if (b["shape"] && b["shape"].as<std::string>() == "hex")  // 2n - 1 files below, ranks both ends
    return 3 * static_cast<size_t>(2 * (b["side"] ? b["side"].as<int>() : 6) - 1);
  return 2 * static_cast<size_t>(b["files"].as<int>() + b["ranks"].as<int>());
}

}  // namespace

TEST(BoardCoordinates, OutsideByDefaultInTheFrame) {
  for (const std::string& layout : layout_names()) {
    SCOPED_TRACE(layout);
    const DrawnBoard b = draw(layout, pp::load_theme("classic"));
    EXPECT_EQ(b.coords.size(), coordinates_all_round(layout));
    EXPECT_TRUE(b.frame);
    for (const auto& c : b.coords) EXPECT_EQ(cell_holding(b, at(c)), "") << c.text << " lies on a cell";
  }
}

TEST(BoardCoordinates, InsideSitInACornerOfTheEdgeCellTheyName) {
  const pp::Theme theme = coords_theme("{position: inside}");
  EXPECT_EQ(theme.board.coord_position, pp::CoordPosition::Inside);
  // Chess: every file letter in a cell of that file on rank 1 or 8, every rank number in a
  // cell of that rank on file a or h; a corner cell holds two labels apart.
  const DrawnBoard chess = draw("chess", theme);
  EXPECT_FALSE(chess.frame);
  ASSERT_EQ(chess.coords.size(), 32u);
  std::map<std::string, int> per_cell;
  for (const auto& c : chess.coords) {
    double depth = 0;
    const std::string cell = cell_holding(chess, at(c), &depth);
    ASSERT_NE(cell, "") << c.text << " is not on a cell";
    EXPECT_GT(depth, 1.0) << c.text << " touches an edge of " << cell;
    const auto [file, rank] = split_name(cell);
    const bool is_file = std::isalpha(static_cast<unsigned char>(c.text[0]));
    if (is_file) EXPECT_TRUE(c.text == file && (rank == "1" || rank == "8")) << c.text << " in " << cell;
    else EXPECT_TRUE(c.text == rank && (file == "a" || file == "h")) << c.text << " in " << cell;
    // Beside a token: nearer a corner than the middle of the 30 mm cell.
    const Point mid = centroid(chess.cells.at(cell));
    EXPECT_GT(std::hypot(at(c).x - mid.x, at(c).y - mid.y), 13.0) << c.text << " in " << cell;
    ++per_cell[cell];
  }
  EXPECT_EQ(per_cell["a1"], 2);
  EXPECT_EQ(per_cell["h8"], 2);
  for (const auto& [cell, n] : per_cell) {
    if (n < 2) continue;
    std::vector<Point> here;
    for (const auto& c : chess.coords)
      if (cell_holding(chess, at(c)) == cell) here.push_back(at(c));
    EXPECT_GT(std::hypot(here[0].x - here[1].x, here[0].y - here[1].y), 10.0) << cell;
  }

  // Six Armies: each row's letter in the first and last trig of that row, in a corner other
  // than the one holding the trig's own name.
  const DrawnBoard six = draw("six-armies", theme);
  ASSERT_EQ(six.coords.size(), 36u);
  std::map<std::string, Point> name_at;
  for (const auto& l : six.labels) name_at[l.class_at(1)] = at(l);
  std::map<std::string, std::vector<int>> columns;  // row letter -> columns of its trigs
  for (const auto& [name, poly] : six.cells)
    columns[split_name(name).first].push_back(std::stoi(split_name(name).second));
  for (const auto& c : six.coords) {
    double depth = 0;
    const std::string cell = cell_holding(six, at(c), &depth);
    ASSERT_NE(cell, "") << c.text << " is not on a trig";
    EXPECT_GT(depth, 0.8) << c.text << " touches an edge of " << cell;
    const auto [row, column] = split_name(cell);
    EXPECT_EQ(c.text, row);
    const auto& cols = columns[row];
    const int col = std::stoi(column);
    EXPECT_TRUE(col == *std::min_element(cols.begin(), cols.end()) ||
                col == *std::max_element(cols.begin(), cols.end()))
        << c.text << " in " << cell << ", not at a row end";
    const Point n = name_at.at(cell);
    EXPECT_GT(std::hypot(at(c).x - n.x, at(c).y - n.y), 8.0) << c.text << " meets the name of " << cell;
  }
}

TEST(BoardCoordinates, BottomLeftEdgesOnly) {
  const pp::Theme theme = coords_theme("{position: inside, edges: bottom-left}");
  const DrawnBoard chess = draw("chess", theme);
  ASSERT_EQ(chess.coords.size(), 16u);
  for (const auto& c : chess.coords) {
    const auto [file, rank] = split_name(cell_holding(chess, at(c)));
    EXPECT_TRUE(std::isalpha(static_cast<unsigned char>(c.text[0])) ? rank == "1" : file == "a") << c.text;
  }
  // Outside, the same edges: below and left of the cells.
  const DrawnBoard outside = draw("chess", coords_theme("{edges: bottom-left}"));
  ASSERT_EQ(outside.coords.size(), 16u);
  double cells_left = 1e300, cells_bottom = -1e300;
  for (const auto& [name, poly] : outside.cells)
    for (const auto& p : poly) cells_left = std::min(cells_left, p.x), cells_bottom = std::max(cells_bottom, p.y);
  for (const auto& c : outside.coords) EXPECT_TRUE(at(c).x < cells_left || at(c).y > cells_bottom) << c.text;
  // Six Armies: the left end of each of the 18 rows.
  const DrawnBoard six = draw("six-armies", theme);
  ASSERT_EQ(six.coords.size(), 18u);
  std::set<std::string> rows;
  for (const auto& c : six.coords) {
    const std::string cell = cell_holding(six, at(c));
    rows.insert(c.text);
    for (const auto& [name, poly] : six.cells)
      if (split_name(name).first == c.text) {
        EXPECT_LE(centroid(six.cells.at(cell)).x, centroid(poly).x + 1e-6) << c.text;
      }
  }
  EXPECT_EQ(rows.size(), 18u);
}

TEST(BoardCoordinates, NoneDrawsNoCoordinatesAndNoFrame) {
  const pp::Theme theme = coords_theme("{position: none}");
  for (const std::string& layout : layout_names()) {
    const DrawnBoard b = draw(layout, theme);
    EXPECT_TRUE(b.coords.empty()) << layout;
    EXPECT_FALSE(b.frame) << layout;
  }
}

TEST(BoardCoordinates, TheShippedFramelessThemeUsesThemInside) {
  const pp::Theme theme = pp::load_theme("frameless");
  EXPECT_EQ(theme.board.coord_position, pp::CoordPosition::Inside);
  EXPECT_EQ(theme.board.coord_edges, pp::CoordEdges::BottomLeft);
  EXPECT_EQ(pp::load_theme("classic").board.coord_position, pp::CoordPosition::Outside);
}

namespace {

// Every point a mark paints: a path's corners, a circle's rim (half its stroke included).
std::vector<Point> painted(const Element& e) {
  const double half_stroke = e.attr.count("stroke-width") ? e.num("stroke-width") / 2 : 0;
  std::vector<Point> out;
  if (e.tag == "circle") {
    const double r = e.num("r") + half_stroke;
    for (int i = 0; i < 16; ++i)
      out.push_back({e.num("cx") + r * std::cos(i * M_PI / 8), e.num("cy") + r * std::sin(i * M_PI / 8)});
  } else {
    out = path_points(e.attr.at("d"));
  }
  return out;
}

// Checks that every cell of every army zone carries one mark, the army's token mark, inside
// the cell and clear of a 20 mm token (an M10 washer, Six Armies' default) on its centre.
void expect_army_marks(const std::string& theme_name) {
  SCOPED_TRACE(theme_name);
  const pp::Theme theme = pp::load_theme(theme_name);
  const pp::ArtStyle art = pp::load_art_style(theme);
  const pp::Layout layout = pp::load_layout(pp::test::layout_path("six-armies").string());
  const DrawnBoard b = draw("six-armies", theme);
  std::map<std::string, std::set<std::string>> kinds;  // cell -> mark names drawn on it
  std::map<std::string, std::string> zone_of;          // cell -> its zone's name
  std::map<std::string, Point> name_at;
  for (const auto& l : b.labels) name_at[l.class_at(1)] = at(l);
  for (const auto& m : b.marks) {
    ASSERT_TRUE(m.has_class("mark")) << m.cls();  // the class tokens' marks carry too
    const std::string zone = m.class_at(1).substr(5), cell = m.class_at(2);
    kinds[cell].insert(m.class_at(4));
    zone_of[cell] = zone;
    ASSERT_TRUE(b.cells.count(cell)) << cell;
    const Polygon& poly = b.cells.at(cell);
    const Point mid = centroid(poly);
    for (const Point p : painted(m)) {
      EXPECT_GT(depth_in(poly, p), 0.1) << m.cls() << " leaves its trig";
      EXPECT_GT(std::hypot(p.x - mid.x, p.y - mid.y), 10.0) << m.cls() << " lies under a 20 mm token";
      EXPECT_GT(std::hypot(p.x - name_at.at(cell).x, p.y - name_at.at(cell).y), 3.0) << m.cls() << " covers the name";
    }
  }
  std::set<std::string> distinct;
  size_t cells = 0;
  for (const auto& zone : layout.zones) {
    const std::string army = zone.name;
    const std::string expected = "mark-" + std::string(pp::mark_name(art.side(army).mark));
    EXPECT_NE(expected, "mark-none") << army;
    distinct.insert(expected);
    ASSERT_EQ(zone.cells.size(), 27u) << army;
    for (int id : zone.cells) {
      const std::string cell = layout.board.cell(id).name;
      ++cells;
      EXPECT_EQ(kinds[cell], std::set<std::string>{expected}) << army << " " << cell;
      EXPECT_EQ(zone_of[cell], army) << cell;
    }
  }
  EXPECT_EQ(cells, 162u);
  EXPECT_EQ(kinds.size(), 162u);  // and no mark outside the army zones
  EXPECT_EQ(distinct.size(), 6u);
}

}  // namespace

TEST(ZoneMarks, HighContrastMarksEveryArmyCellWithItsTokenMark) { expect_army_marks("high-contrast"); }

TEST(ZoneMarks, InkSaverArmiesAreToldApartByMarksToo) { expect_army_marks("ink-saver"); }

TEST(ZoneMarks, ClassicHasNone) {
  EXPECT_TRUE(draw("six-armies", pp::load_theme("classic")).marks.empty());
  // Nor does a square board whose zones have no mark.
  EXPECT_TRUE(draw("chess-legions", pp::load_theme("high-contrast")).marks.empty());
}

TEST(ZoneMarks, LongFormSetsColours) {
  TempTheme t("board:\n  zones:\n    army-red: {mark: {shape: star, colour: \"#123456\", outline: \"#abcdef\"}}\n");
  const pp::Theme theme = pp::load_theme(t.file.string());
  const pp::ZoneMark& m = theme.board.zones.at("army-red").mark;
  EXPECT_EQ(m.shape, pp::Mark::Star);
  EXPECT_EQ(m.colour.hex(), "#123456");
  EXPECT_EQ(m.outline.hex(), "#abcdef");
  const DrawnBoard b = draw("six-armies", theme);
  EXPECT_EQ(b.marks.size(), 27u);
  for (const auto& e : b.marks) {
    EXPECT_TRUE(e.has_class("zone-red") && e.has_class("mark-star")) << e.cls();
    EXPECT_EQ(e.attr.at("fill"), "#123456");
    EXPECT_EQ(e.attr.at("stroke"), "#abcdef");
  }
}

namespace {

pp::InputError theme_error(const std::string& body) {
  TempTheme t(body);
  try {
    pp::load_theme(t.file.string());
  } catch (const pp::InputError& e) {
    return e;
  }
  ADD_FAILURE() << "accepted:\n" << body;
  return pp::InputError({}, "");
}

}  // namespace

TEST(BoardLookErrors, BadValuesAreErrorsAtTheirPositionWithASuggestion) {
  struct Case {
    std::string body;
    int line, col;
    std::string says;
  };
  const Case cases[] = {
      {"board:\n  coordinates: {position: insde}\n", 5, 27, "'inside'"},
      {"board:\n  coordinates:\n    edges: bottom-lef\n", 6, 12, "'bottom-left'"},
      {"board:\n  coordinates: {positon: inside}\n", 5, 17, "'position'"},
      {"board:\n  zones:\n    army-red: {mark: crosss}\n", 6, 22, "'cross'"},
      {"board:\n  zones:\n    army-red: {mark: {shape: dot, colour: \"#12\"}}\n", 6, 43, "colour"},
      {"board:\n  zones:\n    army-red: {mark: {shap: dot}}\n", 6, 23, "'shape'"},
      {"board:\n  zones:\n    army-red: {mark: {colour: \"#000\"}}\n", 6, 22, "needs a shape"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.body);
    const pp::InputError e = theme_error(c.body);
    EXPECT_EQ(e.pos().line, c.line) << e.describe();
    EXPECT_EQ(e.pos().col, c.col) << e.describe();
    EXPECT_NE(e.describe().find(c.says), std::string::npos) << e.describe();
  }
}

TEST(BoardLookErrors, TheProgramStopsWithExitTwoAndOneLine) {
  TempTheme t("board:\n  coordinates: {position: insde}\n");
  const fs::path out = t.dir / "out";
  const std::string cmd = pp::test::pawnprint_exe().string() + " render " + pp::test::layout_path("chess").string() +
                          " --theme " + t.file.string() + " --out " + out.string() + " 2>" + (t.dir / "err").string();
  const int status = std::system(cmd.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  std::ifstream in(t.dir / "err");
  const std::string err((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(err.rfind(t.file.string() + ":5:27: ", 0), 0u) << err;
  EXPECT_NE(err.find("did you mean 'inside'?"), std::string::npos) << err;
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err;
  EXPECT_FALSE(fs::exists(out / "chess")) << "partial output";
}

namespace {

double luminance(const std::string& hex) {
  auto channel = [&](int i) {
    const double v = std::stoi(hex.substr(1 + 2 * static_cast<size_t>(i), 2), nullptr, 16) / 255.0;
    return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

}  // namespace

// Cell names and coordinates printed on cells stand out from the cell under them by at least
// WCAG's 3:1 (its floor for large text; these are small, so no less), on every shipped layout
// in every shipped theme.
TEST(BoardLook, TextOnCellsReadsInEveryShippedTheme) {
  for (const auto& t : pp::test::theme_files()) {
    SCOPED_TRACE(t.filename().string());
    TempTheme inside("board:\n  coordinates: {position: inside}\n", t.stem().string());
    const pp::Theme theme = pp::load_theme(inside.file.string());
    for (const std::string& layout : layout_names()) {
      const pp::Layout l = pp::load_layout(pp::test::layout_path(layout).string());
      std::map<std::string, std::string> fill;
      for (const auto& page : pp::board_sheet_pages(l, theme, *pp::parse_paper("a4"))) {
        const std::string svg = pp::svg_bytes(page);
        if (svg.find("board-part tile-") == std::string::npos) continue;
        const auto all = elements(svg);
        for (const auto& e : all)
          if (e.tag == "path" && e.has_class("cell")) fill[e.class_at(1)] = e.attr.at("fill");
        DrawnBoard b;
        for (const auto& e : all)
          if (e.tag == "path" && e.has_class("cell")) b.cells[e.class_at(1)] = path_points(e.attr.at("d"));
        size_t checked = 0;
        for (const auto& e : all) {
          if (e.tag != "text" || !(e.has_class("label") || e.has_class("coord"))) continue;
          const std::string cell = cell_holding(b, at(e));
          ASSERT_NE(cell, "") << e.cls();
          const double x = luminance(e.attr.at("fill")), y = luminance(fill.at(cell));
          const double ratio = (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
          EXPECT_GE(ratio, 3.0) << layout << " " << e.cls() << " " << e.attr.at("fill") << " on " << fill.at(cell);
          ++checked;
        }
        EXPECT_GT(checked, 0u) << layout;
        break;
      }
    }
  }
}

namespace {

// A page of a PDF at `dpi` as poppler prints it (PPM, 3 bytes a pixel).
struct PpmRaster {
  int w = 0, h = 0;
  std::string rgb;
  const unsigned char* at(int x, int y) const {
    const size_t i = (static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)) * 3;
    return reinterpret_cast<const unsigned char*>(&rgb[i]);
  }
};

PpmRaster rasterise_pdf(const std::string& pdf, int dpi, const fs::path& dir) {
  std::ofstream(dir / "page.pdf", std::ios::binary) << pdf;
  const std::string cmd = "pdftoppm -r " + std::to_string(dpi) + " -singlefile " + (dir / "page.pdf").string() + " " +
                          (dir / "page").string();
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::ifstream in(dir / "page.ppm", std::ios::binary);
  const std::string ppm((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  PpmRaster r;
  int maxval = 0, header = 0;
  EXPECT_EQ(std::sscanf(ppm.c_str(), "P6 %d %d %d%n", &r.w, &r.h, &maxval, &header), 3);
  r.rgb = ppm.substr(static_cast<size_t>(header) + 1);
  EXPECT_EQ(r.rgb.size(), static_cast<size_t>(r.w) * static_cast<size_t>(r.h) * 3);
  return r;
}

double colour_distance(const unsigned char* px, const std::string& hex) {
  double d = 0;
  for (int i = 0; i < 3; ++i) {
    const double v = std::stoi(hex.substr(1 + 2 * static_cast<size_t>(i), 2), nullptr, 16);
    d += (px[i] - v) * (px[i] - v);
  }
  return std::sqrt(d);
}

}  // namespace

// The marks reach the printed PDF: on a 100 dpi raster of each tile sheet, the middle of every
// filled mark the sheet shows wholly has the mark's colour, not its cell's.
TEST(ZoneMarks, PrintedInThePdf) {
  const pp::Theme theme = pp::load_theme("high-contrast");
  const pp::Layout layout = pp::load_layout(pp::test::layout_path("six-armies").string());
  const auto pages = pp::board_sheet_pages(layout, theme, *pp::parse_paper("a4"));
  TempTheme scratch("");
  constexpr int kDpi = 100;
  const double px_per_mm = kDpi / 25.4;
  std::set<std::string> seen;  // mark kinds checked
  size_t checked = 0;
  for (const auto& page : pages) {
    const std::string svg = pp::svg_bytes(page);
    const size_t part = svg.find("board-part tile-");
    if (part == std::string::npos) continue;
    // The tile's clip (page mm) and the board's shift onto the page.
    const auto all = elements(svg);
    Point shift;
    double cx = 0, cy = 0, cw = 0, ch = 0;
    sscanf(svg.c_str() + svg.find("matrix(", part), "matrix(1 0 0 1 %lf %lf)", &shift.x, &shift.y);
    for (const auto& e : all)
      if (e.tag == "rect" && cw == 0) cx = e.num("x"), cy = e.num("y"), cw = e.num("width"), ch = e.num("height");
    std::map<std::string, std::string> cell_fill;
    for (const auto& e : all)
      if (e.tag == "path" && e.has_class("cell")) cell_fill[e.class_at(1)] = e.attr.at("fill");
    std::vector<const Element*> marks;
    for (const auto& e : all)
      if (e.has_class("zone-mark") && !e.has_class("mark-ring")) marks.push_back(&e);
    if (marks.empty()) continue;
    const PpmRaster r = rasterise_pdf(pp::pdf_bytes({page}, {}), kDpi, scratch.dir);
    for (const Element* m : marks) {
      const Point c = m->tag == "circle" ? Point{m->num("cx"), m->num("cy")} : centroid(path_points(m->attr.at("d")));
      const Point on_page{c.x + shift.x, c.y + shift.y};
      // Wholly on the sheet, away from its glue strips and edges.
      if (on_page.x < cx + 15 || on_page.x > cx + cw - 15 || on_page.y < cy + 15 || on_page.y > cy + ch - 15) continue;
      const unsigned char* px = r.at(static_cast<int>(on_page.x * px_per_mm), static_cast<int>(on_page.y * px_per_mm));
      const std::string fill = m->attr.at("fill"), under = cell_fill.at(m->class_at(2));
      EXPECT_LT(colour_distance(px, fill), 40) << m->cls() << " on " << under;
      EXPECT_GT(colour_distance(px, under), 60) << m->cls() << " on " << under;
      seen.insert(m->class_at(4));
      ++checked;
    }
  }
  EXPECT_GT(checked, 60u);
  EXPECT_EQ(seen.size(), 5u) << "every filled mark kind (all but the ring)";
}

// With army marks in the same trigs, each row letter still sits on its own side of its trig:
// the left end's letter left of the trig's middle, the right end's right of it.
TEST(BoardCoordinates, InsideLettersKeepTheirSideBesideMarks) {
  TempTheme t("board:\n  coordinates: {position: inside}\n", "high-contrast");
  const DrawnBoard six = draw("six-armies", pp::load_theme(t.file.string()));
  ASSERT_EQ(six.coords.size(), 36u);
  std::map<std::string, std::pair<double, double>> row_x;  // row -> leftmost, rightmost middle
  for (const auto& [name, poly] : six.cells) {
    auto& r = row_x.try_emplace(split_name(name).first, 1e300, -1e300).first->second;
    r.first = std::min(r.first, centroid(poly).x), r.second = std::max(r.second, centroid(poly).x);
  }
  size_t beside_marks = 0;
  for (const auto& c : six.coords) {
    const std::string cell = cell_holding(six, at(c));
    const double mid = centroid(six.cells.at(cell)).x;
    const bool left_end = std::abs(mid - row_x[c.text].first) < 1e-6;
    EXPECT_EQ(at(c).x < mid, left_end) << c.text << " in " << cell;
    for (const auto& m : six.marks) beside_marks += m.class_at(2) == cell;
  }
  EXPECT_GT(beside_marks, 20u);  // the case this guards: a letter and a mark in one trig
}
