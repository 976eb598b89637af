// Files and options written to hurt: each is refused quickly, in bounded memory, with one line
// naming where the problem is, exit 2, and nothing written (an earlier run's output untouched).
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "one_line.h"
#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;
using test::expect_one_line;
using test::pawnprint;
using test::TempDir;

// tests/inputs/: each file with the one line it must give, after its path.
TEST(HostileInputs, EachFileGivesItsOneLineInValidateAndRenderAndWritesNothing) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"layouts/yaml-alias-bomb",
       "8:5: with its aliases expanded this holds over 100000 values, the limit for one file"},
      {"layouts/yaml-self-alias", "4:8: an alias inside the value it names"},
      {"layouts/yaml-second-document", "4:1: a second YAML document; a file holds one"},
      {"layouts/yaml-parser-loop", "2:1: a second YAML document; a file holds one"},
      {"layouts/yaml-nested-brackets", "5:1: lists and mappings nested too deep (the parser stops at 500 levels)"},
      {"layouts/yaml-list-as-key", "4:1: a key must be a word, not a list"},
      {"layouts/text-too-long", "4:8: a value of 9000 bytes: over the 8192-byte limit for one value"},
      {"layouts/text-title-long", "4:8: title is 300 bytes, over the 200-byte limit for a name or title"},
      {"layouts/text-nul", "4:13: holds a NUL byte"},
      {"layouts/text-broken-utf8", "5:34: holds broken UTF-8 (byte 0xe9)"},
      {"layouts/text-control-escape", "4:8: the value holds control character U+0001"},
      {"layouts/board-files-huge", "4:16: board.files must be from 1 to 64, not 100000000000000000000000"},
      {"layouts/extends-long-path",
       "2:10: extends: 'a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/...' names no file"},
      {"themes/side-prefix-parent",
       "5:19: sides.white.prefix must be up to 16 letters, digits, '-' or '_' (it starts a file name in the piece set)"},
  };
  TempDir dir;
  const fs::path out = dir / "out";
  const std::string chess = test::layout_path("chess").string();
  const auto earlier = pawnprint({"render", chess, "--only", "board", "--format", "pdf", "--out", out.string()});
  ASSERT_EQ(earlier.status, 0) << earlier.err;
  const std::vector<std::string> listing = test::files_below(out);
  const std::string before = test::read_file(out / "chess/chess-board.pdf");
  for (const auto& [name, line] : cases) {
    SCOPED_TRACE(name);
    const std::string file = (test::source_dir() / "tests/inputs" / (name + ".yaml")).string();
    const bool theme = name.starts_with("themes/");
    const std::string where = file + ":" + line.substr(0, line.find(' '));
    const std::string words = line.substr(line.find(' ') + 1);
    expect_one_line(pawnprint({"validate", file}), where, words);
    expect_one_line(pawnprint({"render", theme ? chess : file, "--theme", theme ? file : "classic", "--only", "board",
                               "--format", "pdf", "--out", out.string()}),
                    where, words);
    EXPECT_EQ(test::files_below(out), listing);
    EXPECT_EQ(test::read_file(out / "chess/chess-board.pdf"), before);
  }
}

// Each file of tests/inputs/ is judged within a gigabyte of address space (the alias bomb took
// 964 MB before its error, and ten levels of it more than there was). Sanitizers reserve far
// more address space than that for themselves, so under them there is nothing to measure.
TEST(HostileInputs, EveryFileIsRefusedWithinAGigabyte) {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
  GTEST_SKIP() << "the sanitizers reserve more address space than the limit";
#endif
  TempDir dir;
  for (const auto& e : fs::recursive_directory_iterator(test::source_dir() / "tests/inputs")) {
    if (e.path().extension() != ".yaml") continue;
    SCOPED_TRACE(e.path().string());
    const auto run = pawnprint({"validate", e.path().string()}, "ulimit -v 1000000;");
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_EQ(run.err.find("bad_alloc"), std::string::npos) << run.err;
  }
  const auto render = pawnprint({"render", (test::source_dir() / "tests/inputs/layouts/yaml-alias-bomb.yaml").string(),
                                 "--out", (dir / "out").string()},
                                "ulimit -v 1000000;");
  EXPECT_EQ(render.status, 2) << render.err;
}

