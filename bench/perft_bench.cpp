// Perft of Freeling's Grand Chess from the start, depth 4 (15,921,643 nodes), against the
// installed Fairy-Stockfish doing the same count in the same run; the ratio (ours / engine)
// is printed at the end, target at most 3. Also the time to compute one piece's move set for a
// diagram (each piece type of each square layout, alone on an otherwise empty board), target
// under 1 ms.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "common/paths.h"
#include "rules/load/load.h"
#include "rules/play/movegen.h"
#include "rules/play/perft.h"

namespace {

constexpr const char* kEngine = "/usr/games/fairy-stockfish";
double ours_s = 0, engine_s = 0, diagram_s = 0;

std::string layout(const char* name) { return (pp::layouts_dir() / (std::string(name) + ".yaml")).string(); }

template <class F>
double seconds(F&& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void BM_PerftGrandStart4(benchmark::State& state) {
  const auto game = rules::load_game(layout("grand-chess-freeling"));
  rules::Position pos = rules::start_position(*game, "");
  double best = 1e9;
  for (auto _ : state) {
    std::uint64_t n = 0;
    best = std::min(best, seconds([&] { n = rules::perft(*game, pos, 4); }));
    if (n != 15921643) state.SkipWithError("wrong node count");
    benchmark::DoNotOptimize(n);
  }
  ours_s = best;
  state.counters["nodes/s"] = 15921643 / best;
}

void BM_FairyStockfishGrandStart4(benchmark::State& state) {
  double best = 1e9;
  for (auto _ : state) {
    best = std::min(
        best, seconds([&] {
          const std::string cmd =
              std::string(
                  "printf 'setoption name UCI_Variant value grand\\nposition startpos\\ngo perft 4\\nquit\\n' | ") +
              kEngine + " > /dev/null";
          if (std::system(cmd.c_str()) != 0) state.SkipWithError("fairy-stockfish did not run");
        }));
  }
  engine_s = best;
}

// Every piece type of every square layout (the layouts folder's .yaml files on square boards)
// on the cell left of and below the middle of an empty board (d4 on 8x8, e5 on 10x10), its
// legal moves as a diagram asks for them.
void BM_DiagramMoveSet(benchmark::State& state) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(pp::layouts_dir()))
    if (e.path().extension() == ".yaml") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<std::unique_ptr<rules::Game>> games;
  for (const auto& f : files)
    if (auto g = rules::load_game(f.string()); g->board().shape() == rules::CellShape::Square)
      games.push_back(std::move(g));
  size_t sets = 0;
  double total = 0;
  for (auto _ : state) {
    total += seconds([&] {
      for (const auto& g : games) {
        const rules::Board& b = g->board();
        const int cell = b.at((b.files() - 1) / 2, (b.ranks() - 1) / 2);
        std::string empty;
        for (int r = 0; r < b.ranks(); ++r) {
          if (r) empty += '/';
          empty += std::to_string(b.files());
        }
        for (int t = 0; t < static_cast<int>(g->variant().pieces.size()); ++t) {
          rules::Position pos = rules::parse_fen(g->variant(), b, empty + " w", false);
          pos.board[static_cast<size_t>(cell)] = rules::make_piece(0, t);
          std::vector<rules::Move> moves;
          rules::generate_legal(*g, pos, moves);
          benchmark::DoNotOptimize(moves.data());
          ++sets;
        }
      }
    });
  }
  diagram_s = total / static_cast<double>(sets);
  state.counters["us/set"] = diagram_s * 1e6;
}

}  // namespace

BENCHMARK(BM_PerftGrandStart4)->Iterations(3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FairyStockfishGrandStart4)->Iterations(3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DiagramMoveSet)->Unit(benchmark::kMicrosecond);

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  if (ours_s > 0 && engine_s > 0)
    std::printf(
        "perft grand start depth 4: pawnprint %.3f s, fairy-stockfish %.3f s (with process start), ratio %.2f (target <= 3)\n",
        ours_s, engine_s, ours_s / engine_s);
  if (diagram_s > 0) std::printf("one piece's move set for a diagram: %.1f us (target < 1000)\n", diagram_s * 1e6);
  benchmark::Shutdown();
  return 0;
}
