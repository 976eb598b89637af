// Diagrams that travel: in SVG each piece is drawn once as a <symbol> with its shapes inline, so
// the file stays small and a page's CSS recolours a side; PNGs may be transparent; CJK captions
// are set in a font that has them.
#include <cairo.h>
#include <glib.h>
#include <gtest/gtest.h>
#include <hb.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <regex>

#include "diagram/figure.h"
#include "model/theme.h"
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
  PangoFontMap* map = pango_cairo_font_map_get_default();
  PangoContext* context = pango_font_map_create_context(map);
  PangoLayout* layout = pango_layout_new(context);
  PangoFontDescription* font = pango_font_description_from_string(load_theme("classic").text.caption.pango().c_str());
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
  EXPECT_EQ(bad.err, "--svg-text: must be text, paths or font, not 'glyphs'\n");
}

// Mean difference per channel (of 255) between two pictures of the same size.
double mean_difference(const test::Image& a, const test::Image& b) {
  EXPECT_EQ(a.width, b.width);
  EXPECT_EQ(a.height, b.height);
  double diff = 0;
  const int w = std::min(a.width, b.width), h = std::min(a.height, b.height);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int c = 0; c < 3; ++c) diff += std::abs(a.at(x, y)[c] - b.at(x, y)[c]);
  return diff / (3.0 * w * h);
}

TEST(DiagramPortable, TextWithItsFontsEmbeddedNeedsNoInstalledFont) {
  TempDir dir;
  for (const char* mode : {"font", "paths", "text"}) {
    const auto run = pawnprint({"diagram", "chess", "--no-legend", "--caption", "Scholar's mate: Qxf7# wins",
                                "--svg-text", mode, "--out", (dir / (std::string(mode) + ".svg")).string()});
    ASSERT_EQ(run.status, 0) << run.err;
  }
  const std::string svg = test::read_file(dir / "font.svg");
  EXPECT_NE(svg.find("<text class=\"caption\""), std::string::npos);
  // Each face is cut down to the characters used: a few dozen glyphs of DejaVu Sans's thousands.
  const std::regex face(R"(url\(data:font/(ttf|otf);base64,([A-Za-z0-9+/=]+)\))");
  int faces = 0;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), face); it != std::sregex_iterator(); ++it) {
    ++faces;
    gsize length = 0;
    guchar* bytes = g_base64_decode((*it)[2].str().c_str(), &length);
    hb_blob_t* blob = hb_blob_create(reinterpret_cast<const char*>(bytes), static_cast<unsigned>(length),
                                     HB_MEMORY_MODE_READONLY, bytes, g_free);
    hb_face_t* font = hb_face_create(blob, 0);
    const unsigned glyphs = hb_face_get_glyph_count(font);
    EXPECT_GT(glyphs, 4u);
    EXPECT_LT(glyphs, 40u);
    hb_face_destroy(font);
    hb_blob_destroy(blob);
  }
  EXPECT_GE(faces, 2);  // the caption's oblique and the coordinates' face
  EXPECT_NE(svg.find("@font-face { font-family: \"DejaVu Sans\"; font-weight: 400; font-style: italic;"),
            std::string::npos);

  // The face renamed to one no machine has: a browser draws the text with the embedded glyphs
  // just as with the installed font; the same text without them falls back to another font.
  auto renamed = [&](const std::string& mode) {
    std::string s = test::read_file(dir / (mode + ".svg"));
    s = std::regex_replace(s, std::regex("font-family: \"DejaVu Sans\""), "font-family: \"Embedded Face\"");
    s = std::regex_replace(s, std::regex("DejaVu Sans"), "Embedded Face, monospace");
    test::write_file(dir / (mode + "-renamed.svg"), s);
    return mode + "-renamed";
  };
  auto shot = [&](const std::string& name) {
    const auto r = test::shell(
        "chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=400,440 "
        "--screenshot=" +
        (dir / (name + ".png")).string() + " file://" + (dir / (name + ".svg")).string() + " 2>/dev/null");
    EXPECT_EQ(r.status, 0) << r.err;
    return test::read_png(dir / (name + ".png"));
  };
  const test::Image installed = shot("text"), embedded = shot(renamed("font")), missing = shot(renamed("text"));
  const double with_font = mean_difference(embedded, installed), without = mean_difference(missing, installed);
  EXPECT_LT(with_font, 0.08);  // hinting only: the subset has none
  EXPECT_GT(without, 3 * with_font);
}

