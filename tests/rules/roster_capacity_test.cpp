// A roster as long as a large game's (Chu Shogi has 39 kinds with their promoted forms): the
// piece codes, the attack tables' type bits, the hand's counts and the state slots all take the
// size of the game compiled, so a piece past the old limits moves, attacks, gives check and is
// dropped like the first. Each count below is worked out by hand on a 5x5 board.
#include <gtest/gtest.h>

#include <string>

#include <yaml-cpp/yaml.h>

#include "common/yaml_at.h"
#include "rules/load/load.h"
#include "rules/notation/fen.h"
#include "rules/play/game.h"
#include "rules/play/movegen.h"
#include "rules/play/perft.h"
#include "rules/topology/board_shapes.h"
#include "test_util.h"

using namespace rules;

namespace {

// Twenty plain Wazirs and their promoted forms (Ferzes) come first, so the pieces the positions
// use are types 40 and up: K (40), a Rook (41), a Knight (42), a Pawn (43).
std::string long_roster() {
  std::string pieces;
  const std::string fillers = "ABCDEFGHIJLMOQSTUVWX";
  for (char c : fillers) pieces += std::string("  ") + c + ": {name: Filler " + c + ", betza: W}\n";
  for (char c : fillers) pieces += std::string("  +") + c + ": {name: Promoted " + c + ", betza: F}\n";
  pieces += "  K: {name: King, betza: K, royal: true}\n";
  pieces += "  R: {name: Rook, betza: R}\n";
  pieces += "  N: {name: Knight, betza: N}\n";
  pieces += "  P: {name: Pawn, betza: fW}\n";
  return "name: long\nboard: {shape: square, files: 5, ranks: 5}\npieces:\n" + pieces +
         "rules:\n  en-passant: false\n  drops: {hand: RNP}\nsetup: 'k4/5/5/5/4K[] w - - 0 1'\n";
}

Game compile(const std::string& text) {
  const YAML::Node root = YAML::Load(text);
  const pp::yaml::At at("long.yaml", root);
  Board board = read_board(at["board"]);
  Variant v = load_variant(at, board);
  return Game(std::move(board), std::move(v));
}

}  // namespace

TEST(RosterCapacity, FortyFourTypesCompileWithTheLastPiecesAtTypesFortyAndUp) {
  const Game g = compile(long_roster());
  ASSERT_EQ(g.variant().pieces.size(), 44u);
  EXPECT_EQ(g.variant().type_index('K'), 40);
  EXPECT_EQ(g.variant().type_index('P'), 43);
  // Every code stays whole: the side and the type come back from the piece.
  for (int side = 0; side < 2; ++side)
    for (int t = 0; t < 44; ++t) {
      EXPECT_EQ(side_of(make_piece(side, t)), side);
      EXPECT_EQ(type_of(make_piece(side, t)), t);
      EXPECT_NE(make_piece(side, t), kWall);
    }
}

TEST(RosterCapacity, APieceOfTypeFortyOneGivesCheckAndTheKingOfTypeFortyAvoidsIt) {
  const Game g = compile(long_roster());
  // Black's Rook on a5 holds the a-file: White's King on a1 may go to b1 and b2 only.
  EXPECT_EQ(testutil::destinations(g, "r3k/5/5/5/K4[] w - - 0 1", "a1"), "b1 b2");
  // Black's Knight (type 42) on c3 covers a2 and b1: only b2 is left.
  EXPECT_EQ(testutil::destinations(g, "4k/5/2n2/5/K4[] w - - 0 1", "a1"), "b2");
  // On b3 it checks a1: the Rook on e1 can neither take it nor stand between, so White has only
  // the King's three steps, none of them onto a cell the Knight reaches.
  const std::string check = "4k/5/1n3/5/K3R[] w - - 0 1";
  EXPECT_EQ(testutil::destinations(g, check, "e1"), "");
  Position pos = parse_fen(g.variant(), g.board(), check);
  EXPECT_EQ(perft(g, pos, 1), 3u);
}

TEST(RosterCapacity, PiecesOfTheLastTypesAreDroppedFromTheHand) {
  const Game g = compile(long_roster());
  // Kings on a1 and e5 leave 23 empty cells. A Rook in hand (type 41) drops on each of them; a
  // Pawn (type 43) on the 19 not on the last rank, where a fW piece would have no move.
  const std::string fen = "4k/5/5/5/K4[RP] w - - 0 1";
  Position pos = parse_fen(g.variant(), g.board(), fen);
  std::vector<Move> moves;
  generate_legal(g, pos, moves);
  int rook_drops = 0, pawn_drops = 0, king_moves = 0;
  for (const Move& m : moves) {
    if (!g.kind(m.kind).drop) ++king_moves;
    else if (m.promo == g.variant().type_index('R')) ++rook_drops;
    else if (m.promo == g.variant().type_index('P')) ++pawn_drops;
  }
  EXPECT_EQ(king_moves, 3);
  EXPECT_EQ(rook_drops, 23);
  EXPECT_EQ(pawn_drops, 19);  // 23 less the four empty cells of the fifth rank
  EXPECT_EQ(perft(g, pos, 1), 3u + 23u + 19u);
  // The position text keeps the hand of the last types as it was given.
  EXPECT_EQ(to_fen(g.variant(), g.board(), pos), fen);
}

TEST(RosterCapacity, StateSlotsPastTheFirstSixteenAreKeptAndCompared) {
  StateSlots a;
  a.resize(20);
  EXPECT_EQ(a.size(), 20u);
  a[3] = 7;
  a[18] = -2;
  StateSlots b = a;
  EXPECT_EQ(b[18], -2);
  EXPECT_EQ(a, b);
  b[19] = 1;
  EXPECT_NE(a, b);
  b.fill(0);
  EXPECT_EQ(b[3], 0);
  EXPECT_EQ(b[18], 0);
  EXPECT_EQ(b.size(), 20u);
}
