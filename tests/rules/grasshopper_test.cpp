// The grasshopper (Betza g): its moves and the squares it attacks, checked against a
// generator written here from the rule alone (along a queen's line to the first piece, the
// screen, then exactly one cell on), on seeded random positions of Kings, Grasshoppers and Rooks.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <utility>

#include "rules/notation/fen.h"
#include "rules/pieces/betza.h"
#include "rules/play/movegen.h"
#include "test_util.h"

namespace {

using rules::Game;
using rules::Piece;
using rules::Position;

constexpr int kDirs[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

struct Ref {
  const Game& g;
  const Position& pos;
  Piece at(int x, int y) const {
    if (x < 0 || y < 0 || x >= 8 || y >= 8) return 0;
    return pos.board[static_cast<size_t>(g.board().at(x, y))];
  }
  // The cell a grasshopper on (x, y) reaches along (dx, dy), or -1.
  int landing(int x, int y, int dx, int dy) const {
    for (x += dx, y += dy; x >= 0 && y >= 0 && x < 8 && y < 8; x += dx, y += dy)
      if (at(x, y)) {
        const int lx = x + dx, ly = y + dy;
        return lx < 0 || ly < 0 || lx >= 8 || ly >= 8 ? -1 : g.board().at(lx, ly);
      }
    return -1;
  }
};

Position random_position(const Game& g, std::mt19937& rng) {
  const int grass = g.variant().type_index('G'), rook = g.variant().type_index('R');
  const int king = g.variant().type_index('K');
  Position pos = rules::parse_fen(g.variant(), g.board(), "8/8/8/8/8/8/8/8 w - - 0 1", false);
  std::vector<int> cells(64);
  for (int i = 0; i < 64; ++i) cells[static_cast<size_t>(i)] = i;
  std::shuffle(cells.begin(), cells.end(), rng);
  size_t next = 0;
  for (int side = 0; side < 2; ++side) {
    pos.board[static_cast<size_t>(cells[next])] = rules::make_piece(side, king);
    pos.king[static_cast<size_t>(side)] = static_cast<std::int16_t>(cells[next++]);
    for (int i = std::uniform_int_distribution<int>(1, 5)(rng); i > 0; --i)
      pos.board[static_cast<size_t>(cells[next++])] = rules::make_piece(side, grass);
    for (int i = std::uniform_int_distribution<int>(0, 2)(rng); i > 0; --i)
      pos.board[static_cast<size_t>(cells[next++])] = rules::make_piece(side, rook);
  }
  return pos;
}

TEST(Grasshopper, ReadsAsAHopperThatLandsJustBeyond) {
  const Game& g = testutil::load("grasshopper");
  const auto legs = rules::parse_betza("gQ", g.board().topology());
  ASSERT_FALSE(legs.empty());
  EXPECT_TRUE(legs[0].hop && legs[0].next);
  EXPECT_THROW(rules::parse_betza("gK", g.board().topology()), std::invalid_argument);
  EXPECT_THROW(rules::parse_betza("gnQ", g.board().topology()), std::invalid_argument);
}

TEST(Grasshopper, HandWorkedMoves) {
  const Game& g = testutil::load("grasshopper");
  // d4: over d6 to d7 (taking), over f4 to g4, over b2 to a1; no screen on the other lines.
  EXPECT_EQ(testutil::destinations(g, "4k3/3g4/3r4/8/3G1R2/8/1K6/8 w - - 0 1", "d4"), "a1 d7 g4");
  // A screen at the edge leaves nowhere to land (a1, e8); an own piece just beyond the screen
  // blocks (b4 then c4); a piece further on does not matter.
  EXPECT_EQ(testutil::destinations(g, "4k3/8/8/8/GrR5/8/8/R3K3 w - - 0 1", "a4"), "");
  EXPECT_EQ(testutil::destinations(g, "4k3/8/8/8/Gr1R4/8/8/R3K3 w - - 0 1", "a4"), "c4");
}

TEST(Grasshopper, MovesAndAttacksAgreeWithAnIndependentGenerator) {
  const Game& g = testutil::load("grasshopper");
  const int grass = g.variant().type_index('G');
  std::mt19937 rng(20261201);
  int checked_moves = 0, checked_attacks = 0;
  for (int round = 0; round < 300; ++round) {
    Position pos = random_position(g, rng);
    const Ref ref{g, pos};
    for (int side = 0; side < 2; ++side) {
      pos.stm = side;
      std::set<std::pair<int, int>> want, got;
      std::set<int> attacked;  // cells a grasshopper of `side` attacks
      for (int c = 0; c < 64; ++c) {
        const Piece p = pos.board[static_cast<size_t>(c)];
        if (rules::type_of(p) != grass || !p || rules::side_of(p) != side) continue;
        const auto& cell = g.board().cell(c);
        for (const auto& d : kDirs) {
          const int to = ref.landing(cell.x, cell.y, d[0], d[1]);
          if (to < 0) continue;
          attacked.insert(to);
          const Piece q = pos.board[static_cast<size_t>(to)];
          if (!q || rules::side_of(q) != side) want.emplace(c, to);
        }
      }
      std::vector<rules::Move> pseudo;
      rules::generate_pseudo(g, pos, pseudo);
      for (const auto& m : pseudo)
        if (rules::type_of(pos.board[static_cast<size_t>(m.from)]) == grass) got.emplace(m.from, m.to);
      EXPECT_EQ(got, want) << "round " << round << " side " << side;
      checked_moves += static_cast<int>(want.size());
      for (int c = 0; c < 64; ++c) {
        EXPECT_EQ(g.attacked(pos, c, side, rules::type_bit(grass)), attacked.count(c) == 1)
            << "round " << round << " side " << side << " cell " << g.board().cell(c).name;
        checked_attacks += static_cast<int>(attacked.count(c));
      }
    }
  }
  EXPECT_GT(checked_moves, 1000);
  EXPECT_GT(checked_attacks, 1000);
}

}  // namespace