// A PNG's alpha channel, read back through Cairo.
class Alpha {
 public:
  explicit Alpha(const std::filesystem::path& file)
      : png_(cairo_image_surface_create_from_png(file.string().c_str())) {}
  ~Alpha() { cairo_surface_destroy(png_); }
  Alpha(const Alpha&) = delete;
  Alpha& operator=(const Alpha&) = delete;
  bool ok() const { return cairo_surface_status(png_) == CAIRO_STATUS_SUCCESS; }
  int width() const { return cairo_image_surface_get_width(png_); }
  int height() const { return cairo_image_surface_get_height(png_); }
  int at(int x, int y) const {
    const unsigned char* px = cairo_image_surface_get_data(png_);
    return px[static_cast<size_t>(y) * cairo_image_surface_get_stride(png_) + static_cast<size_t>(x) * 4 + 3];
  }

 private:
  cairo_surface_t* png_;
};

TEST(DiagramPortable, BackgroundNoneLeavesThePngTransparentAroundTheBoard) {
  TempDir dir;
  const auto run = pawnprint(
      {"diagram", "chess", "--background", "none", "--dpi", "100", "--no-legend", "--out", (dir / "d.png").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string bytes = test::read_file(dir / "d.png");
  EXPECT_EQ(bytes[25], 6);  // colour type: RGB with alpha
  EXPECT_NE(bytes.find(std::string("pHYs\0\0\x0f\x61\0\0\x0f\x61\x01", 13)), std::string::npos);  // 3937 px/m
  const Alpha alpha(dir / "d.png");
  ASSERT_TRUE(alpha.ok());
  const int w = alpha.width(), h = alpha.height();
  EXPECT_EQ(alpha.at(0, 0), 0);  // the margin round the picture
  EXPECT_EQ(alpha.at(w - 1, h - 1), 0);
  EXPECT_EQ(alpha.at(w * 45 / 100, h * 45 / 100), 255);  // inside a cell of the board
  const auto jpeg = pawnprint({"diagram", "chess", "--background", "none", "--out", (dir / "d.jpg").string()});
  EXPECT_EQ(jpeg.status, 2);
  EXPECT_EQ(jpeg.err.rfind("--background: none needs .png", 0), 0u) << jpeg.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "d.jpg"));
}

// render and kit take the same flag: every PNG they write is clear where its page is blank.
TEST(DiagramPortable, BackgroundNoneMakesRenderPngsTransparentToo) {
  TempDir dir;
  const auto run = pawnprint({"render", "chess", "--only", "board,diagrams", "--format", "png", "--dpi", "36",
                              "--background", "none", "-q", "--out", dir.path.string()});
  ASSERT_EQ(run.status, 0) << run.err;
  std::vector<std::filesystem::path> pngs;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir.path))
    if (e.path().extension() == ".png" && e.path().filename().string().find("dpi") != std::string::npos)
      pngs.push_back(e.path());
  std::sort(pngs.begin(), pngs.end());
  ASSERT_GE(pngs.size(), 2u);  // a board sheet and at least one diagram
  bool board = false;
  for (const auto& file : pngs) {
    board = board || file.filename().string().find("board") != std::string::npos;
    EXPECT_EQ(test::read_file(file)[25], 6) << file;  // colour type: RGB with alpha
    const Alpha alpha(file);
    ASSERT_TRUE(alpha.ok()) << file;
    EXPECT_EQ(alpha.at(0, 0), 0) << file;  // the page's margin
    int opaque = 0;
    for (int y = 0; y < alpha.height(); ++y)
      for (int x = 0; x < alpha.width(); ++x) opaque += alpha.at(x, y) == 255;
    EXPECT_GT(opaque, alpha.width() * alpha.height() / 10) << file << ": the drawing itself stays solid";
  }
  EXPECT_TRUE(board);

  for (const std::vector<std::string>& formats : {std::vector<std::string>{}, {"--format", "png,jpeg"}}) {
    std::vector<std::string> args{"kit", "--background", "none", "--out", (dir / "kit").string()};
    args.insert(args.end(), formats.begin(), formats.end());
    const auto bad = pawnprint(args);
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.err, "--background: none needs --format with png and without jpeg (JPEG has no transparency)\n");
    EXPECT_FALSE(std::filesystem::exists(dir / "kit"));
  }
}

}  // namespace
}  // namespace pp
