// The goal rule's settings beyond one piece on one cell, one hand-worked position each, as
// Fairy-Stockfish's end-of-game test (Position::is_immediate_game_end with flag_reached) judges
// them: a count of pieces on the goal, the win on full goal cells, the safe arrival (Squatter),
// safe and held (Alapo), and any piece as the goal piece.
#include <gtest/gtest.h>

#include "rules/play/movegen.h"
#include "test_util.h"

using namespace rules;
using testutil::outcome_of;

namespace {

// "goal reached" and who won (-1 a draw), or "none".
std::string result(const std::string& layout, const std::string& fen) {
  const Outcome o = outcome_of(layout, fen);
  const std::string name(ending_name(o.ending));
  return name == "none" ? name : name + " " + std::to_string(o.winner);
}

}  // namespace

TEST(Goal, CountTwoKnightsOnTheFarRankWin) {
  // White's Knights on a5 and c5: two on its goal, Black to move has lost.
  EXPECT_EQ(result("goal-count", "N1N2/5/5/5/n4 b - - 0 1"), "goal reached 0");
  // One alone is not enough.
  EXPECT_EQ(result("goal-count", "N4/5/5/5/n4 b - - 0 1"), "none");
  // Black's two on a1 and c1, White to move.
  EXPECT_EQ(result("goal-count", "N4/5/5/5/n1n2 w - - 0 1"), "goal reached 1");
}

TEST(Goal, BlockedGoalCellsWinWithFewer) {
  EXPECT_EQ(result("goal-blocked", "2NNN/5/5/5/n4 b - - 0 1"), "goal reached 0");
  // One White Knight on c5, Black's on d5 and e5: every goal cell is taken, and White has won.
  EXPECT_EQ(result("goal-blocked", "2Nnn/5/5/5/N4 b - - 0 1"), "goal reached 0");
  // Two of three with e5 empty: play goes on.
  EXPECT_EQ(result("goal-blocked", "2NN1/5/5/5/n4 b - - 0 1"), "none");
  // Full, but none of the pieces there is White's.
  EXPECT_EQ(result("goal-blocked", "2nnn/5/5/5/N4 b - - 0 1"), "none");
}

TEST(Goal, SafeArrivalWinsAttackedArrivalWaits) {
  // The Rook on a8 is attacked by the King on b8: no win yet.
  EXPECT_EQ(result("goal-safe", "Rk6/8/8/8/8/8/8/4K3 b - - 0 1"), "none");
  // Nothing attacks it: White has won.
  EXPECT_EQ(result("goal-safe", "R7/7k/8/8/8/8/8/4K3 b - - 0 1"), "goal reached 0");
  // White to move with its Rook there and no longer attacked: White has won on its own turn.
  EXPECT_EQ(result("goal-safe", "R7/7k/8/8/8/8/8/4K3 w - - 0 1"), "goal reached 0");
  // Each side's Rook on its goal, each attacked by the other: play goes on.
  EXPECT_EQ(result("goal-safe", "R7/8/8/5k2/8/8/4K3/r7 w - - 0 1"), "none");
  // Both there and neither attacked: a draw.
  EXPECT_EQ(result("goal-safe", "R7/8/8/8/5k2/8/4K3/7r w - - 0 1"), "goal reached -1");
  // Two there, both attacked by the King on b7: more than the one asked for need not be safe.
  EXPECT_EQ(result("goal-safe", "RR6/1k6/8/8/8/8/8/4K3 b - - 0 1"), "goal reached 0");
}

TEST(Goal, AnyPieceCountsButOnlyTheSidesOwn) {
  // The King is a piece like any other here.
  EXPECT_EQ(result("goal-safe", "4K3/8/8/8/8/8/k7/8 b - - 0 1"), "goal reached 0");
  // Black's Rook on a8 stands on White's goal, not its own.
  EXPECT_EQ(result("goal-safe", "r7/8/8/8/5k2/8/4K3/8 w - - 0 1"), "none");
}

TEST(Goal, SafeAndHeldArrival) {
  // Unattacked on arrival: won at once.
  EXPECT_EQ(result("goal-safe-hold", "R7/7k/8/8/8/8/8/4K3 b - - 0 1"), "goal reached 0");
  // Attacked by the Rook on a3: Black may answer...
  EXPECT_EQ(result("goal-safe-hold", "R7/8/8/8/8/r6k/4K3/8 b - - 0 1"), "none");
  // ... and if the Rook is still there on White's turn, attacked or not, White has won.
  EXPECT_EQ(result("goal-safe-hold", "R7/8/8/8/8/r6k/4K3/8 w - - 0 1"), "goal reached 0");
}
