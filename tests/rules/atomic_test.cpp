// Atomic chess, worked by hand: what a capture blows up, the captures refused for blowing up
// one's own King, and Kings side by side.
#include <gtest/gtest.h>

#include "rules/notation/fen.h"
#include "test_util.h"

using rules::Outcome;
using testutil::load;
using testutil::move_list;
using testutil::outcome_of;
using testutil::play;

namespace {

TEST(Atomic, CaptureBlowsUpNeighboursButNotPawns) {
  // The Queen takes the Knight on d5: Queen and Knight go, with the Bishop on c6 and White's own
  // Knight on e4; the pawn on e5 stays.
  const auto& g = load("atomic");
  EXPECT_EQ(play(g, "4k3/8/2b5/3np3/4N3/8/3Q4/4K3 w - - 0 1", "d2d5"), "4k3/8/8/4p3/8/8/8/4K3 b - - 0 1");
  // A pawn that captures goes too, and so does the pawn it takes; the pawn beside them stays.
  EXPECT_EQ(play(g, "4k3/8/8/3pp3/4P3/8/8/4K3 w - - 0 1", "e4d5"), "4k3/8/8/4p3/8/8/8/4K3 b - - 0 1");
}

TEST(Atomic, BlownUpRookTakesItsCastlingRight) {
  // The Knight takes the Knight on g1 and the blast takes the Rook on h1: White castles no more on
  // that side, and still may on the other.
  const auto& g = load("atomic");
  EXPECT_EQ(play(g, "4k3/8/8/8/8/5n2/8/R3K1NR b KQ - 0 1", "f3g1"), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 2");
}

TEST(Atomic, NoCaptureBlowsUpOwnKing) {
  // The pawn on d2 checks the King on e1. Taking it with the Rook would blow up the King beside it,
  // and the King may not capture at all: only the King's three steps away are left.
  const auto& g = load("atomic");
  EXPECT_EQ(move_list(g, "4k3/8/8/8/8/8/3p4/3RK3 w - - 0 1"), "e1e2 e1f1 e1f2");
}

TEST(Atomic, BlowingUpTheEnemyKingWinsEvenInCheck) {
  // White is in check from the Rook on h1, yet Rook takes Queen on d8 is legal: the blast takes the
  // King on e8 and the game is White's.
  const auto& g = load("atomic");
  const std::string fen = "3qk3/8/8/8/8/8/8/3RK2r w - - 0 1";
  EXPECT_NE(move_list(g, fen).find("d1d8"), std::string::npos);
  const std::string after = play(g, fen, "d1d8");
  const Outcome o = outcome_of("atomic", after);
  EXPECT_EQ(rules::ending_name(o.ending), "explosion");
  EXPECT_EQ(o.winner, 0);
}

TEST(Atomic, KingsSideBySideAreNotInCheck) {
  // The King on e4 touches the black King on d5: the Rook on e8 does not check it, and it may step
  // to e5 under the Rook's eye, still beside the black King; e3, away from it, stays closed.
  const auto& g = load("atomic");
  const std::string fen = "4r3/8/8/3k4/4K3/8/8/8 w - - 0 1";
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  EXPECT_FALSE(rules::in_check(g, pos, 0));
  EXPECT_EQ(move_list(g, fen), "e4d3 e4d4 e4e5 e4f3 e4f4 e4f5");
  // Castling crosses f1, watched by the Rook on f8 but beside the black King on e2.
  EXPECT_NE(move_list(g, "5r2/8/8/8/8/8/4k3/R3K2R w KQ - 0 1").find("e1g1"), std::string::npos);
}

TEST(NoCheckAtomic, TheKingMayStandAttackedAndBlowItselfUp) {
  // No check: the King steps to e3 under the Rook; the Rook may take d2 and blow up its own King,
  // losing the game.
  const auto& g = load("nocheckatomic");
  EXPECT_NE(move_list(g, "4r3/8/8/3k4/4K3/8/8/8 w - - 0 1").find("e4e3"), std::string::npos);
  const std::string after = play(g, "4k3/8/8/8/8/8/3p4/3RK3 w - - 0 1", "d1d2");
  EXPECT_EQ(after, "4k3/8/8/8/8/8/8/8 b - - 0 1");
  const Outcome o = outcome_of("nocheckatomic", after);
  EXPECT_EQ(rules::ending_name(o.ending), "extinction");
  EXPECT_EQ(o.winner, 1);
}

}  // namespace

namespace {

TEST(Atomic, BlownUpPiecesGoToTheOtherHand) {
  // The Knight takes the pawn on d5: the pawn goes to White's hand as a capture; the blast takes
  // the capturing Knight and White's own Knight on e4 to Black's hand, the Bishop on c6 to
  // White's; the pawn on e5 stays. Unmaking the move gives the hands back (play checks it).
  const auto& g = testutil::load("atomic-house");
  EXPECT_EQ(testutil::play(g, "4k3/8/2b5/3pp3/4N3/4N3/8/4K3[] w - - 0 1", "e3d5"),
            "4k3/8/8/4p3/8/8/8/4K3[BPnn] b - - 0 1");
  // A Queen promoted from a pawn goes as a pawn; the blown-up King is no piece of a hand.
  EXPECT_EQ(testutil::play(g, "8/8/8/3p4/2kQ~4/8/8/4K3[] w - - 0 1", "d4d5"), "8/8/8/8/8/8/8/4K3[Pp] b - - 0 1");
}

}  // namespace
