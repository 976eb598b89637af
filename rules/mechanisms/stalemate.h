#pragma once
// What a layout's stalemate rule says (stalemate.cpp), for checks that need more than its score:
// whether it loses. How a stalemate ends the game is its Ends::stalemated, which the game asks.
#include "rules/variant/variant.h"

namespace rules {

// Has a side with no legal move lost (`rules: stalemate: loss`)?
bool stalemate_loses(const Variant& v);

}  // namespace rules
