#pragma once
// The pieces of a Lion's move, shared by the Lion (lion.cpp) and the pieces with its double moves
// along some lines (lion_lines.cpp).
#include <cstdint>

#include "rules/play/move.h"
#include "rules/play/position.h"

namespace rules {

// Whether the piece on `cell` is one `side` may take: a wall is no side's piece.
inline bool lion_enemy(const Position& pos, int side, int cell) {
  const Piece q = pos.board[static_cast<size_t>(cell)];
  return q != 0 && !is_wall(q) && side_of(q) != side;
}

// A move from `from` to `to`, through `via` (-1: none), taking on `cap0` and `cap1` (-1: none).
inline Move lion_move(int from, int to, int via, int cap0, int cap1, Kind kind) {
  Move m;
  m.from = static_cast<std::int16_t>(from);
  m.to = static_cast<std::int16_t>(to);
  m.via = static_cast<std::int16_t>(via);
  m.cap[0] = static_cast<std::int16_t>(cap0);
  m.cap[1] = static_cast<std::int16_t>(cap1);
  m.kind = kind;
  return m;
}

}  // namespace rules
