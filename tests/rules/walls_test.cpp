// Walls, worked by hand: the cells each rule lets a move wall up, what a wall blocks, the Duck
// that moves, walls put up in place of a move, capturers turned to stone, and how moves with
// walls are written and read.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/notation/san.h"
#include "test_util.h"

using testutil::legal_moves;
using testutil::load;
using testutil::move_list;
using testutil::play;

namespace {

bool has(const std::vector<std::string>& moves, const std::string& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

TEST(Walls, TheTrailWallsUpTheCellLeft) {
  // A snail in the corner has three steps, each walling up a1 behind it.
  const auto& g = load("snailtrail");
  EXPECT_EQ(move_list(g, "6p/7/7/7/7/7/P6 w - - 0 1"), "a1a2,a2a1 a1b1,b1a1 a1b2,b2a1");
  EXPECT_EQ(play(g, "6p/7/7/7/7/7/P6 w - - 0 1", "a1b2,b2a1"), "6p/7/7/7/7/1P5/*6 b - - 1 1");
  // Boxed in by walls and the edge, the snail has no move and its side has lost.
  const rules::Outcome o = testutil::outcome_of("snailtrail", "6p/7/7/7/7/**5/P*5 w - - 0 1");
  EXPECT_EQ(rules::ending_name(o.ending), "stalemate");
  EXPECT_EQ(o.winner, 1);
}

TEST(Walls, TheArrowFliesAsThePieceMovesFromWhereItLands) {
  // The Amazon on a1, walled in on b1 and b2 and stopped by the wall on a4, may go to a2 or a3.
  // From a2 its arrow may fly back to a1, up to a3, or along the diagonal b3-i10: 10 cells. From
  // a3: a2, a1, the third rank's nine cells and the diagonal b4-h10's seven: 18.
  const auto& g = load("amazons");
  const std::string fen = "9q/10/10/10/10/10/*9/10/1*8/Q*8 w - - 0 1";
  const auto moves = legal_moves(g, fen);
  EXPECT_EQ(moves.size(), 28u);
  EXPECT_EQ(legal_moves(g, fen, "a1a2").size(), 10u);
  EXPECT_TRUE(has(moves, "a1a2,a2a1"));
  EXPECT_TRUE(has(moves, "a1a2,a2i10"));
  EXPECT_FALSE(has(moves, "a1a2,a2a4"));  // a wall
  EXPECT_FALSE(has(moves, "a1a2,a2a5"));  // beyond a wall
  EXPECT_TRUE(has(moves, "a1a3,a3j3"));
  EXPECT_TRUE(has(moves, "a1a3,a3h10"));
}

TEST(Walls, MovesWithWallsAreWrittenAndReadInSan) {
  const auto& g = load("amazons");
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), "9q/10/10/10/10/10/*9/10/1*8/Q*8 w - - 0 1");
  std::vector<rules::Move> legal;
  const std::vector<std::string> sans = rules::san_list(g, pos, legal);
  EXPECT_TRUE(has(sans, "Qa2,a1"));
  EXPECT_TRUE(has(sans, "Qa3,j3"));
  const rules::SanResult r = rules::read_san(g, pos, "Qa3,j3");
  ASSERT_EQ(r.problem, rules::SanProblem::None) << r.message;
  EXPECT_EQ(rules::move_text(g, r.move), "a1a3,a3j3");
}

TEST(Walls, TheDuckMustMoveAndShieldsAsItGoes) {
  // The Duck on e4 shields White's King on e1 from the Rook on e8. A pawn move must put it back
  // between them, and not where it stood: e2, e3, e5, e6 or e7.
  const auto& g = load("duck-atomic");
  const std::string fen = "4r2k/8/8/8/4*3/8/P7/4K3 w - - 0 1";
  EXPECT_EQ(move_list(g, fen, "a2a3"), "a2a3,a3e2 a2a3,a3e3 a2a3,a3e5 a2a3,a3e6 a2a3,a3e7");
  // It leaves e4 as it lands: one Duck on the board.
  EXPECT_EQ(play(g, fen, "a2a3,a3e6"), "4r2k/8/4*3/8/8/P7/8/4K3 b - - 0 1");
}

