#pragma once
// Counting the leaves of the legal move tree, the standard check of a move generator.
#include <cstdint>
#include <utility>
#include <vector>

#include "rules/play/movegen.h"

namespace rules {

std::uint64_t perft(const Game& game, Position& pos, int depth);
// Each legal move with the count below it; the counts add up to perft(depth).
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Game& game, Position& pos, int depth);

}  // namespace rules
