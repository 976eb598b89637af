// Excerpts (`--region c3-f6`) and book notation (`--notation figurine|de|fr|...`) on `diagram`
// and `game`.
#include <gtest/gtest.h>

#include <string>

#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;

// The SVG's coordinate labels, in order: the text of each item of class "coord X".
std::vector<std::string> coords(const std::string& svg) {
  std::vector<std::string> out;
  for (size_t at = svg.find("class=\"coord "); at != std::string::npos; at = svg.find("class=\"coord ", at + 1))
    out.push_back(svg.substr(at + 13, svg.find('"', at + 13) - at - 13));
  std::sort(out.begin(), out.end());
  return out;
}

test::Run diagram(const std::string& layout, const std::vector<std::string>& flags, const fs::path& out) {
  std::vector<std::string> args = {"diagram", test::layout_path(layout).string()};
  args.insert(args.end(), flags.begin(), flags.end());
  args.insert(args.end(), {"--out", out.string()});
  return test::pawnprint(args);
}

// Light and dark cells counted along the middle row of the picture, and the cells' extent.
TEST(Excerpt, ARegionDrawsOnlyItsFilesAndRanksWithTheirCoordinates) {
  test::TempDir dir;
  const auto run = diagram("chess", {"--region", "f6-c3", "--no-legend", "--dpi", "100"}, dir / "r.png");
  ASSERT_EQ(run.status, 0) << run.err;
  ASSERT_EQ(diagram("chess", {"--region", "c3-f6"}, dir / "r.svg").status, 0);
  EXPECT_EQ(coords(test::read_file(dir / "r.svg")),
            (std::vector<std::string>{"3", "3", "4", "4", "5", "5", "6", "6", "c", "c", "d", "d", "e", "e", "f", "f"}));
  // The classic theme's cells: four across and four down, the top-left one (c6) light.
  const test::Image im = test::read_png(dir / "r.png");
  const std::vector<unsigned> palette = {0xefd9b4, 0xb07d52, 0xffffff, 0x000000};
  int left = im.width, right = -1, top = im.height, bottom = -1;
  for (int y = 0; y < im.height; ++y)
    for (int x = 0; x < im.width; ++x)
      if (test::nearest_colour(im.at(x, y), palette, 6) == 0 || test::nearest_colour(im.at(x, y), palette, 6) == 1)
        left = std::min(left, x), right = std::max(right, x), top = std::min(top, y), bottom = std::max(bottom, y);
  ASSERT_GT(right, left);
  EXPECT_NEAR(right - left, bottom - top, 2);
  const double cell = (right - left + 1) / 4.0;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      const int x = static_cast<int>(left + (i + 0.1) * cell), y = static_cast<int>(top + (j + 0.1) * cell);
      EXPECT_EQ(test::nearest_colour(im.at(x, y), palette), (i + j) % 2) << i << "," << j;
    }
}

TEST(Excerpt, PointsBoardsAndTheBlackViewNumberTheirRegion) {
  test::TempDir dir;
  // Xiangqi's red palace: Red's files 六 五 四 below, Black's 4 5 6 above, no ranks.
  ASSERT_EQ(diagram("xiangqi", {"--region", "d1-f3"}, dir / "x.svg").status, 0);
  EXPECT_EQ(coords(test::read_file(dir / "x.svg")), (std::vector<std::string>{"4", "5", "6", "五", "六", "四"}));
  ASSERT_EQ(diagram("chess", {"--region", "a1-b2", "--view", "black"}, dir / "b.svg").status, 0);
  const std::string black = test::read_file(dir / "b.svg");
  EXPECT_EQ(coords(black), (std::vector<std::string>{"1", "1", "2", "2", "a", "a", "b", "b"}));
  // Black's view: rank 1 is at the top, so its label is above rank 2's.
  const auto y_of = [&](const std::string& label) {
    const size_t at = black.find("class=\"coord " + label + "\"");
    const size_t y = black.find(" y=\"", at);
    return std::stod(black.substr(y + 4));
  };
  EXPECT_LT(y_of("1"), y_of("2"));
}

TEST(Excerpt, ARegionOffTheBoardOrOnHexagonsIsOneLine) {
  test::TempDir dir;
  const std::vector<std::tuple<std::string, std::string, std::string>> cases = {
      {"chess", "c3-k9", "--region: no cell 'k9' on this board (a1 to h8)\n"},
      {"chess", "c3", "--region: must be two opposite corner cells, like c3-f6, not 'c3'\n"},
      {"glinski", "c3-f6",
       "--region: Gliński's Hexagonal Chess's cells are not in files and ranks: a region is a rectangle of them\n"},
  };
  for (const auto& [layout, region, error] : cases) {
    const auto run = diagram(layout, {"--region", region}, dir / "x.svg");
    EXPECT_EQ(run.status, 2) << region;
    EXPECT_EQ(run.err, error);
    EXPECT_FALSE(fs::exists(dir / "x.svg"));
  }
}

test::Run excerpt(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"game", (test::source_dir() / "tests/games/opera.pgn").string(), "-q"};
  all.insert(all.end(), args.begin(), args.end());
  return test::pawnprint(all);
}

TEST(Excerpt, BookNotationSetsTheMovesInFigurinesOrALanguagesLetters) {
  test::TempDir dir;
  const std::vector<std::pair<std::string, std::string>> books = {
      {"figurine", "7. \u2655b3: Two threats at once:"}, {"de", "7. Db3"}, {"fr", "7. Db3"}, {"pl", "7. Hb3"}};
  for (const auto& [notation, move] : books) {
    const fs::path out = dir / notation;
    ASSERT_EQ(excerpt({"--notation", notation, "--format", "svg", "--out", out.string()}).status, 0) << notation;
    EXPECT_NE(test::read_file(out / "opera/opera-ply-013.svg").find(move), std::string::npos) << notation;
  }
  // Ply 33, 17. Rd8#: German writes Td8#.
  EXPECT_NE(test::read_file(dir / "de/opera/opera-ply-033.svg").find("17. Td8#"), std::string::npos);
  // A caption's moves, and only its moves.
  ASSERT_EQ(diagram("chess", {"--notation", "fr", "--caption", "After Nf3 and e8=Q, a Bishop takes: Bxe5+. King safe."},
                    dir / "c.svg")
                .status,
            0);
  EXPECT_NE(test::read_file(dir / "c.svg").find("After Cf3 and e8=D, a Bishop takes: Fxe5+. King safe."),
            std::string::npos);
  const auto bad = diagram("chess", {"--notation", "xx"}, dir / "d.svg");
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err.rfind("--notation: must be san, figurine, de, fr,", 0), 0u) << bad.err;
  EXPECT_FALSE(fs::exists(dir / "d.svg"));
}

}  // namespace
}  // namespace pp