// Within the value limit, each key 8000 bytes and each mapping holding the one before through
// an alias: 120 of them make gigabytes of key paths ("k...k.k...k. ...") for the readers'
// positions, and are refused at the first path over the budget.
TEST(HostileInputs, KeyPathsThroughAliasesHaveABudget) {
  TempDir dir;
  const std::string key(8000, 'k');
  std::string text = "name: x\na0: &a0\n  ? " + key + "\n  : v\n";
  for (int i = 1; i < 120; ++i)
    text += "a" + std::to_string(i) + ": &a" + std::to_string(i) + "\n  ? " + key + "\n  : *a" + std::to_string(i - 1) +
            "\n";
  test::write_file(dir / "paths.yaml", text);
  expect_one_line(pawnprint({"validate", (dir / "paths.yaml").string()}), (dir / "paths.yaml").string() + ":36:5: ",
                  "keys nested too deep through aliases (over 16 MB of key paths)");
}

TEST(HostileInputs, AnExtendsChainHoldsThirtyTwoFiles) {
  TempDir dir;
  test::write_file(dir / "c1.yaml", "name: c1\nboard: {shape: square, files: 8, ranks: 8, cell: 20mm}\n");
  for (int i = 2; i <= 33; ++i)
    test::write_file(dir / ("c" + std::to_string(i) + ".yaml"),
                     "extends: c" + std::to_string(i - 1) + ".yaml\nname: c" + std::to_string(i) + "\n");
  const auto most = pawnprint({"validate", (dir / "c32.yaml").string()});
  EXPECT_EQ(most.status, 0) << most.err;
  expect_one_line(pawnprint({"validate", (dir / "c33.yaml").string()}),
                  (dir / "c2.yaml").string() + ":1:10: ", "too many nested 'extends' (a chain holds at most 32 files)");
}

// Each file of a chain within the value limit, the chain not: the files share one budget, so
// 32 files cannot hold 32 times what one may. The file read last, the chain's first, passes it.
TEST(HostileInputs, TheFilesOfAnExtendsChainShareOneValueBudget) {
  TempDir dir;
  std::string values;
  for (int i = 0; i < 40000; ++i) values += i ? ",1" : "1";
  test::write_file(dir / "c1.yaml",
                   "name: c1\nboard: {shape: square, files: 8, ranks: 8, cell: 20mm}\nx1: [" + values + "]\n");
  for (int i = 2; i <= 3; ++i)
    test::write_file(dir / ("c" + std::to_string(i) + ".yaml"), "extends: c" + std::to_string(i - 1) +
                                                                    ".yaml\nname: c" + std::to_string(i) + "\nx" +
                                                                    std::to_string(i) + ": [" + values + "]\n");
  expect_one_line(pawnprint({"validate", (dir / "c3.yaml").string()}), (dir / "c1.yaml").string() + ":3:",
                  "over 100000 values, the limit for a file and the files it extends, together");
  // Two of them fit, and are read on to the first key no layout has.
  expect_one_line(pawnprint({"validate", (dir / "c2.yaml").string()}),
                  (dir / "c1.yaml").string() + ":3:1: ", "unknown key 'x1' in layout");
}

// A megabyte of plain values is refused at the value past the limit, counted as the parser
// reads, before a tree of them is built (it took seconds and 265 MB to reach the same error).
// Under the sanitizers, which reserve more address space than the limit, the error alone is checked.
TEST(HostileInputs, PlainValuesAreCountedAsTheyAreRead) {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
  const char* const limit = "";
#else
  const char* const limit = "ulimit -v 1000000;";
#endif
  TempDir dir;
  std::string values;
  for (int i = 0; i < 500000; ++i) values += i ? ",1" : "1";
  test::write_file(dir / "many.yaml", "name: many\nx: [" + values + "]\n");
  // Values 1 to 5 are the root mapping, name, many, x and the list; the list's k-th item, at
  // column 5 + 2(k - 1), is value 5 + k.
  expect_one_line(pawnprint({"validate", (dir / "many.yaml").string()}, limit),
                  (dir / "many.yaml").string() + ":2:" + std::to_string(5 + 2 * (100001 - 6)) + ": ",
                  "over 100000 values, the limit for one file");
}

