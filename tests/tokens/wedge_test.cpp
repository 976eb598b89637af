// Wedge tokens, the pentagon of a Shogi piece, measured on 300 dpi rasters: a theme painting
// the token one flat colour, with no ring, cut line or bleed, shows the cut outline itself, so
// its widths and point are read off the pixels; the back of a sheet turned over puts each
// wedge behind its front, pointing the way the turned paper points it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "art/side_style.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/backs.h"
#include "tokens/token_pages.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

constexpr int kWedgeDpi = 300;
constexpr double kWedgePx = kWedgeDpi / 25.4;  // pixels a mm

Theme theme_from(const std::string& name, const std::string& text) {
  const fs::path dir = test::temp_dir("wedge-" + name);
  fs::create_directories(dir);
  std::ofstream(dir / (name + ".yaml")) << text;
  Theme theme = load_theme((dir / (name + ".yaml")).string());
  fs::remove_all(dir);
  return theme;
}

// Red, wood or brown (the token and the koma drawing), not the paper nor the registration
// crosses' black and grey.
bool inked(const Raster& r, int x, int y) {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return false;
  const unsigned char* p = r.data() + static_cast<ptrdiff_t>(y) * r.stride + 4 * static_cast<ptrdiff_t>(x);
  return p[2] - p[0] > 40;  // B G R X
}

// A token's outline as the raster shows it: for each pixel row of the box around `centre`
// (mm), the first and last inked columns, in mm; rows without ink are left out.
struct Rows {
  std::vector<double> y, left, right;
  double top() const { return y.front(); }
  double bottom() const { return y.back(); }
  // The width of the row nearest `at` (mm).
  double width_at(double at) const {
    size_t best = 0;
    for (size_t i = 0; i < y.size(); ++i)
      if (std::abs(y[i] - at) < std::abs(y[best] - at)) best = i;
    return right[best] - left[best];
  }
};

// The box is a wedge of height `h`'s box and 0.6 mm more each way: less than the gap between two.
Rows outline_rows(const Raster& r, Point centre, double h) {
  Rows out;
  const double half_w = kWedgeBase * h / 2 + 0.6, half_h = h / 2 + 0.6;
  const int x0 = static_cast<int>((centre.x - half_w) * kWedgePx),
            x1 = static_cast<int>((centre.x + half_w) * kWedgePx);
  for (int y = static_cast<int>((centre.y - half_h) * kWedgePx); y <= static_cast<int>((centre.y + half_h) * kWedgePx);
       ++y) {
    int a = -1, b = -1;
    for (int x = x0; x <= x1; ++x)
      if (inked(r, x, y)) {
        if (a < 0) a = x;
        b = x;
      }
    if (a < 0) continue;
    out.y.push_back((y + 0.5) / kWedgePx);
    out.left.push_back(a / kWedgePx);
    out.right.push_back((b + 1) / kWedgePx);
  }
  return out;
}

// Every token the wedge of one size: the layout's graded sizes are measured in
// graded_shapes_test.cpp.
TokenSheets shogi_sheets(const Theme& theme, TokenBacks backs, Duplex duplex) {
  Layout shogi = load_layout(test::layout_path("shogi").string());
  shogi.tokens.sizes.clear();
  TokenSheetOptions o{20, TokenShape::Wedge, false};
  o.backs = backs;
  o.duplex = duplex;
  return token_pages(shogi, theme, load_art_style(theme), plan_tokens(shogi), *parse_paper("a4"), 6, o);
}

}  // namespace

TEST(WedgeTokens, TheCutOutlineIsAKomasPentagon) {
  const Theme flat = theme_from("flat", test::kFlatRedTheme);
  const TokenSheets s = shogi_sheets(flat, TokenBacks::None, Duplex::Long);
  const double h = s.outline_mm, tol = 2 / kWedgePx;
  EXPECT_NEAR(h, 20 / kWedgeHolds, 1e-9);
  const Raster r = rasterise(s.pages[0], kWedgeDpi);
  int measured = 0;
  for (const PlacedToken& t : s.placed) {
    if (t.page != 0) continue;
    SCOPED_TRACE(measured);
    const Rows rows = outline_rows(r, t.slot.centre, h);
    ASSERT_FALSE(rows.y.empty());
    EXPECT_NEAR(rows.bottom() - rows.top(), h, tol);
    EXPECT_NEAR((rows.top() + rows.bottom()) / 2, t.slot.centre.y, tol);
    // The point on top, on the middle line; the base the widest; the shoulders at 0.7 of the
    // height, narrower than the base; half-way up the roof, half the shoulders' width.
    EXPECT_NEAR((rows.left.front() + rows.right.front()) / 2, t.slot.centre.x, tol);
    EXPECT_LT(rows.right.front() - rows.left.front(), 0.05 * h);
    const double base = rows.bottom();
    EXPECT_NEAR(rows.width_at(base - 0.5 / kWedgePx), 0.85 * h, 2 * tol);
    EXPECT_NEAR(rows.width_at(base - 0.7 * h), 0.75 * h, 2 * tol);
    EXPECT_NEAR(rows.width_at(base - 0.85 * h), 0.375 * h, 2 * tol);
    ++measured;
  }
  EXPECT_GE(measured, 20);  // the sheet packs a whole side at least
}

