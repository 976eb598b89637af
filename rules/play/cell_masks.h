#pragma once
// Which of up to 64 cells hold a piece, and which a piece of some sides, a bit per cell: read
// eight cells at a time, so finding the mover's pieces costs a few operations per eight cells
// rather than a test per cell (move generation asks at every position).
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "rules/play/position.h"

namespace rules {

struct CellMasks {
  std::uint64_t taken = 0;  // a piece or a wall
  std::uint64_t own = 0;    // a piece of side `own`
  std::uint64_t near = 0;   // ... or of a side in `near` (a bit per side; a wall's is kWallSide)
};

namespace cell_masks_detail {

// A word holds four cells, a 16-bit Piece (position.h) each.
constexpr std::uint64_t kHigh = 0x8000800080008000u, kLow15 = 0x7fff7fff7fff7fffu;
constexpr std::uint64_t kSide = 0xe000e000e000e000u, kOnes = 0x0001000100010001u;

// The top bit of each lane of x that is not zero.
constexpr std::uint64_t nonzero(std::uint64_t x) { return (((x & kLow15) + kLow15) | x) & kHigh; }
// The top bits of the lanes, one a lane, gathered into four bits: lane i's to bit i. Each lane's
// bit, moved to the lane's bottom, is multiplied into bit 48 + i; the other products fall below
// bit 48 or past bit 63, on bits of their own, so nothing carries into the four.
constexpr std::uint64_t gather(std::uint64_t top) {
  return ((top >> 15) * ((1ull << 48) | (1ull << 33) | (1ull << 18) | (1ull << 3))) >> 48;
}
// The top bit of each lane whose side bits (position.h) are `side`'s.
constexpr std::uint64_t of_side(std::uint64_t w, unsigned side) {
  return kHigh & ~nonzero((w ^ (kOnes * (static_cast<std::uint64_t>(side) << kSideShift))) & kSide);
}

}  // namespace cell_masks_detail

// Cells [0, len) of `cells`, len at most 64: those of side `own`, and those of the sides in
// `near` (a bit per side) besides it.
#if defined(__SSE2__)
// Eight cells at a time: each lane compared whole, the lanes' answers packed to bytes and read
// as one bit a cell.
inline CellMasks cell_masks(const Piece* cells, int len, int own, unsigned near) {
  static_assert(sizeof(Piece) == 2);
  const unsigned others = near & ~(1u << own);
  const __m128i zero = _mm_setzero_si128();
  const __m128i own_side = _mm_set1_epi16(static_cast<short>(own));
  auto bits = [&](__m128i lanes) {
    return static_cast<std::uint64_t>(_mm_movemask_epi8(_mm_packs_epi16(lanes, zero)));
  };
  CellMasks m;
  for (int base = 0; base < len; base += 8) {
    __m128i w;
    if (len - base >= 8) {
      w = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + base));
    } else {
      alignas(16) std::array<Piece, 8> tail{};  // empty past the end
      std::memcpy(tail.data(), cells + base, static_cast<size_t>(len - base) * sizeof(Piece));
      w = _mm_load_si128(reinterpret_cast<const __m128i*>(tail.data()));
    }
    const __m128i empty = _mm_cmpeq_epi16(w, zero);
    const __m128i side = _mm_srli_epi16(w, kSideShift);
    const __m128i mine = _mm_andnot_si128(empty, _mm_cmpeq_epi16(side, own_side));
    __m128i friends = mine;
    for (unsigned sides = others; sides; sides &= sides - 1) {
      const __m128i of = _mm_cmpeq_epi16(side, _mm_set1_epi16(static_cast<short>(std::countr_zero(sides))));
      friends = _mm_or_si128(friends, _mm_andnot_si128(empty, of));
    }
    m.taken |= (~bits(empty) & 0xffu) << base;
    m.own |= bits(mine) << base;
    m.near |= bits(friends) << base;
  }
  return m;
}
#else
inline CellMasks cell_masks(const Piece* cells, int len, int own, unsigned near) {
  using namespace cell_masks_detail;
  constexpr int kLanes = sizeof(std::uint64_t) / sizeof(Piece);
  const unsigned others = near & ~(1u << own);
  CellMasks m;
  for (int base = 0; base < len; base += kLanes) {
    std::uint64_t w = 0;
    const int n = len - base >= kLanes ? kLanes : len - base;
    // Lane i holds cell base + i from the bottom up, whichever way the bytes lie.
    for (int i = 0; i < n; ++i) w |= static_cast<std::uint64_t>(cells[base + i]) << (16 * i);
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
#endif

}  // namespace rules
