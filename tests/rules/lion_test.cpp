// Mighty-Lion Chess: the Lion's moves and the anti-trading rules, each in a hand-worked
// position (8x8; white King a1, black King h8 unless said otherwise).
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "test_util.h"

using testutil::after;
using testutil::destinations;

namespace {

const rules::Game& lion() { return testutil::load("mighty-lion"); }

bool has(const std::string& list, const std::string& move) {
  std::istringstream in(list);
  for (std::string m; in >> m;)
    if (m == move) return true;
  return false;
}

size_t count(const std::string& list) {
  std::istringstream in(list);
  size_t n = 0;
  for (std::string m; in >> m;) ++n;
  return n;
}

}  // namespace

TEST(Lion, AloneReachesTheWhole5x5AndCanPass) {
  // d4 on an empty board: 8 single steps, 16 leaps, one pass (out to c3 and back).
  const std::string moves = destinations(lion(), "7k/8/8/8/3L4/8/8/K7 w - - 0 1", "d4");
  std::string want;
  for (char f = 'b'; f <= 'f'; ++f)
    for (char r = '2'; r <= '6'; ++r) {
      if (f == 'd' && r == '4') continue;
      const bool near = std::abs(f - 'd') <= 1 && std::abs(r - '4') <= 1;
      want += std::string(want.empty() ? "" : " ") + f + r + (near ? ":lion-step" : ":lion-leap");
    }
  want += " d4:lion-pass@c3";
  std::string sorted_want;
  {
    std::istringstream in(want);
    std::vector<std::string> v;
    for (std::string m; in >> m;) v.push_back(m);
    std::sort(v.begin(), v.end());
    for (auto& m : v) sorted_want += (sorted_want.empty() ? "" : " ") + m;
  }
  EXPECT_EQ(moves, sorted_want);
}

TEST(Lion, LeapsOverAnythingButNotOntoOwnPieces) {
  // Own pawns all around d4: no steps, no pass; all 16 leaps remain.
  const std::string moves = destinations(lion(), "7k/8/8/2PPP3/2PLP3/2PPP3/8/K7 w - - 0 1", "d4");
  EXPECT_EQ(count(moves), 16u);
  EXPECT_FALSE(has(moves, "d4:lion-pass@c3"));
}

TEST(Lion, NeverTakesAWall) {
  // Walls on d5 (a step away) and f6 (a leap away) of the Lion on d4: neither is taken, stepped
  // through or leapt onto; the Lion still leaps over d5 to d6. 7 steps + 15 leaps + the pass.
  const std::string moves = destinations(lion(), "7k/8/5*2/3*4/3L4/8/8/K7 w - - 0 1", "d4");
  EXPECT_EQ(count(moves), 23u) << moves;
  EXPECT_EQ(moves.find("d5"), std::string::npos) << moves;
  EXPECT_EQ(moves.find("f6"), std::string::npos) << moves;
  EXPECT_TRUE(has(moves, "d6:lion-leap"));
}

TEST(Lion, DoubleCaptureHitAndRunAndIgui) {
  // Black pawns on d5 and d6 (white Lion d4).
  const std::string moves = destinations(lion(), "7k/8/3p4/3p4/3L4/8/8/K7 w - - 0 1", "d4");
  EXPECT_TRUE(has(moves, "d5:lion-step"));          // plain capture
  EXPECT_TRUE(has(moves, "d4:lion-igui@d5xd5"));    // capture and return
  EXPECT_TRUE(has(moves, "d6:lion-double@d5xd5"));  // both pawns
  EXPECT_TRUE(has(moves, "c6:lion-double@d5xd5"));  // hit-and-run away
  EXPECT_TRUE(has(moves, "e4:lion-double@d5xd5"));  // hit-and-run to a cell beside the start
  EXPECT_TRUE(has(moves, "d6:lion-leap"));          // d6 alone, leaping d5
  EXPECT_FALSE(has(moves, "d4:lion-igui@d6xd6"));   // not adjacent: no igui
  // 8 steps (one a capture) + 16 leaps + pass + igui + 7 second steps from d5 = 33.
  EXPECT_EQ(count(moves), 33u);
  EXPECT_EQ(after(lion(), "7k/8/3p4/3p4/3L4/8/8/K7 w - - 0 1", "d4", "d6", "lion-double"),
            "7k/8/3L4/8/8/8/8/K7 b - - 0 1");
  EXPECT_EQ(after(lion(), "7k/8/3p4/3p4/3L4/8/8/K7 w - - 0 1", "d4", "d4", "lion-igui"),
            "7k/8/3p4/8/3L4/8/8/K7 b - - 0 1");
}

