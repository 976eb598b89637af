// Perft counts against the numbers recorded from Fairy-Stockfish (tests/rules/perft_cases.txt),
// plus the generator's own consistency: divide adds up, make/unmake restores, FEN round-trips.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <sstream>

#include "rules/load.h"
#include "rules/perft.h"
#include "support/paths.h"
#include "test_util.h"

namespace {

struct Case {
  std::string layout, fen;
  std::vector<std::uint64_t> counts;
};

std::vector<Case> read_cases() {
  std::ifstream in(pp::test::source_dir() / "tests/rules/perft_cases.txt");
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

}  // namespace

TEST(Perft, MatchesFairyStockfishRecords) {
  const auto cases = read_cases();
  ASSERT_GE(cases.size(), 20u);
  for (const auto& c : cases) {
    const auto& g = game(c.layout);
    auto pos = rules::start_position(g, c.fen);
    for (size_t d = 0; d < c.counts.size() && c.counts[d] <= max_nodes(); ++d)
      EXPECT_EQ(rules::perft(g, pos, static_cast<int>(d + 1)), c.counts[d])
          << c.layout << " depth " << d + 1 << " " << c.fen;
  }
}

TEST(Perft, DivideAddsUp) {
  for (const char* layout : {"chess", "grand-chess", "chess-legions", "mighty-lion"}) {
    const auto& g = game(layout);
    auto pos = rules::start_position(g, "");
    std::uint64_t sum = 0;
    for (auto& [m, n] : rules::perft_divide(g, pos, 3)) sum += n;
    EXPECT_EQ(sum, rules::perft(g, pos, 3)) << layout;
  }
}

// Random games: every move made and unmade gives back the same position, and the FEN written
// at each step reads back to the same position.
TEST(Perft, MakeUnmakeAndFenRoundTrip) {
  std::mt19937 rng(7);
  for (const char* layout : {"chess", "grand-chess-freeling", "grand-chess", "chess-legions", "mighty-lion"}) {
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
          EXPECT_EQ(rules::parse_fen(g.variant(), g.board(), fen, false), pos) << layout << " " << fen;
          rules::unmake_move(g, pos, m, u);
          ASSERT_EQ(pos, before) << layout << " " << rules::to_fen(g.variant(), g.board(), before);
        }
        rules::Undo u;
        rules::make_move(g, pos, moves[rng() % moves.size()], u);
      }
    }
  }
}
