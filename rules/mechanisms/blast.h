#pragma once
// Captures explode (blast.cpp): drops send the pieces a blast destroys to a hand.
#include "rules/mechanisms/mechanism.h"

namespace rules {

extern const Mechanism kBlast;

}  // namespace rules