// Titles are short, so what outgrows a page is a paragraph, and the error is at its line.
TEST(HostileInputs, WordsTooLongForThePageAreFoundAtTheirLine) {
  TempDir dir;
  std::string words;
  for (int i = 0; i < 1300; ++i) words += "words ";
  test::write_file(dir / "intro.yaml", "extends: chess\nname: intro\nsheet:\n  intro: " + words + "\n");
  expect_one_line(pawnprint({"render", (dir / "intro.yaml").string(), "--out", (dir / "out").string()}),
                  (dir / "intro.yaml").string() + ":4:10: ", "the paper is too small: the rules sheet's 'title' needs");
  test::write_file(dir / "rule.yaml", "extends: chess\nname: rule\nsheet:\n  rules:\n    - title: Long\n      text: " +
                                          words + "\n      diagram: {fen: 8/8/8/8/8/8/8/4K2k w - - 0 1}\n");
  expect_one_line(pawnprint({"render", (dir / "rule.yaml").string(), "--out", (dir / "out").string()}),
                  (dir / "rule.yaml").string() + ":6:13: ",
                  "the paper is too small: the rules sheet's 'rule Long' needs");
  // A side's name is a name: short, and said short when refused.
  std::string side;
  for (int i = 0; i < 1500; ++i) side += "side ";
  test::write_file(dir / "side.yaml", "extends: chess\nname: side\ntokens: {sides: [\"" + side + "\", black]}\n");
  expect_one_line(pawnprint({"validate", (dir / "side.yaml").string()}), (dir / "side.yaml").string() + ":3:18: ",
                  "a side name is 7500 bytes, over the 200-byte limit for a name or title");
  EXPECT_FALSE(fs::exists(dir / "out"));
}

TEST(HostileInputs, AKitMakesEachFolderOnceAndReadsOnlyYamlThroughLinks) {
  TempDir dir;
  const std::string out = (dir / "out").string();
  fs::create_directories(dir / "links");
  test::write_file(dir / "secret.txt", "root:x:0:0\n");
  fs::create_symlink(dir / "secret.txt", dir / "links/secret.yaml");
  const auto linked = pawnprint({"kit", (dir / "links").string(), "--out", out});
  expect_one_line(linked, (dir / "links/secret.yaml").string() + ": ",
                  "is a link to a file whose name does not end in .yaml or .yml");
  EXPECT_EQ(linked.err.find("root"), std::string::npos) << linked.err;
  const std::string gardner = test::layout_path("gardner").string();
  expect_one_line(pawnprint({"kit", "gardner", "gardner", "--out", out}), gardner + ":",
                  "this layout is named twice in the run");
  test::write_file(dir / "mine/g.yaml", "extends: gardner\nname: \"gardner?\"\n");
  expect_one_line(pawnprint({"kit", "gardner", (dir / "mine").string(), "--out", out}),
                  (dir / "mine/g.yaml").string() + ":2:7: ",
                  "the output folder 'gardner' is also " + gardner + "'s; each layout needs its own");
  EXPECT_FALSE(fs::exists(dir / "out"));
}

// A file size limit makes every write past 1 KB fail (the signal ignored, write() says EFBIG).
TEST(HostileInputs, AGameOrCalibrationThatFailsToWriteRemovesTheOutFolderItMade) {
  TempDir dir;
  const std::string full = "trap '' XFSZ; ulimit -f 1;";
  const auto calibrate = pawnprint({"calibrate", "--out", (dir / "new/out").string()}, full);
  EXPECT_EQ(calibrate.status, 1) << calibrate.err;
  EXPECT_NE(calibrate.err.find("File too large"), std::string::npos) << calibrate.err;
  const auto game = pawnprint({"game", (test::source_dir() / "tests/games/opera.pgn").string(), "--layout",
                               test::layout_path("chess").string(), "--out", (dir / "new/out").string()},
                              full);
  EXPECT_EQ(game.status, 1) << game.err;
  EXPECT_TRUE(fs::is_empty(dir.path)) << test::files_below(dir.path).size();
}

