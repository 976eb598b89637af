// Piece movement on trigs: the notation, and each piece's destinations worked out by hand on
// the drawn board (a cell's neighbours in row/column terms: an up trig at row R, column C has
// edges to (R, C-1), (R, C+1), (R-1, C) and points to (R+1, C), (R-1, C-2), (R-1, C+2); a down
// trig the same turned over).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "rules/pieces/betza.h"
#include "rules/pieces/rays.h"
#include "rules/variant/armies.h"
#include "six_board.h"

namespace {

const rules::Trigs& trig_board() { return six_board(); }
std::vector<rules::Leg> legs_of(const std::string& betza) { return rules::parse_betza(betza, trig_board()); }
// The headings a leg may take, in degrees as White sees the board.
std::vector<double> degrees(const rules::Leg& leg) {
  std::vector<double> out;
  for (int d : leg.dirs) out.push_back(trig_board().directions()[static_cast<size_t>(d)].degrees);
  std::sort(out.begin(), out.end());
  return out;
}
int id(const std::string& name) {
  int c = trig_board().find(name);
  EXPECT_GE(c, 0) << name;
  return c;
}

// What a piece may do from `from` in a position (cell name -> army): "e4" moves, "xe4" captures.
std::set<std::string> destinations(const std::string& betza, int army, const std::string& from,
                                   const std::map<std::string, int>& others = {}, bool first_move = false) {
  std::map<int, int> at;
  for (auto& [name, a] : others) at[id(name)] = a;
  std::set<std::string> out;
  for (const auto& ray : rules::leg_rays(trig_board(), legs_of(betza), army, id(from), first_move)) {
    if (std::any_of(ray.gate.begin(), ray.gate.end(), [&](int c) { return at.count(c) > 0; })) continue;
    for (int c : ray.cells) {
      const std::string name = trig_board().cell(c).name;
      auto it = at.find(c);
      if (it == at.end()) {
        if (ray.move) out.insert(name);
        continue;
      }
      if (it->second != army && ray.capture) out.insert("x" + name);
      break;
    }
  }
  return out;
}

using Set = std::set<std::string>;

}  // namespace

TEST(TrigBetza, Parses) {
  auto legs = legs_of("imffT2amsS1cfNK");
  ASSERT_EQ(legs.size(), 6u);
  EXPECT_EQ(legs[0].atom, 'T');
  EXPECT_EQ(legs[0].max, 2);
  EXPECT_TRUE(legs[0].initial);
  EXPECT_FALSE(legs[0].capture);
  EXPECT_EQ(degrees(legs[0]), (std::vector<double>{90}));  // ff: within 30 degrees of ahead
  EXPECT_TRUE(legs[1].after);
  EXPECT_EQ(degrees(legs[1]), (std::vector<double>{0, 180}));  // s: square to ahead
  EXPECT_EQ(legs[1].max, 1);
  EXPECT_EQ(legs[2].atom, 'N');
  EXPECT_FALSE(legs[2].move);
  EXPECT_EQ(degrees(legs[2]), (std::vector<double>{60, 120}));  // f: less than 90 degrees off
  EXPECT_EQ(legs[3].atom, 'W');
  EXPECT_EQ(legs[4].atom, 'F');
  EXPECT_EQ(legs[5].atom, 'N');
  EXPECT_EQ(legs[5].dirs.size(), 6u);  // no direction word: every heading
  EXPECT_EQ(legs_of("Q").size(), 2u);
  EXPECT_EQ(legs_of("S12")[0].max, 12);
}

