// Chess Legions, one hand-worked position per rule sentence (10x10, ranks 1-10, files a-j).
#include <gtest/gtest.h>

#include "rules/notation/fen.h"
#include "rules/play/movegen.h"
#include "test_util.h"

using namespace rules;
using testutil::after;
using testutil::destinations;

namespace {

const Game& legions() { return testutil::load("chess-legions"); }

std::string reentries(const std::string& last, const std::string& files, const std::string& capture = "") {
  std::string s;
  for (char f : files) {
    if (!s.empty()) s += ' ';
    s += f;
    s += "1:reenter@";
    s += last;
    s += capture;
  }
  return s;
}

}  // namespace

TEST(Legions, BowmanStepsAndCapturesStraightForwardOnly) {
  // e4 Bowman: e5 free, a black pawn on d5 and f5 (diagonals do not count).
  EXPECT_EQ(destinations(legions(), "9k/10/10/10/10/3p1p4/4W5/10/10/K9 w - - 0 1", "e4"), "e5");
  // A black pawn on e5 is captured; and leapfrogged onto the empty e6.
  EXPECT_EQ(destinations(legions(), "9k/10/10/10/10/4p5/4W5/10/10/K9 w - - 0 1", "e4"), "e5 e6:leapfrog");
}

TEST(Legions, LeapfrogNeedsTheLandingEmpty) {
  // e5 and e6 both occupied: no leap, the capture on e5 only.
  EXPECT_EQ(destinations(legions(), "9k/10/10/10/4n5/4p5/4W5/10/10/K9 w - - 0 1", "e4"), "e5");
  // Own piece in front, landing free: the leap, no step.
  EXPECT_EQ(destinations(legions(), "9k/10/10/10/10/4P5/4W5/10/10/K9 w - - 0 1", "e4"), "e6:leapfrog");
}

TEST(Legions, VolleyRepeatsStopsAnywhereAndNeverCapturesAfterLeaping) {
  // e4 Bowman; own pawn e5, e6 empty, black knight e7, e8 empty, black pawn e9, e10 empty.
  // Leaps: e6, e8, then over e9 onto e10 = the far end -> back on any empty cell of rank 1
  // (a1 holds the King). The knight on e7 is never captured by the Bowman in a leaping turn.
  const std::string fen = "9k/4p5/10/4n5/10/4P5/4W5/10/10/K9 w - - 0 1";
  EXPECT_EQ(destinations(legions(), fen, "e4"),
            reentries("e10", "bcde") + " e6:leapfrog e8:leapfrog " + reentries("e10", "fghij"));
}

TEST(Legions, ReachingTheFarEndReentersOnAnyEmptyFirstRankCell) {
  // A step to e10 (and a capture there) both come back on rank 1: b1-j1 but not the King's a1.
  EXPECT_EQ(destinations(legions(), "9k/4W5/10/10/10/10/10/10/10/K9 w - - 0 1", "e9"), reentries("e10", "bcdefghij"));
  EXPECT_EQ(destinations(legions(), "4r4k/4W5/10/10/10/10/10/10/10/K3N5 w - - 0 1", "e9"),
            reentries("e10", "bcdfghij", "xe10"));
  // The move puts the Bowman on the chosen cell and removes the captured rook.
  EXPECT_EQ(after(legions(), "4r4k/4W5/10/10/10/10/10/10/10/K3N5 w - - 0 1", "e9", "c1"),
            "9k/10/10/10/10/10/10/10/10/K1W1N5 b - - 0 1");
}

TEST(Legions, BowmanIsRemovedWhenItsFirstRankIsFull) {
  EXPECT_EQ(destinations(legions(), "9k/4W5/10/10/10/10/10/10/10/KNNNNNNNNN w - - 0 1", "e9"), "e10:removed");
  EXPECT_EQ(after(legions(), "9k/4W5/10/10/10/10/10/10/10/KNNNNNNNNN w - - 0 1", "e9", "e10"),
            "9k/10/10/10/10/10/10/10/10/KNNNNNNNNN b - - 1 1");
}

TEST(Legions, GuardMovesOneOrTwoLikeABlockedQueen) {
  // e5 Guard, own pawn on e6 blocks e6 and e7.
  EXPECT_EQ(destinations(legions(), "9k/10/10/10/4P5/4G5/10/10/10/K9 w - - 0 1", "e5"),
            "c3 c5 c7 d4 d5 d6 e3 e4 f4 f5 f6 g3 g5 g7");
  // It captures: the black rook on h7 is in reach (and blocks nothing else here).
  EXPECT_EQ(destinations(legions(), "7k2/10/10/7r2/10/5G4/10/10/10/K9 w - - 0 1", "f5"),
            "d3 d5 d7 e4 e5 e6 f3 f4 f6 f7 g4 g5 g6 h3 h5 h7");
}

