// Shogi's plain board (board: chequered: false): measured on a raster of the board art, every
// cell's middle is one colour, where chess's alternate, and the 9x9 board carries four star
// points on the grid's intersections at the corners of its middle 3x3 cells, drawn over the
// promotion zones' lines. And where lines meet at a corner: a points board's thick edge is
// square at its corners.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

#include "draw/cairo_draw.h"
#include "geometry/cells.h"
#include "model/layout.h"
#include "model/theme.h"
#include "scene/board_scene.h"
#include "scene/points.h"
#include "support/paths.h"

using namespace pp;

namespace {

constexpr int kDpi = 200;
constexpr double kPx = kDpi / 25.4;

struct Drawn {
  BoardArt art;
  Raster raster;
};

Drawn drawn(const std::string& name) {
  const Layout layout = load_layout(test::layout_path(name).string());
  Drawn d{build_board_art(layout, load_theme("classic")), {}};
  Page page{d.art.bounds.w, d.art.bounds.h, name, {}};
  page.items.push_back(group_item("board", d.art.items, Affine::translate(-d.art.bounds.x, -d.art.bounds.y)));
  d.raster = rasterise(page, kDpi);
  return d;
}

std::array<int, 3> colour_at(const Drawn& d, Point mm) {
  const int x = static_cast<int>((mm.x - d.art.bounds.x) * kPx), y = static_cast<int>((mm.y - d.art.bounds.y) * kPx);
  const unsigned char* p =
      d.raster.data() + static_cast<ptrdiff_t>(y) * d.raster.stride + 4 * static_cast<ptrdiff_t>(x);
  return {p[2], p[1], p[0]};
}

// The colours of the cells' middles, each once.
std::set<std::array<int, 3>> cell_colours(const Drawn& d) {
  std::set<std::array<int, 3>> out;
  for (const auto& c : d.art.geometry.cells) out.insert(colour_at(d, c.centre));
  return out;
}

bool dark(const std::array<int, 3>& c) { return c[0] + c[1] + c[2] < 360; }

}  // namespace

TEST(PlainBoard, EveryShogiCellIsOneColourAndChessAlternates) {
  EXPECT_EQ(cell_colours(drawn("shogi")).size(), 1u);
  EXPECT_EQ(cell_colours(drawn("minishogi")).size(), 1u);
  EXPECT_EQ(cell_colours(drawn("chess")).size(), 2u);
}

TEST(PlainBoard, StarPointsMarkTheMiddleThirdsCorners) {
  const Drawn shogi = drawn("shogi");
  const double cell = 28;
  // 0.35 mm diagonally off a grid crossing is inside a star point's dot and off the
  // 0.15 mm grid lines: dark at the four crossings round the middle 3x3, light at the others.
  int stars = 0, bare = 0;
  for (int i = 1; i < 9; ++i)
    for (int j = 1; j < 9; ++j) {
      const bool star = (i == 3 || i == 6) && (j == 3 || j == 6);
      const bool seen = dark(colour_at(shogi, {i * cell + 0.35, j * cell + 0.35}));
      EXPECT_EQ(seen, star) << i << "," << j;
      stars += seen && star;
      bare += !seen && !star;
    }
  EXPECT_EQ(stars, 4);
  EXPECT_EQ(bare, 60);
  // Minishogi's 5x5 has none.
  const Drawn mini = drawn("minishogi");
  for (int i = 1; i < 5; ++i)
    for (int j = 1; j < 5; ++j) EXPECT_FALSE(dark(colour_at(mini, {i * 30.0 + 0.35, j * 30.0 + 0.35})));
}

TEST(PlainBoard, StarPointsLieOverThePromotionZonesLines) {
  const Drawn shogi = drawn("shogi");
  const Items& items = *shogi.art.items;
  size_t last_zone = 0, first_star = items.size();
  for (size_t i = 0; i < items.size(); ++i) {
    if (items[i].cls.starts_with("zone ")) last_zone = i;
    if (items[i].cls == "star-point") first_star = std::min(first_star, i);
  }
  ASSERT_GT(last_zone, 0u);
  EXPECT_LT(last_zone, first_star);
  // On the raster: the middle of each dot, where a zone's red line passes, is the grid's ink.
  const Colour ink = load_theme("classic").board.grid.colour;
  const std::array<int, 3> grid{static_cast<int>(std::lround(ink.r * 255)), static_cast<int>(std::lround(ink.g * 255)),
                                static_cast<int>(std::lround(ink.b * 255))};
  const double cell = 28;
  for (const int i : {3, 6})
    for (const int j : {3, 6}) EXPECT_EQ(colour_at(shogi, {i * cell, j * cell}), grid) << i << "," << j;
}

TEST(PlainBoard, APointsBoardsEdgeIsSquareAtItsCorners) {
  for (const std::string name : {"xiangqi", "minixiangqi"}) {
    SCOPED_TRACE(name);
    const Drawn d = drawn(name);
    Rect points;  // round the outer points, where the edge runs
    for (const auto& c : d.art.geometry.cells) points = united(points, {c.centre.x, c.centre.y, 1e-9, 1e-9});
    const auto& cells = d.art.geometry.cells;
    const double spacing = std::hypot(cells[1].centre.x - cells[0].centre.x, cells[1].centre.y - cells[0].centre.y);
    const double half = point_line_mm(load_theme("classic"), spacing);  // the edge is twice the line
    // Just inside the corner of the edge's outer sides, outside both lines that meet there.
    const double in = 0.6 * half;
    for (const Point corner :
         {Point{points.x - in, points.y - in}, Point{points.right() + in, points.y - in},
          Point{points.x - in, points.bottom() + in}, Point{points.right() + in, points.bottom() + in}})
      EXPECT_TRUE(dark(colour_at(d, corner))) << corner.x << "," << corner.y;
  }
}
