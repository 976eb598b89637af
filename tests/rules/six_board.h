#pragma once
// The default Six Armies board, built once for all the tests that look at it.
#include "rules/trigs.h"

inline const rules::Trigs& six_board() {
  static const rules::Trigs trigs;
  return trigs;
}
