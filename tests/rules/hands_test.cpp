// Captures to hand in chess (Crazyhouse, Loop, Capahouse), a Knight in the pocket, and Placement,
// each on hand-made positions whose moves were worked out by hand: a piece promoted from a pawn
// (`Q~`) goes back as a pawn, pawns are never dropped on the first or last rank, captures fill no
// hand where the game says so, and Placement's compulsory drops, Bishops and castling.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "rules/load/load.h"
#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/notation/pgn.h"
#include "rules/notation/san.h"
#include "rules/play/movegen.h"
#include "test_util.h"

namespace {

using rules::Game;

rules::Position at(const Game& g, const std::string& fen) { return rules::parse_fen(g.variant(), g.board(), fen); }

using testutil::legal_moves;

using testutil::play;

std::string fen_error(const Game& g, const std::string& fen) {
  try {
    at(g, fen);
  } catch (const rules::FenError& e) {
    return e.what();
  }
  return "";
}

TEST(Hands, CapturingAPromotedQueenPutsAPawnInHand) {
  const Game& g = testutil::load("crazyhouse");
  // The Queen on d8 was a pawn: taken, it goes to Black's hand as a pawn. An ordinary Queen
  // goes as a Queen.
  EXPECT_EQ(play(g, "3Q~k3/8/4K3/8/8/8/8/8[] b - - 0 1", "e8d8"), "3k4/8/4K3/8/8/8/8/8[p] w - - 0 2");
  EXPECT_EQ(play(g, "3Qk3/8/4K3/8/8/8/8/8[] b - - 0 1", "e8d8"), "3k4/8/4K3/8/8/8/8/8[q] w - - 0 2");
}

TEST(Hands, APromotionIsMarkedAndTheMarkMovesWithThePiece) {
  const Game& g = testutil::load("crazyhouse");
  EXPECT_EQ(play(g, "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1", "a7a8n"), "N~3k3/8/8/8/8/8/8/4K3[] b - - 0 1");
  EXPECT_EQ(play(g, "N~3k3/8/8/8/8/8/8/4K3[] w - - 0 1", "a8b6"), "4k3/8/1N~6/8/8/8/8/4K3[] b - - 1 1");
  // A capture by a pawn that promotes: the Rook taken goes to the hand as a Rook, the new Queen
  // is marked.
  EXPECT_EQ(play(g, "1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1", "a7b8q"), "1Q~2k3/8/8/8/8/8/8/4K3[R] b - - 0 1");
}

TEST(Hands, NoDropMayGiveCheckWhereTheGameSaysSo) {
  const Game &with = testutil::load("crazyhouse"), &without = testutil::load("checkless-drops");
  // A Knight in White's hand: of its drops on the 62 empty cells, those on c7, d6, f6 and g7
  // check the King on e8.
  const std::string knight = "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1";
  const auto all = legal_moves(with, knight, "N@"), kept = legal_moves(without, knight, "N@");
  EXPECT_EQ(all.size(), 62u);
  EXPECT_EQ(kept.size(), 58u);
  for (const char* checking : {"N@c7", "N@d6", "N@f6", "N@g7"}) {
    EXPECT_EQ(std::count(all.begin(), all.end(), checking), 1) << checking;
    EXPECT_EQ(std::count(kept.begin(), kept.end(), checking), 0) << checking;
  }
  // A move on the board still checks: Rook a1-a8.
  EXPECT_EQ(legal_moves(without, "4k3/8/8/8/8/8/8/R3K3[] w - - 0 1", "a1a8").size(), 1u);
  // A drop that answers a check is no check itself: the Bishop on b5 checks e8, and a Knight
  // dropped on c6 or d7 blocks it.
  const auto block = legal_moves(without, "4k3/8/8/1B6/8/8/8/4K3[n] b - - 0 1", "N@");
  EXPECT_EQ(std::count(block.begin(), block.end(), "N@d7"), 1);
  EXPECT_EQ(std::count(block.begin(), block.end(), "N@c6"), 1);
}

TEST(Hands, PawnsAreNeverDroppedOnTheFirstOrLastRank) {
  const Game& g = testutil::load("crazyhouse");
  // 62 empty cells, of which 14 on ranks 1 and 8: 48 pawn drops, d7 (check) among them.
  const auto white = legal_moves(g, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "P@");
  EXPECT_EQ(white.size(), 48u);
  EXPECT_EQ(std::count(white.begin(), white.end(), "P@d7"), 1);
  EXPECT_EQ(std::count(white.begin(), white.end(), "P@a8"), 0);
  EXPECT_EQ(std::count(white.begin(), white.end(), "P@a1"), 0);
  const auto black = legal_moves(g, "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1", "P@");
  EXPECT_EQ(black.size(), 48u);
  EXPECT_EQ(std::count(black.begin(), black.end(), "P@h1"), 0);
  // A Knight goes anywhere empty: 62.
  EXPECT_EQ(legal_moves(g, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "N@").size(), 62u);
  // A pawn dropped on its second rank may still run two cells.
  EXPECT_EQ(play(g, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "P@d2"), "4k3/8/8/8/8/8/3P4/4K3[] b - - 0 1");
  EXPECT_EQ(legal_moves(g, "4k3/8/8/8/8/8/3P4/4K3[] w - - 0 1", "d2"), (std::vector<std::string>{"d2d3", "d2d4"}));
}

// Where a drop may put a pawn on its own first rank, a position with one there is one play
// reaches; in Crazyhouse it is not.
TEST(Hands, APawnStandsOnItsFirstRankWhereADropMayPutIt) {
  const Game& g = testutil::load("first-rank-drops");
  EXPECT_EQ(legal_moves(g, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "P@").size(), 55u);  // 62 empty, 7 of them on rank 8
  const std::string after = play(g, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "P@d1");
  EXPECT_EQ(after, "4k3/8/8/8/8/8/8/3PK3[] b - - 0 1");
  EXPECT_NO_THROW(rules::check_reachable(g, rules::parse_fen(g.variant(), g.board(), after)));
  EXPECT_EQ(legal_moves(g, "4k3/8/8/8/8/8/8/3PK3[] w - - 0 1", "d1"), (std::vector<std::string>{"d1d2"}));
  const Game& crazyhouse = testutil::load("crazyhouse");
  EXPECT_THROW(rules::check_reachable(crazyhouse, rules::parse_fen(crazyhouse.variant(), crazyhouse.board(), after)),
               rules::FenError);
}

TEST(Hands, AConfinedPieceIsDroppedOnlyWhereItMayStand) {
  const Game& g = testutil::load("palace-drops");
  // Red's Advisor on the palace's nine cells less the General's; its Elephant on Red's half, 45
  // cells less the General's; a Horse anywhere empty. Black's the same from the other side.
  EXPECT_EQ(legal_moves(g, "3k5/9/9/9/9/9/9/9/9/4K4[ABN] w - - 0 1", "A@").size(), 8u);
  EXPECT_EQ(legal_moves(g, "3k5/9/9/9/9/9/9/9/9/4K4[ABN] w - - 0 1", "B@").size(), 44u);
  EXPECT_EQ(legal_moves(g, "3k5/9/9/9/9/9/9/9/9/4K4[ABN] w - - 0 1", "N@").size(), 88u);
  const auto black = legal_moves(g, "3k5/9/9/9/9/9/9/9/9/4K4[a] b - - 0 1", "A@");
  EXPECT_EQ(black.size(), 8u);
  for (const std::string& m : black) EXPECT_GE(std::stoi(m.substr(3)), 8) << m;
}

TEST(Hands, ABadTildeIsRefused) {
  const Game& g = testutil::load("crazyhouse");
  EXPECT_NE(fen_error(g, "4k3/8/8/8/8/8/8/4K~3[] w - - 0 1").find("a pawn never promotes to this piece"),
            std::string::npos);
  EXPECT_NE(fen_error(g, "4k3/8/8/8/8/8/P~7/4K3[] w - - 0 1").find("a pawn never promotes"), std::string::npos);
  EXPECT_NE(fen_error(g, "4k3/8/8/8/8/8/Q~~7/4K3[] w - - 0 1").find("marked '~' once"), std::string::npos);
  EXPECT_NE(fen_error(g, "4k3/8/8/8/8/8/8~/4K3[] w - - 0 1").find("none stands there"), std::string::npos);
  EXPECT_NE(fen_error(g, "~4k3/8/8/8/8/8/8/4K3[] w - - 0 1").find("none stands there"), std::string::npos);
  // Chess keeps no such marks; Loop neither (a promoted Queen is a Queen there).
  EXPECT_NE(fen_error(testutil::load("chess"), "4k3/8/8/8/8/8/Q~7/4K3 w - - 0 1").find("marks no piece"),
            std::string::npos);
  EXPECT_NE(fen_error(testutil::load("loop"), "4k3/8/8/8/8/8/Q~7/4K3[] w - - 0 1").find("marks no piece"),
            std::string::npos);
}

TEST(Hands, InLoopAPromotedPieceGoesToHandAsItIs) {
  const Game& g = testutil::load("loop");
  EXPECT_EQ(play(g, "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1", "a7a8q"), "Q3k3/8/8/8/8/8/8/4K3[] b - - 0 1");
  EXPECT_EQ(play(g, "3Qk3/8/4K3/8/8/8/8/8[] b - - 0 1", "e8d8"), "3k4/8/4K3/8/8/8/8/8[q] w - - 0 2");
}

TEST(Hands, CapahouseDemotesAChancellor) {
  const Game& g = testutil::load("capahouse");
  EXPECT_EQ(play(g, "4kC~4/10/4K5/10/10/10/10/10[] b - - 0 1", "e8f8"), "5k4/10/4K5/10/10/10/10/10[p] w - - 0 2");
}

TEST(Hands, APocketKnightsCapturesFillNoHand) {
  const Game& g = testutil::load("pocketknight");
  EXPECT_EQ(play(g, "4k3/8/8/8/8/8/4p3/4K3[Nn] w - - 0 1", "e1e2"), "4k3/8/8/8/8/8/4K3/8[Nn] b - - 0 1");
  EXPECT_EQ(legal_moves(g, "4k3/8/8/8/8/8/4p3/4K3[Nn] w - - 0 1", "N@").size(), 61u);
}

TEST(Hands, PlacementDropsFirstOnTheFirstRank) {
  const Game& g = testutil::load("placement");
  // Five kinds in hand, eight cells of the first rank: every move is a drop, no pawn moves.
  const auto start = legal_moves(g, g.variant().setup_fen);
  EXPECT_EQ(start.size(), 40u);
  EXPECT_TRUE(std::all_of(start.begin(), start.end(), [](const std::string& m) { return m[1] == '@' && m[3] == '1'; }));
  // The Bishop on c1 (dark) leaves the light cells for the other: b1, d1, f1, h1.
  EXPECT_EQ(legal_moves(g, "8/pppppppp/8/8/8/8/PPPPPPPP/2B5[KQRRBNNkqrrbbnn] w - - 0 1", "B@"),
            (std::vector<std::string>{"B@b1", "B@d1", "B@f1", "B@h1"}));
  // d1 is the last light cell: the Knight may not take it from the Bishop, which may not go on g1.
  EXPECT_EQ(legal_moves(g, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KQ1R[BN] w KQkq - 0 1"),
            (std::vector<std::string>{"B@d1", "N@g1"}));
  // Hands empty: play goes on as in chess.
  EXPECT_EQ(legal_moves(g, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1").size(), 20u);
}

TEST(Hands, PlacementCastlesWithAKingOrRookDroppedInPlace) {
  const Game& g = testutil::load("placement");
  EXPECT_EQ(play(g, "r6r/pppppppp/8/8/8/8/PPPPPPPP/R6R[KQBBNNkqbbnn] w - - 0 3", "K@e1"),
            "r6r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[QBBNNkqbbnn] b KQ - 1 3");
  EXPECT_EQ(play(g, "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3[QRBBNNqrbbnn] b Q - 0 3", "R@h8"),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K3[QRBBNNqbbnn] w Qk - 1 4");
  // A King dropped elsewhere gains nothing.
  EXPECT_EQ(play(g, "r6r/pppppppp/8/8/8/8/PPPPPPPP/R6R[KQBBNNkqbbnn] w - - 0 3", "K@d1"),
            "r6r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R[QBBNNkqbbnn] b - - 1 3");
}

TEST(Hands, CrazyhouseDropsInSanAndPgn) {
  const Game& g = testutil::load("crazyhouse");
  const std::string text =
      "[Event \"drops\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+ 4. Qe2 Qxe2+ 5. Bxe2 P@d3 6. Bxd3 *\n";
  const rules::PlayedGame played = rules::play_pgn(g, rules::read_pgn(text, "zh.pgn"), "zh.pgn");
  ASSERT_EQ(played.san.size(), 11u);
  EXPECT_EQ(played.san[9], "P@d3");
  EXPECT_EQ(rules::to_fen(g.variant(), g.board(), played.positions[9]),
            "rnb1kbnr/ppp1pppp/8/8/8/2N5/PPPPBPPP/R1B1K1NR[QPqp] b KQkq - 0 5");
  EXPECT_EQ(rules::to_fen(g.variant(), g.board(), played.positions.back()),
            "rnb1kbnr/ppp1pppp/8/8/8/2NB4/PPPP1PPP/R1B1K1NR[QPPq] b KQkq - 0 6");
  // A drop that checks is written with its '+'.
  rules::Position pos = at(g, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
  std::vector<rules::Move> legal;
  const auto sans = rules::san_list(g, pos, legal);
  EXPECT_EQ(std::count(sans.begin(), sans.end(), "P@d7+"), 1);
  EXPECT_EQ(rules::move_text(g, rules::read_san(g, pos, "P@d7+").move), "P@d7");
  EXPECT_EQ(rules::read_san(g, pos, "P@d8").problem, rules::SanProblem::Illegal);
}

}  // namespace
