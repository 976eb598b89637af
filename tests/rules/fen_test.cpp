// The FEN reader: standard FEN as it is, the extra fields, and errors naming row and column.
#include <gtest/gtest.h>

#include "rules/notation/fen.h"
#include "rules/play/position.h"
#include "test_util.h"

using namespace rules;

namespace {

std::string error_of(const std::string& layout, const std::string& fen) {
  const Game& g = testutil::load(layout);
  try {
    parse_fen(g.variant(), g.board(), fen);
  } catch (const FenError& e) {
    return e.what();
  }
  return "no error";
}

std::string round_trip(const std::string& layout, const std::string& fen) {
  const Game& g = testutil::load(layout);
  return to_fen(g.variant(), g.board(), parse_fen(g.variant(), g.board(), fen));
}

}  // namespace

TEST(Fen, BadInputNamesRowAndColumn) {
  EXPECT_EQ(error_of("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w"), "FEN: white has no king");
  EXPECT_EQ(error_of("chess", "P3k3/8/8/8/8/8/8/4K3 w"), "FEN row 1, column 1: a pawn cannot stand on its last rank");
  EXPECT_EQ(error_of("grand-chess-freeling", "4k5/10/10/10/10/10/10/10/10/4K4X w"),
            "FEN row 10, column 10: unknown piece letter 'X'");
  EXPECT_EQ(error_of("grand-chess-freeling", "4k5/11/10/10/10/10/10/10/10/4K5 w"),
            "FEN row 2, column 1: row has more than 10 cells");
  EXPECT_EQ(error_of("chess", "4k3/8/8/8/8/8/8/4K3 x"), "FEN field 2 ('x'): side to move must be w or b");
  EXPECT_EQ(error_of("chess", "4k3/8/8/8/8/8/8/4K3 w K"), "FEN field 3 ('K'): no rook for castling right 'K'");
  EXPECT_EQ(error_of("chess", "4k3/8/8/8/8/8/8/4K3 w - e3"),
            "FEN field 4 ('e3'): no pawn that could just have passed these cells");
  EXPECT_EQ(error_of("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 colour=red"),
            "FEN field 7 ('colour=red'): unknown field 'colour' (known: captured, called, iron, passes, bikjang)");
}

TEST(Fen, StandardFenReadsAsItIsAndDefaultsFill) {
  EXPECT_EQ(round_trip("chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  EXPECT_EQ(round_trip("chess", "4k3/8/8/8/8/8/8/4K3"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

// Several cells a pawn passed, comma-separated as pawnprint writes them or run together as
// Fairy-Stockfish writes them (its custom pawns' double steps list the cell landed on too).
TEST(Fen, EnPassantCellsReadEitherWay) {
  const std::string commas = "4k3/8/8/8/4P3/8/8/4K3 b - e3,e4 0 1";
  EXPECT_EQ(round_trip("chess", commas), commas);
  EXPECT_EQ(round_trip("chess", "4k3/8/8/8/4P3/8/8/4K3 b - e3e4 0 1"), commas);
  EXPECT_EQ(round_trip("grand-chess-freeling", "4k5/10/10/10/10/4P5/10/10/10/4K5 b - e5e6 0 1 captured=-"),
            "4k5/10/10/10/10/4P5/10/10/10/4K5 b - e5,e6 0 1 captured=-");
  EXPECT_EQ(error_of("chess", "4k3/8/8/8/4P3/8/8/4K3 b - e3e9 0 1"), "FEN field 4 ('e3e9'): unknown cell 'e9'");
}

// A pawn that steps any way orthogonally (W) runs two cells as its own ray past that step; the
// cell it passes is written and may be taken en passant, b4xa3.
TEST(Fen, ARunPastAStepAnotherMoveSharesLeavesItsCellToTakeEnPassant) {
  const Game& g = testutil::load("wazir-pawns");
  const std::string after = testutil::play(g, "4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1", "a2a4");
  EXPECT_EQ(after, "4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 1");
  EXPECT_EQ(testutil::legal_moves(g, after, "b4"), (std::vector<std::string>{"b4a3", "b4a4", "b4b3", "b4b5", "b4c4"}));
}

TEST(Fen, ExtraFieldsRoundTrip) {
  // The pool of captured pieces derives from the setup minus the board unless given.
  EXPECT_EQ(round_trip("grand-chess-freeling",
                       "r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQK1CBN1/R8R w - - 0 1"),
            "r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQK1CBN1/R8R w - - 0 1 captured=M");
  EXPECT_EQ(round_trip("grand-chess-freeling", "4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 captured=Rq"),
            "4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 captured=Rq");
  EXPECT_EQ(round_trip("chess-legions", "9k/10/10/10/10/10/10/10/10/K9 b - - 3 9 called=wb"),
            "9k/10/10/10/10/10/10/10/10/K9 b - - 3 9 called=wb");
  EXPECT_EQ(round_trip("mighty-lion", "7k/8/8/8/3L4/8/8/K7 b - - 0 1 iron=w"), "7k/8/8/8/3L4/8/8/K7 b - - 0 1 iron=w");
  // Shredder-style castling letters name the rook's file; outermost rooks are written K and Q.
  EXPECT_EQ(round_trip("grand-chess", "1r5kr1/10/10/10/10/10/10/10/10/RR5KR1 w BI - 0 1 captured=-"),
            "1r5kr1/10/10/10/10/10/10/10/10/RR5KR1 w KB - 0 1 captured=-");
}
