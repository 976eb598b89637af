// Hand-worked positions for promotion zones given as cells (`promotion: cells:`): the first
// side's turned for the other (promotion-corner, as Argess's regions), and each side's own
// (promotion-sides, as Epic Atomic's).
#include <gtest/gtest.h>

#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "test_util.h"

using namespace rules;
using testutil::destinations;

TEST(PromotionCells, APawnPromotesOnTheCornerCellsOnly) {
  const Game& g = testutil::load("promotion-corner");
  // g7 steps to g8 (a corner cell: promotion forced on the last rank), h7 (a corner cell off the
  // last rank: optional), f7 and g6; it takes nothing.
  EXPECT_EQ(destinations(g, "4k3/8/8/8/8/8/6P1/4K3 w - - 0 1", "g2"), "f2 g1 g3 h2");
  EXPECT_EQ(destinations(g, "4k3/6P1/8/8/8/8/8/4K3 w - - 0 1", "g7"), "f7 g6 g8=Q h7 h7=Q");
  // On a8, outside the corner, the pawn arrives and stays a pawn.
  EXPECT_EQ(destinations(g, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7"), "a6 a8 b7");
  EXPECT_NO_THROW(parse_fen(g.variant(), g.board(), "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  // On h8, a corner cell of the last rank, a pawn cannot stand.
  EXPECT_ANY_THROW(parse_fen(g.variant(), g.board(), "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"));
  // Black's corner is White's turned: b1, a1 and a2.
  EXPECT_EQ(destinations(g, "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", "b2"), "a2 a2=Q b1=Q b3 c2");
}

TEST(PromotionCells, EachSideItsOwnZone) {
  const Game& g = testutil::load("promotion-sides");
  // White promotes on ranks 6 to 8, Black on ranks 5 to 1; a capture into the zone promotes too.
  EXPECT_EQ(destinations(g, "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", "e5"), "e6 e6=N e6=Q");
  EXPECT_EQ(destinations(g, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2"), "e3 e4:pawn-run");
  EXPECT_EQ(destinations(g, "4k3/8/4p3/8/8/8/8/4K3 b - - 0 1", "e6"), "e5 e5=N e5=Q");
  EXPECT_EQ(destinations(g, "4k3/8/8/8/8/2p5/3P4/4K3 b - - 0 1", "c3"), "c2 c2=N c2=Q d2 d2=N d2=Q");
}

TEST(PromotionCells, EachSidesOwnPawnBecomesItsOwnPieces) {
  const Game& g = testutil::load("promotion-own-pawns");
  // White's pawn becomes a Queen or a Knight, never Black's Tumbler.
  EXPECT_EQ(destinations(g, "4k3/1P6/8/8/8/5s2/8/4K3 w - - 0 1", "b7"), "b8=N b8=Q");
  // Black's Scout leaps forward as a Knight and becomes a Tumbler on the last rank, never a Queen.
  EXPECT_EQ(destinations(g, "4k3/1P6/8/8/8/5s2/8/4K3 b - - 0 1", "f3"), "d2 g1=T h2");
}

namespace {

// What loading `layout` throws, or "".
std::string error_loading(const std::string& layout) {
  try {
    testutil::load(layout);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(PromotionCells, ZoneAndCellsTogetherAreRefused) {
  EXPECT_NE(error_loading("promotion-both").find("promotion: give 'zone' or 'cells', not both"), std::string::npos);
}

TEST(PromotionCells, EachSidesOwnCellsNeedBothSides) {
  const std::string e = error_loading("promotion-one-side");
  EXPECT_NE(e.find("promotion cells: give black's cells too"), std::string::npos) << e;
}