TEST(WedgeTokens, TheKomaDrawingStaysInsideTheCutLine) {
  // The face white and the ring, cut and bleed left out: what ink there is, is the drawing.
  const Theme bare = theme_from("bare",
                                "schema: 1\nname: bare\ntokens:\n  background: \"#ffffff\"\n  ring: {width: 0mm}\n"
                                "  cut: {width: 0mm}\n  bleed: 0mm\n");
  const TokenSheets s = shogi_sheets(bare, TokenBacks::None, Duplex::Long);
  const double h = s.outline_mm;
  const Raster r = rasterise(s.pages[0], kWedgeDpi);
  for (const PlacedToken& t : s.placed) {
    if (t.page != 0) continue;
    const Polygon cut = token_outline(TokenShape::Wedge, t.slot, h);
    const Rows rows = outline_rows(r, t.slot.centre, h);
    ASSERT_GT(rows.bottom() - rows.top(), 0.8 * h);  // the drawing is there, and big
    for (size_t i = 0; i < rows.y.size(); ++i)
      for (const double x : {rows.left[i], rows.right[i]}) {
        // Inside every edge of the cut outline, by at least 0.3 mm.
        for (size_t e = 0; e < cut.size(); ++e) {
          const Point a = cut[e], b = cut[(e + 1) % cut.size()];
          const double cross = (b.x - a.x) * (rows.y[i] - a.y) - (b.y - a.y) * (x - a.x);
          EXPECT_GT(cross / std::hypot(b.x - a.x, b.y - a.y), 0.3) << "row " << rows.y[i] << " edge " << e;
        }
      }
  }
}

TEST(WedgeTokens, BacksSitBehindTheirFrontsAndPointAsTheTurnedPaperDoes) {
  const Theme flat = theme_from("flat", test::kFlatRedTheme);
  for (const Duplex duplex : {Duplex::Long, Duplex::Short}) {
    SCOPED_TRACE(duplex_name(duplex));
    const TokenSheets s = shogi_sheets(flat, TokenBacks::Plain, duplex);
    const Page& front = s.pages[0];
    ASSERT_LT(front.width_mm, front.height_mm);  // portrait: short edge turns it top to bottom
    const bool down = duplex == Duplex::Short;
    const Raster f = rasterise(front, kWedgeDpi), b = rasterise(s.pages[1], kWedgeDpi);
    const double h = s.outline_mm, tol = 2 / kWedgePx;
    for (size_t i = 0; i < s.placed.size(); ++i) {
      if (s.placed[i].page != 0) continue;
      const Rows on_front = outline_rows(f, s.placed[i].slot.centre, h);
      const Point centre{(on_front.left.back() + on_front.right.back()) / 2, (on_front.top() + on_front.bottom()) / 2};
      const Point wanted = behind(centre, front.width_mm, front.height_mm, duplex);
      const Rows on_back = outline_rows(b, wanted, h);
      ASSERT_FALSE(on_back.y.empty()) << i;
      EXPECT_NEAR((on_back.top() + on_back.bottom()) / 2, wanted.y, tol) << i;
      EXPECT_NEAR((on_back.left.front() + on_back.right.front() + on_back.left.back() + on_back.right.back()) / 4,
                  wanted.x, tol)
          << i;
      // The point is the narrow end: on top on the front, and on the back too unless turned.
      const double top_w = on_back.right.front() - on_back.left.front(),
                   bottom_w = on_back.right.back() - on_back.left.back();
      EXPECT_EQ(top_w > bottom_w, down) << i;
      EXPECT_EQ(s.backs[i].slot.flipped, down) << i;
    }
  }
}

// A Shogi set's two sides look alike, so a plain back (the King's and the Gold's, which do not
// promote) must not tell them apart; a chess set's plain backs keep their sides' colours.
TEST(WedgeTokens, ShogisPlainBacksAreAlikeForBothSides) {
  const Theme theme = load_theme("classic");
  const auto face_behind = [&](const std::string& name, TokenShape shape, double d) {
    const Layout layout = load_layout(test::layout_path(name).string());
    const TokenPlan plan = plan_tokens(layout);
    TokenSheetOptions o{d, shape, false};
    o.backs = TokenBacks::Plain;
    const TokenSheets s = token_pages(layout, theme, load_art_style(theme), plan, *parse_paper("a4"), 6, o);
    // The back's colour between the middle (the army mark) and the base, of each side's King.
    std::vector<std::array<int, 3>> faces(2, {-1, -1, -1});
    std::vector<Raster> pages;
    for (const Page& p : s.pages) pages.push_back(rasterise(p, 100));
    for (const PlacedToken& back : s.backs) {
      const TokenKind& kind = plan.kinds[static_cast<size_t>(back.kind)];
      if (kind.letter != 'K') continue;
      const Raster& r = pages[static_cast<size_t>(back.page)];
      const int x = static_cast<int>(back.slot.centre.x * 100 / 25.4);
      const int y = static_cast<int>((back.slot.centre.y + 0.4 * d) * 100 / 25.4);
      const unsigned char* p = r.data() + static_cast<ptrdiff_t>(y) * r.stride + 4 * static_cast<ptrdiff_t>(x);
      faces[static_cast<size_t>(kind.side)] = {p[2], p[1], p[0]};
    }
    return faces;
  };
  const auto shogi = face_behind("shogi", TokenShape::Wedge, 20);
  EXPECT_NE(shogi[0][0], -1);
  EXPECT_EQ(shogi[0], shogi[1]);
  const auto chess = face_behind("chess", TokenShape::Circle, 26.49);
  EXPECT_NE(chess[0][0], -1);
  EXPECT_NE(chess[0], chess[1]);
}
