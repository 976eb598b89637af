// Shogi's pieces are the same for both sides; the way a piece points says whose it is. With
// `tokens: turn: [black]` a diagram draws Gote's (black's) pieces turned half round, pointing
// down the page at Sente, and the view from Black's side turns them back. Measured on the
// raster: each King's wedge is narrow at the end it points to.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "diagram/make.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/theme.h"
#include "rules/play/game.h"
#include "support/paths.h"

using namespace pp;

namespace {

// The drawings' wood colour, #ecd09a, close enough to allow for smoothing at the edges but not
// the board's light cells (#efd9b4).
bool wood(const unsigned char* bgrx) {
  return std::abs(bgrx[2] - 0xec) < 8 && std::abs(bgrx[1] - 0xd0) < 8 && std::abs(bgrx[0] - 0x9a) < 8;
}

struct Wedge {
  int top_width = 0, bottom_width = 0;  // across the wood, in the rows a sixth in from each end
  bool points_up() const { return top_width < bottom_width; }
};

// The wedge drawn in the upper (or lower) half of the raster.
Wedge wedge_in(const Raster& r, bool upper) {
  const int y0 = upper ? 0 : r.height / 2, y1 = upper ? r.height / 2 : r.height;
  const auto at = [&](int x, int y) {
    return r.data() + static_cast<ptrdiff_t>(y) * r.stride + 4 * static_cast<ptrdiff_t>(x);
  };
  int top = y1, bottom = y0;
  for (int y = y0; y < y1; ++y)
    for (int x = 0; x < r.width; ++x)
      if (wood(at(x, y))) top = std::min(top, y), bottom = std::max(bottom, y);
  EXPECT_LT(top, bottom) << "no piece found";
  // From the leftmost wood pixel to the rightmost (the kanji's ink lies between them).
  const auto width = [&](int y) {
    int left = r.width, right = -1;
    for (int x = 0; x < r.width; ++x)
      if (wood(at(x, y))) left = std::min(left, x), right = std::max(right, x);
    return right - left;
  };
  const int sixth = (bottom - top) / 6;
  return {width(top + sixth), width(bottom - sixth)};
}

Raster kings(const std::string& view) {
  const Layout layout = load_layout(test::layout_path("shogi").string());
  const Theme theme = load_theme("classic");
  const auto game = diagram::game_of(layout);
  DiagramSpec spec;
  spec.fen = "4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1";
  spec.view = view;
  const diagram::Figure fig = diagram::make_figure(layout, theme, diagram::content_of(layout, *game, spec), 80);
  return rasterise(diagram::figure_page(fig, 2, "kings"), 300);
}

}  // namespace

TEST(ShogiTurn, GotesPiecesPointDownThePageAtSente) {
  const Raster r = kings("");
  EXPECT_FALSE(wedge_in(r, true).points_up());  // Gote's King, on e9
  EXPECT_TRUE(wedge_in(r, false).points_up());  // Sente's, on e1
}

TEST(ShogiTurn, FromGotesSideGotesPiecesPointUp) {
  const Raster r = kings("black");
  EXPECT_TRUE(wedge_in(r, false).points_up());  // Gote's King, now at the bottom
  EXPECT_FALSE(wedge_in(r, true).points_up());
}

TEST(ShogiTurn, ChessPiecesStayUprightForBothSides) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  EXPECT_TRUE(layout.turned.empty());
  EXPECT_FALSE(layout.side_turned(1));
}
