// Positions no game reaches, refused with the reason where the moves and perft commands read
// them (check_reachable), and their near neighbours that play does reach, accepted. Each case
// worked by hand from the layout's set and rules.
#include <gtest/gtest.h>

#include "rules/load/load.h"
#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/play/perft.h"
#include "test_util.h"

using namespace rules;

namespace {

std::string refusal(const std::string& layout, const std::string& fen) {
  const Game& g = testutil::load(layout);
  try {
    check_reachable(g, parse_fen(g.variant(), g.board(), fen));
  } catch (const FenError& e) {
    return e.what();
  }
  return "accepted";
}

struct Case {
  const char* layout;
  const char* fen;
  const char* reason;  // the refusal, or "accepted"
};

}  // namespace

TEST(Reachable, PiecesBeyondTheSetAreRefused) {
  const Case cases[] = {
      // 19 Pawns in hand and 18 on the board: Shogi's set has 18 in all.
      {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[PPPPPPPPPPPPPPPPPPP] w - - 0 1",
       "FEN: 37 Pawns (P) on the board and in hand, where the set has 18"},
      // Two Pawns taken, one in each hand: 18 still.
      {"shogi", "lnsgkgsnl/1r5b1/ppppppp2/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[Pp] w - - 0 1", "accepted"},
      // A promoted Pawn (+P) counts as the Pawn it goes back to the hand as.
      {"shogi", "lnsgkgsnl/1r5b1/pppppppp1/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN+P[P] w - - 0 1",
       "FEN: 19 Pawns (P) on the board and in hand, where the set has 18"},
      // Crazyhouse: a Queen promoted from a Pawn is marked Q~ and counts as a Pawn; 60 Queens in
      // hand are not from any set.
      {"crazyhouse",
       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ] w "
       "KQkq - 0 1",
       "FEN: 64 Queens (Q) on the board and in hand, where the set has 2"},
      {"crazyhouse", "rnbqkbQ~r/ppppppp1/8/8/8/8/PPPPPPP1/RNBQKBNR[p] b KQkq - 0 1", "accepted"},
      // Seirawan's hands only empty: one Hawk and one Elephant each.
      {"seirawan", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HHEhe] w KQBCDFGkqbcdfg - 0 1",
       "FEN: 2 Hawks (H) in white's hand, where it starts with 1 and no capture adds to it"},
      // Kyoto: two Pawn-Rook pieces in the set, whichever face is up.
      {"kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[PP] w - - 0 1",
       "FEN: 4 Pawns (P) on the board and in hand, where the set has 2"},
      // Chess: promoted Pawns make more Queens, as many as the Pawns allow.
      {"chess", "4k3/8/8/8/8/8/8/Q2QK2Q w - - 0 1", "accepted"},
      // The Horde has no King.
      {"horde", "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPKPPP w kq - 0 1",
       "FEN: a white King, which this game never gives White"},
  };
  for (const Case& c : cases) EXPECT_EQ(refusal(c.layout, c.fen), c.reason) << c.layout << " " << c.fen;
}

