// The Six Armies board as polygons in millimetres, checked against the rules core's board and
// against plane geometry, and split into sheets.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <numbers>
#include <set>

#include "geometry/cells.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "pages/tiling.h"
#include "render/render.h"
#include "rules/topology/trigs.h"
#include "rules/variant/armies.h"
#include "scene/board_scene.h"
#include "support/paths.h"

namespace {

const std::string kLayout = pp::test::layout_path("six-armies").string();

const pp::Layout& layout() {
  static const pp::Layout l = pp::load_layout(kLayout);
  return l;
}
const pp::BoardGeometry& geometry() {
  static const pp::BoardGeometry g = pp::board_geometry(layout(), 7);
  return g;
}
const rules::Trigs& trigs() { return layout().board.topology_as<rules::Trigs>(); }

double dist(pp::Point a, pp::Point b) { return std::hypot(a.x - b.x, a.y - b.y); }
using Key = std::pair<long long, long long>;
Key key(pp::Point p) { return {std::llround(p.x * 1000), std::llround(p.y * 1000)}; }
int shared(const pp::Polygon& a, const pp::Polygon& b) {
  int n = 0;
  for (auto p : a)
    for (auto q : b) n += key(p) == key(q);
  return n;
}
// Distance from p to the line through a and b.
double to_line(pp::Point p, pp::Point a, pp::Point b) {
  return std::abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / dist(a, b);
}

}  // namespace

TEST(TrigGeometry, EveryCellIsAnEquilateralTriangleOfTheLayoutSize) {
  const auto& g = geometry();
  ASSERT_EQ(layout().cell_mm, 36);
  ASSERT_EQ(g.cells.size(), 378u);
  for (const auto& c : g.cells) {
    ASSERT_EQ(c.polygon.size(), 3u);
    for (size_t i = 0; i < 3; ++i) EXPECT_NEAR(dist(c.polygon[i], c.polygon[(i + 1) % 3]), 36, 1e-9) << c.name;
    // A 20 mm token fits: the centre is over 10 mm from every edge.
    for (size_t i = 0; i < 3; ++i) EXPECT_GT(to_line(c.centre, c.polygon[i], c.polygon[(i + 1) % 3]), 10.0) << c.name;
    EXPECT_EQ(c.colour, trigs().up(c.id) ? "light" : "dark");
  }
  EXPECT_NEAR(g.cells_bounds.w, 15 * 36, 1e-9);
  EXPECT_NEAR(g.cells_bounds.h, 18 * 36 * std::numbers::sqrt3 / 2, 1e-9);
}

TEST(TrigGeometry, TouchingCellsShareCornersAsTheRulesSay) {
  const auto& g = geometry();
  for (int a = 0; a < 378; ++a) {
    std::set<int> edge(trigs().edge_neighbours(a).begin(), trigs().edge_neighbours(a).end());
    std::set<int> vertex(trigs().vertex_neighbours(a).begin(), trigs().vertex_neighbours(a).end());
    for (int b = 0; b < 378; ++b) {
      if (a == b) continue;
      const int n = shared(g.cells[static_cast<size_t>(a)].polygon, g.cells[static_cast<size_t>(b)].polygon);
      EXPECT_EQ(n, edge.count(b)     ? 2
                   : vertex.count(b) ? 1
                                     : 0)
          << g.cells[static_cast<size_t>(a)].name << " " << g.cells[static_cast<size_t>(b)].name;
    }
  }
}

TEST(TrigGeometry, TurningThePictureSixtyDegreesIsTheRulesRotation) {
  const auto& g = geometry();
  const pp::Point centre{g.cells_bounds.w / 2, g.cells_bounds.h / 2};
  // Clockwise as seen on the page, where y points down.
  const double a = std::numbers::pi / 3;
  auto turn = [&](pp::Point p) {
    const double dx = p.x - centre.x, dy = p.y - centre.y;
    return pp::Point{centre.x + dx * std::cos(a) - dy * std::sin(a), centre.y + dx * std::sin(a) + dy * std::cos(a)};
  };
  for (const auto& c : g.cells) {
    const auto& image = g.cells[static_cast<size_t>(trigs().rotate(c.id))];
    std::set<Key> turned, expected;
    for (auto p : c.polygon) turned.insert(key(turn(p)));
    for (auto p : image.polygon) expected.insert(key(p));
    EXPECT_EQ(turned, expected) << c.name << " -> " << image.name;
  }
}