TEST(HostileInputs, AMissingDataFolderIsNamedAndALinkAtTheLockIsSaidToBeOne) {
  TempDir dir;
  const std::string env = "PAWNPRINT_HOME=" + (dir / "nowhere").string() + " XDG_CONFIG_HOME=" + dir.path.string();
  expect_one_line(pawnprint({"render", "chess", "--theme", "classic", "--out", (dir / "out").string()}, env),
                  "classic: ",
                  "no theme of that name (themes: none; " + (dir / "nowhere/themes").string() +
                      " is no folder (PAWNPRINT_HOME names the folder holding layouts/ and themes/))");
  fs::create_directories(dir / "out");
  fs::create_symlink(dir / "elsewhere", dir / "out/.pawnprint.lock");
  const auto linked = pawnprint({"calibrate", "--out", (dir / "out").string()});
  EXPECT_EQ(linked.status, 1) << linked.err;
  EXPECT_EQ(linked.err, "pawnprint: " + (dir / "out/.pawnprint.lock").string() +
                            ": a link where the lock file goes; remove it or choose another --out\n");
}

TEST(HostileInputs, AFifoOrAFolderIsRefusedWithoutReadingIt) {
  TempDir dir;
  ASSERT_EQ(::mkfifo((dir / "fifo.yaml").c_str(), 0600), 0);
  ASSERT_EQ(::mkfifo((dir / "fifo.pgn").c_str(), 0600), 0);
  fs::create_directories(dir / "pgn");
  expect_one_line(pawnprint({"validate", (dir / "fifo.yaml").string()}), (dir / "fifo.yaml").string() + ": ",
                  "is not a regular file");
  expect_one_line(pawnprint({"render", (dir / "fifo.yaml").string(), "--out", (dir / "out").string()}),
                  (dir / "fifo.yaml").string() + ": ", "is not a regular file");
  const std::string chess = test::layout_path("chess").string();
  expect_one_line(pawnprint({"game", (dir / "fifo.pgn").string(), "--layout", chess, "--out", (dir / "out").string()}),
                  (dir / "fifo.pgn").string() + ": ", "is not a regular file");
  expect_one_line(pawnprint({"game", (dir / "pgn").string(), "--layout", chess, "--out", (dir / "out").string()}),
                  (dir / "pgn").string() + ": ", "is a folder, not a game record");
  EXPECT_FALSE(fs::exists(dir / "out"));
}

