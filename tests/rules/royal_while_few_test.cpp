// The last pieces of a kind made royal (extinction's `royal: true`), on a test layout of chess
// with two Kings a side that are royal only while a side keeps two at most (tests/rules/layouts/
// two-kings.yaml). Each position is worked by hand; Fairy-Stockfish (ffish 0.7.10) gives the
// same moves and results for its variant of the same rules.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/play/movegen.h"
#include "test_util.h"

using namespace rules;
using testutil::destinations;
using testutil::legal_moves;
using testutil::outcome_of;

namespace {

bool listed(const std::vector<std::string>& moves, const std::string& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace

TEST(RoyalWhileFew, TwoKingsMayNotStepIntoAttack) {
  const Game& g = testutil::load("two-kings");
  // The Rook on b8 holds the b-file: the King on a1 has only a2.
  EXPECT_EQ(destinations(g, "1r2k2k/8/8/8/8/8/8/K6K w - - 0 1", "a1"), "a2");
  EXPECT_EQ(destinations(g, "1r2k2k/8/8/8/8/8/8/K6K w - - 0 1", "h1"), "g1 g2 h2");
  // With a third King none is royal, and a1 may step onto the b-file.
  EXPECT_EQ(destinations(g, "1r2k2k/8/8/8/8/8/8/K5KK w - - 0 1", "a1"), "a2 b1 b2");
}

TEST(RoyalWhileFew, AnAttackedKingWithNoEscapeIsMated) {
  // The Rooks on a8 and b8 attack a1 and every cell it could go to; the King on h1 cannot help.
  const Outcome mate = outcome_of("two-kings", "rr2k2k/8/8/8/8/8/8/K6K w - - 0 1");
  EXPECT_EQ(ending_name(mate.ending), "checkmate");
  EXPECT_EQ(mate.winner, 1);
  // A third King makes none royal: no check, and the Kings have moves.
  EXPECT_FALSE(outcome_of("two-kings", "rr2k2k/8/8/8/8/8/8/K5KK w - - 0 1").over());
  // Neither King attacked and no move that leaves both safe: stalemate, a draw.
  const Outcome stale = outcome_of("two-kings", "1r1kk1r1/8/8/8/8/8/6r1/K6K w - - 0 1");
  EXPECT_EQ(ending_name(stale.ending), "stalemate");
  EXPECT_EQ(stale.winner, -1);
}

TEST(RoyalWhileFew, TakingTheOtherSidesLastKingIsNoExcuse) {
  // Taking the King on b2 would leave a1's King on a cell the Rook on b8 attacks: not legal,
  // though it is one of Black's last two, and White is mated.
  const Outcome mate = outcome_of("two-kings", "1r5k/8/8/8/8/8/1k6/K7 w - - 0 1");
  EXPECT_EQ(ending_name(mate.ending), "checkmate");
  EXPECT_EQ(mate.winner, 1);
}

TEST(RoyalWhileFew, APromotionToTheKindIsJudgedByTheCountBefore) {
  const Game& g = testutil::load("two-kings");
  // One White King: a second made on g8, where the Rook on a8 attacks, would be royal.
  const auto one = legal_moves(g, "r7/6P1/k1k5/8/8/8/8/7K w - - 0 1", "g7");
  EXPECT_FALSE(listed(one, "g7g8k"));
  EXPECT_TRUE(listed(one, "g7g8q"));
  // Two already: a third makes all of them ordinary, so g8 may be attacked.
  EXPECT_TRUE(listed(legal_moves(g, "r7/6P1/k1k5/8/8/7K/8/7K w - - 0 1", "g7"), "g7g8k"));
  // ... and it answers the check the Rook on a1 gives the King on h1, as stepping aside does.
  EXPECT_EQ(testutil::move_list(g, "r7/6P1/k1k5/8/8/7K/8/r6K w - - 0 1"), "g7g8k h1g2 h1h2");
}
