// The rules added for the Fairy-Stockfish variants, one hand-worked position each: the Cannon's
// hop (Betza p), the bare King, stalemate lost, promotion forced across a zone.
#include <gtest/gtest.h>

#include <stdexcept>

#include "rules/pieces/betza.h"
#include "rules/play/movegen.h"
#include "rules/topology/square.h"
#include "test_util.h"

using namespace rules;
using testutil::destinations;
using testutil::outcome_of;

namespace {}  // namespace

TEST(Hopper, CannonMovesAsRookAndTakesOverOneScreen) {
  // e4 Cannon: up, e5 free, its own pawn on e6 as the screen, e7 free, the Rook on e8 to take;
  // right, f4 and g4 free and the Knight on h4 out of reach with nothing between.
  EXPECT_EQ(destinations(testutil::load("shako"), "5k4/10/4r5/10/4P5/10/4C2n2/10/10/5K4 w - - 0 1", "e4"),
            "a4 b4 c4 d4 e1 e2 e3 e5 e8 f4 g4");
}

TEST(Hopper, ScreenOfEitherSideAndNoSecondHop) {
  // Screen d4 (black pawn), then c4 free, then the Knight on b4 taken; a4 beyond is not reached.
  EXPECT_EQ(destinations(testutil::load("shako"), "5k4/10/10/10/10/10/rn1pC5/10/10/5K4 w - - 0 1", "e4"),
            "b4 e1 e10 e2 e3 e5 e6 e7 e8 e9 f4 g4 h4 i4 j4");
}

TEST(Hopper, CannonChecksThroughAScreen) {
  // The black Cannon on f10 attacks the King on f1 over the pawn on f5: the King must leave the
  // file or the screen must go (f5 takes e6); the pawn's step to f6 keeps it a screen, refused.
  const Game& g = testutil::load("shako");
  EXPECT_EQ(destinations(g, "k4c4/10/10/10/4p5/5P4/10/10/10/5K4 w - - 0 1", "f1"), "e1 e2 g1 g2");
  EXPECT_EQ(destinations(g, "k4c4/10/10/10/4p5/5P4/10/10/10/5K4 w - - 0 1", "f5"), "e6");
}

TEST(Hopper, BetzaReadsPOnRidersOnly) {
  const SquareTopology board(8, 8);
  EXPECT_TRUE(parse_betza("mRcpR", board)[1].hop);
  EXPECT_TRUE(parse_betza("pW4", board)[0].hop);
  try {
    parse_betza("pW", board);
    FAIL() << "pW accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "Betza 'pW' at character 2: p needs a line to hop along: a rider or a count, not 'W'");
  }
  EXPECT_THROW(parse_betza("pnR", board), std::invalid_argument);
}

TEST(BareKing, EndsTheGameAsFairyStockfishDoes) {
  // Black bare against three pieces: over at once, whoever moves.
  EXPECT_EQ(rules::ending_name(outcome_of("shatranj", "8/8/8/3k4/8/8/1RR5/K7 b - - 0 1").ending), "bare king");
  EXPECT_EQ(outcome_of("shatranj", "8/8/8/3k4/8/8/1RR5/K7 b - - 0 1").winner, 0);
  EXPECT_EQ(rules::ending_name(outcome_of("shatranj", "8/8/8/3k4/8/8/1RR5/K7 w - - 0 1").ending), "bare king");
  // Black bare to move against King and Rook: it may yet take the Rook, so play goes on...
  EXPECT_EQ(rules::ending_name(outcome_of("shatranj", "8/8/8/3k4/3R4/8/8/K7 b - - 0 1").ending), "none");
  // ... but with White to move, Black has failed to: White has won.
  EXPECT_EQ(rules::ending_name(outcome_of("shatranj", "8/8/8/8/4R3/8/8/K2k4 w - - 0 1").ending), "bare king");
  // Both Kings bare: no winner by this rule.
  EXPECT_EQ(rules::ending_name(outcome_of("courier", "12/12/12/3k8/12/12/12/K11 w - - 0 1").ending), "none");
}

TEST(Stalemate, LostInShatranjDrawnInChess) {
  const Outcome lost = outcome_of("shatranj", "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(rules::ending_name(lost.ending), "stalemate");
  EXPECT_EQ(lost.winner, 0);
  const Outcome drawn = outcome_of("chess", "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(rules::ending_name(drawn.ending), "stalemate");
  EXPECT_EQ(drawn.winner, -1);
}

TEST(Stalemate, ThreeQuartersToTheStalematingSideInGlinski) {
  // Black's King on f11, the top cell: the Queen on d8 and the King on f9 leave it no move
  // (tests/hexref's own generator also finds none) and no check.
  const Outcome o = outcome_of("glinski", "k/3/2K2/1Q5/9/11/11/11/11/11/11 b - 0 1");
  EXPECT_EQ(rules::ending_name(o.ending), "stalemate");
  EXPECT_EQ(o.winner, 0);
  EXPECT_DOUBLE_EQ(o.points, 0.75);
  EXPECT_DOUBLE_EQ(outcome_of("shatranj", "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1").points, 1.0);
}

TEST(Promotion, ForcedOnEveryRankOfTheZone) {
  // Makruk: a pawn stepping onto its sixth rank must become a Met; a Black pawn onto its third.
  const Game& g = testutil::load("makruk");
  EXPECT_EQ(destinations(g, "4k3/8/8/2P5/8/8/8/3K4 w - - 0 1", "c5"), "c6=M");
  EXPECT_EQ(destinations(g, "4k3/8/8/8/5p2/8/8/3K4 b - - 0 1", "f4"), "f3=M");
  EXPECT_EQ(destinations(g, "4k3/8/8/8/2P5/8/8/3K4 w - - 0 1", "c4"), "c5");
}
