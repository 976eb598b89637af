#pragma once
// Cells of each side's first rank kept as one bit a file and side (side * 8 + file) in a state
// slot, for boards of at most 8 files: the cells that may still gate (gating.cpp), the pieces
// that may still make their first leaps (first_leaps.cpp). Fairy-Stockfish writes both as file
// letters in the castling field.
#include <cstdint>

#include "rules/play/position.h"

namespace rules {

inline int home_rank(const Board& b, int side) { return side == 0 ? 0 : b.ranks() - 1; }

// The bit of `cell` for `side`, or 0 when the cell is not on that side's first rank.
inline unsigned home_bit(const Board& b, int cell, int side) {
  const Cell& c = b.cell(cell);
  return c.y == home_rank(b, side) ? 1u << (side * 8 + c.x) : 0u;
}

inline void set_home_bits(Position& pos, int slot, unsigned bits) {
  pos.state[static_cast<size_t>(slot)] = static_cast<std::int16_t>(static_cast<std::uint16_t>(bits));
}

}  // namespace rules
