// Hand-worked positions for the rules the later Fairy-Stockfish variants brought: a goal held
// through the opponent's reply (Jesonmor), Breakthrough's pawn, castling with a King that is not
// royal (Extinction, Giveaway), and Horde's first-rank runs that cannot be taken en passant.
#include <gtest/gtest.h>

#include "rules/play/movegen.h"
#include "test_util.h"

using namespace rules;
using testutil::after;
using testutil::destinations;
using testutil::outcome_of;

TEST(Goal, JesonmorKnightMustHoldTheCentreThroughTheReply) {
  // White's Knight has just landed on e5: Black, to move, may still take it from c4... or not.
  EXPECT_EQ(ending_name(outcome_of("jesonmor", "9/9/9/9/4N4/2n6/9/9/9 b - - 1 1").ending), "none");
  // It is still there when White is to move again: White has won.
  const Outcome o = outcome_of("jesonmor", "9/9/9/9/4N4/9/2n6/9/9 w - - 2 2");
  EXPECT_EQ(ending_name(o.ending), "goal reached");
  EXPECT_EQ(o.winner, 0);
  // A side with no Knight left has no move, and loses.
  const Outcome none = outcome_of("jesonmor", "9/9/9/9/9/9/2n6/9/9 w - - 0 1");
  EXPECT_EQ(ending_name(none.ending), "stalemate");
  EXPECT_EQ(none.winner, 1);
}

TEST(Goal, BreakthroughPawnOnTheFarRankWins) {
  const Outcome o = outcome_of("breakthrough", "1P6/8/8/8/8/8/8/7p b - - 0 1");
  EXPECT_EQ(ending_name(o.ending), "goal reached");
  EXPECT_EQ(o.winner, 0);
  const Game& g = testutil::load("breakthrough");
  // Straight ahead only onto an empty cell; diagonally forward onto either.
  EXPECT_EQ(destinations(g, "7p/8/8/3pp3/3P4/8/8/8 w - - 0 1", "d4"), "c5 e5");
  EXPECT_EQ(destinations(g, "7p/8/8/8/3P4/8/8/8 w - - 0 1", "d4"), "c5 d5 e5");
}

TEST(Castling, AKingThatIsNotRoyalCastlesAcrossAttackedCells) {
  // The Bishop on a6 attacks f1, which a royal King could not cross; Extinction's King may.
  const std::string fen = "rn1qk3/pppp4/b7/8/8/2N4B/PPPP3Q/R3K2R w KQ - 0 1";
  EXPECT_EQ(destinations(testutil::load("extinction"), fen, "e1"), "c1:castle d1 e2 f1 f2 g1:castle");
  EXPECT_EQ(after(testutil::load("extinction"), fen, "e1", "g1"), "rn1qk3/pppp4/b7/8/8/2N4B/PPPP3Q/R4RK1 b - - 1 1");
  // A royal King may neither cross f1 nor step to e2, both attacked by the Bishop.
  EXPECT_EQ(destinations(testutil::load("chess"), fen, "e1"), "c1:castle d1 f2");
}

TEST(Castling, ATakenKingTakesItsRightsWithIt) {
  // Giveaway: the Rook on h1 must take the King on e1; White's long castling goes with it.
  EXPECT_EQ(after(testutil::load("giveaway"), "4k3/8/8/8/8/8/8/R3K2r b Q - 0 1", "h1", "e1"),
            "4k3/8/8/8/8/8/8/R3r3 w - - 0 2");
}

TEST(EnPassant, HordeFirstRankRunsCannotBeTakenEnPassant) {
  const Game& g = testutil::load("horde");
  EXPECT_EQ(destinations(g, "4k3/8/8/8/8/1p6/8/P7 w - - 0 1", "a1"), "a2 a3:pawn-run");
  EXPECT_EQ(after(g, "4k3/8/8/8/8/1p6/8/P7 w - - 0 1", "a1", "a3"), "4k3/8/8/8/8/Pp6/8/8 b - - 0 1");
  EXPECT_EQ(after(g, "4k3/8/8/8/1p6/8/P7/8 w - - 0 1", "a2", "a4"), "4k3/8/8/8/Pp6/8/8/8 b - a3 0 1");
}
