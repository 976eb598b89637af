#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "rules/pieces/betza.h"
#include "rules/topology/square.h"

namespace {

// A leg per direction, as a square board reads the text.
struct Leg {
  int dx, dy, max;
  bool move, capture, lame, jump;
};

std::vector<Leg> parse_betza(const std::string& text) {
  static const rules::SquareTopology board(8, 8);
  std::vector<Leg> out;
  for (const auto& leg : rules::parse_betza(text, board))
    for (int d : leg.dirs) {
      const auto& dir = board.directions()[static_cast<size_t>(d)];
      out.push_back({dir.dx, dir.dy, leg.max, leg.move, leg.capture, leg.lame, leg.jump});
    }
  return out;
}

std::set<std::pair<int, int>> steps(const std::vector<Leg>& legs) {
  std::set<std::pair<int, int>> out;
  for (const auto& l : legs) out.insert({l.dx, l.dy});
  return out;
}

}  // namespace

TEST(Betza, KnightHasEightLeaps) {
  auto legs = parse_betza("N");
  EXPECT_EQ(legs.size(), 8u);
  for (const auto& l : legs) {
    EXPECT_EQ(l.max, 1);
    EXPECT_EQ(std::abs(l.dx) * std::abs(l.dy), 2);
  }
}

TEST(Betza, QueenRidesAndCountsLimit) {
  auto q = parse_betza("Q");
  EXPECT_EQ(q.size(), 8u);
  EXPECT_TRUE(std::all_of(q.begin(), q.end(), [](const Leg& l) { return l.max == 0; }));
  auto q2 = parse_betza("Q2");
  EXPECT_TRUE(std::all_of(q2.begin(), q2.end(), [](const Leg& l) { return l.max == 2; }));
  auto ww = parse_betza("WW");
  EXPECT_EQ(ww.size(), 4u);
  EXPECT_EQ(ww[0].max, 0);
}

TEST(Betza, PawnDirectionsAndMoveCapture) {
  auto legs = parse_betza("fmWfcF");
  ASSERT_EQ(legs.size(), 3u);
  EXPECT_EQ(steps(legs), (std::set<std::pair<int, int>>{{0, 1}, {1, 1}, {-1, 1}}));
  EXPECT_TRUE(legs[0].move);
  EXPECT_FALSE(legs[0].capture);
  EXPECT_FALSE(legs[1].move);
  EXPECT_TRUE(legs[1].capture);
}

TEST(Betza, ObliqueDirectionPairs) {
  EXPECT_EQ(steps(parse_betza("ffN")), (std::set<std::pair<int, int>>{{1, 2}, {-1, 2}}));
  EXPECT_EQ(steps(parse_betza("fsN")), (std::set<std::pair<int, int>>{{2, 1}, {-2, 1}}));
  EXPECT_EQ(steps(parse_betza("fN")).size(), 4u);
  EXPECT_EQ(steps(parse_betza("flF")), (std::set<std::pair<int, int>>{{-1, 1}}));
  EXPECT_EQ(steps(parse_betza("sW")), (std::set<std::pair<int, int>>{{1, 0}, {-1, 0}}));
  EXPECT_EQ(steps(parse_betza("vR")), (std::set<std::pair<int, int>>{{0, 1}, {0, -1}}));
}

// hl and hr: the two chiral halves of an oblique leap, each closed under quarter turns; an atom
// with no handedness keeps all its directions.
TEST(Betza, ChiralHalves) {
  const std::set<std::pair<int, int>> right{{1, 2}, {2, -1}, {-1, -2}, {-2, 1}};
  const std::set<std::pair<int, int>> left{{-1, 2}, {2, 1}, {1, -2}, {-2, -1}};
  EXPECT_EQ(steps(parse_betza("hrN")), right);
  EXPECT_EQ(steps(parse_betza("hlN")), left);
  EXPECT_EQ(steps(parse_betza("hlNhrN")).size(), 8u);
  EXPECT_EQ(steps(parse_betza("hrC")), (std::set<std::pair<int, int>>{{1, 3}, {3, -1}, {-1, -3}, {-3, 1}}));
  EXPECT_EQ(steps(parse_betza("hrF")).size(), 4u);
  EXPECT_EQ(steps(parse_betza("hlW")).size(), 4u);
}

TEST(Betza, HIsReadOnlyInAPair) {
  static const rules::SquareTopology board(8, 8);
  try {
    rules::parse_betza("hN", board);
    FAIL() << "a lone h was read";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "Betza 'hN' at character 1: 'h' is read only as the first of a pair (hl hr)");
  }
}

TEST(Betza, LameAndJumpingLeaps) {
  auto d = parse_betza("fmjD");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_TRUE(d[0].jump);
  EXPECT_EQ(d[0].dy, 2);
  EXPECT_TRUE(parse_betza("nN")[0].lame);
  EXPECT_EQ(rules::leap_path(2, 1), (std::vector<std::pair<int, int>>{{1, 0}}));
  EXPECT_EQ(rules::leap_path(3, 2), (std::vector<std::pair<int, int>>{{1, 0}, {2, 1}}));
  EXPECT_EQ(rules::leap_path(0, -3), (std::vector<std::pair<int, int>>{{0, -1}, {0, -2}}));
  EXPECT_THROW(parse_betza("jC"), std::invalid_argument);
}

TEST(Betza, Errors) {
  EXPECT_THROW(parse_betza(""), std::invalid_argument);
  EXPECT_THROW(parse_betza("fm"), std::invalid_argument);
  EXPECT_THROW(parse_betza("X"), std::invalid_argument);
  EXPECT_THROW(parse_betza("hW"), std::invalid_argument);
}
