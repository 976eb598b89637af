#pragma once
// What other rules use of castling (castling.cpp): gating castles through it, and a blast that
// destroys a King or Rook takes its rights with it.
#include "rules/mechanisms/mechanism.h"
#include "rules/play/position.h"

namespace rules {

extern const Mechanism kCastling;

// The rights a King or Rook on `cell` had, lost with it (blown up in Atomic).
void castling_lost(const Game& game, Position& pos, int cell);

}  // namespace rules
