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
  EXPECT_EQ(test::files_below(dir.path),
            (std::vector<std::string>{"opera/manifest.json", "opera/opera-ply-013.svg", "opera/opera-ply-030.svg",
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
  EXPECT_EQ(test::files_below(dir.path),
            (std::vector<std::string>{"opera/manifest.json", "opera/opera-ply-010.svg", "opera/opera-ply-020.svg",
                                      "opera/opera-ply-024.svg", "opera/opera.pdf"}));
  const std::string black = test::read_file(dir / "opera/opera-ply-010.svg");
  ASSERT_EQ(game({opera(), "--every", "4", "--format", "svg", "--out", dir.path.string()}).status, 0);
  // Plies 4, 8, ..., 32 in place of the earlier diagrams, and the earlier sheet, a format this
  // run did not write, kept.
  const std::vector<std::string> every = test::files_below(dir.path);
  EXPECT_EQ(every.size(), 10u);
  EXPECT_EQ(every.front(), "opera/manifest.json");
  EXPECT_EQ(every[1], "opera/opera-ply-004.svg");
  EXPECT_EQ(every.back(), "opera/opera.pdf");
  test::write_file(dir / "plain.txt", "e2e4 e7e5 g1f3 b8c6 f1b5");
  ASSERT_EQ(game({(dir / "plain.txt").string(), "--out", (dir / "p").string()}).status, 0);
  EXPECT_EQ(test::files_below(dir / "p"),
            (std::vector<std::string>{"plain/manifest.json", "plain/plain-ply-005.svg", "plain/plain.pdf"}));
  // --view black: a8 drawn below a1.
  const auto y_of = [&](const std::string& cell) {
    const auto at = black.find("class=\"cell " + cell + " ");
    const auto d = black.find(" d=\"M", at);
    return std::stod(black.substr(black.find(' ', d + 5) + 1));
  };
  EXPECT_GT(y_of("a8"), y_of("a1"));
}

TEST(Game, ABadMoveIsOneLineWithItsLineColumnAndNumberAndNothingIsWritten) {
  test::TempDir dir;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxf7 *", "game.pgn:1:34: move 4 (Bxf7): not a legal move\n"},
      {"1. Nf3 d5 2. d3 e5 3. Nd2 *", "game.pgn:1:23: move 3 (Nd2): ambiguous: Nbd2 or Nfd2\n"},
      {"1. e4 Zf6", "game.pgn:1:7: move 1 (Zf6): no piece 'Z' in this game (K Q R B N P)\n"},
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

// A record read with the layout its format or [Variant] names (no --layout).
test::Run record(const std::string& file, const std::filesystem::path& out, std::vector<std::string> flags = {}) {
  std::vector<std::string> args = {"game", (test::source_dir() / "tests/games" / file).string(), "--out", out.string(),
                                   "-q"};
  args.insert(args.end(), flags.begin(), flags.end());
  return test::pawnprint(args);
}

// Where a coordinate's text is drawn in an SVG diagram: x, y of its first `coord TEXT` element.
std::pair<double, double> coord_at(const std::string& svg, const std::string& text) {
  const size_t at = svg.find("class=\"coord " + text + "\"");
  if (at == std::string::npos) return {-1, -1};
  const size_t x = svg.find(" x=\"", at), y = svg.find(" y=\"", at);
  return {std::stod(svg.substr(x + 4)), std::stod(svg.substr(y + 4))};
}

TEST(Game, ShogiRecordsDrawJapaneseCoordinatesMovesAndHands) {
  test::TempDir dir;
  for (const char* file : {"yagura-test.kif", "yagura-test.csa", "yagura-test.usi"}) {
    const test::Run run = record(file, dir.path, {"--plies", "4,12,24", "--format", "svg"});
    ASSERT_EQ(run.status, 0) << file << run.err;
  }
  const std::string kif = test::read_file(dir / "yagura-test/yagura-test-ply-004.svg");
  EXPECT_NE(kif.find("4 △同銀"), std::string::npos);
  EXPECT_NE(test::read_file(dir / "yagura-test/yagura-test-ply-012.svg").find("12 △同桂"), std::string::npos);
  // Files 9 to 1 from the left, ranks 一 to 九 down the board.
  EXPECT_LT(coord_at(kif, "9").first, coord_at(kif, "1").first);
  EXPECT_LT(coord_at(kif, "一").second, coord_at(kif, "九").second);
  EXPECT_EQ(coord_at(kif, "a").first, -1);
  // Both hands beside the last position: Sente a Lance and two Pawns, Gote a Bishop and two Pawns.
  const std::string last = test::read_file(dir / "yagura-test/yagura-test-ply-024.svg");
  for (const char* cls : {"hand white", "hand black", "piece wL", "piece wP", "piece bB", "piece bP"})
    EXPECT_NE(last.find(std::string("class=\"") + cls), std::string::npos) << cls;
}

TEST(Game, JapaneseLettersAndABadCoordinatesWord) {
  test::TempDir dir;
  test::write_file(dir / "letters.yaml",
                   "extends: " + test::layout_path("shogi").string() + "\nboard: {coordinates: japanese-letters}\n");
  const test::Run run = test::pawnprint({"game", (test::source_dir() / "tests/games/yagura-test.usi").string(),
                                         "--layout", (dir / "letters.yaml").string(), "--plies", "3,5", "--format",
                                         "svg", "--out", dir.path.string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string svg = test::read_file(dir / "yagura-test/yagura-test-ply-003.svg");
  EXPECT_NE(svg.find("3. Bx2b+"), std::string::npos);
  EXPECT_NE(test::read_file(dir / "yagura-test/yagura-test-ply-005.svg").find("5. B*4e"), std::string::npos);
  EXPECT_LT(coord_at(svg, "a").second, coord_at(svg, "i").second);  // rank a at the top
  EXPECT_LT(coord_at(svg, "9").first, coord_at(svg, "1").first);
  test::write_file(dir / "bad.yaml",
                   "extends: " + test::layout_path("shogi").string() + "\nboard: {coordinates: japanse}\n");
  const test::Run bad = test::pawnprint({"validate", (dir / "bad.yaml").string()});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("bad.yaml:2:"), std::string::npos) << bad.err;
  EXPECT_NE(bad.err.find("japanese"), std::string::npos) << bad.err;
}

TEST(Game, XiangqiRecordsCountFilesFromEachSidesRight) {
  test::TempDir dir;
  ASSERT_EQ(record("tandem-test.wxf", dir.path, {"--plies", "1,3", "--format", "svg"}).status, 0);
  const std::string svg = test::read_file(dir / "tandem-test/tandem-test-ply-003.svg");
  EXPECT_NE(svg.find("2. R-+1"), std::string::npos);
  // Red's numerals below, right to left; Black's digits above, left to right; no ranks.
  EXPECT_LT(coord_at(svg, "九").first, coord_at(svg, "一").first);
  EXPECT_GT(coord_at(svg, "九").second, coord_at(svg, "1").second);
  EXPECT_LT(coord_at(svg, "1").first, coord_at(svg, "9").first);
  EXPECT_EQ(coord_at(svg, "10").first, -1);
  ASSERT_EQ(record("opening-test.ucci", dir.path, {"--format", "svg"}).status, 0);
  EXPECT_NE(test::read_file(dir / "opening-test/opening-test-ply-006.svg").find("3... H2+3"), std::string::npos);
}

TEST(Game, PychessVariantTagPicksTheLayout) {
  test::TempDir dir;
  const test::Run run = record("crazyhouse-drops.pgn", dir.path, {"--format", "svg"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string svg = test::read_file(dir / "crazyhouse-drops/crazyhouse-drops-ply-016.svg");
  EXPECT_NE(svg.find("8... N@g3"), std::string::npos);
  EXPECT_NE(svg.find("class=\"hand white"), std::string::npos);
  test::write_file(dir / "x.pgn", "[Variant \"Duck\"]\n1. e4 e5");
  const test::Run duck = test::pawnprint({"game", (dir / "x.pgn").string(), "--out", (dir / "o").string()});
  EXPECT_EQ(duck.status, 2);
  EXPECT_EQ(duck.err.rfind("x.pgn: [Variant \"Duck\"]: no layout plays it; give --layout (", 0), 0u) << duck.err;
}

TEST(Game, SeirawanGatingMovesAreReadAndCaptioned) {
  test::TempDir dir;
  const test::Run run = record("seirawan-gating.pgn", dir.path, {"--format", "svg"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string svg = test::read_file(dir / "seirawan-gating/seirawan-gating-ply-010.svg");
  EXPECT_NE(svg.find("5... O-O/Ee8"), std::string::npos);
}

TEST(Game, ABadMoveInAnyFormatIsOneLineAndNothingIsWritten) {
  test::TempDir dir;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"g.kif", "手合割：平手\n   1 ７六歩(77)\n   2 ３五歩(33)\n"},
      {"g.csa", "PI\n+\n+7776FU\nT3\n-3335FU\n"},
      {"g.usi", "position startpos moves 7g7f 3c3e"},
      {"g.wxf", "1. C2.5 H8+7 2. C5+5"},
      {"g.ucci", "position startpos moves h2e2 h9e9"},
      {"g.pgn", "[Variant \"crazyhouse\"]\n1. e4 d5 2. exd5 Qxd5 3. P@d8"},
  };
  const std::vector<std::string> errors = {
      "g.kif:3:6: move 2 (３五歩(33)): not a legal move\n", "g.csa:5:1: move 2 (-3335FU): not a legal move\n",
      "g.usi:1:30: move 2 (3c3e): not a legal move\n",      "g.wxf:1:17: move 2 (C5+5): not a legal move\n",
      "g.ucci:1:30: move 1 (h9e9): not a legal move\n",     "g.pgn:2:26: move 3 (P@d8): not a legal move\n"};
  for (size_t i = 0; i < cases.size(); ++i) {
    test::write_file(dir / cases[i].first, cases[i].second);
    const test::Run run = test::pawnprint({"game", (dir / cases[i].first).string(), "--out", (dir / "out").string()});
    EXPECT_EQ(run.status, 2) << cases[i].first;
    EXPECT_EQ(run.err, errors[i]);
    EXPECT_FALSE(std::filesystem::exists(dir / "out"));
  }
}

}  // namespace
}  // namespace pp
