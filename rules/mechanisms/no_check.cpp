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

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kNoCheck); }

}  // namespace

const Mechanism kNoCheck = {
    .name = "no-check",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("no-check"); },
    .legal = &gives_no_check,
};

}  // namespace rules
