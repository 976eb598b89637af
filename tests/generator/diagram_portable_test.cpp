// Diagrams that travel: in SVG each piece is drawn once as a <symbol> with its shapes inline, so
// the file stays small and a page's CSS recolours a side; PNGs may be transparent; CJK captions
// are set in a font that has them.
#include <cairo.h>
#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include <regex>

#include "diagram/figure.h"
#include "support.h"

namespace pp {
namespace {

using test::pawnprint;
using test::TempDir;

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(DiagramPortable, EachPieceIsOneSymbolPlacedByUse) {
  TempDir dir;
  const auto run = pawnprint({"diagram", "chess", "--out", (dir / "d.svg").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string svg = test::read_file(dir / "d.svg");
  EXPECT_LT(svg.size(), 25u * 1024);
  EXPECT_EQ(count(svg, "<symbol "), 12);  // six kinds of piece, two sides
  EXPECT_EQ(count(svg, "<use class=\"piece "), 32);
  EXPECT_EQ(svg.find("base64"), std::string::npos);
  EXPECT_NE(svg.find("<symbol id=\"piece-"), std::string::npos);
  EXPECT_NE(svg.find(" class=\"bK\" viewBox=\"0 0 100 100\""), std::string::npos);
  EXPECT_NE(svg.find("<use class=\"piece bK e8\" href=\"#piece-"), std::string::npos);
}

// Pixels of `png` near pure red.
std::vector<std::pair<int, int>> red_pixels(const test::Image& im) {
  std::vector<std::pair<int, int>> out;
  for (int y = 0; y < im.height; ++y)
    for (int x = 0; x < im.width; ++x) {
      const unsigned char* p = im.at(x, y);
      if (p[0] > 200 && p[1] < 60 && p[2] < 60) out.emplace_back(x, y);
    }
  return out;
}

TEST(DiagramPortable, APagesStylesheetRecoloursOneSide) {
  TempDir dir;
  const auto run = pawnprint({"diagram", "chess", "--out", (dir / "d.svg").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  std::string svg = test::read_file(dir / "d.svg");
  svg.insert(svg.rfind("</svg>"), "<style>.bK .body { fill: red }</style>\n");
  test::write_file(dir / "red.svg", svg);
  for (const char* name : {"d", "red"}) {
    const auto r = test::shell("rsvg-convert -w 800 -b white -o " + (dir / (std::string(name) + ".png")).string() +
                               " " + (dir / (std::string(name) + ".svg")).string());
    ASSERT_EQ(r.status, 0) << r.err;
  }
  EXPECT_TRUE(red_pixels(test::read_png(dir / "d.png")).empty());
  const test::Image im = test::read_png(dir / "red.png");
  const auto red = red_pixels(im);
  // One king's body: a patch on e8, the top row's fifth cell, and nothing elsewhere.
  ASSERT_GT(red.size(), 300u);
  double sx = 0, sy = 0;
  for (auto [x, y] : red) sx += x, sy += y;
  const double cx = sx / static_cast<double>(red.size()) / im.width,
               cy = sy / static_cast<double>(red.size()) / im.width;
  EXPECT_NEAR(cx, 0.5 + 0.5 / 8, 0.05) << cx;  // e-file: from 4/8 to 5/8 of a board nearly as wide as the page
  EXPECT_LT(cy, 0.2) << cy;
  for (auto [x, y] : red) EXPECT_LT(std::abs(x - cx * im.width), im.width / 16.0);
}

TEST(DiagramPortable, ACjkCaptionIsSetInAFontThatHasIt) {
  const diagram::FigureLook look;
  PangoFontMap* map = pango_cairo_font_map_get_default();
  PangoContext* context = pango_font_map_create_context(map);
  PangoLayout* layout = pango_layout_new(context);
  PangoFontDescription* font = pango_font_description_from_string(look.caption.font.c_str());
  pango_layout_set_font_description(layout, font);
  pango_layout_set_text(layout, "中国象棋：马走日，象走田。", -1);
  EXPECT_EQ(pango_layout_get_unknown_glyphs_count(layout), 0);  // an unknown glyph is drawn as a box
  pango_font_description_free(font);
  g_object_unref(layout);
  g_object_unref(context);

  TempDir dir;
  const auto run =
      pawnprint({"diagram", "chess", "--caption", "中国象棋：马走日，象走田。", "--out", (dir / "d.png").string()});
  ASSERT_EQ(run.status, 0) << run.err;
}

TEST(DiagramPortable, TextAsPathsLooksAsThePngDoes) {
  TempDir dir;
  const std::vector<std::string> what = {"diagram", "chess", "--moves", "e2", "--caption", "Pawn: one step, or two"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = what;
    args.insert(args.end(), extra.begin(), extra.end());
    const auto run = pawnprint(args);
    EXPECT_EQ(run.status, 0) << run.err;
  };
  with({"--svg-text", "paths", "--out", (dir / "d.svg").string()});
  with({"--dpi", "150", "--out", (dir / "d.png").string()});
  const std::string svg = test::read_file(dir / "d.svg");
  EXPECT_EQ(svg.find("<text"), std::string::npos);
  EXPECT_NE(svg.find("<path class=\"caption\" d=\"M"), std::string::npos);
  // With no font at all the outlines draw the same picture as pawnprint's own PNG.
  const auto r = test::shell("FONTCONFIG_FILE=/dev/null rsvg-convert -d 150 -p 150 -b white -o " +
                             (dir / "r.png").string() + " " + (dir / "d.svg").string());
  ASSERT_EQ(r.status, 0) << r.err;
  const test::Image ours = test::read_png(dir / "d.png"), theirs = test::read_png(dir / "r.png");
  ASSERT_NEAR(ours.width, theirs.width, 1);
  ASSERT_NEAR(ours.height, theirs.height, 1);
  double diff = 0;
  const int w = std::min(ours.width, theirs.width), h = std::min(ours.height, theirs.height);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int c = 0; c < 3; ++c) diff += std::abs(ours.at(x, y)[c] - theirs.at(x, y)[c]);
  EXPECT_LT(diff / (3.0 * w * h), 2.0);  // mean difference per channel, of 255: anti-aliasing only

  const auto bad = pawnprint({"diagram", "chess", "--svg-text", "glyphs", "--out", (dir / "x.svg").string()});
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err, "--svg-text: must be text or paths, not 'glyphs'\n");
}

TEST(DiagramPortable, BackgroundNoneLeavesThePngTransparentAroundTheBoard) {
  TempDir dir;
  const auto run = pawnprint(
      {"diagram", "chess", "--background", "none", "--dpi", "100", "--no-legend", "--out", (dir / "d.png").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string bytes = test::read_file(dir / "d.png");
  EXPECT_EQ(bytes[25], 6);  // colour type: RGB with alpha
  EXPECT_NE(bytes.find(std::string("pHYs\0\0\x0f\x61\0\0\x0f\x61\x01", 13)), std::string::npos);  // 3937 px/m
  cairo_surface_t* png = cairo_image_surface_create_from_png((dir / "d.png").string().c_str());
  ASSERT_EQ(cairo_surface_status(png), CAIRO_STATUS_SUCCESS);
  const int w = cairo_image_surface_get_width(png), h = cairo_image_surface_get_height(png);
  const int stride = cairo_image_surface_get_stride(png);
  const unsigned char* px = cairo_image_surface_get_data(png);
  auto alpha = [&](int x, int y) { return px[static_cast<size_t>(y) * stride + static_cast<size_t>(x) * 4 + 3]; };
  EXPECT_EQ(alpha(0, 0), 0);  // the margin round the picture
  EXPECT_EQ(alpha(w - 1, h - 1), 0);
  EXPECT_EQ(alpha(w * 45 / 100, h * 45 / 100), 255);  // inside a cell of the board
  cairo_surface_destroy(png);
  const auto jpeg = pawnprint({"diagram", "chess", "--background", "none", "--out", (dir / "d.jpg").string()});
  EXPECT_EQ(jpeg.status, 2);
  EXPECT_EQ(jpeg.err.rfind("--background: none needs .png", 0), 0u) << jpeg.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "d.jpg"));
}

}  // namespace
}  // namespace pp
