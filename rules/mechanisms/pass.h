#pragma once
// A side may pass instead of moving (pass.cpp): bikjang tells its passes from other moves.
#include "rules/mechanisms/mechanism.h"

namespace rules {

extern const Mechanism kPass;

}  // namespace rules
