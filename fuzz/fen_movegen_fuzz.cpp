// libFuzzer target: the FEN reader and the move generator. The first byte picks a layout (the
// .yaml files of the layouts folder sorted by name, then those of tests/rules/layouts that load,
// the byte modulo their number: 0 is chess-legions, 1 chess, ... as long as no layout is added
// before them), the rest is a FEN. A
// FEN that reads must write back to the same position, and every legal move must make and
// unmake cleanly, a few plies deep.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "rules/load/load.h"
#include "rules/play/movegen.h"

namespace {

const std::vector<std::unique_ptr<rules::Game>>& games() {
  static const auto all = [] {
    std::vector<std::filesystem::path> files;
    // The shipped layouts, then those the rules tests keep (shapes not yet drawn, such as hex).
    for (const char* dir : {PAWNPRINT_LAYOUTS, PAWNPRINT_TEST_LAYOUTS}) {
      const size_t first = files.size();
      for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.is_regular_file() && e.path().extension() == ".yaml") files.push_back(e.path());
      std::sort(files.begin() + static_cast<long>(first), files.end());
    }
    if (files.empty()) std::abort();  // nothing to fuzz: the folder is wrong
    std::vector<std::unique_ptr<rules::Game>> out;
    // The tests keep some layouts that are refused on purpose (a zone given twice): left out.
    for (const auto& f : files) {
      try {
        out.push_back(rules::load_game(f.string()));
      } catch (const pp::InputError&) {
        continue;
      }
    }
    return out;
  }();
  return all;
}

void walk(const rules::Game& g, rules::Position& pos, int depth, std::uint8_t pick) {
  std::vector<rules::Move> moves;
  rules::generate_legal(g, pos, moves);
  if (depth == 0 || moves.empty()) return;
  for (const auto& m : moves) {
    const rules::Position before = pos;
    rules::Undo u;
    rules::make_move(g, pos, m, u);
    rules::unmake_move(g, pos, m, u);
    if (!(pos == before)) std::abort();
  }
  rules::Undo u;
  const auto& m = moves[pick % moves.size()];
  rules::make_move(g, pos, m, u);
  walk(g, pos, depth - 1, static_cast<std::uint8_t>(pick * 31 + 7));
  rules::unmake_move(g, pos, m, u);
}

}  // namespace

// Compiling every layout's tables takes seconds under the sanitizers: done once before the
// first input, so that no input is timed with it.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  games();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const rules::Game& g = *games()[data[0] % games().size()];
  const std::string fen(reinterpret_cast<const char*>(data + 1), size - 1);
  rules::Position pos;
  try {
    pos = rules::parse_fen(g.variant(), g.board(), fen, (data[0] & 0x80) == 0);
  } catch (const rules::FenError&) {
    return 0;
  }
  const std::string written = rules::to_fen(g.variant(), g.board(), pos);
  if (!(rules::parse_fen(g.variant(), g.board(), written, false) == pos)) std::abort();
  walk(g, pos, 3, data[size - 1]);
  return 0;
}
