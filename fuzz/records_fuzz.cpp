// libFuzzer target: the game-record readers other than PGN's own (KIF and KI2, CSA, USI, UCCI,
// WXF, Xiangqi PGN and DhtmlXQ, XQF), the reader picked by the text's look as `game` picks it
// for a file of no known extension, so the records kept for the tests seed it. A record that
// reads is played through the layout its [Variant] names. Bad text or an illegal move must end
// in an InputError; anything else escaping, or a crash, is a finding.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <string>

#include "common/input_error.h"
#include "rules/load/load.h"
#include "rules/notation/records.h"

namespace {

// Lower case, letters and digits only, as the command line matches a [Variant] to a layout.
std::string plain_name(const std::string& s) {
  std::string out;
  for (char c : s)
    if (std::isalnum(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The layout a [Variant] names, loaded once; null for a name no layout has.
const rules::Game* game_named(const std::string& variant) {
  static const std::map<std::string, std::filesystem::path> files = [] {
    std::map<std::string, std::filesystem::path> out;
    for (const auto& e : std::filesystem::directory_iterator(PAWNPRINT_LAYOUTS))
      if (e.path().extension() == ".yaml") out[plain_name(e.path().stem().string())] = e.path();
    if (out.empty()) std::abort();  // nothing to play on: the folder is wrong
    return out;
  }();
  static std::map<std::string, std::unique_ptr<rules::Game>> loaded;
  const std::string name = variant.empty() ? "chess" : plain_name(variant);
  const auto file = files.find(name);
  if (file == files.end()) return nullptr;
  std::unique_ptr<rules::Game>& game = loaded[name];
  if (!game) game = rules::load_game(file->second.string());
  return game.get();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  for (const char* name : {"shogi", "xiangqi", "chess"}) game_named(name);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const rules::RecordFormat& format = rules::record_format("fuzz", text);
    const rules::PgnGame pgn = format.read(text, "fuzz");
    if (const rules::Game* game = game_named(pgn.tag("Variant"))) {
      const rules::PlayedGame played = rules::play_pgn(*game, pgn, "fuzz");
      if (played.positions.size() != played.moves.size() + 1) std::abort();
    }
  } catch (const pp::InputError&) {
  }
  return 0;
}
