// Modes of play for six armies, applied by the rules core: start positions without removed
// armies, teams that do not capture each other and win together, and the neutral army moved
// by each round's first mover. Positions are worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "rules/load/load.h"
#include "rules/play/modes.h"
#include "rules/play/movegen.h"
#include "rules/variant/armies.h"
#include "six_board.h"
#include "support/paths.h"
#include "test_util.h"

namespace {

const std::string kLayout = pp::test::layout_path("six-armies").string();

// A game of the layout in mode `name` ("" for none); each test gets its own.
std::unique_ptr<rules::Game> in_mode(const std::string& name) {
  auto g = rules::load_game(kLayout);
  if (!name.empty()) {
    const rules::PlayMode* m = g->variant().rules.armies.mode(name);
    EXPECT_NE(m, nullptr) << name;
    if (m) g->set_mode(*m);
  }
  return g;
}

std::string modes_fen(const std::map<std::string, std::string>& pieces, char mover) {
  std::vector<rules::ArmyPiece> list;
  list.reserve(pieces.size());
  for (auto& [cell, what] : pieces) list.push_back({six_cells().find(cell), what[1], rules::army_from_letter(what[0])});
  return rules::write_placement(six_cells().rows(), list, true) + ' ' + mover;
}

// Does the space-separated list of destinations `dests` hold `cell`?
bool reaches(const std::string& dests, const std::string& cell) {
  std::istringstream in(dests);
  std::string to;
  while (in >> to)
    if (to == cell) return true;
  return false;
}

std::array<int, 6> pieces_per_army(const rules::Position& pos) {
  std::array<int, 6> n{};
  for (auto p : pos.board)
    if (p) ++n[static_cast<size_t>(rules::side_of(p))];
  return n;
}

// Plays the legal move from `from` to `to` and returns the outcome after it.
rules::Outcome after_capture(const rules::Game& g, const std::string& fen, const std::string& from,
                             const std::string& to) {
  auto pos = rules::parse_fen(g.variant(), g.board(), fen);
  std::vector<rules::Move> moves;
  rules::generate_legal(g, pos, moves);
  const auto it = std::find_if(moves.begin(), moves.end(), [&](auto& m) {
    return g.board().cell(m.from).name == from && g.board().cell(m.to).name == to;
  });
  EXPECT_NE(it, moves.end()) << from << "-" << to;
  if (it == moves.end()) return {};
  rules::Undo u;
  rules::make_move(g, pos, *it, u);
  return rules::outcome(g, pos);
}

}  // namespace

TEST(Modes, RemovedArmiesAreNotInTheStartPosition) {
  EXPECT_EQ(pieces_per_army(rules::start_position(*in_mode(""), "")), (std::array<int, 6>{27, 27, 27, 27, 27, 27}));
  EXPECT_EQ(pieces_per_army(rules::start_position(*in_mode("six players"), "")),
            (std::array<int, 6>{27, 27, 27, 27, 27, 27}));
  EXPECT_EQ(pieces_per_army(rules::start_position(*in_mode("five players"), "")),
            (std::array<int, 6>{27, 27, 27, 27, 27, 0}));
  auto four = in_mode("four players");
  auto pos = rules::start_position(*four, "");
  EXPECT_EQ(pieces_per_army(pos), (std::array<int, 6>{27, 27, 0, 27, 27, 0}));
  EXPECT_EQ(pos.king[rules::Gold], -1);
  EXPECT_EQ(pos.king[rules::Red], -1);
  // A neutral army stays on the board.
  EXPECT_EQ(pieces_per_army(rules::start_position(*in_mode("five players and a neutral army"), "")),
            (std::array<int, 6>{27, 27, 27, 27, 27, 27}));
  // Turns pass over the removed armies: Blue, then Black; after Green, a new round.
  std::vector<rules::Move> moves;
  int order[5];
  for (int& o : order) {
    o = pos.stm;
    rules::generate_legal(*four, pos, moves);
    ASSERT_FALSE(moves.empty());
    rules::Undo u;
    rules::make_move(*four, pos, moves.front(), u);
  }
  EXPECT_EQ(std::vector<int>(order, order + 5),
            (std::vector<int>{rules::White, rules::Blue, rules::Black, rules::Green, rules::White}));
  EXPECT_EQ(pos.fullmove, 2);
}