TEST(Walls, ABlastSparesTheDuck) {
  // The Knight takes on d5 beside the Duck on e5: Knight and pawn go, the Duck stays, and moves.
  const auto& g = load("duck-atomic");
  EXPECT_EQ(play(g, "7k/8/8/3p*3/8/4N3/8/K7 w - - 0 1", "e3d5,d5a8"), "*6k/8/8/8/8/8/8/K7 b - - 0 1");
  // The cells the blast emptied are not free for the Duck on that move, as the engine has it.
  EXPECT_EQ(move_list(g, "7k/8/8/3p*3/8/4N3/8/K7 w - - 0 1", "e3d5,d5d5"), "");
}

TEST(Walls, AWallInPlaceOfAMoveMayShieldTheKing) {
  // From the start, eight edge cells are free: a3 to a6 and h3 to h6, written from White's first
  // piece counting along the first rank, a1.
  const auto& g = load("water-edge");
  const auto start = legal_moves(g, g.variant().setup_fen, "a1a1");
  EXPECT_EQ(start.size(), 8u);
  EXPECT_TRUE(has(start, "a1a1,a1a3"));
  EXPECT_TRUE(has(start, "a1a1,a1h6"));
  // The Rook on a8 checks the King on a4 down the edge: walling up a5, a6 or a7 answers it, as
  // a move that leaves the King unattacked; walling anywhere else does not.
  EXPECT_EQ(move_list(g, "r3k3/8/8/8/K7/8/8/8 w - - 0 1"), "a4a4,a4a5 a4a4,a4a6 a4a4,a4a7 a4b3 a4b4 a4b5");
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), "r3k3/8/8/8/K7/8/8/8 w - - 0 1");
  const rules::SanResult r = rules::read_san(g, pos, "--,a6");
  ASSERT_EQ(r.problem, rules::SanProblem::None) << r.message;
  EXPECT_EQ(rules::move_text(g, r.move), "a4a4,a4a6");
  // Beside a wall along a file or rank counts as the edge: c4, under the wall on c5, opens; d4,
  // beside it on a diagonal, does not.
  EXPECT_TRUE(has(legal_moves(g, "4k3/8/8/2*5/8/8/8/4K3 w - - 0 1"), "e1e1,e1c4"));
  EXPECT_FALSE(has(legal_moves(g, "4k3/8/8/2*5/8/8/8/4K3 w - - 0 1"), "e1e1,e1d4"));
}

TEST(Walls, ACapturerTurnsToStone) {
  // The Knight takes on d5 and becomes a wall there; a pawn that captures stays a pawn.
  const auto& g = load("stone-capture");
  EXPECT_EQ(play(g, "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5"), "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1");
  EXPECT_EQ(play(g, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1");
  // A pawn that takes as it becomes a Rook captured as a pawn: the new Rook stands.
  EXPECT_EQ(play(g, "3nk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8r"), "3Rk3/8/8/8/8/8/8/4K3 b - - 0 1");
  // The stone blocks the Rook on d8 behind it, and nobody takes it.
  EXPECT_EQ(move_list(g, "3rk3/8/8/3*4/8/8/8/3QK3 w - - 0 1", "d1d"), "d1d2 d1d3 d1d4");
}

TEST(Walls, PositionTextReadsAndWritesWalls) {
  const auto& g = load("chess");
  const std::string fen = "rnbqkbnr/pppppppp/8/2*2*2/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  EXPECT_EQ(rules::to_fen(g.variant(), g.board(), pos), fen);
  // A wall stops the pawn's run, and no piece takes it.
  EXPECT_EQ(move_list(g, "4k3/8/8/8/8/2*5/2P5/4K3 w - - 0 1", "c2"), "");
  EXPECT_EQ(move_list(g, "4k3/8/8/8/8/3*4/2P5/4K3 w - - 0 1", "c2"), "c2c3 c2c4");
}

}  // namespace
