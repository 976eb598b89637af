#pragma once
// Dealing a randomised back rank (the seed's Grand Chess): the pieces on the first side's
// own first rank are rearranged, and the second side mirrors them.
#include <cstdint>
#include <string>

#include "rules/play/game.h"

namespace rules {

// The start FEN for `seed`; the same seed gives the same setup on every machine.
std::string shuffled_setup(const Game& game, std::uint64_t seed);

}  // namespace rules
