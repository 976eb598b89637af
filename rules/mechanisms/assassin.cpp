// Assassination: an Assassin never captures, but a King it attacks (as it would move, were the
// King's cell empty) is killed at once. The side to move whose King an enemy Assassin attacks
// has lost; a side may not move its own King into that attack, as with any check.
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kAssassin;  // defined below, used before

namespace {

const Ending kAssassination{"assassination"};
const MarkKind kAssassinateMark{"assassinate", "assassination: wins at once", Symbol::Crosshair, "#d55e00", 140};
const Ending* const kEndings[] = {&kAssassination};
const MarkKind* const kMarks[] = {&kAssassinateMark};

bool assassinated(const Game& game, const Position& pos, int side) {
  const int k = pos.king[static_cast<size_t>(side)];
  if (k < 0) return false;
  for (int s = 0; s < game.sides(); ++s)
    if (s != side && game.attacked(pos, k, s, game.mask_of(kAssassin))) return true;
  return false;
}

Outcome ending(const Game& game, const Position& pos) {
  if (assassinated(game, pos, pos.stm)) return {&kAssassination, (pos.stm + 1) % game.sides()};
  return {};
}

// An Assassin's move that wins at once is marked as such.
bool marks(const Game& game, Position& pos, const Move& m, MoveMarks& out) {
  if (!game.is(m, kStep)) return false;
  const bool cap = m.cap[0] >= 0 || m.cap[1] >= 0;
  const MarkKind* k = cap ? &kCaptureMark : &kMoveMark;
  Undo u;
  make_move(game, pos, m, u);
  if (outcome(game, pos).ending == &kAssassination) k = &kAssassinateMark;
  unmake_move(game, pos, m, u);
  out.cells.push_back({m.to, k});
  return true;
}

}  // namespace

const Moves kMoves{
    .move_attacks = true,
};
const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
};

extern const Mechanism kAssassin = {
    .name = "assassin",
    .piece = true,
    .moves = &kMoves,
    .ends = &kEnds,
    .diagram = &kDiagram,
};

}  // namespace rules
