#pragma once
// Captures explode (blast.cpp): drops send the pieces a blast destroys to a hand.
#include <cstdint>

#include "rules/mechanisms/mechanism.h"

namespace rules {

extern const Mechanism kBlast;

// The piece types a blast leaves standing around the capture cell, a bit each.
TypeMask blast_spares(const Variant& v);

}  // namespace rules
