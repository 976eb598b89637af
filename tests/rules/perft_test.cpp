// Perft counts against the numbers recorded in tests/rules/perft_cases.txt (from Fairy-Stockfish,
// or worked by hand where no engine plays the variant), for every shipped layout's start at
// least; plus the generator's own consistency on every layout: divide adds up, make/unmake
// restores, FEN round-trips.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <sstream>

#include "rules/load/load.h"
#include "rules/play/perft.h"
#include "support/paths.h"
#include "test_util.h"

namespace {

struct Case {
  std::string layout, fen;
  std::vector<std::uint64_t> counts;
};

const std::filesystem::path kCases = pp::test::source_dir() / "tests/rules/perft_cases.txt";

std::vector<Case> read_cases() {
  std::ifstream in(kCases);
  std::vector<Case> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string part; std::getline(ss, part, '|');)
      f.push_back(
          part.substr(part.find_first_not_of(' '), part.find_last_not_of(' ') - part.find_first_not_of(' ') + 1));
    Case c{f[0], f[3], {}};
    std::stringstream counts(f[2]);
    for (std::uint64_t n; counts >> n;) c.counts.push_back(n);
    out.push_back(c);
  }
  return out;
}

const rules::Game& game(const std::string& layout) { return testutil::load(layout); }

std::uint64_t max_nodes() {
  const char* env = std::getenv("PAWNPRINT_PERFT_MAX");
  return env ? std::strtoull(env, nullptr, 10) : 300000;
}

// Every layout's name, as testutil::load takes it.
std::vector<std::string> layouts() {
  std::vector<std::string> out;
  for (const auto& f : pp::test::layout_files()) out.push_back(f.stem().string());
  return out;
}

}  // namespace

TEST(Perft, MatchesRecordedCounts) {
  const auto cases = read_cases();
  ASSERT_GE(cases.size(), 20u);
  for (const auto& c : cases) {
    const auto& g = game(c.layout);
    auto pos = rules::start_position(g, c.fen);
    for (size_t d = 0; d < c.counts.size() && (d < 2 || c.counts[d] <= max_nodes()); ++d)
      EXPECT_EQ(rules::perft(g, pos, static_cast<int>(d + 1)), c.counts[d])
          << c.layout << " depth " << d + 1 << " " << c.fen;
  }
}

// A layout dropped into layouts/ cannot go unchecked: its start position must have counts of
// depth 1 and 2 at least in perft_cases.txt, and they must match.
TEST(Perft, EveryLayoutsStartIsRecorded) {
  const auto cases = read_cases();
  const auto names = layouts();
  ASSERT_FALSE(names.empty());
  for (const auto& layout : names) {
    SCOPED_TRACE(layout);
    const auto& g = game(layout);
    const rules::Position start = rules::start_position(g, "");
    const Case* found = nullptr;
    for (const auto& c : cases)
      if (c.layout == layout && rules::start_position(g, c.fen) == start) found = &c;
    if (!found) {
      ADD_FAILURE() << "layouts/" << layout << ".yaml: no perft counts for its start position in " << kCases.string()
                    << ". Add a line\n  " << layout << " | ENGINE | DEPTH1 DEPTH2 ... | " << g.variant().setup_fen
                    << "\nwith the counts from an engine that plays the variant (its variant name as ENGINE), "
                       "or worked out by hand (ENGINE hand, the working in a comment above).";
      continue;
    }
    ASSERT_GE(found->counts.size(), 2u) << "record depths 1 and 2 at least";
    auto pos = start;
    for (int depth : {1, 2}) EXPECT_EQ(rules::perft(g, pos, depth), found->counts[depth - 1]) << "depth " << depth;
  }
}

TEST(Perft, DivideAddsUp) {
  for (const auto& layout : layouts()) {
    const auto& g = game(layout);
    auto pos = rules::start_position(g, "");
    // Three plies deep, or two where that already counts millions (Amazons, each move times its
    // arrows).
    const int depth = rules::perft(g, pos, 2) > 1000000 ? 2 : 3;
    std::uint64_t sum = 0;
    for (auto& [m, n] : rules::perft_divide(g, pos, depth)) sum += n;
    EXPECT_EQ(sum, rules::perft(g, pos, depth)) << layout;
  }
}

