// Token sheets as drawn: every shipped theme with every layout, tokens apart and inside the
// printable area, and the diameter measured on a 300 dpi raster.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>

#include "art/side_style.h"
#include "draw/cairo_draw.h"
#include "geometry_check.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/token_pages.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

constexpr double kSheetMargin = 6;

TokenSheets sheets_for(const Layout& layout, const Theme& theme, const TokenSheetOptions& opt, const Paper& paper) {
  return token_pages(layout, theme, load_art_style(theme), plan_tokens(layout), paper, kSheetMargin, opt);
}

// The printed area of a placed token (outline plus bleed) as a polygon.
Polygon printed(const TokenSheets& s, TokenShape shape, const TokenSlot& slot) {
  const double grow = shape == TokenShape::Triangle ? std::sqrt(3.0) : 1.0;
  return token_outline(shape, slot, s.outline_mm + 2 * s.reach_mm * grow);
}

// Inside the rectangle, and apart from another token of the same sheet: exact for circles,
// by separating axes for polygons.
bool token_inside(const TokenSheets& s, TokenShape shape, const TokenSlot& t, const Rect& r) {
  if (shape != TokenShape::Circle) return test::inside(printed(s, shape, t), r);
  const double R = s.outline_mm / 2 + s.reach_mm, eps = 1e-9;
  return t.centre.x - R >= r.x - eps && t.centre.x + R <= r.right() + eps && t.centre.y - R >= r.y - eps &&
         t.centre.y + R <= r.bottom() + eps;
}

bool tokens_apart(const TokenSheets& s, TokenShape shape, const TokenSlot& a, const TokenSlot& b) {
  if (shape != TokenShape::Circle) return test::separation(printed(s, shape, a), printed(s, shape, b)) > 0;
  return std::hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) > s.outline_mm + 2 * s.reach_mm;
}

}  // namespace

TEST(TokenSheet, EveryThemeWithEveryLayoutDrawsApartAndInside) {
  const Paper a4 = *parse_paper("a4");
  for (const auto& theme_file : test::theme_files()) {
    const std::string theme_name = theme_file.stem().string();
    const Theme theme = load_theme(theme_file.string());
    for (const auto& file : test::layout_files()) {
      SCOPED_TRACE(std::string(theme_name) + " " + file.string());
      const Layout layout = load_layout(file.string());
      const TokenPlan plan = plan_tokens(layout);
      std::string warning;
      TokenSheetOptions opt;
      opt.shape = plan.shape.value_or(TokenShape::Circle);
      opt.diameter_mm = choose_token_mm(layout, plan, 0, opt.shape, warning);
      EXPECT_EQ(warning, "");
      const TokenSheets s = sheets_for(layout, theme, opt, a4);
      ASSERT_EQ(static_cast<int>(s.placed.size()), plan.total());
      const Rect printable{kSheetMargin, kSheetMargin, s.pages[0].width_mm - 2 * kSheetMargin,
                           s.pages[0].height_mm - 2 * kSheetMargin};
      for (size_t i = 0; i < s.placed.size(); ++i) {
        EXPECT_TRUE(token_inside(s, opt.shape, s.placed[i].slot, printable)) << i;
        for (size_t j = 0; j < i; ++j)
          if (s.placed[j].page == s.placed[i].page) {
            EXPECT_TRUE(tokens_apart(s, opt.shape, s.placed[i].slot, s.placed[j].slot)) << i << " " << j;
          }
      }
      for (const Page& p : s.pages) EXPECT_GT(rasterise(p, 36).width, 0);  // every drawing is found and drawn
    }
  }
}

TEST(TokenSheet, DefaultSizeIsTheLargestPresetForTheCell) {
  const Theme theme = load_theme("classic");
  std::string warning;
  const Layout legions = load_layout(test::layout_path("chess-legions").string());  // 25 mm cells
  EXPECT_DOUBLE_EQ(choose_token_mm(legions, plan_tokens(legions), 0, TokenShape::Circle, warning), 24.25);
  const Layout chess = load_layout(test::layout_path("chess").string());  // 30 mm cells
  EXPECT_DOUBLE_EQ(choose_token_mm(chess, plan_tokens(chess), 0, TokenShape::Circle, warning), 26.49);
  EXPECT_EQ(warning, "");
  const Layout six = load_layout(test::layout_path("six-armies").string());  // 36 mm trigs
  EXPECT_DOUBLE_EQ(choose_token_mm(six, plan_tokens(six), 0, TokenShape::Triangle, warning), 20);
  EXPECT_EQ(warning, "");
  EXPECT_DOUBLE_EQ(choose_token_mm(legions, plan_tokens(legions), 26, TokenShape::Circle, warning), 26);
  EXPECT_NE(warning.find("larger than"), std::string::npos) << warning;
}

