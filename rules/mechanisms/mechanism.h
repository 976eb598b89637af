#pragma once
// Special rules as entries of one registry (registry.cpp). Each rule is one file defining its
// `Mechanism` (play/hooks.h): its name as a layout writes it (a piece's `special:` or a `rules:`
// key), how it reads its settings, and the facets it has (play/facets/): the moves it adds, how
// it judges and ends a game, what its moves change and give back, the field it keeps in position
// text and the marks its moves get in a diagram. The move generator, the position reader and the
// diagrams ask the compiled game or the registry; none of them names a rule. A new rule is one new
// file plus its line in registry.cpp; what other code calls of a rule is declared in a small
// header of that rule (castling.h, drops.h).
#include <any>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/yaml_at.h"
#include "rules/play/hooks.h"
#include "rules/play/mark_kind.h"
#include "rules/play/move.h"
#include "rules/play/move_kind.h"
#include "rules/play/position.h"
#include "rules/variant/variant.h"

namespace rules {

class Game;

// The settings `m` read into `v` (Variant::settings), as the type it stored them.
template <class T>
const T& setting(const Variant& v, const Mechanism& m);

// Reads a rule of two sides that `KEY: true` switches on and that has no other settings.
void read_two_sided_switch(const pp::yaml::At& n, Variant& v, const Mechanism& m);
// Writes a rule that `KEY: true` switches on, as it reads (Mechanism::write).
YAML::Node write_switch(const Variant& v, const Board& board);

// Every mechanism, in registry order; the one called `name` (nullptr if none). Numbers are not
// the registry's: each compiled game numbers its own rules and kinds of move (game.h).
const std::vector<const Mechanism*>& mechanisms();
const Mechanism* find_mechanism(std::string_view name);
// A rule defined outside registry.cpp (tests/probe/beacon.cpp) registers itself with a line of its
// own file, `const AddedRule kAdded{kBeacon, "walls"};`, which puts it in the registry just after
// the rule named; rules added after the same one go in the order of their names, so the registry's
// order does not hang on the order a program's files start in. Only before the registry is read.
struct AddedRule {
  AddedRule(const Mechanism& rule, std::string_view after);
};
// The core's marks and every mechanism's, in legend order.
const std::vector<const MarkKind*>& rule_marks();
// The first Position::state slot of `m` in the positions of `v`, or -1 where `v` keeps no state of
// it (numbered by number_state_slots: loading a variant and compiling a game do so).
inline int state_slot(const Mechanism& m, const Variant& v) {
  for (const auto& [rule, slot] : v.rules.state_slots)
    if (rule == &m) return slot;
  return -1;
}
// Slot `i` of the state `m` keeps in `pos`, or 0 (nothing) where `v` keeps none: position text
// asks a rule for its field whether or not it is played, and gating writes castling's.
inline int state_at(const Mechanism& m, const Variant& v, const Position& pos, int i = 0) {
  const int s = state_slot(m, v);
  return s < 0 ? 0 : pos.state[static_cast<size_t>(s + i)];
}

// The marks a diagram gives move `m` of the piece on m.from (pos: the position before it).
MoveMarks move_marks(const Game& game, Position& pos, const Move& m);
// The cells a refused capture (pseudo-legal, not legal) is shown as not allowed on.
std::vector<int> refused_cells(const Game& game, const Position& pos, const Move& m);

template <class T>
const T& setting(const Variant& v, const Mechanism& m) {
  return std::any_cast<const T&>(v.rules.settings.find(m.name)->second);
}

}  // namespace rules
