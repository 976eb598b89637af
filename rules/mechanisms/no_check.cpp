// No move may give check (Racing Kings): `rules: no-check: true`. A move that leaves the other
// side's King attacked is refused, as one that leaves one's own is.
#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

bool gives_no_check(const Game& game, const Position& after, const Move&, const Undo&) {
  return !in_check(game, after, after.stm);
}

bool may_give_check(const Game& game, const Position& before, const Move& m) {
  const int type = m.promo >= 0 ? m.promo : type_of(before.board[static_cast<size_t>(m.from)]);
  for (int side = 0; side < game.sides(); ++side)
    if (side != before.stm && game.may_check(before.stm, before.king[static_cast<size_t>(side)], type, m)) return true;
  return false;
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kNoCheck); }

}  // namespace

const Mechanism kNoCheck = {
    .name = "no-check",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("no-check"); },
    .legal = &gives_no_check,
    .may_refuse = &may_give_check,
    .asks_check = true,
};

}  // namespace rules
