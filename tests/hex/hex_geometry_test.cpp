// Gliński's board as polygons in millimetres, checked against plane geometry and against the
// rules core's board, and split into sheets at a cell size that needs several.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <set>

#include "geometry/cells.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "pages/tiling.h"
#include "scene/board_scene.h"
#include "support/paths.h"

namespace {

const pp::Layout& layout() {
  static const pp::Layout l = pp::load_layout(pp::test::layout_path("glinski").string());
  return l;
}
const pp::BoardGeometry& geometry() {
  static const pp::BoardGeometry g = pp::board_geometry(layout(), 7);
  return g;
}
double dist(pp::Point a, pp::Point b) { return std::hypot(a.x - b.x, a.y - b.y); }
const pp::CellGeom& cell(const std::string& name) {
  const auto& cells = geometry().cells;
  return *std::find_if(cells.begin(), cells.end(), [&](const auto& c) { return c.name == name; });
}

TEST(HexGeometry, EveryCellIsARegularHexagonTheLayoutsSizeAcrossItsFlats) {
  const double across = layout().cell_mm, side = across / std::numbers::sqrt3;
  ASSERT_EQ(across, 26);
  ASSERT_EQ(geometry().cells.size(), 91u);
  for (const auto& c : geometry().cells) {
    ASSERT_EQ(c.polygon.size(), 6u) << c.name;
    for (size_t i = 0; i < 6; ++i) {
      const pp::Point a = c.polygon[i], b = c.polygon[(i + 1) % 6];
      EXPECT_NEAR(dist(a, b), side, 1e-9) << c.name;
      EXPECT_NEAR(dist(c.centre, {(a.x + b.x) / 2, (a.y + b.y) / 2}), across / 2, 1e-9) << c.name;
    }
    // Flat top and bottom: the cell straight above shares the top edge.
    EXPECT_NEAR(c.polygon[4].y, c.polygon[5].y, 1e-9) << c.name;
  }
  // A file is a straight column: f1 lies one cell under f2, a1 five half cells above f1.
  EXPECT_NEAR(cell("f1").centre.y - cell("f2").centre.y, across, 1e-9);
  EXPECT_NEAR(cell("f1").centre.y - cell("a1").centre.y, 2.5 * across, 1e-9);
  EXPECT_NEAR(cell("f6").centre.x - cell("a1").centre.x, 5 * 1.5 * side, 1e-9);
}

TEST(HexGeometry, ThreeColoursNoTwoNeighboursAlikeTheMiddleMedium) {
  const auto& cells = geometry().cells;
  int neighbours = 0;
  std::map<std::string, int> per_colour;
  for (const auto& c : cells) ++per_colour[c.colour];
  for (size_t i = 0; i < cells.size(); ++i)
    for (size_t j = i + 1; j < cells.size(); ++j) {
      if (std::abs(dist(cells[i].centre, cells[j].centre) - layout().cell_mm) > 1e-6) continue;
      ++neighbours;
      EXPECT_NE(cells[i].colour, cells[j].colour) << cells[i].name << " " << cells[j].name;
    }
  // A hexagon of side n has 9n^2 - 15n + 6 pairs of cells sharing an edge: 240 for n = 6.
  EXPECT_EQ(neighbours, 240);
  EXPECT_EQ(per_colour, (std::map<std::string, int>{{"dark", 30}, {"light", 30}, {"medium", 31}}));
  EXPECT_EQ(cell("f6").colour, "medium");
  // Each side's three Bishops stand one on each colour.
  EXPECT_EQ((std::set<std::string>{cell("f1").colour, cell("f2").colour, cell("f3").colour}).size(), 3u);
  EXPECT_EQ((std::set<std::string>{cell("f9").colour, cell("f10").colour, cell("f11").colour}).size(), 3u);
}

TEST(HexGeometry, FortyMillimetreCellsTileEveryCellOntoSheetsWithBoard) {
  const pp::Theme theme = pp::load_theme("classic");
  pp::Layout big = layout();
  big.cell_mm = 40;
  const pp::BoardArt art = pp::build_board_art(big, theme);
  const auto paper = pp::parse_paper("a4");
  ASSERT_TRUE(paper);
  const pp::TilePlan plan = pp::plan_tiles(art.bounds, art.geometry, *paper, 6, 10);
  EXPECT_GT(plan.tiles.size(), 2u);
  // Every tile shows some board; every cell is shown whole by the tiles together: each corner
  // of it lies in some tile's visible part.
  for (const auto& t : plan.tiles)
    EXPECT_TRUE(std::any_of(art.geometry.cells.begin(), art.geometry.cells.end(), [&](const auto& c) {
      return pp::polygon_meets_rect(c.polygon, t.visible);
    })) << t.name;
  for (const auto& c : art.geometry.cells)
    for (const pp::Point p : c.polygon)
      EXPECT_TRUE(std::any_of(plan.tiles.begin(), plan.tiles.end(), [&](const auto& t) {
        return p.x >= t.visible.x - 1e-6 && p.x <= t.visible.right() + 1e-6 && p.y >= t.visible.y - 1e-6 &&
               p.y <= t.visible.bottom() + 1e-6;
      })) << c.name;
  // Neighbouring tiles meet: the visible parts of a row share their seams exactly.
  for (const auto& a : plan.tiles)
    for (const auto& b : plan.tiles)
      if (a.row == b.row && b.col == a.col + 1) {
        EXPECT_NEAR(a.visible.right(), b.visible.x, 1e-9);
      }
}

}  // namespace
