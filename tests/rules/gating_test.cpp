// Gating (Seirawan chess, S-House) on hand-made positions whose moves were worked out by hand:
// the cells that may still gate as the castling field writes them, a gate closed by a plain first
// move, by a capture or by an empty hand, castling with a piece brought in on either cell, and a
// pinned piece that a gated piece would shield moving no more than without it, as the engine
// reads the rule. The engine's own counts are in perft_cases.txt.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/notation/san.h"
#include "rules/play/movegen.h"
#include "test_util.h"

namespace {

using rules::Game;
using testutil::legal_moves;
using testutil::move_list;

const char* const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
const char* const kCastles = "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R[HEhe] w KQkq - 6 8";

rules::Position gating_at(const Game& g, const std::string& fen) {
  return rules::parse_fen(g.variant(), g.board(), fen);
}
std::string text_of(const Game& g, const rules::Position& pos) { return rules::to_fen(g.variant(), g.board(), pos); }

using testutil::play;

std::vector<std::string> sans(const Game& g, const std::string& fen) {
  rules::Position pos = gating_at(g, fen);
  std::vector<rules::Move> legal;
  std::vector<std::string> out = rules::san_list(g, pos, legal);
  std::sort(out.begin(), out.end());
  return out;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

TEST(Gating, TheCastlingFieldNamesTheCellsThatMayStillGate) {
  const Game& g = testutil::load("seirawan");
  // K and Q gate the King's and the Rooks' cells as well: written once, as the setup writes them.
  EXPECT_EQ(text_of(g, gating_at(g, kStart)),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1");
  // The engine's `d` names every gating file, redundant or not: the same position.
  EXPECT_EQ(gating_at(g, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQABCDEFGHkqabcdefgh - 0 1"),
            gating_at(g, kStart));
  try {
    gating_at(g, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQZkq - 0 1");
    ADD_FAILURE() << "a letter past the last file read";
  } catch (const rules::FenError& e) {
    EXPECT_STREQ(e.what(), "FEN field 3 ('KQZkq'): unknown castling or gating letter 'Z'");
  }
}

TEST(Gating, AFirstMoveGatesOrClosesItsCell) {
  const Game& g = testutil::load("seirawan");
  // 20 moves, and each of the 8 from the first rank once more with each of the 2 pieces in hand.
  EXPECT_EQ(legal_moves(g, kStart).size(), 20u + 4u * 2u);
  EXPECT_EQ(move_list(g, kStart, "g1"), "g1f3 g1f3e g1f3h g1h3 g1h3e g1h3h");
  EXPECT_EQ(play(g, kStart, "g1f3h"), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Ehe] b KQBCDFkqbcdfg - 1 1");
  EXPECT_EQ(play(g, kStart, "g1f3"), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[HEhe] b KQBCDFkqbcdfg - 1 1");
  // A gate stays with its cell while that cell's own piece stands there; taken there, it closes.
  EXPECT_EQ(play(g, "4k3/8/8/8/8/8/8/1n2K3[He] b Be - 0 30", "b1c3"), "4k3/8/8/8/8/2n5/8/4K3[He] w Be - 1 31");
  EXPECT_EQ(play(g, "4k3/8/8/8/8/2n5/8/1N2K3[He] b Be - 0 30", "c3b1"), "4k3/8/8/8/8/8/8/1n2K3[He] w e - 0 31");
}

TEST(Gating, AnEmptyHandGatesNoMoreUnlessCapturesFillIt) {
  const Game& s = testutil::load("seirawan");
  const Game& h = testutil::load("shouse");
  const std::string fen = "4k3/8/8/8/8/8/8/1NB1K3[H] w BC - 0 1";
  EXPECT_EQ(play(s, fen, "b1c3h"), "4k3/8/8/8/8/2N5/8/1HB1K3[] b - - 1 1");
  EXPECT_EQ(play(h, fen, "b1c3h"), "4k3/8/8/8/8/2N5/8/1HB1K3[] b C - 1 1");
  // In S-House a captured piece may be gated, a pawn never on the first rank.
  EXPECT_EQ(move_list(h, "4k3/8/8/8/8/8/8/1NB1K3[NP] w BC - 0 1", "b1"), "b1a3 b1a3n b1c3 b1c3n b1d2 b1d2n");
}

TEST(Gating, CastlingGatesOnTheKingsCellOrTheRooks) {
  const Game& g = testutil::load("seirawan");
  EXPECT_EQ(move_list(g, kCastles, "e1c1"), "e1c1 e1c1e e1c1h");
  EXPECT_EQ(move_list(g, kCastles, "h1e1"), "h1e1e h1e1h");
  EXPECT_EQ(play(g, kCastles, "h1e1h"), "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R4RKH[Ehe] b Akq - 7 8");
  EXPECT_EQ(play(g, kCastles, "e1g1e"), "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3ERK1[Hhe] b Akq - 7 8");
  const std::vector<std::string> san = sans(g, kCastles);
  for (const char* s : {"O-O", "O-O/He1", "O-O/Hh1", "O-O/Ee1", "O-O-O/Ea1", "Nb1", "Rb1/E", "Kf1/H"})
    EXPECT_TRUE(has(san, s)) << s;
}

TEST(Gating, APinnedPieceMovesNoMoreForThePieceItWouldGate) {
  // The Knight shields its King from the Rook on a1; a Hawk brought in on b1 would shield it too,
  // but the move is judged without it, as Fairy-Stockfish judges it.
  const Game& g = testutil::load("seirawan");
  EXPECT_EQ(move_list(g, "4k3/8/8/8/8/8/8/rN2K3[H] w B - 0 1", "b1"), "");
}

}  // namespace