// Random games: every move made and unmade gives back the same position, and the FEN written
// at each step reads back to the same position.
TEST(Perft, MakeUnmakeAndFenRoundTrip) {
  std::mt19937 rng(7);
  for (const auto& layout : layouts()) {
    const auto& g = game(layout);
    for (int game_no = 0; game_no < 4; ++game_no) {
      auto pos = rules::start_position(g, "");
      for (int ply = 0; ply < 100; ++ply) {
        std::vector<rules::Move> moves;
        rules::generate_legal(g, pos, moves);
        if (moves.empty()) break;
        for (const auto& m : moves) {
          const rules::Position before = pos;
          rules::Undo u;
          rules::make_move(g, pos, m, u);
          auto fen = rules::to_fen(g.variant(), g.board(), pos);
          rules::Position read = rules::parse_fen(g.variant(), g.board(), fen, false);
          if (g.sides() > 2) {
            // The placement text of more than two armies carries no move clocks (README).
            read.halfmove = pos.halfmove;
            read.fullmove = pos.fullmove;
          }
          ASSERT_EQ(read, pos) << layout << " " << fen;
          rules::unmake_move(g, pos, m, u);
          ASSERT_EQ(pos, before) << layout << " " << rules::to_fen(g.variant(), g.board(), before);
        }
        rules::Undo u;
        rules::make_move(g, pos, moves[rng() % moves.size()], u);
      }
    }
  }
}

// A side not in check is spared making the moves that cannot open a line onto its King
// (Game::lines_decide): in random games of every layout, the moves it keeps are exactly those
// that making each one and looking for check keeps.
TEST(Perft, MovesKeptByLinesAreThoseMakingEachKeeps) {
  std::mt19937 rng(11);
  int spared = 0;
  for (const auto& layout : layouts()) {
    const auto& g = game(layout);
    for (int game_no = 0; game_no < 3; ++game_no) {
      auto pos = rules::start_position(g, "");
      for (int ply = 0; ply < 120; ++ply) {
        std::vector<rules::Move> moves, pseudo, made;
        rules::generate_legal(g, pos, moves);
        if (moves.empty()) break;
        rules::generate_pseudo(g, pos, pseudo);
        for (const auto& m : pseudo)
          if (rules::is_legal(g, pos, m)) made.push_back(m);
        for (const auto* f : g.filters()) f->filter(g, pos, made);
        ASSERT_EQ(moves, made) << layout << " " << rules::to_fen(g.variant(), g.board(), pos);
        if (g.lines_decide() && !rules::in_check(g, pos, pos.stm)) ++spared;
        rules::Undo u;
        rules::make_move(g, pos, moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)], u);
      }
    }
  }
  EXPECT_GT(spared, 1000);  // the shortcut was taken, not just agreed with
}

// Where a rule asks whether moves give check (check counting, no check), Game::may_check says no
// only of moves that, made, leave no other side's King attacked: in random games of every layout
// with such a rule, and it says no to most moves.
TEST(Perft, MovesSaidNotToCheckGiveNoCheck) {
  std::mt19937 rng(12);
  int layouts_asking = 0, said_no = 0, moves_seen = 0;
  for (const auto& layout : layouts()) {
    const auto& g = game(layout);
    if (!g.lines_decide() || std::none_of(g.in_play().begin(), g.in_play().end(),
                                          [](const rules::Mechanism* m) { return m->state && m->state->asks_check; }))
      continue;
    ++layouts_asking;
    for (int game_no = 0; game_no < 3; ++game_no) {
      auto pos = rules::start_position(g, "");
      for (int ply = 0; ply < 120; ++ply) {
        std::vector<rules::Move> moves;
        rules::generate_legal(g, pos, moves);
        if (moves.empty()) break;
        const int side = pos.stm;
        for (const auto& m : moves) {
          rules::Undo u;
          rules::make_move(g, pos, m, u);
          for (int s = 0; s < g.sides(); ++s) {
            const rules::Piece moved = pos.board[static_cast<size_t>(m.to)];
            if (s == side || !moved || g.may_check(side, pos.king[static_cast<size_t>(s)], rules::type_of(moved), m))
              continue;
            ++said_no;
            EXPECT_FALSE(rules::in_check(g, pos, s)) << layout << " " << rules::to_fen(g.variant(), g.board(), pos);
          }
          ++moves_seen;
          rules::unmake_move(g, pos, m, u);
        }
        rules::Undo u;
        rules::make_move(g, pos, moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)], u);
      }
    }
  }
  EXPECT_GE(layouts_asking, 3);  // 3check, 5check, racingkings
  EXPECT_GT(said_no, moves_seen / 2);
}
