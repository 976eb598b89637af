// Hand-worked positions for castling's settings: castling on the second rank (Blackletter,
// castlingRank = 2), castling that wins (Castle chess, castlingWins) and castling that takes the
// same wing from the other side (oppositeCastling).
#include <gtest/gtest.h>

#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/play/movegen.h"
#include "test_util.h"

using namespace rules;
using testutil::after;
using testutil::destinations;
using testutil::outcome_of;

namespace {

// The outcome once `text` is played from `fen`: castling to win leaves no trace in position text.
Outcome outcome_after(const std::string& layout, const std::string& fen, const std::string& text) {
  const Game& g = testutil::load(layout);
  Position pos = parse_fen(g.variant(), g.board(), fen);
  std::vector<Move> legal;
  generate_legal(g, pos, legal);
  for (const Move& m : legal)
    if (move_text(g, m) == text) {
      Undo u;
      make_move(g, pos, m, u);
      return outcome(g, pos);
    }
  ADD_FAILURE() << text << " is not legal in " << fen;
  return {};
}

}  // namespace

TEST(CastlingRank, KingAndRookCastleOnTheSecondRank) {
  const Game& g = testutil::load("castling-rank");
  const std::string fen = "8/r3k2r/8/8/8/8/R3K2R/8 w KQkq - 0 1";
  EXPECT_EQ(destinations(g, fen, "e2"), "c2:castle d1 d2 d3 e1 e3 f1 f2 f3 g2:castle");
  EXPECT_EQ(after(g, fen, "e2", "g2"), "8/r3k2r/8/8/8/8/R4RK1/8 b kq - 1 1");
  EXPECT_EQ(after(g, "8/r3k2r/8/8/8/8/R3K2R/8 b KQkq - 0 1", "e7", "c7"), "8/2kr3r/8/8/8/8/R3K2R/8 w KQ - 1 2");
  // The Rook on f8 attacks f2, which the King would cross to castle short, and f1 and f3.
  EXPECT_EQ(destinations(g, "5r2/r3k2r/8/8/8/8/R3K2R/8 w KQ - 0 1", "e2"), "c2:castle d1 d2 d3 e1 e3");
}

TEST(CastlingRank, ARightNeedsTheKingOnTheCastlingRank) {
  const Game& g = testutil::load("castling-rank");
  EXPECT_ANY_THROW(parse_fen(g.variant(), g.board(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
}

TEST(CastlingWins, BlackWinsByCastlingQueenside) {
  EXPECT_EQ(ending_name(outcome_of("castle-wins", "r3k3/8/8/8/8/8/8/4K3 w q - 0 1").ending), "none");
  const Outcome o = outcome_after("castle-wins", "r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "e8c8");
  EXPECT_EQ(ending_name(o.ending), "castled");
  EXPECT_EQ(o.winner, 1);
  // Castling q is Black's only: White's queenside castling is an ordinary move.
  EXPECT_EQ(ending_name(outcome_after("castle-wins", "r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1", "e1c1").ending), "none");
}

TEST(CastlingWins, LosingTheWinningRightLoses) {
  const Outcome moved = outcome_after("castle-wins", "r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "a8a7");
  EXPECT_EQ(ending_name(moved.ending), "castling right lost");
  EXPECT_EQ(moved.winner, 0);
  // A position without the right is already lost.
  const Outcome read = outcome_of("castle-wins", "r3k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(ending_name(read.ending), "castling right lost");
  EXPECT_EQ(read.winner, 0);
  // Both sides' rights go when a1 takes a8; the side that has just moved is judged first.
  const Outcome both = outcome_after("castle-wins-both", "r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1", "a1a8");
  EXPECT_EQ(ending_name(both.ending), "castling right lost");
  EXPECT_EQ(both.winner, 1);
}

TEST(OppositeCastling, CastlingTakesTheSameWingFromTheOtherSide) {
  const Game& g = testutil::load("opposite-castling");
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  EXPECT_EQ(after(g, fen, "e1", "g1"), "r3k2r/8/8/8/8/8/8/R4RK1 b q - 1 1");
  EXPECT_EQ(after(g, fen, "e1", "c1"), "r3k2r/8/8/8/8/8/8/2KR3R b k - 1 1");
  // Black may still castle long; the Rook on f1 keeps its King off f7 and f8.
  EXPECT_EQ(destinations(g, "r3k2r/8/8/8/8/8/8/R4RK1 b q - 1 1", "e8"), "c8:castle d7 d8 e7");
  // In chess Black keeps both rights.
  EXPECT_EQ(after(testutil::load("chess"), fen, "e1", "g1"), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
}