TEST(Legions, CallingTheGuardOncePerGameOnlyToBlockACheck) {
  // The rook on a10 checks the King on a1. The Guard on j5 may jump to a2, the only empty cell
  // beside the King that blocks (b1 and b2 do not).
  const std::string fen = "r8k/10/10/10/10/9G/10/10/10/K9 w - - 0 1";
  EXPECT_EQ(destinations(legions(), fen, "j5"), "a2:guard-call");
  EXPECT_EQ(destinations(legions(), fen, "a1"), "b1 b2");
  // Afterwards the call is spent and written in the FEN.
  EXPECT_EQ(after(legions(), fen, "j5", "a2"), "r8k/10/10/10/10/10/10/10/G9/K9 b - - 1 1 called=w");
  EXPECT_EQ(destinations(legions(), "r8k/10/10/10/10/9G/10/10/10/K9 w - - 0 1 called=w", "j5"), "");
  // Not in check: no call.
  EXPECT_EQ(destinations(legions(), "1r7k/10/10/10/10/9G/10/10/10/K9 w - - 0 1", "j5"),
            "h3 h5 h7 i4 i5 i6 j3 j4 j6 j7");
  // A knight's check cannot be blocked: no call.
  EXPECT_EQ(destinations(legions(), "9k/10/10/10/10/9G/10/1n8/10/K9 w - - 0 1", "j5"), "");
}

TEST(Legions, AssassinNeverCapturesNorLandsOnAPiece) {
  // e5 Assassin; black pawn e6 (not capturable, blocks e7), own pawn d4.
  EXPECT_EQ(destinations(legions(), "9k/10/10/10/4p5/4A5/3P6/10/10/K9 w - - 0 1", "e5"),
            "c5 c7 d5 d6 e3 e4 f4 f5 f6 g3 g5 g7");
}

TEST(Legions, AKingMayNotEnterTheAssassinsReach) {
  // Black King j10, white Assassin g8 reaches i10 (via h9) but not i9 or j9.
  EXPECT_EQ(destinations(legions(), "9k/10/6A3/10/10/10/10/10/10/K9 b - - 0 1", "j10"), "i9 j9");
}

TEST(Legions, AssassinationWinsAtOnce) {
  const Game& g = legions();
  // Assassin f6 to h8: it now reaches the King on j10 through i9. Black has lost; no replies.
  const std::string fen = after(g, "9k/10/10/10/5A4/10/10/10/10/K9 w - - 0 1", "f6", "h8");
  Position pos = parse_fen(g.variant(), g.board(), fen);
  const Outcome o = outcome(g, pos);
  EXPECT_EQ(rules::ending_name(o.ending), "assassination");
  EXPECT_EQ(o.winner, 0);
  std::vector<Move> moves;
  generate_legal(g, pos, moves);
  EXPECT_TRUE(moves.empty());
  // A plain check by another piece is not the end.
  Position checked = parse_fen(g.variant(), g.board(), "9k/10/10/10/10/10/10/10/10/K8R b - - 0 1");
  EXPECT_EQ(rules::ending_name(outcome(g, checked).ending), "none");
}

TEST(Legions, CastlingTheLongerDistances) {
  const std::string fen = "10/r4k3r/10/10/10/10/10/10/R4K3R/10 w KQkq - 0 1";
  EXPECT_EQ(destinations(legions(), fen, "f2"), "b2:castle e1 e2 e3 f1 f3 g1 g2 g3 i2:castle");
  EXPECT_EQ(after(legions(), fen, "f2", "b2"), "10/r4k3r/10/10/10/10/10/10/1KR6R/10 b kq - 1 1");
  EXPECT_EQ(after(legions(), fen, "f2", "i2"), "10/r4k3r/10/10/10/10/10/10/R6RK1/10 b kq - 1 1");
  // Every cell between king and rook must be empty: a knight on b2 stops the long one.
  EXPECT_EQ(destinations(legions(), "10/r4k3r/10/10/10/10/10/10/RN3K3R/10 w KQkq - 0 1", "f2"),
            "e1 e2 e3 f1 f3 g1 g2 g3 i2:castle");
}

TEST(Legions, PawnsPromoteToTheWarlordInsteadOfAQueen) {
  EXPECT_EQ(destinations(legions(), "k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1", "e9"), "e10=B e10=D e10=N e10=R");
}

TEST(Legions, StartPositionMoves) {
  // 20 pawn moves, 4 knight moves; Bowmen are boxed in behind the pieces.
  EXPECT_EQ(destinations(legions(), legions().variant().setup_fen, "e1"), "");
  Position pos = parse_fen(legions().variant(), legions().board(), legions().variant().setup_fen);
  std::vector<Move> moves;
  generate_legal(legions(), pos, moves);
  EXPECT_EQ(moves.size(), 24u);
}