TEST(TrigGeometry, NamesInTheFreeCornerAndRowLettersAtBothEnds) {
  const auto& g = geometry();
  for (const auto& c : g.cells) {
    EXPECT_EQ(c.label, c.name);
    const pp::Point tip = trigs().up(c.id) ? c.polygon[0] : c.polygon[2];
    EXPECT_NEAR(c.label_at.x, tip.x, 1e-9);
    EXPECT_GT(dist(c.label_at, c.centre), 10.4) << "outside a 20.8 mm token";
    EXPECT_LT(dist(c.label_at, tip), dist(c.label_at, c.centre));
  }
  EXPECT_TRUE(g.label_cells);
  std::map<std::string, int> letters;
  for (const auto& coord : g.coords) ++letters[coord.text];
  EXPECT_EQ(letters.size(), 18u);
  for (auto [letter, n] : letters) EXPECT_EQ(n, 2) << letter;
  for (const auto& coord : g.coords)
    EXPECT_FALSE(coord.at.x > 0 && coord.at.x < g.cells_bounds.w &&
                 std::any_of(g.cells.begin(), g.cells.end(),
                             [&](const auto& c) {
                               return pp::polygon_meets_rect(c.polygon, {coord.at.x - 0.5, coord.at.y - 0.5, 1, 1});
                             }))
        << coord.text;
}

TEST(TrigGeometry, PromotionLinesAreTheHexagonDiagonals) {
  const auto& g = geometry();
  ASSERT_EQ(g.lines.size(), 6u);
  std::set<Key> corners;
  for (const auto& c : g.cells)
    for (auto p : c.polygon) corners.insert(key(p));
  const pp::Point centre{g.cells_bounds.w / 2, g.cells_bounds.h / 2};
  std::map<std::string, pp::Point> shift;
  for (const auto& line : g.lines) {
    ASSERT_EQ(line.points.size(), 2u);
    EXPECT_NEAR(dist(line.points[0], line.points[1]), 12 * 36, 1e-9) << line.style;
    EXPECT_NEAR(to_line(centre, line.points[0], line.points[1]), 0, 1e-9);
    for (auto p : line.points) EXPECT_TRUE(corners.count(key(p))) << line.style << " ends on a cell corner";
    shift[line.style] = line.shift;
  }
  // White's stroke lies on Black's side (up the page), Black's on White's.
  EXPECT_NEAR(shift["promotion-white"].y, -1, 1e-9);
  EXPECT_NEAR(shift["promotion-black"].y, 1, 1e-9);
  // Each army's line: every cell it promotes on lies on its stroke's side.
  for (int army = 0; army < trigs().symmetry(); ++army) {
    std::string lower(rules::army_name(army));
    for (auto& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const auto& line =
        *std::find_if(g.lines.begin(), g.lines.end(), [&](auto& l) { return l.style == "promotion-" + lower; });
    for (const auto& c : g.cells) {
      const double side = (c.centre.x - centre.x) * line.shift.x + (c.centre.y - centre.y) * line.shift.y;
      EXPECT_EQ(side > 0, trigs().promotes(army, c.id)) << lower << " " << c.name;
    }
  }
}

TEST(TrigGeometry, SheetsLeaveOutTilesWithoutBoard) {
  const pp::Theme theme = pp::load_theme("classic");
  const pp::BoardArt art = pp::build_board_art(layout(), theme);
  // A large cell on A4 makes a grid whose corners miss the star.
  pp::Layout big = pp::load_layout(kLayout);
  big.cell_mm = 60;
  const pp::BoardArt big_art = pp::build_board_art(big, theme);
  const auto paper = pp::parse_paper("a4");
  ASSERT_TRUE(paper);
  for (const auto* a : {&art, &big_art}) {
    const pp::TilePlan plan = pp::plan_tiles(a->bounds, a->geometry, *paper, 6, 10);
    for (const auto& t : plan.tiles)
      EXPECT_TRUE(std::any_of(a->geometry.cells.begin(), a->geometry.cells.end(), [&](const auto& c) {
        return pp::polygon_meets_rect(c.polygon, t.visible);
      })) << t.name;
    if (a == &big_art) EXPECT_LT(static_cast<int>(plan.tiles.size()), plan.rows * plan.cols);
    else EXPECT_EQ(plan.tiles.size(), 9u);
  }
}

namespace {

struct Raster {
  int w = 0, h = 0;
  std::string rgb;
  const unsigned char* at(int x, int y) const {
    return reinterpret_cast<const unsigned char*>(rgb.data()) +
           3 * (static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x));
  }
};

// Page `page` of a PDF rasterised by poppler at `dpi`, read back from its PPM.
Raster rasterise(const std::string& pdf_bytes, int page, int dpi) {
  const std::string dir = ::testing::TempDir() + "six-raster";
  std::filesystem::create_directories(dir);
  { std::ofstream(dir + "/board.pdf", std::ios::binary) << pdf_bytes; }
  const std::string cmd = "pdftoppm -r " + std::to_string(dpi) + " -f " + std::to_string(page) + " -l " +
                          std::to_string(page) + " -singlefile " + dir + "/board.pdf " + dir + "/page";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::ifstream in(dir + "/page.ppm", std::ios::binary);
  std::string magic;
  int maxval = 0;
  Raster r;
  in >> magic >> r.w >> r.h >> maxval;
  in.get();
  r.rgb.resize(static_cast<size_t>(r.w) * static_cast<size_t>(r.h) * 3);
  in.read(r.rgb.data(), static_cast<std::streamsize>(r.rgb.size()));
  EXPECT_EQ(magic, "P6");
  return r;
}

}  // namespace

