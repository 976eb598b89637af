// Calling the Guard: once per game, a side in check may bring its Guard from anywhere to an
// empty cell beside its King, and only when that ends the check (checked by the legality
// test after the move). A destination the Guard reaches by an ordinary move is not offered
// again as a call, which would only waste the call. Its state: the sides that have called
// (called=wb in position text).
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kGuardCall;  // defined below, used before

namespace {

const MoveKind kCall{.name = "guard-call"};
const MarkKind kCallMark{"guard-call", "Calling the Guard", Symbol::PlusInRing, "#cc79a7", 130};
const MoveKind* const kKinds[] = {&kCall};
const MarkKind* const kMarks[] = {&kCallMark};

int slot(const Variant& v) { return state_slot(kGuardCall, v); }
int called(const Variant& v, const Position& pos) { return state_at(kGuardCall, v, pos); }

void add_guard_calls(const Game& game, const Position& pos, std::vector<Move>& out) {
  const int side = pos.stm;
  const int k = pos.king[static_cast<size_t>(side)];
  if (k < 0 || (called(game.variant(), pos) >> side & 1)) return;
  const TypeMask guards = game.mask_of(kGuardCall);
  bool any = false;
  for (int g = 0; g < game.board().size() && !any; ++g) {
    const Piece p = pos.board[static_cast<size_t>(g)];
    any = p && side_of(p) == side && has_type(guards, type_of(p));
  }
  if (!any || !in_check(game, pos, side)) return;
  const size_t known = out.size();
  for (int g = 0; g < game.board().size(); ++g) {
    const Piece p = pos.board[static_cast<size_t>(g)];
    if (!p || side_of(p) != side || !has_type(guards, type_of(p))) continue;
    for (auto c : game.neighbours(k)) {
      if (pos.board[static_cast<size_t>(c)] != 0) continue;
      bool ordinary = false;
      for (size_t i = 0; i < known && !ordinary; ++i) ordinary = out[i].from == g && out[i].to == c;
      if (ordinary) continue;
      Move m;
      m.from = static_cast<std::int16_t>(g);
      m.to = c;
      m.kind = game.kind_of(kCall);
      out.push_back(m);
    }
  }
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  if (game.is(m, kCall))
    pos.state[static_cast<size_t>(slot(game.variant()))] =
        static_cast<std::int16_t>(called(game.variant(), pos) | (1 << side_of(u.moved)));
}

void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  int mask = 0;
  if (value != "-")
    for (char ch : value) {
      const int side = side_from_letter(v, ch);
      if (side < 0) split.fail(f, v.sides > 2 ? "sides are army letters" : "sides are w and b");
      mask |= 1 << side;
    }
  pos.state[static_cast<size_t>(slot(v))] = static_cast<std::int16_t>(mask);
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  std::string out;
  for (int side = 0; side < v.sides; ++side)
    if (called(v, pos) >> side & 1) out += side_letter(v, side);
  return out;
}

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (!game.is(m, kCall)) return false;
  out.cells.push_back({m.to, &kCallMark});
  return true;
}

}  // namespace

const Moves kMoves{
    .side_moves = &add_guard_calls,
    .kinds = kKinds,
};
const State kState{
    .slots = 1,
    .make = &make,
};
const Field kField{
    .key = "called",
    .read_field = &read_field,
    .write_field = &write_field,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
};

extern const Mechanism kGuardCall = {
    .name = "guard-call",
    .piece = true,
    .moves = &kMoves,
    .state = &kState,
    .field = &kField,
    .diagram = &kDiagram,
};

}  // namespace rules
