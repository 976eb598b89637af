// `pawnprint game`: a PGN game's diagrams on a sheet and one file each, or one line and nothing
// written when a move is wrong.
#include <gtest/gtest.h>

#include <string>

#include "support.h"

namespace pp {
namespace {

std::string opera() { return (test::source_dir() / "tests/games/opera.pgn").string(); }

test::Run game(const std::vector<std::string>& pgn_and_flags, const std::string& layout = "chess") {
  std::vector<std::string> args = {"game"};
  args.insert(args.end(), pgn_and_flags.begin(), pgn_and_flags.end());
  args.insert(args.end(), {"--layout", test::layout_path(layout).string(), "-q"});
  return test::pawnprint(args);
}

TEST(Game, DiagramCommentsMakeASheetAndOneSvgEach) {
  test::TempDir dir;
  const test::Run run = game({opera(), "--out", dir.path.string()});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(test::files_below(dir.path), (std::vector<std::string>{"opera/opera-ply-013.svg", "opera/opera-ply-030.svg",
                                                                   "opera/opera-ply-033.svg", "opera/opera.pdf"}));
  const auto pages = test::pdf_page_sizes(test::read_file(dir / "opera/opera.pdf"));
  ASSERT_EQ(pages.size(), 1u);
  EXPECT_TRUE(test::paper_sized(pages[0], *test::standard_paper("a4")));
  const std::string svg = test::read_file(dir / "opera/opera-ply-013.svg");
  // The last move's cells, the comment's cells and arrows; the move and comment as caption.
  for (const char* cls : {"marker highlight b3", "marker highlight f3", "marker highlight f7", "arrow b3-f7",
                          "arrow b3-b7", "piece wQ b3"})
    EXPECT_NE(svg.find(std::string("class=\"") + cls + "\""), std::string::npos) << cls;
  EXPECT_NE(svg.find("7. Qb3: Two threats at once:"), std::string::npos);
}

TEST(Game, PliesEveryAndTheLastPosition) {
  test::TempDir dir;
  ASSERT_EQ(game({opera(), "--plies", "10,20,24", "--view", "black", "--out", dir.path.string()}).status, 0);
  EXPECT_EQ(test::files_below(dir.path), (std::vector<std::string>{"opera/opera-ply-010.svg", "opera/opera-ply-020.svg",
                                                                   "opera/opera-ply-024.svg", "opera/opera.pdf"}));
  const std::string black = test::read_file(dir / "opera/opera-ply-010.svg");
  ASSERT_EQ(game({opera(), "--every", "4", "--format", "svg", "--out", dir.path.string()}).status, 0);
  EXPECT_EQ(test::files_below(dir.path).size(), 8u);  // plies 4, 8, ..., 32
  test::write_file(dir / "plain.txt", "e2e4 e7e5 g1f3 b8c6 f1b5");
  ASSERT_EQ(game({(dir / "plain.txt").string(), "--out", (dir / "p").string()}).status, 0);
  EXPECT_EQ(test::files_below(dir / "p"), (std::vector<std::string>{"plain/plain-ply-005.svg", "plain/plain.pdf"}));
  // --view black: a8 drawn below a1.
  const auto y_of = [&](const std::string& cell) {
    const auto at = black.find("class=\"cell " + cell + " ");
    const auto d = black.find(" d=\"M", at);
    return std::stod(black.substr(black.find(' ', d + 5) + 1));
  };
  EXPECT_GT(y_of("a8"), y_of("a1"));
}

TEST(Game, ABadMoveIsOneLineWithItsNumberAndNothingIsWritten) {
  test::TempDir dir;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxf7 *", "game.pgn: move 4 (Bxf7): not a legal move\n"},
      {"1. Nf3 d5 2. d3 e5 3. Nd2 *", "game.pgn: move 3 (Nd2): ambiguous: Nbd2 or Nfd2\n"},
      {"1. e4 Zf6", "game.pgn: move 1 (Zf6): no piece 'Z' in this game (K Q R B N P)\n"},
      {"[Event \"x\"]\n1. e4 {oops", "game.pgn:2:7: comment '{' without its '}'\n"},
  };
  for (const auto& [text, error] : cases) {
    test::write_file(dir / "game.pgn", text);
    const test::Run run = game({(dir / "game.pgn").string(), "--out", (dir / "out").string()});
    EXPECT_EQ(run.status, 2) << text;
    EXPECT_EQ(run.err, error);
    EXPECT_FALSE(std::filesystem::exists(dir / "out"));
  }
}

TEST(Game, GrandChessInSan) {
  test::TempDir dir;
  test::write_file(dir / "grand.pgn", "1. e4 d7 2. e5 d6 3. exd6 {#diagram} *");
  const test::Run run = game({(dir / "grand.pgn").string(), "--out", dir.path.string()}, "grand-chess-freeling");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(test::read_file(dir / "grand/grand-ply-005.svg").find("3. exd6"), std::string::npos);
}

}  // namespace
}  // namespace pp
