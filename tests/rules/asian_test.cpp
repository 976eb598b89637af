// The rules added with the Asian and Shogi-family variants, each on a hand-made position whose
// legal moves were worked out by hand and are listed the same by the installed Fairy-Stockfish
// 11.1 (except where noted): EuroShogi's compulsory promotion, Makpong's King that may not leave
// check, Kyoto Shogi's turning over and drops either face up, Dobutsu's Try, Hen and Lion,
// Cambodian's first leaps and their rights in the castling field, Kar Ouk's first check, Shatar's
// bare King, and Sittuyin's placement phase and promotion to a Met.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/play/movegen.h"
#include "test_util.h"

namespace {

using testutil::after;
using testutil::load;
using testutil::move_list;
using testutil::outcome_of;

TEST(EuroShogi, PromotionIsCompulsoryInTheZone) {
  const auto& g = load("euroshogi");
  // Moves into the last three ranks promote; the others stay plain.
  EXPECT_EQ(move_list(g, "4k3/8/8/8/3R4/8/8/4K3[] w - - 0 1", "d4"),
            "d4a4 d4b4 d4c4 d4d1 d4d2 d4d3 d4d5 d4d6+ d4d7+ d4d8+ d4e4 d4f4 d4g4 d4h4");
  // From inside the zone every move promotes, out of it too.
  EXPECT_EQ(move_list(g, "4k3/8/3R4/8/8/8/8/4K3[] w - - 0 1", "d6"),
            "d6a6+ d6b6+ d6c6+ d6d1+ d6d2+ d6d3+ d6d4+ d6d5+ d6d7+ d6d8+ d6e6+ d6f6+ d6g6+ d6h6+");
}

TEST(Makpong, AKingInCheckMayOnlyTakeALoneChecker) {
  // The Rook on d2 checks: the King may take it, not step to c1 or e1 as in Makruk.
  EXPECT_EQ(move_list(load("makpong"), "4k3/8/8/8/8/8/3r4/3K4 w - - 0 1"), "d1d2");
  EXPECT_EQ(move_list(load("makruk"), "4k3/8/8/8/8/8/3r4/3K4 w - - 0 1"), "d1c1 d1d2 d1e1");
  // The Rook on a1 checks from afar: only the Knight's capture is left, the King cannot move.
  EXPECT_EQ(move_list(load("makpong"), "4k3/8/8/8/8/8/2N5/r2K4 w - - 0 1"), "c2a1");
}

TEST(KyotoShogi, EveryMoveTurnsThePieceOver) {
  const auto& g = load("kyotoshogi");
  EXPECT_EQ(move_list(g, "4k/5/5/1P3/K4[] w - - 0 1", "b2"), "b2b3+");
  EXPECT_EQ(move_list(g, "4k/5/5/1+P3/K4[] w - - 0 1", "b2"), "b2a2- b2b1- b2b3- b2b4- b2b5- b2c2- b2d2- b2e2-");
  EXPECT_EQ(after(g, "4k/5/5/1P3/K4[] w - - 0 1", "b2", "b3"), "4k/5/1+P3/5/K4[] b - - 1 1");
}

TEST(KyotoShogi, DropsEitherFaceUpOnAnyEmptyCell) {
  const auto& g = load("kyotoshogi");
  // 23 empty cells, the last rank among them, each with the Pawn or the Rook face up; 3 King moves.
  const std::string all = move_list(g, "4k/5/5/5/K4[P] w - - 0 1");
  EXPECT_EQ(std::count(all.begin(), all.end(), ' ') + 1, 49);
  EXPECT_EQ(move_list(g, "4k/5/5/5/K4[P] w - - 0 1", "P@c5"), "P@c5");
  EXPECT_EQ(move_list(g, "4k/5/5/5/K4[P] w - - 0 1", "+P@c5"), "+P@c5");
  EXPECT_EQ(after(g, "4k/5/5/5/K4[P] w - - 0 1", "c3", "c3"), "4k/5/2P2/5/K4[] b - - 1 1");
}

TEST(Dobutsu, TheTryWinsAndTheChickBecomesAHen) {
  // White's Lion has reached the far rank: Black, to move, has lost.
  const rules::Outcome o = outcome_of("dobutsu", "1L1/3/3/l2[] b - - 0 1");
  EXPECT_EQ(rules::ending_name(o.ending), "goal reached");
  EXPECT_EQ(o.winner, 0);
  // A Chick entering the far rank must turn into a Hen (the engine also offers b3b4).
  EXPECT_EQ(move_list(load("dobutsu"), "l2/1C1/3/2L[] w - - 0 1", "b3"), "b3b4+");
}

TEST(Dobutsu, TheLionNeverStepsWhereItIsTaken) {
  // The makers' rules let a Lion step next to the other Lion and be taken, a lost game; here the
  // Lion is the King and has only its five steps out of reach of the Lion on b4 (Fairy-Stockfish
  // also offers b2a3, b2b3 and b2c3).
  EXPECT_EQ(move_list(load("dobutsu"), "1l1/3/1L1/3[] w - - 0 1"), "b2a1 b2a2 b2b1 b2c1 b2c2");
  // Every step of the Lion on a1 is taken (a2 by the Giraffe, b1 and b2 by the Elephants): where
  // the rules have White step and lose the Lion, White has lost at once.
  const rules::Outcome o = outcome_of("dobutsu", "2l/g1e/2e/L2[] w - - 0 1");
  EXPECT_EQ(rules::ending_name(o.ending), "stalemate");
  EXPECT_EQ(o.winner, 1);
}

TEST(Cambodian, TheUnmovedKingAndMetLeap) {
  const auto& g = load("cambodian");
  EXPECT_EQ(move_list(g, "4k3/8/8/8/8/8/8/3KM3 w DE - 0 1"), "d1b2 d1c1 d1c2 d1d2 d1e2 d1f2 e1d2 e1e3 e1f2");
  // Not out of check: the Rook on a1 checks, and the King has only its steps.
  EXPECT_EQ(move_list(g, "4k3/8/8/8/8/8/8/r2KM3 w DE - 0 1"), "d1c2 d1d2 d1e2");
  // The Met's leap checks the King on e3 and takes what stands there.
  EXPECT_EQ(move_list(g, "8/8/8/8/8/4k3/8/3KM3 b DE - 0 1"), "e3d3 e3d4 e3e4 e3f3 e3f4");
  EXPECT_EQ(move_list(g, "4k3/8/8/8/8/4p3/8/3KM3 w DE - 0 1", "e1"), "e1d2 e1e3 e1f2");
  // The rights are the castling field's file letters, lost when the piece moves (Black keeps a
  // pawn, so no end-game count starts: see Counting in game_ends_test.cpp).
  EXPECT_EQ(after(g, "4k3/4p3/8/8/8/8/8/3KM3 w DE - 0 1", "d1", "c1"), "4k3/4p3/8/8/8/8/8/2K1M3 b E - 1 1");
  EXPECT_EQ(after(g, "4k3/4p3/8/8/8/8/8/3KM3 w DE - 0 1", "d1", "b2"), "4k3/4p3/8/8/8/8/1K6/4M3 b E - 1 1");
}

TEST(Karouk, TheFirstCheckWins) {
  const rules::Outcome o = outcome_of("karouk", "R3k3/8/8/8/8/8/8/4K3 b - - 0+1 1 1");
  EXPECT_EQ(rules::ending_name(o.ending), "checks given");
  EXPECT_EQ(o.winner, 0);
}

TEST(Shatar, ABareKingDraws) {
  const rules::Outcome o = outcome_of("shatar", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
  EXPECT_EQ(rules::ending_name(o.ending), "extinction");
  EXPECT_EQ(o.winner, -1);
}

TEST(Sittuyin, PiecesInHandMustBePlacedFirst) {
  const auto& g = load("sittuyin");
  // The pawn could step, but a piece in hand must be placed; the Chariot on the first rank only.
  EXPECT_EQ(move_list(g, "8/2k5/8/4P3/8/8/3K4/8[R] w - - 0 1"), "R@a1 R@b1 R@c1 R@d1 R@e1 R@f1 R@g1 R@h1");
  // At the start: King, Elephant, Met and Horse on the 20 empty cells of ranks 1-3, the Chariot on 8.
  const std::string start = move_list(g, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1");
  EXPECT_EQ(std::count(start.begin(), start.end(), ' ') + 1, 88);
}

TEST(Sittuyin, APawnBecomesAMetOnlyWhereTheRulesAllow) {
  const auto& g = load("sittuyin");
  // The lone pawn: in place or a diagonal step, but not to d6, where the Met would attack the King.
  EXPECT_EQ(move_list(g, "8/2k5/8/4P3/8/8/3K4/8[] w - - 0 1", "e5"), "e5d4f e5e5f e5e6 e5f4f e5f6f");
  // Two pawns: only the one on a long diagonal in Black's half (e5, not b5).
  EXPECT_EQ(move_list(g, "8/2k5/8/1P2P3/8/8/3K4/8[] w - - 0 1", "b5"), "b5b6");
  // Stepping aside would uncover the Rook's check: only the promotion in place is left.
  EXPECT_EQ(move_list(g, "4k3/8/8/4P3/8/8/8/3KR3[] w - - 0 1", "e5"), "e5e5f e5e6");
  // A side that has a Met may not promote.
  EXPECT_EQ(move_list(g, "8/2k5/8/4P3/8/8/3KF3/8[] w - - 0 1", "e5"), "e5e6");
  // A wall ('*') is no enemy piece: the Met may stand diagonally beside it (but not on it).
  EXPECT_EQ(move_list(g, "8/2k5/5*2/4P3/8/8/3K4/8[] w - - 0 1", "e5"), "e5d4f e5e5f e5e6 e5f4f");
}

}  // namespace
