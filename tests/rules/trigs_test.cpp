// The Six Armies board: counts, names, neighbours, lines and symmetry, checked against facts
// worked out independently (by vertex coordinates, by hand on the drawn board).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "rules/topology/trigs.h"
#include "rules/variant/armies.h"
#include "six_board.h"

using rules::Line;
using rules::Trigs;

namespace {

const Trigs& board() { return six_board(); }
int id(const char* name) {
  int c = board().find(name);
  EXPECT_GE(c, 0) << name;
  return c;
}
std::string name(int cell) { return cell < 0 ? "-" : board().cell(cell).name; }

// A trig's corners in (half-side, row) units, from its row, column and orientation alone.
std::set<std::pair<int, int>> corners(int cell) {
  const auto& c = board().cell(cell);
  if (c.up) return {{c.x - 1, c.y}, {c.x + 1, c.y}, {c.x, c.y + 1}};
  return {{c.x - 1, c.y + 1}, {c.x + 1, c.y + 1}, {c.x, c.y}};
}
int shared_corners(int a, int b) {
  auto ca = corners(a), cb = corners(b);
  return static_cast<int>(std::count_if(ca.begin(), ca.end(), [&](auto& p) { return cb.count(p) > 0; }));
}
std::vector<std::string> cell_names(const std::vector<int>& cells) {
  std::vector<std::string> out;
  out.reserve(cells.size());
  for (int c : cells) out.push_back(name(c));
  std::sort(out.begin(), out.end());
  return out;
}
std::vector<std::string> ride(int from, Line line, int heading) {
  std::vector<std::string> out;
  for (int c = board().step(from, line, heading); c >= 0; c = board().step(c, line, heading)) out.push_back(name(c));
  return out;
}

}  // namespace

TEST(Trigs, HexagonPlusSixTrapezia) {
  const Trigs& t = board();
  EXPECT_EQ(t.size(), 378);
  std::map<int, int> by_zone;
  for (int c = 0; c < t.size(); ++c) ++by_zone[t.zone(c)];
  EXPECT_EQ(by_zone[-1], 216);
  for (int army = 0; army < t.symmetry(); ++army) EXPECT_EQ(by_zone[army], 27) << rules::army_name(army);
  EXPECT_EQ(t.row_count(), 18);
  EXPECT_EQ(t.columns(), 29);
}

TEST(Trigs, EachArmyZoneIsRowsOfElevenNineSeven) {
  const Trigs& t = board();
  for (int army = 0; army < t.symmetry(); ++army) {
    std::map<int, int> per_rank;
    for (int c = 0; c < t.size(); ++c)
      if (t.zone(c) == army) ++per_rank[t.rank(army, c)];
    EXPECT_EQ(per_rank, (std::map<int, int>{{1, 7}, {2, 9}, {3, 11}})) << rules::army_name(army);
  }
}

TEST(Trigs, NamesRowLetterAndColumn) {
  const Trigs& t = board();
  EXPECT_EQ(t.shape(), rules::CellShape::Triangle);
  // White's back row a12..a18, odd columns point up; Black's back row r12..r18.
  for (int col = 12; col <= 18; ++col) {
    std::string number = std::to_string(col);
    EXPECT_EQ(t.up(id(std::string("a").append(number).c_str())), col % 2 == 1);
    EXPECT_EQ(t.zone(id(std::string("r").append(number).c_str())), rules::Black);
  }
  EXPECT_EQ(t.find("a11"), -1);
  EXPECT_EQ(t.find("k1"), -1);
  EXPECT_EQ(t.find("s15"), -1);
  // The two trigs meeting point to point at the centre.
  EXPECT_TRUE(t.up(id("i15")));
  EXPECT_FALSE(t.up(id("j15")));
  EXPECT_EQ(t.tri(id("i15")), (rules::Tri{-1, 0, 0}));
  EXPECT_EQ(t.tri(id("j15")), (rules::Tri{0, -1, -1}));
  // The leftmost column: Gold's zone corner, l1 down and m1 up.
  EXPECT_FALSE(t.up(id("l1")));
  EXPECT_TRUE(t.up(id("m1")));
  EXPECT_EQ(t.zone(id("l1")), rules::Gold);
  EXPECT_EQ(t.zone(id("g29")), rules::Red);
  EXPECT_EQ(t.zone(id("d3")), rules::Blue);
  EXPECT_EQ(t.zone(id("n28")), rules::Green);
  EXPECT_EQ(t.zone(id("d10")), -1);
}