TEST(HostileInputs, AGameMustHoldTextAndMovesAndPickABoundedNumberOfPositions) {
  TempDir dir;
  const std::string chess = test::layout_path("chess").string(), out = (dir / "out").string();
  test::write_file(dir / "empty.pgn", " \n\n");
  expect_one_line(pawnprint({"game", (dir / "empty.pgn").string(), "--layout", chess, "--out", out}),
                  (dir / "empty.pgn").string() + ": ", "is empty: no game to draw");
  test::write_file(dir / "tags.pgn", "[Event \"Club\"]\n{no moves yet}\n*\n");
  expect_one_line(pawnprint({"game", (dir / "tags.pgn").string(), "--layout", chess, "--out", out}),
                  (dir / "tags.pgn").string() + ": ", "holds no moves and no FEN tag: no game to draw");
  test::write_file(dir / "tag.pgn", "[Event \"Club\"]\n[White \"" + std::string(100000, 'w') + "\"]\n\n1. e4 *\n");
  expect_one_line(pawnprint({"game", (dir / "tag.pgn").string(), "--layout", chess, "--out", out}),
                  (dir / "tag.pgn").string() + ":2:1: ",
                  "White is 100000 bytes, over the 200-byte limit for a tag that makes the title");
  test::write_file(dir / "comment.pgn", "1. e4 e5 2. Nf3 {" + std::string(9000, 'c') + "} Nc6 *\n");
  expect_one_line(pawnprint({"game", (dir / "comment.pgn").string(), "--layout", chess, "--out", out}),
                  (dir / "comment.pgn").string() + ":1:13: ",
                  "the comment after Nf3 is 9000 bytes, over the 8192-byte limit for one text");
  test::write_file(dir / "bytes.pgn", "[Event \"Club\"]\n[White \"Jos\xe9\"]\n\n1. e4 e5 *\n");
  expect_one_line(pawnprint({"game", (dir / "bytes.pgn").string(), "--layout", chess, "--out", out}),
                  (dir / "bytes.pgn").string() + ":2:12: ", "holds broken UTF-8 (byte 0xe9)");
  std::string shuffle;
  for (int move = 1; move <= 600; ++move) shuffle += std::to_string(move) + (move % 2 ? ". Nf3 Nf6 " : ". Ng1 Ng8 ");
  test::write_file(dir / "long.pgn", shuffle + "*\n");
  expect_one_line(pawnprint({"game", (dir / "long.pgn").string(), "--layout", chess, "--every", "0", "--out", out}),
                  "--every: ", "must be a number of plies, 1 or more, not 0");
  expect_one_line(pawnprint({"game", (dir / "long.pgn").string(), "--layout", chess, "--every", "1", "--out", out}),
                  "--every: ", "picks 1200 positions: over the limit of 1000 for one game");
  EXPECT_FALSE(fs::exists(dir / "out"));
  const auto fewer = pawnprint({"game", (dir / "long.pgn").string(), "--layout", chess, "--every", "400", "--format",
                                "pdf", "--out", out, "--quiet"});
  EXPECT_EQ(fewer.status, 0) << fewer.err;
}

// Marks are kept once each and at most 256 a move: a comment of 300 distinct arrows is refused at
// its brace, one of 100,000 copies of one arrow draws it once.
TEST(HostileInputs, AMoveHoldsABoundedNumberOfMarks) {
  TempDir dir;
  const std::string chess = test::layout_path("chess").string(), out = (dir / "out").string();
  std::string arrows;
  constexpr size_t kLength = size_t{300} * 6;  // 300 arrows of "Ge2e4,"
  for (int from = 0; from < 64 && arrows.size() < kLength; ++from)
    for (int to = 0; to < 64 && arrows.size() < kLength; ++to)
      if (from != to) {
        const std::string a{static_cast<char>('a' + from % 8), static_cast<char>('1' + from / 8),
                            static_cast<char>('a' + to % 8), static_cast<char>('1' + to / 8)};
        arrows += "G" + a + ",";
      }
  test::write_file(dir / "many.pgn", "1. e4 {[%cal " + arrows + "]} e5 *\n");
  expect_one_line(pawnprint({"game", (dir / "many.pgn").string(), "--layout", chess, "--out", out}),
                  "many.pgn:1:7: ", "more than 256 marked squares or arrows ([%csl], [%cal]) on one move");
  EXPECT_FALSE(fs::exists(dir / "out"));
  std::string same;
  for (int i = 0; i < 100000; ++i) same += "Ge2e4,";
  test::write_file(dir / "same.pgn", "1. e4 {[%cal " + same + "]} e5 *\n");
  const auto once =
      pawnprint({"game", (dir / "same.pgn").string(), "--layout", chess, "--format", "svg", "--out", out, "--quiet"});
  ASSERT_EQ(once.status, 0) << once.err;
}

