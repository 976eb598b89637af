#pragma once
// A variant as data: the piece roster with its movement, the setup, and the named rule
// mechanisms a layout switches on. Read from the layout's `pieces`, `setup` and `rules` keys.
#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>
#include <vector>

#include "board.h"

namespace rules {

struct PieceType {
  char letter = '?';                  // upper-case FEN letter; lower case is the second side
  std::string name;                   // "Bowman"
  std::string betza;                  // movement in Betza's notation (extensions in README)
  bool royal = false;                 // losing it loses the game
  bool pawn = false;                  // promotes, moves forward only
  std::vector<std::string> special;   // named rule mechanisms: "volley", "lion", ...
};

// One piece standing on one cell at the start.
struct Placement {
  int cell = -1;
  char letter = '?';  // upper-case piece letter
  int side = 0;       // 0 white/first army, 1 black/second, ... up to the board's armies
};

struct Variant {
  std::vector<PieceType> pieces;
  std::string setup_fen;            // as written in the layout
  std::vector<Placement> setup;     // its placement, parsed
  int sides = 2;

  const PieceType* piece(char letter) const;  // nullptr if the roster has no such letter
};

// Reads `pieces`, `setup` and `rules` from the root mapping of the layout `file`. Throws
// InputError at the offending node (unknown letter, FEN rows that do not fit the board, ...).
Variant load_variant(const std::string& file, const YAML::Node& root, const Board& board);

}  // namespace rules
