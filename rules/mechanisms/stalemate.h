#pragma once
// What a layout's stalemate rule says (stalemate.cpp): how a stalemate ends the game, and for
// checks that need more than its score, whether it loses.
#include "rules/play/ending.h"
#include "rules/play/position.h"
#include "rules/variant/variant.h"

namespace rules {

class Game;

// How the game ends for the side to move, stalemated (a draw unless the rule says).
Outcome stalemated(const Game& game, const Position& pos);

// Has a side with no legal move lost (`rules: stalemate: loss`)?
bool stalemate_loses(const Variant& v);

}  // namespace rules
