#pragma once
// A rules-only way to open a layout: the board's size and the variant, compiled for play.
// The generator's layout loader reads the rest of the file (and checks it strictly).
#include <memory>
#include <string>

#include "rules/play/game.h"

namespace rules {

// The layout file with what it `extends:` merged in; errors name the file given.
std::unique_ptr<Game> load_game(const std::string& layout_file);
// The layout's setup (less the armies the game's mode removes), or `fen` when not empty; FEN errors become
// pp::InputError naming `what`.
// Refuses, with a FenError, what play cannot reach: the side not to move in check, a pawn on its
// own first rank (where the setup has none). The moves and perft commands check this; diagrams
// and engine test positions may show such positions.
void check_reachable(const Game& game, const Position& pos);
Position start_position(const Game& game, const std::string& fen, const std::string& what = "--fen",
                        bool require_kings = true);

}  // namespace rules
