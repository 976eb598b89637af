#pragma once
// Walls in words, for the rules sheet of an imported game: the cell each move walls up, walls put
// up in place of a move, capturers turned to stone, walls standing in the setup.
#include <string>

namespace pp::import {

// `place`: a layout's `walls: place:` (arrow, duck, edge, trail, anywhere, or "" for no walls
// rule); `instead`: walls put up in place of a move; `stone`: the names of the pieces that turn
// to stone by capturing, joined ("Knight, Bishop and Rook"), or ""; `setup_walls`: the setup
// holds walls. "" when there is nothing to say.
std::string wall_words(const std::string& place, bool instead, const std::string& stone, bool setup_walls);

}  // namespace pp::import
