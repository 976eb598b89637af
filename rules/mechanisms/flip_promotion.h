#pragma once
// Shogi's promotion by turning the piece over (flip_promotion.cpp): SAN writes its choice.
#include "rules/mechanisms/mechanism.h"

namespace rules {

extern const Mechanism kFlipPromotion;

}  // namespace rules
