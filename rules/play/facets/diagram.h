#pragma once
// A rule's facet on diagrams (hooks.h): the marks its moves get, the captures it refuses, the
// cells its moves pass.
#include <vector>

#include "rules/play/declared.h"
#include "rules/play/mark_kind.h"
#include "rules/play/move.h"
#include "rules/play/position.h"

namespace rules {

class Game;

struct CellMark {
  int cell = -1;
  const MarkKind* mark = &kMoveMark;
};

// The marks of one move, and the chain of hops it makes (leapfrogs), if any.
struct MoveMarks {
  std::vector<CellMark> cells;
  std::vector<int> chain;  // cells after the mover's, in order
  const MarkKind* chain_mark = nullptr;
};

struct Diagram {
  // The marks a diagram shows its moves with (mark_kind.h).
  Declared<MarkKind> mark_kinds{};
  // Marks its kinds of move; for other moves of its pieces, `marks` may answer instead of the
  // plain move or capture mark (true when it did).
  bool (*marks)(const Game&, Position&, const Move&, MoveMarks& out) = nullptr;
  // A capture that is possible but refused here: the cells shown as "not allowed".
  void (*refused)(const Game&, const Position&, const Move&, std::vector<int>& cells) = nullptr;
  // The cells a move of its kinds passes, for display, when more than where it lands.
  bool (*path)(const Game&, const Move&, std::vector<int>& out) = nullptr;
};

}  // namespace rules