TEST(Reachable, EachRuleRefusesWhatItForbids) {
  const Case cases[] = {
      // nifu: Black's Pawns on i7 and i6, the second dropped beside the first.
      {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/8p/9/9/PPPPPPPP1/1B5R1/LNSGKGSNL[] w - - 0 1",
       "FEN: two black Pawns on one file (i6, i7), which no drop may make"},
      // In Annan Shogi a Pawn moves as the friend behind it, sideways too: two on a file are
      // reachable (a Pawn with the Rook behind it steps aside as a Rook does).
      {"annanshogi", "lnsgkgsnl/1r5b1/p1ppppp1p/1p5p1/9/2P4P1/P1PPPPP1P/1B5R1/LNSGKGSNL[] b - - 0 1", "accepted"},
      // A promoted Pawn beside a Pawn on its file is as play leaves it.
      {"shogi", "lnsgkgsnl/1r5b1/pppppppp1/8+p/9/9/PPPPPPPP1/1B5R1/LNSGKGSNL[] w - - 0 1", "accepted"},
      // Xiangqi: the Elephant reaches seven points of its half, a1 not among them; the General
      // stays in its palace (d1-f3).
      {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/BN1AKABNR w - - 0 1",
       "FEN: a white Elephant on a1, where its moves never take it"},
      {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RN1AKABNR w - - 0 1", "accepted"},
      {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", "accepted"},
      {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CK4C1/9/RNBA1ABNR w - - 0 1",
       "FEN: a white General on c3, where its moves never take it"},
      // A Knight kept to ranks 1-5 never steps onto a6 or f8, but a Pawn promoting on f8 may
      // become one there; Black's, kept to ranks 4-8, may become one on f1.
      {"tethered-knights", "rnbqkN2/ppppp3/8/8/8/8/PPPPP3/RNBQK3 b - - 0 1", "accepted"},
      {"tethered-knights", "rnbqk3/ppppp3/8/8/8/8/PPPPP3/RNBQKn2 w - - 0 1", "accepted"},
      {"tethered-knights", "rnbqk3/ppppp3/N7/8/8/8/PPPPP3/R1BQK3 b - - 0 1",
       "FEN: a white Knight on a6, where its moves never take it"},
      // A Soldier never steps back behind its fourth rank; Makruk's Pawns behind their third.
      {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/P8/RNBAKABNR w - - 0 1",
       "FEN: a white Soldier on a2, behind the rank 4 it starts on, where it can never stand"},
      {"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPP1/7P/RNSKMSNR w - - 0 1",
       "FEN: a white Pawn on h2, behind the rank 3 it starts on, where it can never stand"},
      // Racing Kings: no move gives check, so neither side is ever in it, the side to move included.
      {"racingkings", "8/8/8/8/8/7q/krbnNB1K/1rbnNBRQ w - - 0 1",
       "FEN: white is in check, which no move here may give"},
      {"racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", "accepted"},
      // Chessgi drops Pawns on the first rank, so one may stand there; Crazyhouse does not.
      {"chessgi", "4k3/8/8/8/8/8/8/3PK3[] b - - 0 1", "accepted"},
      {"crazyhouse", "4k3/8/8/8/8/8/8/3PK3[] b - - 0 1",
       "FEN: a white Pawn on d1, behind the rank 2 it starts on, where it can never stand"},
  };
  for (const Case& c : cases) EXPECT_EQ(refusal(c.layout, c.fen), c.reason) << c.layout << " " << c.fen;
}

// Sittuyin's count stands where Fairy-Stockfish writes it, in the en-passant field (its text
// `... b - 32 6 2` was refused as an unknown cell).
TEST(Reachable, SittuyinReadsItsCount) {
  EXPECT_EQ(refusal("sittuyin", "8/5k2/8/8/8/2K5/8/R7[] b - 32 6 2"), "accepted");
}

// A King stepping to g1 and the King castling to g1 are two moves: Chess960 castling is written
// as the King taking its own Rook, as Fairy-Stockfish writes it, and ordinary chess's as before.
TEST(Reachable, ChessRandomCastlingIsWrittenApartFromAKingStep) {
  const Game& g = testutil::load("fischerandom");
  Position pos = parse_fen(g.variant(), g.board(), "4k3/8/8/8/8/8/8/5K1R w K - 0 1");
  std::vector<std::string> texts;
  for (const auto& [m, n] : perft_divide(g, pos, 1)) texts.push_back(move_text(g, m));
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "f1g1"), 1);
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "f1h1"), 1);
  EXPECT_EQ(texts.size(), 14u);  // five King steps, seven Rook moves up, h1g1, castling
  const Game& chess = testutil::load("chess");
  EXPECT_EQ(testutil::legal_moves(chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1").size(), 1u);
}

// A wall (`*`) may stand in any position text; between the Generals it screens them as a piece
// does (the file once read past it as a piece's type).
TEST(Reachable, AWallScreensFacingGenerals) {
  const Game& g = testutil::load("xiangqi");
  EXPECT_EQ(testutil::destinations(g, "4k4/9/9/9/9/4*4/9/9/9/4K4 w - - 0 1", "e1"), "d1 e2 f1");
}
