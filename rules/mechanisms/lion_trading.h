#pragma once
// Chu Shogi's rules against trading Lions as lishogi has them (lion_trading.cpp), which the Lion
// (lion.cpp) follows in place of Mighty-Lion Chess's where a layout asks.
#include "rules/play/position.h"
#include "rules/variant/variant.h"

namespace rules {

struct LionTrading {
  TypeMask cheap = 0;  // pieces whose capture on the way does not let a Lion take a guarded Lion
};

// The layout's `rules: lion-trading:`, or nullptr where it has none.
const LionTrading* lion_trading(const Variant& v);

}  // namespace rules
