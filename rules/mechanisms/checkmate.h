#pragma once
// How a checkmate ends the game (checkmate.cpp), for the move generator's end of game.
#include "rules/play/ending.h"
#include "rules/play/position.h"

namespace rules {

class Game;

// How the game ends for the side to move, checkmated (a loss unless the rule says).
Outcome checkmated(const Game& game, const Position& pos);

}  // namespace rules
