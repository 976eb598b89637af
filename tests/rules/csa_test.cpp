// CSA records in full (V2.2 and V3.0), written for these tests: every `%` ending and the result
// it gives, the start position in each of its forms, several games in one file, and every
// piece code checked against the piece on its from-cell. Each expectation is worked by hand
// (tests/games/tsshogi_check.sh compares the records of tests/games/csa with tsshogi).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "common/input_error.h"
#include "rules/notation/fen.h"
#include "rules/notation/records.h"
#include "rules/play/position.h"
#include "support/paths.h"
#include "test_util.h"

namespace {

rules::PgnGame csa(const std::string& text, int game = 0) { return rules::read_csa_game(text, "t.csa", game); }

std::string csa_file(const std::string& name) {
  std::ifstream in(pp::test::source_dir() / "tests/games/csa" / name);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The placement after the record's last move (pawnprint's FEN, without hands and side).
std::string placement_after(const std::string& text) {
  const rules::Game& g = testutil::load("shogi");
  const rules::PlayedGame played = rules::play_pgn(g, csa(text), "t.csa");
  const std::string fen = rules::to_fen(g.variant(), g.board(), played.positions.back());
  return fen.substr(0, fen.find_first_of("[ "));
}

// The one line a record that does not read or play gives.
std::string csa_problem(const std::string& text) {
  try {
    placement_after(text);
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "no error";
}

TEST(Csa, EveryEndingEndsTheGameWithItsResult) {
  // After Sente's one move, Gote is to move when the ending is written.
  const std::vector<std::array<const char*, 3>> endings = {{"%TORYO", "1-0", "resignation"},
                                                           {"%CHUDAN", "*", "suspended"},
                                                           {"%SENNICHITE", "1/2-1/2", "repetition"},
                                                           {"%TIME_UP", "1-0", "time forfeit"},
                                                           {"%ILLEGAL_MOVE", "1-0", "illegal move"},
                                                           {"%+ILLEGAL_ACTION", "0-1", "illegal action"},
                                                           {"%-ILLEGAL_ACTION", "1-0", "illegal action"},
                                                           {"%JISHOGI", "1/2-1/2", "impasse"},
                                                           {"%KACHI", "0-1", "entering king"},
                                                           {"%HIKIWAKE", "1/2-1/2", "draw agreed"},
                                                           {"%MATTA", "*", "take-back"},
                                                           {"%TSUMI", "1-0", "checkmate"},
                                                           {"%FUZUMI", "*", "no mate"},
                                                           {"%ERROR", "*", "error"},
                                                           {"%MAX_MOVES", "1/2-1/2", "move limit"}};
  for (const auto& [word, result, how] : endings) {
    const rules::PgnGame game = csa(std::string("PI\n+\n+7776FU,T3\n") + word + "\n-3334FU\n");
    EXPECT_EQ(game.plies.size(), 1u) << word;  // nothing after the ending is read
    EXPECT_EQ(game.result, result) << word;
    EXPECT_EQ(game.tag("Termination"), how) << word;
  }
  // Gote first, so Sente is to move after one ply: Sente resigns, Sente declares.
  EXPECT_EQ(csa("PI82HI\n-\n-3334FU\n%TORYO\n").result, "0-1");
  EXPECT_EQ(csa("PI82HI\n-\n-3334FU\n%KACHI\n").result, "1-0");
  EXPECT_EQ(csa_problem("PI\n+\n+7776FU\n%RESIGN\n"),
            "t.csa:4:1: '%RESIGN' is not a CSA ending (%TORYO, %CHUDAN, %SENNICHITE, %TIME_UP, %TSUMI, ...)");
}

TEST(Csa, StartPositionsInEachForm) {
  // Two-piece handicap: Gote's Rook (82) and Bishop (22) off, Gote to move.
  EXPECT_EQ(csa("PI82HI22KA\n-\n").tag("FEN"), "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1");
  EXPECT_EQ(csa_problem("PI82KA\n-\n-3334FU\n"), "t.csa:1:1: PI: '82KA': the even game has HI on 82");
  // Placements and hands: 00AL gives Gote every piece not placed, Kings aside: 17 Pawns (one is
  // on 53), 3 Golds (Sente holds one), and the full Rooks, Bishops, Silvers, Knights and Lances.
  const rules::PgnGame tsume = csa(csa_file("tsume-placements.csa"));
  EXPECT_EQ(tsume.tag("FEN"), "4k4/9/4P4/9/9/9/9/9/4K4[Grrbbgggssssnnnnllll" + std::string(17, 'p') + "] w - - 0 1");
  EXPECT_EQ(tsume.result, "1-0");
  EXPECT_EQ(tsume.start.comment, "一手詰: 金を打つ");
  EXPECT_EQ(placement_after(csa_file("tsume-placements.csa")), "4k4/4G4/4P4/9/9/9/9/9/4K4");
  // Nine rows with promoted pieces, each side's hand.
  EXPECT_EQ(csa(csa_file("board-rows.csa")).tag("FEN"),
            "ln3gknl/1r4sg1/p1ppppppp/1p7/9/2P6/PP+SPPPPPP/1+BG4R1/LN2KGSNL[Bs] w - - 0 1");
  EXPECT_EQ(csa_problem("P1-KY-KE-GI-KI-OU-KI-GI-KE+XX\n+\n"),
            "t.csa:1:1: P1: '+XX' is no piece (+FU, -KY, or * for none)");
  EXPECT_EQ(csa_problem("P-51OU00TO\n+\n"), "t.csa:1:1: '00TO': a hand holds unpromoted pieces and no King");
  EXPECT_EQ(csa_problem("P+5A1OU\n+\n"), "t.csa:1:1: 'P+5A1OU': pieces are cells and codes, 99KY00FU");
}

TEST(Csa, CommentsAfterCommasTimesAndTheV3Header) {
  const rules::PgnGame kyo = csa(csa_file("kyo-handicap.csa"));
  ASSERT_EQ(kyo.plies.size(), 13u);
  EXPECT_EQ(kyo.plies[7].text, "+8877KA");
  EXPECT_EQ(kyo.plies[7].comment, "角道を止める");
  EXPECT_EQ(kyo.tag("White"), "下手 花子");
  EXPECT_EQ(kyo.result, "0-1");  // Sente to move resigns after Gote's 13th ply
  EXPECT_EQ(kyo.tag("FEN"), "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1");
  const rules::PgnGame v3 = csa(csa_file("v3-header.csa"));
  EXPECT_EQ(v3.tag("White"), "先手 名人");
  EXPECT_EQ(v3.tag("Black"), "後手, 竜王");  // a name line is not split at its comma
  EXPECT_EQ(v3.tag("Event"), "第1回 テスト棋戦");
  EXPECT_EQ(v3.tag("Site"), "東京");
  EXPECT_EQ(v3.tag("Date"), "2025/04/01");
  EXPECT_EQ(v3.start.comment, "");  // the encoding line is no comment
  ASSERT_EQ(v3.plies.size(), 11u);
  EXPECT_EQ(v3.plies.back().comment, "飛車が引く");
  EXPECT_EQ(v3.result, "1/2-1/2");
  EXPECT_EQ(csa_problem("PI\n+\n+7776FU,T1.5x\n"), "t.csa:3:1: not a CSA statement: 'T1.5x'");
  // Spaces padding a statement, as some servers' logs have them, are no part of it.
  // And a comment after a comma runs to the end of its line, commas and all.
  const rules::PgnGame padded = csa("PI\n+\n+7776FU  ,T0       ,'T0 ,'7776, first\n -3334FU , T1 \n");
  ASSERT_EQ(padded.plies.size(), 2u);
  EXPECT_EQ(padded.plies[0].comment, "T0 ,'7776, first");
  EXPECT_EQ(padded.plies[1].text, "-3334FU");
}

TEST(Csa, SeveralGamesInOneFile) {
  const std::string two = csa_file("two-games.csa");
  const rules::PgnGame first = csa(two), second = csa(two, 1);
  EXPECT_EQ(first.plies.size(), 2u);
  EXPECT_EQ(first.tag("White"), "一局目の先手");
  EXPECT_EQ(first.result, "0-1");
  ASSERT_EQ(second.plies.size(), 6u);
  EXPECT_EQ(second.tag("White"), "二局目の下手");
  EXPECT_EQ(second.plies[0].line, 16);  // numbered as the file is
  EXPECT_EQ(second.result, "0-1");      // Sente's illegal action
  EXPECT_EQ(second.tag("FEN"), "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1");
  try {
    csa(two, 2);
    ADD_FAILURE();
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.describe(), "t.csa: holds 2 games (a line / between two); there is no game 3");
  }
}

// A position with `piece` (a CSA cell, "+FU") on 55, Gote's King on 81, Sente's on 19 (or on
// 55 when it is the piece), Sente to move, then `move`.
std::string one_move(const std::string& piece, const std::string& move) {
  const bool king = piece == "+OU";
  return std::string("P1 * -OU *  *  *  *  *  *  * \nP2\nP3\nP4\n") + "P5 *  *  *  * " + piece +
         " *  *  *  * \nP6\nP7\nP8\n" + (king ? "P9\n" : "P9 *  *  *  *  *  *  *  * +OU\n") + "+\n" + move + "\n";
}

TEST(Csa, EveryPieceCodeMustBeThePieceOnItsCell) {
  struct Case {
    const char* piece;  // on 55
    const char* move;   // naming it rightly
    const char* after;  // the placement after it, worked by hand
    const char* wrong;  // the same move naming another piece
    const char* named;  // what the refusal says
  };
  const std::string k = "1k7/9/";
  const Case cases[] = {
      {"+FU", "+5554FU", "9/4P4/9", "+5554KY", "names KY (Lance), but 55 holds FU (Pawn)"},
      {"+KY", "+5554KY", "9/4L4/9", "+5554FU", "names FU (Pawn), but 55 holds KY (Lance)"},
      {"+KE", "+5543KE", "5N3/9/9", "+5543GI", "names GI (Silver General), but 55 holds KE (Knight)"},
      {"+GI", "+5554GI", "9/4S4/9", "+5554KI", "names KI (Gold General), but 55 holds GI (Silver General)"},
      {"+KI", "+5554KI", "9/4G4/9", "+5554GI", "names GI (Silver General), but 55 holds KI (Gold General)"},
      {"+KA", "+5544KA", "9/5B3/9", "+5544HI", "names HI (Rook), but 55 holds KA (Bishop)"},
      {"+HI", "+5554HI", "9/4R4/9", "+5554KA", "names KA (Bishop), but 55 holds HI (Rook)"},
      {"+OU", "+5554OU", "9/4K4/9", "+5554KI", "names KI (Gold General), but 55 holds OU (King)"},
      {"+OU", "+5554GY", "9/4K4/9", "+5554FU", "names FU (Pawn), but 55 holds OU (King)"},
      {"+TO", "+5554TO", "9/4+P4/9", "+5554FU", "names FU (Pawn), but 55 holds TO (Tokin)"},
      {"+NY", "+5554NY", "9/4+L4/9", "+5554KY", "names KY (Lance), but 55 holds NY (Promoted Lance)"},
      {"+NK", "+5554NK", "9/4+N4/9", "+5554NG", "names NG (Promoted Silver), but 55 holds NK (Promoted Knight)"},
      {"+NG", "+5554NG", "9/4+S4/9", "+5554KI", "names KI (Gold General), but 55 holds NG (Promoted Silver)"},
      {"+UM", "+5544UM", "9/5+B3/9", "+5544RY", "names RY (Dragon), but 55 holds UM (Horse)"},
      {"+RY", "+5554RY", "9/4+R4/9", "+5554HI", "names HI (Rook), but 55 holds RY (Dragon)"},
  };
  for (const Case& c : cases) {
    const std::string right = one_move(c.piece, c.move), wrong = one_move(c.piece, c.wrong);
    const std::string last = std::string(c.piece) == "+OU" ? "9" : "8K";
    // Ranks 3 to 5 are the case's; the rest empty but the Kings.
    EXPECT_EQ(placement_after(right), std::string(k).append(c.after).append("/9/9/9/").append(last)) << c.move;
    EXPECT_EQ(csa_problem(wrong), std::string("t.csa:11:1: move 1 (").append(c.wrong).append("): ").append(c.named))
        << c.wrong;
  }
  // The promoted code is the move promoting: a Bishop into the zone, and declining there.
  EXPECT_EQ(placement_after(one_move("+KA", "+5533UM")), "1k7/9/6+B2/9/9/9/9/9/8K");
  EXPECT_EQ(placement_after(one_move("+KA", "+5533KA")), "1k7/9/6B2/9/9/9/9/9/8K");
  EXPECT_EQ(csa_problem(one_move("+GI", "+5544NG")),
            "t.csa:11:1: move 1 (+5544NG): not a legal move");  // 44 is outside
  EXPECT_EQ(csa_problem(one_move("+FU", "+0054TO")),
            "t.csa:11:1: move 1 (+0054TO): a drop puts down a piece from the hand, unpromoted, not TO");
}

}  // namespace
