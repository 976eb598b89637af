#pragma once
// A rules-only way to open a layout: the board's size and the variant, compiled for play. The
// generator's layout loader reads the rest of the file (and checks it strictly). The top layer of
// the rules core: it reads rules by their registry names and positions as text.
#include <memory>
#include <string>

#include "common/yaml_at.h"
#include "rules/notation/fen.h"
#include "rules/play/game.h"
#include "rules/topology/board.h"
#include "rules/variant/variant.h"

namespace rules {

// Reads `pieces`, `setup` and `rules` from the root mapping of a layout. Throws pp::InputError
// at the offending node (unknown letter, FEN rows that do not fit the board, ...).
Variant load_variant(const pp::yaml::At& root, const Board& board);
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
