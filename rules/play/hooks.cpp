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
  const auto& all = v.rules.mechanisms;
  v.rules.state_slots.assign(all.size(), -1);
  int next = 0;
  for (size_t i = 0; i < all.size(); ++i)
    if (all[i]->state && all[i]->state->slots > 0 && plays(*all[i], v)) {
      v.rules.state_slots[i] = static_cast<std::int8_t>(next);
      next += all[i]->state->slots;
    }
  return next;
}

}  // namespace rules