TEST(TrigGeometry, RowHeightMeasuredOnThePrintedSheet) {
  const pp::Theme theme = pp::load_theme("classic");
  pp::RenderOptions options;
  options.formats = {&pp::kPdf};
  const pp::LayoutOutput out = pp::render_layout(layout(), theme, options);
  ASSERT_EQ(out.manifest.dump().find("\"cells\": 378") != std::string::npos, true) << out.manifest.dump();
  const auto pdf = std::find_if(out.files.begin(), out.files.end(), [](auto& f) { return f.path.ends_with(".pdf"); });
  ASSERT_NE(pdf, out.files.end());
  // Sheet 7 lies inside the hexagon: its row edges are grid lines straight across it.
  const Raster r = rasterise(pdf->bytes, 7, 300);
  ASSERT_GT(r.w, 2000);
  std::vector<int> lines;  // pixel rows more than half of which are grid colour (#5b3a21)
  for (int y = 0; y < r.h; ++y) {
    int n = 0;
    for (int x = 0; x < r.w; ++x) {
      const unsigned char* p = r.at(x, y);
      n += std::abs(p[0] - 0x5b) < 24 && std::abs(p[1] - 0x3a) < 24 && std::abs(p[2] - 0x21) < 24;
    }
    if (n > r.w / 2) lines.push_back(y);
  }
  std::vector<double> centres;  // one per band of adjacent rows
  for (size_t i = 0; i < lines.size();) {
    size_t j = i;
    while (j + 1 < lines.size() && lines[j + 1] == lines[j] + 1) ++j;
    centres.push_back((lines[i] + lines[j]) / 2.0);
    i = j + 1;
  }
  ASSERT_GE(centres.size(), 5u);
  const double row_px = 36 * std::numbers::sqrt3 / 2 / 25.4 * 300;  // 368.2 px
  for (size_t i = 1; i < centres.size(); ++i) {
    const double gap = centres[i] - centres[i - 1];
    // The centre line carries the promotion strokes instead of a bare grid line: skip a double gap.
    if (gap > 1.5 * row_px) EXPECT_NEAR(gap, 2 * row_px, 1.5);
    else EXPECT_NEAR(gap, row_px, 1.0);
  }
}
