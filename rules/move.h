#pragma once
// A move as the rules core makes it; path and captures are spelled out for front ends.
#include <cstdint>
#include <string_view>

namespace rules {

enum class Kind : std::uint8_t {
  Step,     // an ordinary move or capture
  PawnRun,  // a pawn advancing more than one cell
  EnPassant,
  Castle,
  Leapfrog,  // a Bowman's volley, one or more leaps
  Reenter,   // a Bowman reaching the far end and coming back on its first rank
  Removed,   // ... or leaving the game when that rank is full
  GuardCall,
  LionStep,    // one king step
  LionLeap,    // to a cell two steps away, whatever stands between
  LionDouble,  // capture on the first step, then a second step (hit-and-run or double capture)
  LionIgui,    // capture on the first step and return
  LionPass,    // out to an empty cell and back
  Drop,        // a piece from the hand put on the empty cell `to` (= from); promo is its type
};

std::string_view kind_name(Kind kind);

struct Move {
  std::int16_t from = -1, to = -1;
  std::int16_t via = -1;           // Lion's first step; Bowman's last-rank cell; castling rook
  std::int16_t cap[2] = {-1, -1};  // cells whose pieces this move captures
  std::int8_t promo = -1;          // type a pawn becomes
  Kind kind = Kind::Step;

  bool operator==(const Move&) const = default;
};

}  // namespace rules
