#pragma once
// Moves as text, for perft --divide and the moves command: from, the cells passed on the way
// when the move has a choice of them (Lion, Bowman re-entry), to, and the promotion letter in
// lower case: e2e4, d4d5d6, e9e10c1, b9b10q; Shogi's promotion to its own promoted form `+`
// (b2h8+) and drops with `@` (P@e5), as Fairy-Stockfish writes them.
#include <string>

#include "rules/play/game.h"

namespace rules {

std::string move_text(const Game& game, const Move& m);

}  // namespace rules
