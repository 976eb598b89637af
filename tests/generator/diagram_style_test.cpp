// Marks and arrows in colours of the author's: by palette name or hex, arrows of a chosen width,
// the theme's palette, the legend listing only what is drawn; measured on rendered PNGs.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

#include "diagram/palette.h"
#include "model/theme.h"
#include "support.h"

namespace pp {
namespace {

using test::pawnprint;
using test::TempDir;

test::Image diagram_png(const TempDir& dir, const std::vector<std::string>& extra, const std::string& env = "") {
  std::vector<std::string> args = {"diagram", "chess",       "--fen", "8/8/8/8/8/8/8/8",       "--dpi",
                                   "300",     "--no-legend", "--out", (dir / "d.png").string()};
  args.insert(args.end(), extra.begin(), extra.end());
  const test::Run run = pawnprint(args, env);
  EXPECT_EQ(run.status, 0) << run.err;
  return test::read_png(dir / "d.png");
}

bool reddish(const unsigned char* p) { return p[0] > p[1] + 70 && p[0] > p[2] + 70; }

// The thickest run of reddish pixels down any column of the middle third, in mm at 300 dpi:
// the shaft of a horizontal red arrow.
double shaft_mm(const test::Image& im) {
  int best = 0;
  for (int x = im.width / 3; x < 2 * im.width / 3; x += 7) {
    int run = 0;
    for (int y = 0; y < im.height; ++y) {
      run = reddish(im.at(x, y)) ? run + 1 : 0;
      best = std::max(best, run);
    }
  }
  return best * 25.4 / 300;
}

// How many pixels are within `d` of the colour, for telling which one a mark was drawn in.
int pixels_near(const test::Image& im, unsigned rgb, double d) {
  int n = 0;
  for (int y = 0; y < im.height; ++y)
    for (int x = 0; x < im.width; ++x) n += test::nearest_colour(im.at(x, y), {rgb}, d) == 0;
  return n;
}

TEST(DiagramStyle, ArrowsTakeAColourAndAWidth) {
  TempDir dir;
  // The shaft's white edge (a share of the cell) is drawn half over the colour on each side, so
  // the colour shows a little narrower than asked; the difference of two widths is exact.
  const double wide = shaft_mm(diagram_png(dir, {"--arrow", "a4-h4:red:3mm"}));
  const double thin = shaft_mm(diagram_png(dir, {"--arrow", "a4-h4:#cc0000:1.5mm"}));
  EXPECT_NEAR(wide - thin, 1.5, 0.12);
  EXPECT_GT(wide, 2.5);
  EXPECT_LT(wide, 3);
  // The default arrow is blue: nothing reddish at all.
  EXPECT_EQ(shaft_mm(diagram_png(dir, {"--arrow", "a4-h4"})), 0);
}

TEST(DiagramStyle, AColourAloneTintsTheCellAndAStyleTakesAColour) {
  TempDir dir;
  // Green (#009e73) at the highlight's 60% over the light cell d5 (#efd9b4): #60b68d.
  const test::Image tinted = diagram_png(dir, {"--mark", "d5:green"});
  const test::Image plain = diagram_png(dir, {"--mark", "d5:highlight"});
  EXPECT_GT(pixels_near(tinted, 0x60b68d, 12), 10000);  // a cell of 9.5 mm is 112 px square at 300 dpi
  EXPECT_EQ(pixels_near(plain, 0x60b68d, 12), 0);
  // A capture cross in purple instead of vermilion.
  const test::Image purple = diagram_png(dir, {"--mark", "e4:capture:purple"});
  EXPECT_GT(pixels_near(purple, 0xcc79a7, 20), 500);
  EXPECT_EQ(pixels_near(purple, 0xd55e00, 20), 0);
}

TEST(DiagramStyle, TheThemesPaletteSaysWhatANameMeans) {
  TempDir dir;
  test::write_file(dir / "mine.yaml", "extends: " + (test::source_dir() / "themes/classic.yaml").string() +
                                          "\ndiagram:\n  palette:\n    red: \"#0000ff\"\n");
  const test::Image im = diagram_png(dir, {"--arrow", "a4-h4:red:3mm", "--theme", (dir / "mine.yaml").string()});
  EXPECT_EQ(shaft_mm(im), 0);
  int blue = 0;
  for (int y = 0; y < im.height; ++y)
    for (int x = 0; x < im.width; ++x) blue += im.at(x, y)[2] > im.at(x, y)[0] + 100;
  EXPECT_GT(blue, 10000);  // the arrow, 3 mm by some 80 mm

  // A file in a themes/ folder is validated as a theme.
  std::filesystem::create_directories(dir / "themes");
  test::write_file(dir / "themes/bad.yaml", "extends: " + (test::source_dir() / "themes/classic.yaml").string() +
                                                "\ndiagram:\n  palette:\n    rde: \"#0000ff\"\n");
  const test::Run bad = pawnprint({"validate", (dir / "themes/bad.yaml").string()});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("bad.yaml:4:5:"), std::string::npos) << bad.err;
  EXPECT_NE(bad.err.find("red"), std::string::npos) << bad.err;
}

TEST(DiagramStyle, EachThemeKeepsItsOwnPaletteWhenThemesAlternate) {
  TempDir dir;
  test::write_file(dir / "mine.yaml", "extends: " + (test::source_dir() / "themes/classic.yaml").string() +
                                          "\ndiagram:\n  palette:\n    red: \"#0000ff\"\n");
  const Theme mine = load_theme((dir / "mine.yaml").string());
  const Theme classic = load_theme((test::source_dir() / "themes/classic.yaml").string());
  // Read once per theme and kept: asking for the other theme's in between must not mix them.
  for (int round = 0; round < 2; ++round) {
    EXPECT_EQ(diagram::load_palette(mine).at("red"), "#0000ff");
    EXPECT_NE(diagram::load_palette(classic).at("red"), "#0000ff");
  }
  EXPECT_EQ(diagram::load_palette(load_theme((dir / "mine.yaml").string())).at("red"), "#0000ff");
}

TEST(DiagramStyle, TheLegendListsOnlyWhatIsDrawnEachColourByName) {
  TempDir dir;
  const auto run =
      pawnprint({"diagram", "chess", "--fen", "8/8/8/8/8/8/8/8", "--mark", "d5:green", "--mark", "e4:capture", "--mark",
                 "f4:capture:#cc79a7", "--arrow", "a1-a3:red", "--out", (dir / "d.svg").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string svg = test::read_file(dir / "d.svg");
  EXPECT_NE(svg.find(">highlighted (green)<"), std::string::npos);
  EXPECT_NE(svg.find(">capture<"), std::string::npos);
  EXPECT_NE(svg.find(">capture (#cc79a7)<"), std::string::npos);
  EXPECT_NE(svg.find("class=\"legend capture tint-cc79a7\""), std::string::npos);
  EXPECT_EQ(svg.find(">highlighted<"), std::string::npos);  // no plain highlight was drawn
  EXPECT_EQ(svg.find(">move, no capture<"), std::string::npos);
  EXPECT_TRUE(std::regex_search(svg, std::regex("class=\"arrow a1-a3\" d=\"[^\"]*\" fill=\"#d55e00\"")));
}

TEST(DiagramStyle, BadColoursNameTheFlagOrTheLine) {
  TempDir dir;
  const auto flag = pawnprint({"diagram", "chess", "--arrow", "e2-e4:rde", "--out", (dir / "d.svg").string()});
  EXPECT_EQ(flag.status, 2);
  EXPECT_EQ(flag.err,
            "--arrow: 'e2-e4:rde': 'rde' is not a colour (did you mean 'red'?); colours: red, green, blue, yellow, "
            "orange, purple, sky, grey, black, white, or #rrggbb\n");
  const auto width = pawnprint({"diagram", "chess", "--arrow", "e2-e4:red:20mm", "--out", (dir / "d.svg").string()});
  EXPECT_EQ(width.status, 2);
  EXPECT_NE(width.err.find("--arrow: 'e2-e4:red:20mm': the width '20mm' must be"), std::string::npos) << width.err;
  const auto mark = pawnprint({"diagram", "chess", "--mark", "e4:capture:#12", "--out", (dir / "d.svg").string()});
  EXPECT_EQ(mark.status, 2);
  EXPECT_NE(mark.err.find("--mark: 'e4:capture:#12': '#12' is not a colour"), std::string::npos) << mark.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "d.svg"));

  test::write_file(dir / "l.yaml", "extends: " + test::layout_path("chess").string() +
                                       "\ndiagrams:\n  - {name: x, arrows: [e2-e4:blu]}\n");
  const auto file = pawnprint({"validate", (dir / "l.yaml").string()});
  EXPECT_EQ(file.status, 2);
  EXPECT_NE(file.err.find("l.yaml:3:24: 'e2-e4:blu': 'blu' is not a colour (did you mean 'blue'?)"), std::string::npos)
      << file.err;
}

// How many pixels are darker than a piece's outline could be through a tint.
int dark_pixels(const test::Image& im) {
  int n = 0;
  for (int y = 0; y < im.height; ++y)
    for (int x = 0; x < im.width; ++x) {
      const unsigned char* p = im.at(x, y);
      n += p[0] + p[1] + p[2] < 3 * 60;
    }
  return n;
}

TEST(DiagramStyle, ATintLiesUnderThePieceAndTheBoardsLines) {
  TempDir dir;
  // A Queen on the edge cell d1: its outline and the board's border stay as dark with the cell
  // highlighted as without (a tint over them at 60% would leave no pixel this dark).
  const auto queen = [&](const std::vector<std::string>& extra) {
    std::vector<std::string> args = {"diagram", "chess",       "--fen", "8/8/8/8/8/8/8/3Q4",     "--dpi",
                                     "300",     "--no-legend", "--out", (dir / "q.png").string()};
    args.insert(args.end(), extra.begin(), extra.end());
    const test::Run run = pawnprint(args);
    EXPECT_EQ(run.status, 0) << run.err;
    return dark_pixels(test::read_png(dir / "q.png"));
  };
  const int bare = queen({});
  ASSERT_GT(bare, 1000);
  EXPECT_NEAR(queen({"--mark", "d1:highlight"}), bare, bare * 0.01);

  // In the SVG the tint comes after the cell and before the board's border and the piece.
  const test::Run run = pawnprint(
      {"diagram", "chess", "--fen", "8/8/8/8/8/8/8/3Q4", "--mark", "d1:highlight", "--out", (dir / "d.svg").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string svg = test::read_file(dir / "d.svg");
  const size_t cell = svg.find("class=\"cell d1"), tint = svg.find("class=\"marker highlight d1");
  ASSERT_NE(tint, std::string::npos);
  EXPECT_LT(cell, tint);
  EXPECT_LT(tint, svg.find("class=\"border"));
  EXPECT_LT(tint, svg.find("class=\"piece wQ d1"));

  // On an excerpt the tint lies inside the region's clipped group.
  const test::Run part = pawnprint({"diagram", "chess", "--fen", "8/8/8/8/8/8/8/3Q4", "--mark", "d1:highlight",
                                    "--region", "a1-d4", "--out", (dir / "r.svg").string()});
  ASSERT_EQ(part.status, 0) << part.err;
  const std::string region = test::read_file(dir / "r.svg");
  const size_t group = region.find("class=\"region"), mark = region.find("class=\"marker highlight d1");
  ASSERT_NE(group, std::string::npos);
  EXPECT_LT(group, mark);
  EXPECT_LT(mark, region.find("</g>", group));
}

}  // namespace
}  // namespace pp
