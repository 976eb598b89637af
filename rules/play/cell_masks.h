#pragma once
// Which of up to 64 cells hold a piece, and which a piece of some sides, a bit per cell: read
// eight cells at a time as one word, so finding the mover's pieces costs a few operations per
// eight cells rather than a test per cell (move generation asks at every position).
#include <bit>
#include <cstdint>
#include <cstring>

#include "rules/play/position.h"

namespace rules {

struct CellMasks {
  std::uint64_t taken = 0;  // a piece or a wall
  std::uint64_t own = 0;    // a piece of side `own`
  std::uint64_t near = 0;   // ... or of a side in `near` (a bit per side; a wall's is kWallSide)
};

namespace cell_masks_detail {

constexpr std::uint64_t kHigh = 0x8080808080808080u, kLow7 = 0x7f7f7f7f7f7f7f7fu;
constexpr std::uint64_t kSide = 0xe0e0e0e0e0e0e0e0u, kOnes = 0x0101010101010101u;

// The top bit of each byte of x that is not zero.
constexpr std::uint64_t nonzero(std::uint64_t x) { return (((x & kLow7) + kLow7) | x) & kHigh; }
// The top bits of the bytes, one a byte, gathered into eight bits: byte i's to bit i.
constexpr std::uint64_t gather(std::uint64_t top) { return ((top >> 7) * 0x0102040810204080u) >> 56; }
// The top bit of each byte whose side bits (position.h) are `side`'s.
constexpr std::uint64_t of_side(std::uint64_t w, unsigned side) {
  return kHigh & ~nonzero((w ^ (kOnes * (side << 5))) & kSide);
}

}  // namespace cell_masks_detail

// Cells [0, len) of `cells`, len at most 64: those of side `own`, and those of the sides in
// `near` (a bit per side) besides it.
inline CellMasks cell_masks(const Piece* cells, int len, int own, unsigned near) {
  using namespace cell_masks_detail;
  const unsigned others = near & ~(1u << own);
  CellMasks m;
  for (int base = 0; base < len; base += 8) {
    std::uint64_t w = 0;
    if (len - base >= 8) std::memcpy(&w, cells + base, 8);
    else std::memcpy(&w, cells + base, static_cast<size_t>(len - base));
    if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
    const std::uint64_t full = nonzero(w);
    const std::uint64_t mine = full & of_side(w, static_cast<unsigned>(own));
    std::uint64_t friends = mine;
    for (unsigned sides = others; sides; sides &= sides - 1)
      friends |= full & of_side(w, static_cast<unsigned>(std::countr_zero(sides)));
    m.taken |= gather(full) << base;
    m.own |= gather(mine) << base;
    m.near |= gather(friends) << base;
  }
  return m;
}

}  // namespace rules