TEST(Lion, MayNotTakeAProtectedNonAdjacentLion) {
  // Black Lion d6 protected by the pawn e7: no capture by leap.
  EXPECT_FALSE(has(destinations(lion(), "7k/4p3/3l4/8/3L4/8/8/K7 w - - 0 1", "d4"), "d6:lion-leap"));
  // Unprotected: allowed.
  EXPECT_TRUE(has(destinations(lion(), "7k/8/3l4/8/3L4/8/8/K7 w - - 0 1", "d4"), "d6:lion-leap"));
  // Other pieces may take a protected Lion (the queen on d1 along the file).
  EXPECT_TRUE(has(destinations(lion(), "7k/4p3/3l4/8/8/8/8/K2Q4 w - - 0 1", "d1"), "d6"));
}

TEST(Lion, ProtectionByAPinnedPieceCounts) {
  // The black knight f7 guards d6 but is pinned by the rook h7 against the King on a7.
  EXPECT_FALSE(has(destinations(lion(), "8/k4n1R/3l4/8/3L4/8/8/K7 w - - 0 1", "d4"), "d6:lion-leap"));
}

TEST(Lion, ProtectionByTheKingIsIgnored) {
  // Only the black King (d7) guards d6: the Lion may take, since the King does not count.
  EXPECT_TRUE(has(destinations(lion(), "8/3k4/3l4/8/3L4/8/8/K7 w - - 0 1", "d4"), "d6:lion-leap"));
}

TEST(Lion, AdjacentLionMayAlwaysBeTaken) {
  // Black Lion d5, protected by the pawn e6: step, igui and hit-and-run all allowed.
  const std::string moves = destinations(lion(), "7k/8/4p3/3l4/3L4/8/8/K7 w - - 0 1", "d4");
  EXPECT_TRUE(has(moves, "d5:lion-step"));
  EXPECT_TRUE(has(moves, "d4:lion-igui@d5xd5"));
  EXPECT_TRUE(has(moves, "c4:lion-double@d5xd5"));
}

TEST(Lion, NonPawnBetweenTheLionsMayBeTakenWithIt) {
  // Black knight d5 between the Lions, Lion d6 protected by e7: double capture allowed,
  // the leap that takes the Lion alone is not.
  const std::string knight = destinations(lion(), "7k/4p3/3l4/3n4/3L4/8/8/K7 w - - 0 1", "d4");
  EXPECT_TRUE(has(knight, "d6:lion-double@d5xd5"));
  EXPECT_FALSE(has(knight, "d6:lion-leap"));
  // A pawn between does not count as the exception.
  const std::string pawn = destinations(lion(), "7k/4p3/3l4/3p4/3L4/8/8/K7 w - - 0 1", "d4");
  EXPECT_FALSE(has(pawn, "d6:lion-double@d5xd5"));
  EXPECT_FALSE(has(pawn, "d6:lion-leap"));
}

TEST(Lion, IronLionAfterANonLionTakesALion) {
  // White bishop b4 takes the black Lion on d6; White's Lion on g3 is then iron: the black
  // queen g8 may not take it, though it could take anything else on the file.
  const std::string fen = after(lion(), "6qk/8/3l4/8/1B6/6L1/8/K7 w - - 0 1", "b4", "d6");
  EXPECT_EQ(fen, "6qk/8/3B4/8/8/6L1/8/K7 b - - 0 1 iron=w");
  EXPECT_FALSE(has(destinations(lion(), fen, "g8"), "g3"));
  EXPECT_TRUE(has(destinations(lion(), fen, "g8"), "g4"));
  // Without the iron state the capture is legal.
  EXPECT_TRUE(has(destinations(lion(), "6qk/8/3B4/8/8/6L1/8/K7 b - - 0 1", "g8"), "g3"));
  // A Lion taking a Lion does not make the other iron.
  EXPECT_EQ(after(lion(), "7k/8/3l4/8/3L4/8/8/K7 w - - 0 1", "d4", "d6"), "7k/8/3L4/8/8/8/8/K7 b - - 0 1");
}

TEST(Lion, PassIsIllegalInCheckAndPawnsDoNotPromoteToLion) {
  EXPECT_FALSE(has(destinations(lion(), "7k/8/8/8/3L4/8/8/K6r w - - 0 1", "d4"), "d4:lion-pass@c3"));
  EXPECT_EQ(destinations(lion(), "7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e7"), "e8=B e8=N e8=Q e8=R");
}

TEST(Lion, GivesCheckAcrossItsWhole5x5) {
  // The Lion on d4 checks a King on f6 even with pieces between.
  EXPECT_EQ(destinations(lion(), "8/8/5k2/4P3/3L4/8/8/K7 b - - 0 1", "f6"), "e7 f7 g5 g6 g7");
}