TEST(TrigBetza, RejectsWithPosition) {
  auto error = [](const std::string& text) {
    try {
      legs_of(text);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(
      error("mR"),
      "trig movement 'mR', character 2: 'R' is not a trig atom (W F N K S B T Q) or modifier (m c i a f b s p g)");
  EXPECT_EQ(error("N2"), "trig movement 'N2', character 2: a count only follows a slider (S B T Q), not 'N'");
  EXPECT_EQ(error("T0"), "trig movement 'T0', character 2: a count starts at 1");
  EXPECT_EQ(error("Tf"), "trig movement 'Tf', character 2: modifiers with no atom after them");
  EXPECT_EQ(error("mcK"), "trig movement 'mcK', character 3: 'm' and 'c' together allow nothing");
  EXPECT_EQ(error(""), "trig movement is empty");
}

TEST(TrigMoves, KnightCentreEdgeCorner) {
  EXPECT_EQ(destinations("N", rules::White, "j15"), (Set{"i14", "i16", "j13", "j17", "k14", "k16"}));
  EXPECT_EQ(destinations("N", rules::White, "a15"), (Set{"a13", "a17", "b14", "b16"}));
  EXPECT_EQ(destinations("N", rules::White, "l1"), (Set{"k2", "l3", "m2"}));
  // A leap: the trigs between do not matter.
  EXPECT_EQ(destinations("N", rules::White, "l1", {{"l2", 0}, {"m1", 1}, {"m2", 1}}), (Set{"k2", "l3", "xm2"}));
}

TEST(TrigMoves, ChampionCentreEdgeCorner) {
  EXPECT_EQ(destinations("NW", rules::White, "j15"),
            (Set{"i14", "i16", "j13", "j17", "k14", "k16", "j14", "j16", "k15"}));
  EXPECT_EQ(destinations("NW", rules::White, "a15"), (Set{"a13", "a17", "b14", "b16", "a14", "a16"}));
  EXPECT_EQ(destinations("NW", rules::White, "l1"), (Set{"k2", "l3", "m2", "l2", "m1"}));
}

TEST(TrigMoves, KingAndGuardTouchTwelve) {
  const Set centre{"j14", "j16", "k15", "i15", "k13", "k17", "j13", "j17", "k14", "k16", "i14", "i16"};
  EXPECT_EQ(destinations("K", rules::White, "j15"), centre);
  EXPECT_EQ(destinations("K", rules::White, "a15"), (Set{"a14", "a16", "b15", "a13", "a17", "b14", "b16"}));
  EXPECT_EQ(destinations("K", rules::White, "l1"), (Set{"l2", "m1", "m3", "l3", "m2", "k2"}));
  EXPECT_EQ(destinations("K", rules::Gold, "j15", {{"k15", rules::Gold}, {"i15", rules::Red}}).size(), 11u);
}

TEST(TrigMoves, TowerCentreEdgeCorner) {
  // Centre, with a friend above, an enemy below and an enemy on the 30-degree line.
  EXPECT_EQ(destinations("T", rules::White, "j15", {{"k15", rules::White}, {"h15", rules::Black}, {"l20", rules::Red}}),
            (Set{"i15", "xh15",                                                       // 270
                 "k17", "k18",  "xl20",                                               // 30
                 "k13", "k12",  "l10",  "l9",  "m7",  "m6",  "n4",  "n3",             // 150
                 "j14", "i12",  "i11",  "h9",  "h8",  "g6",  "g5",  "f3",  "f2",      // 210
                 "j16", "i18",  "i19",  "h21", "h22", "g24", "g25", "f27", "f28"}));  // 330
  EXPECT_EQ(destinations("T", rules::White, "j15").size(), 51u);
  EXPECT_EQ(destinations("T", rules::White, "a15"),
            (Set{"b15", "c15", "d15", "e15", "f15", "g15", "h15", "i15", "j15", "k15", "l15", "m15",
                 "n15", "o15", "p15", "q15", "r15", "a16", "b18", "b19", "a14", "b12", "b11"}));
  EXPECT_EQ(destinations("T", rules::White, "l1"),
            (Set{"m1", "m3", "m4",  "n6",  "n7",  "o9",  "o10", "p12", "p13", "q15", "q16", "r18", "l2",  "k4", "k5",
                 "j7", "j8", "i10", "i11", "h13", "h14", "g16", "g17", "f19", "f20", "e22", "e23", "d25", "d26"}));
}

TEST(TrigMoves, SpireCentreEdgeCorner) {
  EXPECT_EQ(destinations("S", rules::White, "j15").size(), 69u);  // 12+12+11+11+13+13, three first steps shared
  EXPECT_EQ(destinations("S", rules::White, "a15", {{"b16", 0}, {"a17", 0}, {"b14", 0}, {"a13", rules::Black}}),
            (Set{"a16", "a14", "xa13"}));
  Set corner{"m1", "m2", "n2", "n3", "o3", "o4", "l2", "k2",  "k3",  "j3",  "j4",  "i4",  "i5",  "h5", "h6",
             "g6", "g7", "f7", "f8", "e8", "e9", "d9", "d10", "c10", "c11", "b11", "b12", "a12", "a13"};
  for (int col = 3; col <= 29; ++col) corner.insert(std::string("l").append(std::to_string(col)));
  EXPECT_EQ(destinations("S", rules::White, "l1"), corner);
  EXPECT_EQ(corner.size(), 56u);
}

TEST(TrigMoves, BishopCentreEdgeCorner) {
  EXPECT_EQ(destinations("B", rules::White, "j15"),
            (Set{"k17", "j19", "k21", "j23", "k25", "j27", "k13", "j11", "k9", "j7",  "k5",
                 "j3",  "l17", "m19", "n19", "o21", "l13", "m11", "n11", "o9", "i15", "h13",
                 "g13", "f11", "e11", "d9",  "h17", "g17", "f19", "e19", "d21"}));
  // An enemy on k17 ends both lines through it; a friend on g13 ends the 240-degree line.
  EXPECT_EQ(destinations("B", rules::White, "j15", {{"k17", rules::Blue}, {"g13", rules::White}}).size(), 31u - 9 - 4);
  EXPECT_EQ(destinations("B", rules::White, "a15"),
            (Set{"b15", "c17", "d17", "e19", "f19", "g21", "h21", "i23", "j23", "k25", "l25", "m27", "n27",
                 "c13", "d13", "e11", "f11", "g9",  "h9",  "i7",  "j7",  "k5",  "l5",  "m3",  "n3"}));
  EXPECT_EQ(destinations("B", rules::White, "l1"), (Set{"m3", "l5", "m7", "l9", "m11", "l13", "m15", "l17", "m19",
                                                        "l21", "m23", "l25", "m27", "l29", "n3", "o5"}));
  for (const auto& name : destinations("B", rules::White, "j15"))
    EXPECT_EQ(trig_board().bishop_class(id(name)), trig_board().bishop_class(id("j15"))) << name;
}

TEST(TrigMoves, QueenIsSpireAndBishop) {
  // 69 + 31 destinations, 16 of them on both a row and a bishop line (j19, l17, h13, ...).
  EXPECT_EQ(destinations("Q", rules::White, "j15").size(), 84u);
  Set both = destinations("S", rules::White, "l1");
  for (auto& c : destinations("B", rules::White, "l1")) both.insert(c);
  EXPECT_EQ(destinations("Q", rules::White, "l1"), both);
}

TEST(TrigMoves, PawnFirstMoveLaterMovesAndCaptures) {
  const std::string pawn = "imffT2mffT1amsS1cfN";
  // On its setup cell c15 (an up trig): one or two straight ahead, through the point then the edge.
  EXPECT_EQ(destinations(pawn, rules::White, "c15", {}, true), (Set{"d15", "e15"}));
  EXPECT_EQ(destinations(pawn, rules::White, "c15", {{"d16", rules::Blue}, {"d14", rules::White}}, true),
            (Set{"d15", "e15", "xd16"}));
  EXPECT_EQ(destinations(pawn, rules::White, "c15", {{"d15", rules::Black}}, true), Set{});
  EXPECT_EQ(destinations(pawn, rules::White, "c15", {{"e15", rules::Black}}, true), (Set{"d15"}));
  // The corner of the front row, c10 (a down trig): forward across its top edge.
  EXPECT_EQ(destinations(pawn, rules::White, "c10", {{"d9", rules::Blue}}, true), (Set{"d10", "e10", "xd9"}));
  // Later: one ahead, or one sideways along the row; captures as before.
  EXPECT_EQ(destinations(pawn, rules::White, "e15", {{"f14", rules::Red}, {"f16", rules::Green}}),
            (Set{"f15", "e14", "e16", "xf14", "xf16"}));
  // At the far edge only sideways moves are left; at the board's side one of them is gone.
  EXPECT_EQ(destinations(pawn, rules::White, "r15"), (Set{"r14", "r16"}));
  EXPECT_EQ(destinations(pawn, rules::White, "d3", {{"e2", rules::Blue}, {"e4", rules::White}}),
            (Set{"e3", "d4", "xe2"}));
}

TEST(TrigMoves, EachArmyMovesAsWhiteTurned) {
  const rules::Trigs& t = trig_board();
  for (const std::string betza : {"K", "Q", "T", "S", "B", "N", "NW", "imffT2mffT1amsS1cfN", "fsT", "bsB", "bbK"}) {
    auto legs = legs_of(betza);
    for (int cell = 0; cell < t.size(); ++cell)
      for (bool first : {false, true}) {
        auto white = rules::leg_rays(t, legs, rules::White, cell, first);
        for (int army = 1; army < t.symmetry(); ++army) {
          auto turned = white;
          for (auto& ray : turned) {
            for (int& c : ray.gate) c = t.rotate(c, army);
            for (int& c : ray.cells) c = t.rotate(c, army);
          }
          auto theirs = rules::leg_rays(t, legs, army, t.rotate(cell, army), first);
          auto key = [](const rules::RaySpec& r) { return std::tie(r.gate, r.cells, r.move, r.capture); };
          auto order = [&](auto& v) {
            std::sort(v.begin(), v.end(), [&](auto& a, auto& b) { return key(a) < key(b); });
          };
          order(turned), order(theirs);
          ASSERT_EQ(theirs, turned) << betza << " " << rules::army_name(army) << " " << t.cell(cell).name;
        }
      }
  }
}

TEST(TrigMoves, NoDestinationTwiceAlongOnePath) {
  // Headings that share a first step (a row turning either way at an edge) share one ray.
  auto rays = rules::leg_rays(trig_board(), legs_of("S"), rules::White, id("j15"), false);
  std::map<std::vector<int>, int> first;
  for (const auto& r : rays) ++first[{r.gate.begin(), r.gate.end()}];
  EXPECT_EQ(rays.size(), 9u);  // three first steps, each then splitting in two
  for (const auto& r : rays)
    EXPECT_EQ(std::count_if(rays.begin(), rays.end(), [&](auto& o) { return o.cells == r.cells && o.gate == r.gate; }),
              1);
}
