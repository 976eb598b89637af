#pragma once
// What a layout's stalemate rule says, for checks that need more than its score.
#include "rules/variant/variant.h"

namespace rules {

// Has a side with no legal move lost (`rules: stalemate: loss`)?
bool stalemate_loses(const Variant& v);

}  // namespace rules