TEST(Modes, TeamsDoNotCaptureEachOther) {
  // A White Queen on j15 with a piece on k15 (across its top edge) and one on i15 (point to point).
  const std::string fen =
      modes_fen({{"a13", "wK"}, {"j15", "wQ"}, {"k15", "yP"}, {"i15", "uP"}, {"r13", "bK"}, {"o3", "yK"}, {"d4", "uK"}},
                'w');
  const auto captures = [&](const rules::Game& g) {
    // Both cells are occupied, so reaching one is capturing on it.
    std::string out;
    const std::string dests = testutil::destinations(g, fen, "j15");
    for (const char* cell : {"k15", "i15"})
      if (reaches(dests, cell)) out.append(cell).append(" ");
    return out;
  };
  EXPECT_EQ(captures(*in_mode("")), "k15 i15 ");
  EXPECT_EQ(captures(*in_mode("six players")), "k15 i15 ");
  // White, Gold and Green against Black, Red and Blue: the Gold pawn is a friend.
  EXPECT_EQ(captures(*in_mode("two teams of three")), "i15 ");
  // White with Black, Gold with Red, Green with Blue: both are enemies.
  EXPECT_EQ(captures(*in_mode("three teams of two")), "k15 i15 ");
  // A player with two armies: White and Black together, so a Black piece is safe from White.
  const std::string black = modes_fen({{"a13", "wK"}, {"j15", "wQ"}, {"k15", "bP"}, {"r13", "bK"}, {"o3", "yK"}}, 'w');
  EXPECT_FALSE(reaches(testutil::destinations(*in_mode("three players"), black, "j15"), "k15"));
  EXPECT_TRUE(reaches(testutil::destinations(*in_mode("six players"), black, "j15"), "k15"));
}

TEST(Modes, ASideWinsWhenOnlyItsArmiesHaveKings) {
  // White's Queen takes Black's King on k15; Gold and Green still have theirs.
  const std::string fen = modes_fen({{"a13", "wK"}, {"j15", "wQ"}, {"k15", "bK"}, {"o3", "yK"}, {"o27", "gK"}}, 'w');
  EXPECT_EQ(rules::ending_name(after_capture(*in_mode("six players"), fen, "j15", "k15").ending), "none");
  auto teams = in_mode("two teams of three");
  const auto won = after_capture(*teams, fen, "j15", "k15");
  EXPECT_EQ(rules::ending_name(won.ending), "conquest");
  EXPECT_EQ(won.winner, 0);
  EXPECT_EQ(won.armies, (1u << rules::White) | (1u << rules::Gold) | (1u << rules::Green));
  EXPECT_EQ(rules::side_name(*teams, won.winner), "White, Gold and Green");
  // The neutral army's King does not keep the game going: White is the last player standing.
  const std::string neutral = modes_fen({{"a13", "wK"}, {"j15", "wQ"}, {"k15", "bK"}, {"r13", "rK"}}, 'w');
  EXPECT_EQ(rules::ending_name(after_capture(*in_mode("six players"), neutral, "j15", "k15").ending), "none");
  const auto alone = after_capture(*in_mode("five players and a neutral army"), neutral, "j15", "k15");
  EXPECT_EQ(rules::ending_name(alone.ending), "conquest");
  EXPECT_EQ(alone.armies, 1u << rules::White);
}

TEST(Modes, TheRoundsFirstMoverMovesTheNeutralArmy) {
  auto g = in_mode("five players and a neutral army");
  rules::Rounds rounds(*g, 11);
  rules::TurnOrder dice(true, 11);  // the same throws, without the mode
  int neutral_named = 0;
  for (int i = 0; i < 600; ++i) {
    const auto r = rounds.next(63);
    const auto plain = dice.next(63);
    ASSERT_EQ(r.dice.first_die, plain.first_die);
    ASSERT_EQ(r.player.size(), 6u);
    ASSERT_NE(r.dice.order.front(), rules::Red) << "a neutral army is never the first mover";
    for (size_t k = 0; k < 6; ++k) {
      const int a = r.dice.order[k];
      EXPECT_EQ(r.player[k], a == rules::Red ? g->team(r.dice.order.front()) : g->team(a));
    }
    if (plain.first_die == 6) {
      // The die names Red: the first move passes on in the thrown direction, and Red moves last.
      ++neutral_named;
      EXPECT_EQ(r.dice.order.front(), plain.direction_die <= 3 ? rules::White : rules::Green);
      EXPECT_EQ(r.dice.order.back(), rules::Red);
    } else {
      EXPECT_EQ(r.dice.order, plain.order);
    }
  }
  EXPECT_GT(neutral_named, 50);
}
