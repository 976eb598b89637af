#pragma once
// A key of Fairy-Stockfish's variants.ini as one row: its name, the type of its value as the
// engine's parser reads it, and what pawnprint does with it. A rule lists the keys it reads among
// its facets (Mechanism::keys, in the rule's own file); the keys of the board, the pieces, the
// start position and the game's basics, which no rule owns, are the rows of fsf_keys.h. The
// importer knows a key only by its row: a key without one is refused, and the row says whether
// the key is read, warned of or read at one value only.
#include <cstdint>
#include <string_view>

namespace rules {

// The engine's value types (its parser's `parse_attribute` overloads).
enum class FsfType : std::uint8_t {
  kBool,        // true or false
  kInt,         // a whole number
  kRank,        // a rank, 1-based
  kFile,        // a file, a letter or 1-based
  kValue,       // win, loss, draw or none: the result for the side it happens to
  kRegion,      // cells: a1 b2 *8 (a whole rank) c* (a whole file), - none
  kPieceTypes,  // piece letters, * every piece, - none
  kPiece,       // a piece: its letter, letter:Betza, or - for none
  kText,        // a position, a name of the engine's, a table
};

enum class FsfUse : std::uint8_t {
  kRead,         // read into the layout
  kAccepted,     // accepted and not read: what the engine does with it pawnprint does not show
  kEngineOnly,   // steers only the engine or XBoard's display: named in one warning line, left out
  kOtherGame,    // at another value than `fixed`, a game not of pieces moving on one board: skipped
  kDefaultOnly,  // a rule pawnprint does not play: read at `fixed`, the engine's default, only
};

struct FsfKey {
  std::string_view name;
  FsfType type = FsfType::kBool;
  FsfUse use = FsfUse::kRead;
  std::string_view fixed{};     // kOtherGame, kDefaultOnly: the engine's default ("-" also reads "")
  std::string_view unplayed{};  // kDefaultOnly: what another value asks for, as the refusal says it
  bool family = false;          // `name` begins a family of keys: customPiece1, customPiece2, ...
  // Where the key goes when its value is the whole setting of its rule: the `rules:` key the
  // importer writes that value under, as the section gives it (`beaconCount = 3`: `beacon: 3`).
  std::string_view rules_key{};
};

}  // namespace rules
