#pragma once
// A rule's facet that keeps state through make and unmake (hooks.h).
#include "rules/play/move.h"
#include "rules/play/position.h"

namespace rules {

class Game;
struct Undo;
struct Variant;

// State lives in `slots` slots of Position::state (0 meaning nothing), which unmake_move restores
// wholesale; the hooks move pieces and keep the state. `keeps_state`: whether the hooks are needed
// in this variant (default: when the rule is in play). Each variant numbers the slots of its own
// rules (state_slot), so a rule's slots cost only the games playing it.
struct State {
  int slots = 0;
  void (*make)(const Game&, Position&, const Move&, Undo&) = nullptr;
  // Its make hook may change cells besides the move's own (where it starts and lands, and what
  // it takes) on moves that are not of its kinds: a blast, a capturer turned to stone.
  bool changes_cells = false;
  // It asks after moves whether they give check, so the game keeps the tables that can often
  // tell without looking (Game::may_check).
  bool asks_check = false;
  void (*unmake)(const Game&, Position&, const Move&, const Undo&) = nullptr;
  bool (*keeps_state)(const Variant& v) = nullptr;
};

}  // namespace rules