TEST(Trigs, NeighboursAgreeWithSharedCorners) {
  const Trigs& t = board();
  for (int a = 0; a < t.size(); ++a) {
    std::vector<int> edge, vertex;
    for (int b = 0; b < t.size(); ++b) {
      if (a == b) continue;
      int shared = shared_corners(a, b);
      if (shared == 2) edge.push_back(b);
      if (shared == 1) vertex.push_back(b);
    }
    EXPECT_EQ(cell_names(t.edge_neighbours(a)), cell_names(edge)) << name(a);
    EXPECT_EQ(cell_names(t.vertex_neighbours(a)), cell_names(vertex)) << name(a);
  }
}

TEST(Trigs, NeighbourCountsInsideAndAtTheEdge) {
  const Trigs& t = board();
  std::map<std::pair<size_t, size_t>, int> counts;
  for (int c = 0; c < t.size(); ++c) ++counts[{t.edge_neighbours(c).size(), t.vertex_neighbours(c).size()}];
  // Every trig of the hexagon's inner part touches 3 + 9; none touches more.
  for (auto [key, n] : counts) EXPECT_LE(key.first + key.second, 12u);
  EXPECT_GT((counts[{3, 9}]), 200);
  // a15, in the middle of White's back edge: worked out on the drawing.
  EXPECT_EQ(cell_names(t.edge_neighbours(id("a15"))), (std::vector<std::string>{"a14", "a16"}));
  EXPECT_EQ(cell_names(t.vertex_neighbours(id("a15"))), (std::vector<std::string>{"a13", "a17", "b14", "b15", "b16"}));
  // l1, the leftmost corner trig (Gold's zone): two edges, four vertex contacts.
  EXPECT_EQ(cell_names(t.edge_neighbours(id("l1"))), (std::vector<std::string>{"l2", "m1"}));
  EXPECT_EQ(cell_names(t.vertex_neighbours(id("l1"))), (std::vector<std::string>{"k2", "l3", "m2", "m3"}));
  // j15, touching the centre.
  EXPECT_EQ(cell_names(t.edge_neighbours(id("j15"))), (std::vector<std::string>{"j14", "j16", "k15"}));
  EXPECT_EQ(cell_names(t.vertex_neighbours(id("j15"))),
            (std::vector<std::string>{"i14", "i15", "i16", "j13", "j17", "k13", "k14", "k16", "k17"}));
  EXPECT_EQ(cell_names(t.two_steps(id("j15"))), (std::vector<std::string>{"i14", "i16", "j13", "j17", "k14", "k16"}));
}

TEST(Trigs, LinesFromTheCentre) {
  // Worked out on the drawn board from j15 (the down trig whose point is the centre).
  using V = std::vector<std::string>;
  int j15 = id("j15");
  EXPECT_EQ(ride(j15, Line::Row, 0),
            (V{"j16", "j17", "j18", "j19", "j20", "j21", "j22", "j23", "j24", "j25", "j26", "j27"}));
  EXPECT_EQ(ride(j15, Line::Row, 1), (V{"k15", "k16", "l16", "l17", "m17", "m18", "n18", "n19", "o19", "o20", "p20"}));
  EXPECT_EQ(ride(j15, Line::Vertex, 0), (V{"k17", "j19", "k21", "j23", "k25", "j27"}));
  EXPECT_EQ(ride(j15, Line::Vertex, 4), (V{"i15", "h13", "g13", "f11", "e11", "d9"}));
  EXPECT_EQ(ride(j15, Line::Altitude, 1), (V{"k15", "l15", "m15", "n15", "o15", "p15", "q15", "r15"}));
  EXPECT_EQ(ride(j15, Line::Altitude, 0), (V{"k17", "k18", "l20", "l21", "m23", "m24", "n26", "n27"}));
}

