#include "rules/play/cell_masks.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using rules::Piece;

namespace {

// The masks cell by cell, as the word-at-a-time reading must find them.
rules::CellMasks by_cell(const std::vector<Piece>& cells, int own, unsigned near) {
  rules::CellMasks m;
  for (size_t i = 0; i < cells.size(); ++i) {
    const Piece p = cells[i];
    if (p == 0) continue;
    const std::uint64_t bit = std::uint64_t{1} << i;
    m.taken |= bit;
    if (rules::side_of(p) == own) m.own |= bit;
    if (near >> rules::side_of(p) & 1u) m.near |= bit;
  }
  return m;
}

}  // namespace

TEST(CellMasks, MatchCellByCellOnRandomBoards) {
  std::mt19937 rng(20261206);
  for (int trial = 0; trial < 3000; ++trial) {
    const int len = 1 + static_cast<int>(rng() % 64);  // lengths that end mid-word too
    const int sides = 2 + static_cast<int>(rng() % 5);
    std::vector<Piece> cells(static_cast<size_t>(len));
    for (Piece& p : cells) {
      const auto r = rng() % 10;
      p = r < 4    ? Piece{0}
          : r == 4 ? rules::kWall
                   : rules::make_piece(static_cast<int>(rng() % static_cast<unsigned>(sides)),
                                       static_cast<int>(rng() % rules::kMaxTypes));
    }
    const int own = static_cast<int>(rng() % static_cast<unsigned>(sides));
    unsigned near = 1u << own | 1u << rules::kWallSide;
    if (rng() % 2) near |= 1u << (rng() % static_cast<unsigned>(sides));  // a team mate
    const rules::CellMasks want = by_cell(cells, own, near);
    const rules::CellMasks got = rules::cell_masks(cells.data(), len, own, near);
    ASSERT_EQ(got.taken, want.taken) << "trial " << trial;
    ASSERT_EQ(got.own, want.own) << "trial " << trial;
    ASSERT_EQ(got.near, want.near) << "trial " << trial;
  }
}

TEST(CellMasks, ReadNoCellPastTheEnd) {
  // A piece of the mover just past `len` is not counted: the last word is read short.
  std::vector<Piece> cells(16, rules::make_piece(0, 3));
  const rules::CellMasks m = rules::cell_masks(cells.data(), 11, 0, 1u);
  EXPECT_EQ(m.own, (std::uint64_t{1} << 11) - 1);
  EXPECT_EQ(m.taken, m.own);
}