TEST(HostileInputs, ASeedMustFitRatherThanWrap) {
  const std::string grand = test::layout_path("grand-chess").string();
  for (const char* seed : {"-1", "1000000000000000000000000000000", "12x"}) {
    SCOPED_TRACE(seed);
    expect_one_line(pawnprint({"setup", grand, "--seed", seed}),
                    "--seed: ", "must be a whole number from 0 to 18446744073709551615");
  }
  expect_one_line(pawnprint({"rounds", test::layout_path("six-armies").string(), "--seed", "-1"}),
                  "--seed: ", "must be a whole number from 0 to 18446744073709551615");
  const auto largest = pawnprint({"setup", grand, "--seed", "18446744073709551615"});
  EXPECT_EQ(largest.status, 0) << largest.err;
}

TEST(HostileInputs, OptionMistakesAreBadInputInOneShortLine) {
  TempDir dir;
  const std::string chess = test::layout_path("chess").string();
  expect_one_line(pawnprint({"render", chess, "--out", ""}), "--out: ", "is empty: name a folder");
  expect_one_line(pawnprint({"calibrate", "--out", ""}), "--out: ", "is empty: name a folder");
  const auto huge = pawnprint({"render", chess, "--paper", "1e308x1e308mm", "--out", (dir / "out").string()});
  expect_one_line(huge, "--paper: ", "is 1e+308 x 1e+308 mm: each side must be 50 mm to 2000 mm");
  EXPECT_LT(huge.err.size(), 120u) << huge.err;
  expect_one_line(pawnprint({"render", chess, "--scale-x", "1e308%", "--out", (dir / "out").string()}),
                  "--scale-x: ", "'1e308%' is 1e+308%: it must be from 95% to 105%");
  // A 100 KB name or option is echoed by its start, whoever reads it: the command or its parser.
  const std::string huge_word(100000, 'x');
  const std::vector<std::vector<std::string>> echoed{
      {"render", huge_word, "--out", (dir / "out").string()},
      {"diagram", chess, "--mark", huge_word, "--out", (dir / "d.svg").string()},
      {"render", chess, "--dpi", huge_word, "--out", (dir / "out").string()}};
  for (const auto& args : echoed) {
    const auto run = pawnprint(args);
    EXPECT_EQ(run.status, 2) << run.err.substr(0, 200);
    EXPECT_LT(run.err.size(), 2000u) << run.err.substr(0, 200);
    EXPECT_NE(run.err.find(std::string(150, 'x') + "..."), std::string::npos) << run.err.substr(0, 200);
  }
  EXPECT_FALSE(fs::exists(dir / "out"));
}

// `diagram` and `render` refuse the same raster pages, before drawing them.
TEST(HostileInputs, ADiagramTooLargeToRasteriseOrWithBadTextIsRefused) {
  TempDir dir;
  const std::string chess = test::layout_path("chess").string();
  expect_one_line(pawnprint({"diagram", chess, "--width", "500mm", "--dpi", "1200", "--out", (dir / "d.png").string()}),
                  "--dpi: ", "is 23811 x 23811 px (567 megapixels): over the 150 megapixel limit of one raster page");
  expect_one_line(pawnprint(
                      {"diagram", chess, "--width", "1000mm", "--dpi", "1200", "--out", (dir / "d.png").string()}),
                  "--dpi: ", "(2250 megapixels): over the 150 megapixel limit");
  expect_one_line(pawnprint({"diagram", chess, "--caption", "Move\x01", "--out", (dir / "d.png").string()}),
                  "--caption: ", "holds control character U+0001");
  expect_one_line(pawnprint({"diagram", chess, "--caption", "Caf\xe9", "--out", (dir / "d.png").string()}),
                  "--caption: ", "holds broken UTF-8 (byte 0xe9)");
  expect_one_line(pawnprint({"diagram", chess, "--caption", std::string(9000, 'x'), "--out", (dir / "d.png").string()}),
                  "--caption: ", "is 9000 bytes, over the 8192-byte limit for one text");
  EXPECT_FALSE(fs::exists(dir / "d.png"));
  const auto fits =
      pawnprint({"diagram", chess, "--width", "500mm", "--dpi", "300", "--out", (dir / "d.png").string()});
  EXPECT_EQ(fits.status, 0) << fits.err;
}

}  // namespace
}  // namespace pp
