// libFuzzer target: the PGN reader, and each game it reads played through the rules core on the
// chess layout. The input is the PGN text as it is, so games kept for the tests seed it. Bad
// text or an illegal move must end in an InputError; anything else escaping, or a crash, is a
// finding.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include "common/input_error.h"
#include "rules/load/load.h"
#include "rules/notation/pgn.h"

namespace {

const rules::Game& chess() {
  static const std::unique_ptr<rules::Game> game = rules::load_game(PAWNPRINT_LAYOUTS "/chess.yaml");
  return *game;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  chess();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const rules::PgnGame pgn = rules::read_pgn(text, "fuzz.pgn");
    const rules::PlayedGame played = rules::play_pgn(chess(), pgn, "fuzz.pgn");
    if (played.positions.size() != played.moves.size() + 1) std::abort();
  } catch (const pp::InputError&) {
  }
  return 0;
}
