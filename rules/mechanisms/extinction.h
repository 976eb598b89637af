#pragma once
// What a layout's extinction rule says (extinction.cpp), for the rule that makes its last pieces
// royal (pseudo_royal.cpp).
#include <vector>

#include "rules/mechanisms/mechanism.h"
#include "rules/variant/variant.h"

namespace rules {

extern const Mechanism kExtinction;

struct Extinction {
  std::vector<int> types;  // empty: the whole army
  int count = 0;
  int opponent = 0;  // a side is extinct only while the other has at least this many of the kind
  bool wins = false;
  bool draws = false;  // a bare side draws (Shatar's robado)
  // The last count+1 pieces of each kind are royal (`royal: true`), so they cannot be taken and
  // the extinction never comes: the game ends by checkmate instead.
  bool royal = false;
  // The kind each piece type is counted as: itself, or for a promoted form the piece it moves as
  // (`counted-as: {+K: Q}`; Fairy-Stockfish's promoted piece is of its new type).
  std::vector<int> kind;
  int kind_of(int type) const {
    return static_cast<size_t>(type) < kind.size() ? kind[static_cast<size_t>(type)] : type;
  }
};

// The rule's settings, or nullptr when the layout has none.
const Extinction* extinction_rule(const Variant& v);

}  // namespace rules
