#pragma once
// How a game ended without a mate scores (points.cpp), for the rules that end games so.
#include "rules/play/ending.h"
#include "rules/play/position.h"

namespace rules {

class Game;

// How a game ended by `ending` without a mate scores: by points, else drawn.
Outcome undecided(const Game& game, const Position& pos, const Ending& ending);

}  // namespace rules
