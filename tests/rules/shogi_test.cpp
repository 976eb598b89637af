// Shogi's rules that perft from the setup and random play seldom reach, each on a hand-made
// position whose legal moves were worked out by hand (and listed the same by the installed
// Fairy-Stockfish, except where it lets a pawn drop mate: see perft_cases.txt): hands and drops,
// one pawn per file, no pawn-drop mate, forced promotion, and position text as the engine's `d`
// prints it.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/play/movegen.h"
#include "support/paths.h"
#include "test_util.h"

namespace {

using rules::Game;
using testutil::count_moves;
using testutil::move_list;

TEST(Shogi, DropsGoOnlyWhereThePieceCanMoveOn) {
  const Game& g = testutil::load("shogi");
  // 79 empty cells; a pawn or lance not on its last rank (71), a knight not on its last two (62).
  const std::string white = move_list(g, "4k4/9/9/9/9/9/9/9/4K4[PLN] w - - 0 1", "");
  EXPECT_EQ(count_moves(white, "P@"), 71u);
  EXPECT_EQ(count_moves(white, "L@"), 71u);
  EXPECT_EQ(count_moves(white, "N@"), 62u);
  EXPECT_EQ(count_moves(white, "P@e9") + count_moves(white, "L@a9") + count_moves(white, "N@c8"), 0u);
  const std::string black = move_list(g, "4k4/9/9/9/9/9/9/9/4K4[pln] b - - 0 1", "");
  EXPECT_EQ(count_moves(black, "N@"), 62u);
  EXPECT_EQ(count_moves(black, "P@a1") + count_moves(black, "N@c2"), 0u);
  EXPECT_EQ(count_moves(black, "P@a9"), 1u);  // its own first rank
}

TEST(Shogi, NoSecondUnpromotedPawnOnAFile) {
  const Game& g = testutil::load("shogi");
  // Eight files of eight free cells: none on the e-file, where a pawn stands.
  const std::string drops = move_list(g, "4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1", "P@");
  EXPECT_EQ(count_moves(drops, "P@"), 64u);
  EXPECT_EQ(count_moves(drops, "P@e"), 0u);
  // A promoted pawn (a tokin) does not count: the e-file's six free cells below e9 are open too.
  EXPECT_EQ(count_moves(move_list(g, "4k4/9/9/9/9/9/4+P4/9/4K4[P] w - - 0 1", "P@e"), "P@e"), 6u);
}

TEST(Shogi, APawnDropMayCheckButNotMate) {
  const Game& g = testutil::load("shogi");
  // Black's King on a9: P@a8 is defended by the Gold on b7, which also guards b8, and the Knight
  // on c7 guards b9. That is mate by a dropped pawn: refused.
  EXPECT_EQ(move_list(g, "k8/9/1GN6/9/9/9/9/9/4K4[P] w - - 0 1", "P@a8"), "");
  // Without the Knight the King escapes to b9: the same drop is check and allowed.
  EXPECT_EQ(move_list(g, "k8/9/1G7/9/9/9/9/9/4K4[P] w - - 0 1", "P@a8"), "P@a8");
  // A pawn stepping to a8 mates the same way, which the rule allows.
  EXPECT_EQ(move_list(g, "k8/9/PGN6/9/9/9/9/9/4K4[] w - - 0 1", "a7"), "a7a8 a7a8+");
  // Another piece dropped may mate: a Gold on a8 (defended by the Gold on b7, b9 guarded).
  EXPECT_EQ(move_list(g, "k8/9/1GN6/9/9/9/9/9/4K4[G] w - - 0 1", "G@a8"), "G@a8");
}

TEST(Shogi, PromotionIsForcedOnlyWhereThePieceWouldBeStuck) {
  const Game& g = testutil::load("shogi");
  EXPECT_EQ(move_list(g, "4k4/4P4/9/9/9/9/9/9/4K4[] w - - 0 1", "e8"), "e8e9+");
  EXPECT_EQ(move_list(g, "4k4/9/L3P4/9/9/9/9/9/4K4[] w - - 0 1", "a7"), "a7a8 a7a8+ a7a9+");
  EXPECT_EQ(move_list(g, "4k4/9/L3P4/9/9/9/9/9/4K4[] w - - 0 1", "e7"), "e7e8 e7e8+");
  // A Knight landing on its eighth rank has no further leap; on its seventh it has.
  EXPECT_EQ(move_list(g, "4k4/9/9/2N6/9/9/9/9/4K4[] w - - 0 1", "c6"), "c6b8+ c6d8+");
  EXPECT_EQ(move_list(g, "4k4/9/9/9/2N6/9/9/9/4K4[] w - - 0 1", "c5"), "c5b7 c5b7+ c5d7 c5d7+");
  // Leaving the zone may promote too; Black's zone is ranks 1-3.
  EXPECT_EQ(move_list(g, "4k4/9/4S4/9/9/9/9/9/4K4[] w - - 0 1", "e7d6"), "e7d6 e7d6+");
  EXPECT_EQ(move_list(g, "4k4/9/9/9/9/9/9/4p4/3K5[] b - - 0 1", "e2"), "e2e1+");
  EXPECT_EQ(move_list(g, "4k4/9/9/9/9/9/9/9/3K5[] w - - 0 1", "d1"), "d1c1 d1c2 d1d2 d1e1 d1e2");
}

TEST(Shogi, ACaptureGoesToTheHandUnpromoted) {
  const Game& g = testutil::load("shogi");
  // The Rook takes a Dragon; it comes back to White's hand as a Rook.
  EXPECT_EQ(testutil::after(g, "4k4/9/9/9/4+r4/9/9/4R4/3K5[Pb] w - - 0 1", "e2", "e5"),
            "4k4/9/9/9/4R4/9/9/9/3K5[PRb] b - - 0 1");
  // A drop takes the piece out of the hand (and, as in the engine, counts as a quiet move).
  EXPECT_EQ(testutil::after(g, "4k4/9/9/9/9/9/9/9/3K5[GGp] w - - 0 1", "e5", "e5", "drop"),
            "4k4/9/9/9/4G4/9/9/9/3K5[Gp] b - - 1 1");
}

TEST(Shogi, PositionTextIsTheEnginesOwn) {
  // Every Shogi and Minishogi position in perft_cases.txt is Fairy-Stockfish's `d` output
  // (promoted pieces with +, the hand in brackets in its order GNLPSRB, then w/b, castling and
  // en passant as -, and the counters); read and written back, it is the same text.
  std::ifstream in(pp::test::source_dir() / "tests/rules/perft_cases.txt");
  int seen = 0;
  for (std::string line; std::getline(in, line);) {
    if (!line.starts_with("shogi |") && !line.starts_with("minishogi |")) continue;
    const std::string layout = line.substr(0, line.find(' '));
    const std::string fen = line.substr(line.rfind('|') + 2);
    const Game& g = testutil::load(layout);
    EXPECT_EQ(rules::to_fen(g.variant(), g.board(), rules::parse_fen(g.variant(), g.board(), fen)), fen);
    ++seen;
  }
  EXPECT_GE(seen, 42);
  // Hand pieces in any order read, and are written in the engine's.
  const Game& g = testutil::load("shogi");
  EXPECT_EQ(rules::to_fen(g.variant(), g.board(),
                          rules::parse_fen(g.variant(), g.board(), "4k4/9/9/9/9/9/9/9/4K4[bBpPRg] w - - 0 1")),
            "4k4/9/9/9/9/9/9/9/4K4[PRBgpb] w - - 0 1");
}

TEST(Shogi, BadHandsAreRefused) {
  const Game& g = testutil::load("shogi");
  EXPECT_THROW(rules::parse_fen(g.variant(), g.board(), "4k4/9/9/9/9/9/9/9/4K4[K] w - - 0 1"), rules::FenError);
  EXPECT_THROW(rules::parse_fen(g.variant(), g.board(), "4k4/9/9/9/9/9/9/9/4K4[P w - - 0 1"), rules::FenError);
  const Game& chess = testutil::load("chess");
  EXPECT_THROW(rules::parse_fen(chess.variant(), chess.board(), "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"), rules::FenError);
  EXPECT_THROW(rules::parse_fen(g.variant(), g.board(), "4k4/9/9/9/9/9/9/9/4K+K3[] w - - 0 1"), rules::FenError);
}

}  // namespace
