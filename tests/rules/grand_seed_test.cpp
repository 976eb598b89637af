// The seed's Grand Chess: shuffled back rank, pawns running 1-3 cells from rank 2 and 1-2
// from rank 3 with en passant on every passed cell, castling king to c or i.
#include <gtest/gtest.h>

#include <set>

#include "rules/load/load.h"
#include "rules/load/shuffled_setup.h"
#include "rules/mechanisms/castling.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"
#include "test_util.h"

using namespace rules;
using testutil::destinations;
using testutil::load;

TEST(GrandSeed, ShuffleDealsValidMirroredBackRanks) {
  const Game& g = load("grand-chess");
  std::set<std::string> seen;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const std::string fen = shuffled_setup(g, seed);
    EXPECT_EQ(fen, shuffled_setup(g, seed));
    seen.insert(fen.substr(0, 10));
    Position pos = parse_fen(g.variant(), g.board(), fen);
    std::string rank1, rank10;
    for (int x = 0; x < 10; ++x) {
      rank1 +=
          g.variant().pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(g.board().at(x, 0))]))].letter;
      rank10 +=
          g.variant().pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(g.board().at(x, 9))]))].letter;
    }
    EXPECT_EQ(rank1, rank10) << fen;
    std::string sorted = rank1;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, "BBCKMNNQRR") << fen;
    // Bishops on opposite colours; rook, king, rook in that order.
    EXPECT_NE(rank1.find('B') % 2, rank1.rfind('B') % 2) << fen;
    auto r1 = rank1.find('R'), k = rank1.find('K'), r2 = rank1.rfind('R');
    EXPECT_TRUE(r1 < k && k < r2) << fen;
    EXPECT_EQ(pos.state[static_cast<size_t>(rules::state_slot(rules::kCastling, g.variant()))], 15)
        << fen;  // all four rights
  }
  EXPECT_GT(seen.size(), 100u);
}

TEST(GrandSeed, PawnRunsAndEnPassantOnEveryPassedCell) {
  const Game& g = load("grand-chess");
  // a2 may go 1-3 cells; b3 1-2; c4 one.
  EXPECT_EQ(destinations(g, "4k5/10/10/10/10/10/2P7/1P8/P9/4K5 w - - 0 1", "a2"), "a3 a4:pawn-run a5:pawn-run");
  EXPECT_EQ(destinations(g, "4k5/10/10/10/10/10/2P7/1P8/P9/4K5 w - - 0 1", "b3"), "b4 b5:pawn-run");
  EXPECT_EQ(destinations(g, "4k5/10/10/10/10/10/2P7/1P8/P9/4K5 w - - 0 1", "c4"), "c5");
  // After a2-a5 both a3 and a4 can be taken en passant (on a3, inside the zone, promoting).
  Position pos = parse_fen(g.variant(), g.board(), "4k5/10/10/10/10/1p8/1p8/10/P9/4K5 w - - 0 1");
  std::vector<Move> moves;
  generate_legal(g, pos, moves);
  Move run;
  for (auto& m : moves)
    if (g.board().cell(m.to).name == "a5") run = m;
  ASSERT_EQ(g.kind(run.kind).name, "pawn-run");
  Undo u;
  make_move(g, pos, run, u);
  EXPECT_EQ(to_fen(g.variant(), g.board(), pos).substr(0, 43), "4k5/10/10/10/10/Pp8/1p8/10/10/4K5 b - a3,a4");
  EXPECT_EQ(destinations(g, to_fen(g.variant(), g.board(), pos), "b4"),
            "a3:en-passantxa5 a3:en-passantxa5=B a3:en-passantxa5=C a3:en-passantxa5=M a3:en-passantxa5=N "
            "a3:en-passantxa5=Q a3:en-passantxa5=R b3 b3=B b3=C b3=M b3=N b3=Q b3=R");
  EXPECT_EQ(destinations(g, to_fen(g.variant(), g.board(), pos), "b5"), "a4:en-passantxa5");
}

TEST(GrandSeed, CastlingKingToCOrIRookBeside) {
  const Game& g = load("grand-chess");
  EXPECT_EQ(destinations(g, "r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1", "e1"),
            "c1:castle d1 d2 e2 f1 f2 i1:castle");
  // The rook lands beside the king: d1 after c1, h1 after i1.
  EXPECT_EQ(testutil::after(g, "r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1", "e1", "i1"),
            "r3k4r/10/10/10/10/10/10/10/10/R6RK1 b kq - 1 1 captured=QMCBBNNqmcbbnn");
  // Not through an attacked cell (g1 by the rook on g5), not out of check.
  EXPECT_EQ(destinations(g, "r3k4r/10/10/10/10/6r3/10/10/10/R3K4R w KQkq - 0 1", "e1"), "c1:castle d1 d2 e2 f1 f2");
}

TEST(GrandSeed, EnPassantIntoThePromotionZoneWithAndWithoutPromotion) {
  // Black's c-pawn ran c9-c6, passing c8 and c7. White's d7 pawn takes it en passant on c8,
  // rank 8, where promotion is optional: the capture is offered plain and with each piece White
  // could become. Without a captured= field the pool is the setup less the board: White has only
  // King and pawn left, so every one of Q M C R B N has been captured and is on offer.
  const Game& g = load("grand-chess");
  const std::string fen = "4k5/10/10/3P6/2p7/10/10/10/10/4K5 w - c8,c7 0 2";
  EXPECT_EQ(destinations(g, fen, "d7"),
            "c8:en-passantxc6 c8:en-passantxc6=B c8:en-passantxc6=C c8:en-passantxc6=M c8:en-passantxc6=N "
            "c8:en-passantxc6=Q c8:en-passantxc6=R d8 d8=B d8=C d8=M d8=N d8=Q d8=R");
  EXPECT_EQ(testutil::after(g, fen, "d7", "c8", "en-passant"),
            "4k5/10/2P7/10/10/10/10/10/10/4K5 b - - 0 2 captured=QMCRRBBNNqmcrrbbnn");
  // Given a pool, only what is in it: a Rook.
  EXPECT_EQ(destinations(g, "4k5/10/10/3P6/2p7/10/10/10/10/4K5 w - c8,c7 0 2 captured=R", "d7"),
            "c8:en-passantxc6 c8:en-passantxc6=R d8 d8=R");
}

TEST(GrandSeed, APromotedPieceTakenIsNoPieceToPromoteTo) {
  // Black has three Knights, one of them a promoted pawn; White's Rook takes the one on d6. Black
  // still has the two Knights its setup gives it, so its c3 pawn may become anything but a
  // Knight (Fairy-Stockfish counts the board), though a Knight went into the pool when taken.
  const Game& g = load("grand-chess");
  const std::string after = testutil::after(g, "4k5/1n6n1/10/10/3n6/10/10/2p7/10/3RK5 w - - 0 1", "d1", "d6");
  EXPECT_EQ(destinations(g, after, "c3"), "c2 c2=B c2=C c2=M c2=Q c2=R");
}