TEST(TokenSheet, TheWarningTakesTheTokensShape) {
  std::string warning;
  const Layout chess = load_layout(test::layout_path("chess").string());  // 30 mm squares
  const auto warns = [&](const Layout& l, TokenShape shape, double d) {
    choose_token_mm(l, plan_tokens(l), d, shape, warning);
    return !warning.empty();
  };
  EXPECT_FALSE(warns(chess, TokenShape::Circle, 30));
  EXPECT_TRUE(warns(chess, TokenShape::Circle, 30.5));
  EXPECT_FALSE(warns(chess, TokenShape::Square, 29));
  // A triangle round a 26.49 mm coin has sides of 45.9 mm: no square cell of 30 mm holds it.
  EXPECT_TRUE(warns(chess, TokenShape::Triangle, 26.49));
  // Centred on the square, a triangle reaches twice the coin's radius up and its radius down:
  // the 15 mm half-cell holds it round a coin of 15 mm at most.
  EXPECT_EQ(warning,
            "triangle tokens round a coin of 26.49mm stand past the edges of a cell of chess, which holds one round a "
            "coin of at most 15mm");
  // A trig of 36 mm holds a circle of 20.78 mm and a triangle round it, but centred on the trig
  // a square of only 15.2 mm.
  const Layout six = load_layout(test::layout_path("six-armies").string());
  EXPECT_FALSE(warns(six, TokenShape::Triangle, 20.7));
  EXPECT_FALSE(warns(six, TokenShape::Circle, 20.7));
  EXPECT_TRUE(warns(six, TokenShape::Triangle, 21));
  EXPECT_FALSE(warns(six, TokenShape::Square, 15.1));
  EXPECT_TRUE(warns(six, TokenShape::Square, 15.4));
}

// The width in pixels of the first token on a 300 dpi raster of the sheet, across its centre,
// for a theme painting whole tokens one flat red with no ring, cut line or bleed.
int measured_width_px(const TokenSheets& s) {
  const Raster r = rasterise(s.pages[0], 300);
  const double px_per_mm = 300 / 25.4;
  const Point c = s.placed[0].slot.centre;
  const int row = static_cast<int>(std::lround(c.y * px_per_mm - 0.5));
  // Red where blue and green are below half: covered by more than half the pixel.
  auto red = [&](int x) {
    const unsigned char* p =
        r.data() + static_cast<ptrdiff_t>(row) * r.stride + 4 * static_cast<ptrdiff_t>(x);  // B G R X
    return p[0] < 128 && p[1] < 128 && p[2] > 128;
  };
  int x0 = static_cast<int>(c.x * px_per_mm), x1 = x0;
  if (!red(x0)) return 0;
  while (red(x0 - 1)) --x0;
  while (red(x1 + 1)) ++x1;
  return x1 - x0 + 1;
}

TEST(TokenSheet, DiameterOnA300DpiRasterWithinOnePixel) {
  const fs::path dir = test::temp_dir("token-measure");
  fs::create_directories(dir);
  std::ofstream(dir / "flat.yaml") << test::kFlatRedTheme;
  const Theme theme = load_theme((dir / "flat.yaml").string());
  const Layout layout = load_layout(test::layout_path("chess").string());
  for (double d : {20.0, 24.26, 26.49, 31.0}) {
    SCOPED_TRACE(d);
    const TokenSheets s = sheets_for(layout, theme, {d, TokenShape::Circle, false}, *parse_paper("a4"));
    EXPECT_NEAR(measured_width_px(s), d * 300 / 25.4, 1.0);
  }
  fs::remove_all(dir);
}

// Xiangqi's discs, by default the largest preset that fits between two points 28 mm apart, print
// that size and so stand on neighbouring points without touching.
TEST(TokenSheet, XiangqiDiscsFitThePointSpacing) {
  const fs::path dir = test::temp_dir("token-xiangqi");
  fs::create_directories(dir);
  std::string flat = test::kFlatRedTheme;  // with Xiangqi's red side flat red too
  flat.insert(flat.find("sides:\n") + 7, "  red: {body: \"#ff0000\", line: \"#ff0000\", detail: \"#ff0000\"}\n");
  std::ofstream(dir / "flat.yaml") << flat;
  const Theme theme = load_theme((dir / "flat.yaml").string());
  const Layout layout = load_layout(test::layout_path("xiangqi").string());
  std::string warning;
  const double d = choose_token_mm(layout, plan_tokens(layout), 0, TokenShape::Circle, warning);
  EXPECT_DOUBLE_EQ(d, 26.49);
  EXPECT_EQ(warning, "");
  const TokenSheets s = sheets_for(layout, theme, {d, TokenShape::Circle, false}, *parse_paper("a4"));
  const int px = measured_width_px(s);
  EXPECT_NEAR(px, d * 300 / 25.4, 1.0);
  EXPECT_LT(px, layout.cell_mm * 300 / 25.4);
  fs::remove_all(dir);
}

TEST(TokenSheet, TrianglesForTrigs) {
  const Theme theme = load_theme("high-contrast");
  const Layout layout = load_layout(test::layout_path("chess").string());
  const TokenSheets s = sheets_for(layout, theme, {20, TokenShape::Triangle, true}, *parse_paper("a4"));
  EXPECT_NEAR(s.outline_mm, 20 * std::sqrt(3.0), 1e-9);  // a 20 mm coin fits inside
  ASSERT_EQ(s.placed.size(), 34u);
  for (size_t i = 1; i < s.placed.size(); ++i)
    EXPECT_TRUE(tokens_apart(s, TokenShape::Triangle, s.placed[i].slot, s.placed[i - 1].slot)) << i;
}
