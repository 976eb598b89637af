// `pawnprint game` with records as players keep them: Shift_JIS and EUC-JP files (made here with
// iconv from UTF-8 sources), byte-order marks in records, layouts and variants.ini files, a CSA
// file of several games, the result in the sheet's title, the record's own name kept.
#include <gtest/gtest.h>

#include <string>

#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;

std::string csa_record(const std::string& name) { return (test::source_dir() / "tests/games/csa" / name).string(); }

// The text of the first <title> of `svg`.
std::string title_of(const std::string& svg) {
  const size_t open = svg.find("<title>"), close = svg.find("</title>");
  return open == std::string::npos || close == std::string::npos ? "" : svg.substr(open + 7, close - open - 7);
}

TEST(GameRecords, TheTitleCarriesTheResultAndFilesKeepTheRecordsName) {
  test::TempDir dir;
  fs::copy_file(csa_record("v3-header.csa"), dir / "Floodgate-AbC12.csa");
  const test::Run run = test::pawnprint(
      {"game", (dir / "Floodgate-AbC12.csa").string(), "--format", "svg", "--out", (dir / "out").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(test::files_below(dir / "out"),
            (std::vector<std::string>{"Floodgate-AbC12/Floodgate-AbC12-ply-011.svg", "Floodgate-AbC12/manifest.json"}));
  EXPECT_EQ(title_of(test::read_file(dir / "out/Floodgate-AbC12/Floodgate-AbC12-ply-011.svg")),
            "先手 名人 - 後手, 竜王, 第1回 テスト棋戦, 2025/04/01, 1/2-1/2 (repetition) - 11 ▲2六飛");
  // A PGN's result; a lichess game id in its name.
  test::write_file(dir / "lichess_pgn_2025.01.02_Ab3xYz9Q.pgn",
                   "[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
  const test::Run pgn = test::pawnprint({"game", (dir / "lichess_pgn_2025.01.02_Ab3xYz9Q.pgn").string(), "--format",
                                         "svg", "--out", (dir / "out").string(), "-q"});
  ASSERT_EQ(pgn.status, 0) << pgn.err;
  const fs::path svg = dir / "out/lichess_pgn_2025-01-02_Ab3xYz9Q/lichess_pgn_2025-01-02_Ab3xYz9Q-ply-004.svg";
  ASSERT_TRUE(fs::exists(svg));
  EXPECT_EQ(title_of(test::read_file(svg)).substr(0, 17), "Anna - Ben, 0-1 -");
}

TEST(GameRecords, ARecordEndingInADeadPositionIsTitledADraw) {
  test::TempDir dir;
  // 2. Bxd5 takes Black's last piece: a King and Bishop against a King, which can never mate.
  const std::string start = "[FEN \"8/8/4k3/3n4/8/3K4/2B5/8 w - - 0 1\"]\n\n1. Bb3 Kd6 2. Bxd5";
  test::write_file(dir / "dead.pgn", start + " *\n");
  const test::Run run =
      test::pawnprint({"game", (dir / "dead.pgn").string(), "--format", "svg", "--out", (dir / "out").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(title_of(test::read_file(dir / "out/dead/dead-ply-003.svg")), "dead, 1/2-1/2 (dead position) - 2. Bxd5");
  // A result the record gives stays its own; a move after the end is refused, nothing written.
  test::write_file(dir / "given.pgn", "[Result \"1-0\"]\n" + start + " 1-0\n");
  ASSERT_EQ(test::pawnprint(
                {"game", (dir / "given.pgn").string(), "--format", "svg", "--out", (dir / "given").string(), "-q"})
                .status,
            0);
  EXPECT_EQ(title_of(test::read_file(dir / "given/given/given-ply-003.svg")), "given, 1-0 - 2. Bxd5");
  test::write_file(dir / "on.pgn", start + " Ke5 *\n");
  const test::Run on = test::pawnprint({"game", (dir / "on.pgn").string(), "--out", (dir / "on").string()});
  EXPECT_EQ(on.status, 2);
  // The record's own name, as the other readers' errors give it.
  EXPECT_EQ(on.err, "on.pgn:3:20: move 2 (Ke5): the game is already over (dead position, a draw)\n");
  EXPECT_FALSE(fs::exists(dir / "on"));
}

TEST(GameRecords, ShiftJisAndEucJpFilesReadAsTheirUtf8Sources) {
  test::TempDir dir;
  const std::string source = csa_record("kyo-handicap.csa");
  for (const char* encoding : {"CP932", "EUC-JP"}) {
    const fs::path file = dir / (std::string(encoding) + ".csa");
    ASSERT_EQ(test::shell("iconv -f UTF-8 -t " + std::string(encoding) + " -o '" + file.string() + "' '" + source + "'")
                  .status,
              0);
    const test::Run run =
        test::pawnprint({"game", file.string(), "--format", "svg", "--out", (dir / "out").string(), "-q"});
    ASSERT_EQ(run.status, 0) << encoding << ": " << run.err;
    const std::string stem = fs::path(file).stem().string();
    EXPECT_EQ(title_of(test::read_file(dir / "out" / stem / (stem + "-ply-013.svg"))),
              "下手 花子 - 上手 太郎, 駒落ち練習会, 2025/05/05, 0-1 (resignation) - 13 △5二金")
        << encoding;
  }
  // A byte Shift_JIS does not read: one line naming the line and the encoding; nothing written.
  test::write_file(dir / "bad.csa", test::read_file(dir / "CP932.csa") + "'\xff\n");
  const test::Run bad = test::pawnprint({"game", (dir / "bad.csa").string(), "--out", (dir / "bad").string()});
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err, (dir / "bad.csa").string() + ":25: is not Shift_JIS (CP932) text: it cannot read byte 0xff\n");
  EXPECT_FALSE(fs::exists(dir / "bad"));
}

TEST(GameRecords, AWrongPieceCodeAndAMissingGameAreOneLine) {
  test::TempDir dir;
  test::write_file(dir / "g.csa", "PI\n+\n+7776FU\n-3334FU\n+7968KI\n");
  const test::Run run = test::pawnprint({"game", (dir / "g.csa").string(), "--out", (dir / "out").string()});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "g.csa:5:1: move 3 (+7968KI): names KI (Gold General), but 79 holds GI (Silver General)\n");
  const test::Run third =
      test::pawnprint({"game", csa_record("two-games.csa"), "--game", "3", "--out", (dir / "out").string()});
  EXPECT_EQ(third.status, 2);
  EXPECT_EQ(third.err, "two-games.csa: holds 2 games (a line / between two); there is no game 3\n");
  EXPECT_FALSE(fs::exists(dir / "out"));
  const test::Run second = test::pawnprint({"game", csa_record("two-games.csa"), "--game", "2", "--fens"});
  ASSERT_EQ(second.status, 0) << second.err;
  // Gote, giving the Rook, moves first; the sixth ply is Sente's Silver taking the Horse on 88.
  EXPECT_EQ(second.out.substr(0, second.out.find('\n')),
            "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1");
  EXPECT_NE(second.out.find("lnsgk1snl/6g2/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1S5R1/LN1GKGSNL[Bb] b"), std::string::npos);
}

TEST(GameRecords, AByteOrderMarkIsReadPastInEveryFile) {
  test::TempDir dir;
  const std::string bom = "\xEF\xBB\xBF";
  test::write_file(dir / "g.pgn", bom + "[White \"Anna\"]\n\n1. e4 e5 *\n");
  test::write_file(dir / "g.usi", bom + "position startpos moves 7g7f 3c3d\n");
  test::write_file(dir / "g.kif", bom + "#KIF version=2.0 encoding=UTF-8\n手合割：平手\n   1 ７六歩(77)\n");
  for (const char* file : {"g.pgn", "g.usi", "g.kif"}) {
    const test::Run run = test::pawnprint({"game", (dir / file).string(), "--fens"});
    EXPECT_EQ(run.status, 0) << file << ": " << run.err;
  }
  test::write_file(dir / "mine.yaml", bom + "extends: " + test::layout_path("chess").string() + "\nname: mine\n");
  const test::Run yaml = test::pawnprint({"validate", (dir / "mine.yaml").string()});
  EXPECT_EQ(yaml.status, 0) << yaml.err;
  test::write_file(dir / "v.ini", bom + "[mine:chess]\nking = -\ncommoner = k\n");
  const test::Run ini = test::pawnprint({"import", (dir / "v.ini").string(), "--out", (dir / "imported").string()});
  EXPECT_EQ(ini.status, 0) << ini.err;
  EXPECT_TRUE(fs::exists(dir / "imported/mine.yaml"));
}

}  // namespace
}  // namespace pp
