// Annan Shogi's borrowed moves, each in a hand-worked position (layouts/annanshogi.yaml; Sente
// is White, moving up the board). The games against lishogi's rules are in tests/shogiops.
#include <gtest/gtest.h>

#include "test_util.h"

using testutil::destinations;

namespace {

const rules::Game& annan() { return testutil::load("annanshogi"); }

}  // namespace

TEST(BorrowedMoves, APieceMovesAsTheFriendBehindIt) {
  // The Rook on e2 has the King behind it: one step any way but onto its own Pawn on e3. The King
  // has nothing behind it and moves as itself.
  const std::string fen = "k8/9/9/9/9/9/4P4/4R4/4K4[] w - - 0 1";
  EXPECT_EQ(destinations(annan(), fen, "e2"), "d1 d2 d3 f1 f2 f3");
  EXPECT_EQ(destinations(annan(), fen, "e1"), "d1 d2 f1 f2");
  // The Pawn on e3 has the Rook behind it: the e file up to Gote's Pawn on e8, taken, and the
  // third rank both ways; into the zone (e7, e8) it may promote, as a Pawn (=P: to its +P).
  EXPECT_EQ(destinations(annan(), "k8/4p4/9/9/9/9/4P4/4R4/4K4[] w - - 0 1", "e3"),
            "a3 b3 c3 d3 e4 e5 e6 e7 e7=P e8 e8=P f3 g3 h3 i3");
}

TEST(BorrowedMoves, AnEnemyPieceBehindLendsNothing) {
  // Gote's Rook on e2 is behind Sente's Pawn on e3 from Sente's side, but not Sente's own.
  EXPECT_EQ(destinations(annan(), "k8/9/9/9/9/9/4P4/4r4/8K[] w - - 0 1", "e3"), "e4");
}

TEST(BorrowedMoves, NoMoveFreesAPieceOntoTheKing) {
  // Sente's Pawn on c4 moves as the Knight on c3 behind it: to b6, taking the Pawn that lends
  // Gote's Bishop on b5 a Pawn's move, or to d6. Taking b6 gives the Bishop its own move back,
  // down the diagonal the Pawn leaves (c4, d3) onto Sente's King on e2: refused.
  const std::string fen = "l4k1n1/2sg1g1sl/n2p4p/1prp3Pb/Lb2Ppp1R/2PPP1P2/1PN1GP2P/PSp1K1SGL/7N1[p] w - - 0 1";
  EXPECT_EQ(destinations(annan(), fen, "c4"), "d6");
}
