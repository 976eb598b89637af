// What the rules core asks of a variant's rules without their registry.
#include <algorithm>

#include "rules/play/hooks.h"

namespace rules {

bool plays(const Mechanism& m, const Variant& v) {
  if (m.active) return m.active(v);
  return std::any_of(v.pieces.begin(), v.pieces.end(),
                     [&](const PieceType& p) { return (m.piece && p.has(m.name)) || (m.applies && m.applies(p)); });
}

int number_state_slots(Variant& v) {
  v.rules.state_slots.clear();
  int next = 0;
  for (const Mechanism* m : v.rules.mechanisms)
    if (m->state && m->state->slots > 0 && plays(*m, v)) {
      v.rules.state_slots.emplace_back(m, next);
      next += m->state->slots;
    }
  return next;
}

int state_slot_count(const Variant& v) {
  const auto& slots = v.rules.state_slots;
  return slots.empty() ? 0 : slots.back().second + slots.back().first->state->slots;
}

}  // namespace rules
