#pragma once
// A variant written back as the layout keys load_variant reads it from (`pieces`, `rules`,
// `setup`): the roster, the core's rules, and each special rule's settings by that rule's own
// writer (Mechanism::write), in registry order, each a flow mapping or a scalar as layouts write
// them. What load_variant reads back compiles the same game: tests/rules/write_variant_test.cpp
// checks it for every shipped layout, and the importer writes its layouts so.
#include <yaml-cpp/yaml.h>

#include "rules/topology/board.h"
#include "rules/variant/variant.h"

namespace rules {

// The roster as `pieces:`, one flow mapping a piece (name, betza, royal, pawn, special, starts,
// also), by letter (`+X` for a promoted form).
YAML::Node write_pieces(const Variant& v, const Board& board);
// The rules as `rules:`, the core's first (sides, pawn-runs, en-passant, check, kingless), then
// every special rule the variant plays that has something to say; null where there is nothing.
YAML::Node write_rules(const Variant& v, const Board& board);
// Sets `pieces`, `rules` and `setup` of the layout `root` to the variant's, keeping what the
// generator reads of a piece (`art`, `height`) where `root` has the same letter.
void write_variant(const Variant& v, const Board& board, YAML::Node& root);

}  // namespace rules
