// The theme page `serve` adds to the gallery: every piece drawing of the layouts in every side's
// colours at 15 mm and 30 mm, labelled with its file, symbols of moves marked; read as a file and
// by opening its pictures.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <regex>

#include "served.h"
#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;
using test::TempDir;

// The src of the picture whose alt text is `alt`.
std::string picture(const std::string& page, const std::string& alt) {
  std::smatch m;
  if (!std::regex_search(page, m, std::regex("<img src=\"([^\"]+)\"[^>]*alt=\"" + alt + "\""))) return "";
  return m[1];
}

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

int pixels_near(const test::Image& im, unsigned colour) {
  int n = 0;
  for (int y = 0; y < im.height; ++y)
    for (int x = 0; x < im.width; ++x)
      if (test::nearest_colour(im.at(x, y), {colour}, 30) == 0) ++n;
  return n;
}

// The page in OUT for the study (write_study, white painted #00c000), its King drawn from `king_file`.
void check_theme_page(const fs::path& out, const std::string& king_file) {
  const std::string page = test::read_file(out / "theme.html");
  EXPECT_NE(test::read_file(out / "index.html").find("<a href=\"theme.html\">"), std::string::npos);
  EXPECT_NE(page.find("<th>white</th><th>black</th>"), std::string::npos);
  // The King from the theme's own folder and the Yak drawn by no set, each one row with both sides.
  EXPECT_EQ(count(page, "<div class=\"file\">" + king_file + "</div>"), 1);
  EXPECT_EQ(count(page, "no drawing: the symbol of its moves"), 1);
  EXPECT_EQ(count(page, "Yak (Y)"), 1);

  // Two pictures a piece and side, each a file of the size it names at 300 dpi.
  const std::regex img("<img src=\"([^\"]+)\" style=\"width:([0-9]+)mm;height:([0-9]+)mm\"");
  int pictures = 0;
  for (std::sregex_iterator it(page.begin(), page.end(), img), end; it != end; ++it, ++pictures) {
    const test::Image im = test::read_png(out / (*it)[1].str());
    const int px = static_cast<int>(std::lround(std::stod((*it)[2]) / 25.4 * 300));
    EXPECT_NEAR(im.width, px, 1) << (*it)[1];
    EXPECT_NEAR(im.height, px, 1) << (*it)[1];
  }
  EXPECT_EQ(pictures, 2 * 2 * 2);

  // The white King at 30 mm: the drawing's body square, the middle third, in white's green.
  const test::Image king = test::read_png(out / picture(page, "King, white, 30 mm"));
  EXPECT_EQ(test::nearest_colour(king.at(king.width / 2, king.height / 2), {0x00c000}, 30), 0);
  EXPECT_EQ(test::nearest_colour(king.at(king.width / 10, king.height / 10), {0xffffff}, 30), 0);
  const double third = king.width / 3.0;
  EXPECT_NEAR(pixels_near(king, 0x00c000), third * third, third * third / 5);
  // The black King at 15 mm in the shipped theme's black body colour, no green.
  const test::Image black = test::read_png(out / picture(page, "King, black, 15 mm"));
  EXPECT_EQ(test::nearest_colour(black.at(black.width / 2, black.height / 2), {0x2e2a26}, 30), 0);
  EXPECT_EQ(pixels_near(black, 0x00c000), 0);
  // The Yak's symbol in white's colours.
  const test::Image yak = test::read_png(out / picture(page, "Yak, white, 30 mm"));
  EXPECT_GT(pixels_near(yak, 0x00c000), yak.width * yak.height / 10);
}

TEST(ThemePage, ARenderShowsEveryDrawingInEverySidesColoursWithItsFile) {
  TempDir dir;
  test::write_study(dir.path, {"#00c000", "#1f1a14", "#1f1a14"});
  const auto run = test::pawnprint({"render", (dir / "tiny.yaml").string(), "--theme", (dir / "theme.yaml").string(),
                                    "--only", "board", "--out", (dir / "out").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  // The one piece without a drawing is said once.
  EXPECT_EQ(count(run.err, "no drawing for Yak (Y)"), 1) << run.err;
  // The theme's folder as the theme names it: relative to the theme, given here by its full path.
  check_theme_page(dir / "out", (dir / "pieces/K.svg").string());
}

// A drawing several layouts use is one row naming them all.
TEST(ThemePage, EachDrawingIsShownOnceWithTheLayoutsThatUseIt) {
  TempDir dir;
  const auto run = test::pawnprint(
      {"kit", "chess", "grand-chess", "--only", "board", "--format", "pdf", "--out", (dir / "out").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string page = test::read_file(dir / "out/theme.html");
  const std::regex king("<div class=\"file\">[^<]*/standard/K\\.svg</div>");
  EXPECT_EQ(std::distance(std::sregex_iterator(page.begin(), page.end(), king), std::sregex_iterator()), 1);
  EXPECT_NE(page.find("<a href=\"index.html#chess\">Chess</a>, <a href=\"index.html#grand-chess\">Grand Chess</a>"),
            std::string::npos);
  // Grand Chess's Marshall only Grand Chess uses.
  const size_t marshall = page.find("Marshall (M)");
  ASSERT_NE(marshall, std::string::npos);
  const size_t row_end = page.find("</tr>", marshall);
  EXPECT_EQ(page.substr(marshall, row_end - marshall).find("index.html#chess\""), std::string::npos);
}

TEST(ThemePage, ServeShowsEveryDrawingInEverySidesColoursWithItsFile) {
  TempDir dir;
  test::write_study(dir.path, {"#00c000", "#1f1a14", "#1f1a14"});
  {
    test::Served served(dir.path, {"tiny.yaml", "--theme", "theme.yaml", "--only", "board"});
    EXPECT_EQ(served.stop(), 0);
  }
  // The theme given relative to the folder serve runs in.
  check_theme_page(dir / "out", "pieces/K.svg");
}

}  // namespace
}  // namespace pp