TEST(Trigs, TurningSixtyDegreesMapsTheBoardOntoItself) {
  const Trigs& t = board();
  std::set<int> image;
  for (int c = 0; c < t.size(); ++c) {
    int r = t.rotate(c);
    ASSERT_GE(r, 0) << name(c);
    image.insert(r);
    EXPECT_NE(t.up(c), t.up(r));
    EXPECT_EQ(t.rotate(c, 6), c);
    EXPECT_EQ(t.rotate(t.rotate(c, 2), -2), c);
    EXPECT_EQ(t.zone(r), t.zone(c) < 0 ? -1 : (t.zone(c) + 1) % 6);
    for (int army = 0; army < 6; ++army) EXPECT_EQ(t.rank(army, c), t.rank((army + 1) % 6, r));
    EXPECT_EQ(cell_names(t.edge_neighbours(r)), cell_names([&] {
                std::vector<int> v;
                for (int e : t.edge_neighbours(c)) v.push_back(t.rotate(e));
                return v;
              }()));
    for (Line line : {Line::Row, Line::Vertex, Line::Altitude})
      for (int h = 0; h < 6; ++h) {
        int next = t.step(c, line, h);
        EXPECT_EQ(t.step(r, line, (h + 5) % 6), next < 0 ? -1 : t.rotate(next));
      }
  }
  EXPECT_EQ(image.size(), 378u);
  // White's back row turns into Blue's.
  EXPECT_EQ(t.zone(t.rotate(id("a15"))), rules::Blue);
  EXPECT_EQ(t.rank(rules::Blue, t.rotate(id("a15"))), 1);
}

TEST(Trigs, RanksAndPromotionLine) {
  const Trigs& t = board();
  EXPECT_EQ(t.rank(rules::White, id("a15")), 1);
  EXPECT_EQ(t.rank(rules::White, id("i15")), 9);
  EXPECT_EQ(t.rank(rules::White, id("j15")), 10);
  EXPECT_EQ(t.rank(rules::Black, id("j15")), 9);
  EXPECT_EQ(t.rank(rules::Black, id("i15")), 10);
  EXPECT_FALSE(t.promotes(rules::White, id("i15")));
  EXPECT_TRUE(t.promotes(rules::White, id("j15")));
  for (int army = 0; army < 6; ++army) {
    int count = 0;
    for (int c = 0; c < t.size(); ++c) count += t.promotes(army, c);
    EXPECT_EQ(count, 189) << "half of the board lies beyond each army's line";
  }
  // Forward altitude lines point away from each army's own back edge.
  for (int army = 0; army < 6; ++army) {
    int back = t.rotate(id("a15"), army);
    int next = t.step(back, Line::Altitude, Trigs::forward_heading(army));
    EXPECT_EQ(t.rank(army, next), 2) << rules::army_name(army);
  }
}

TEST(Trigs, FourBishopClasses) {
  const Trigs& t = board();
  std::map<int, int> sizes;
  for (int c = 0; c < t.size(); ++c) {
    ++sizes[t.bishop_class(c)];
    for (int h = 0; h < 6; ++h)
      if (int n = t.step(c, Line::Vertex, h); n >= 0) {
        EXPECT_EQ(t.bishop_class(n), t.bishop_class(c));
      }
    EXPECT_EQ(t.bishop_class(t.rotate(t.rotate(t.rotate(c)))), t.bishop_class(t.rotate(c, 3)));
  }
  EXPECT_EQ(sizes, (std::map<int, int>{{0, 94}, {1, 94}, {2, 94}, {3, 96}}));
  // Each army's zone holds at least one trig of every class, so it can field one Bishop per class.
  for (int army = 0; army < 6; ++army) {
    std::set<int> classes;
    for (int c = 0; c < t.size(); ++c)
      if (t.zone(c) == army && t.rank(army, c) < 3) classes.insert(t.bishop_class(c));
    EXPECT_EQ(classes.size(), 4u);
  }
  EXPECT_EQ(t.bishop_class(id("a15")), 0);
  EXPECT_EQ(t.bishop_class(id("a17")), 3);
  EXPECT_EQ(t.bishop_class(id("b14")), 2);
  EXPECT_EQ(t.bishop_class(id("b16")), 1);
}

TEST(Trigs, MirrorSwapsLeftAndRight) {
  const Trigs& t = board();
  EXPECT_EQ(name(t.mirror(id("a12"))), "a18");
  EXPECT_EQ(name(t.mirror(id("l1"))), "l29");
  EXPECT_EQ(t.bishop_class(t.mirror(id("b14"))), 1);
}
