#pragma once
// A move as the rules core makes it; path and captures are spelled out for front ends.
#include <cstdint>

namespace rules {

// What kind of move it is: a MoveKind's number (move_kind.h). 0 is an ordinary move or capture;
// the core's pawn runs and en passant come next, then every kind a special rule declares.
using Kind = std::uint8_t;

struct Move {
  std::int16_t from = -1, to = -1;
  std::int16_t via = -1;           // a cell the move passes or moves besides the mover (its kind says which)
  std::int16_t cap[2] = {-1, -1};  // cells whose pieces this move captures
  std::int8_t promo = -1;          // type the mover becomes; a drop's type
  Kind kind = 0;
  std::int8_t put = -1;    // a type the move also sets down from the hand (its kind says where: a gated piece)
  std::int16_t wall = -1;  // a cell the move also walls up (walls.cpp), written after a comma: d1d5,d5f3

  bool operator==(const Move&) const = default;
};

}  // namespace rules
