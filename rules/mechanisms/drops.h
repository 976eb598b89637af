#pragma once
// What other rules use of drops (drops.cpp): where a piece may come in from the hand, and the
// hands that captures fill.
#include <cstdint>
#include <vector>

#include "rules/mechanisms/mechanism.h"
#include "rules/play/position.h"

namespace rules {

extern const Mechanism kDrops;

// Whether `type` may be dropped on `cell` by `side` as far as the hand and the cells the rules
// give it go (the cell being empty and the piece having a move from it aside).
bool may_drop(const Game& game, int type, int side, int cell);
// The cells may_drop allows `type` of `side`, in board order.
const std::vector<std::int16_t>& drop_cells(const Game& game, int type, int side);
// Whether captured pieces go to the hands, so an empty hand may fill again.
bool hand_refills(const Variant& v);
// The piece types a hand holds, in the order position text writes them.
const std::vector<int>& drop_hand(const Variant& v);
// Where captures fill the hands, puts a piece that leaves the board otherwise (blown up) in the
// other side's hand (`delta` 1), demoted as a captured one is, or takes it back (-1).
void to_other_hand(const Game& game, Position& pos, Piece q, bool from_pawn, int delta);

}  // namespace rules
