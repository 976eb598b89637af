#include "import/wall_words.h"

namespace pp::import {

namespace {

constexpr const char* kWall = "a wall, which no piece may stand on, pass or take";

std::string walled_cell(const std::string& place) {
  if (place == "arrow")
    return "the moved piece shoots an arrow from where it landed to a cell it could move to from there, over "
           "empty cells, and that cell becomes ";
  if (place == "edge") return "an empty cell on the board's edge, or beside a wall along a file or rank, becomes ";
  if (place == "trail") return "the cell the piece left becomes ";
  return "an empty cell of the mover's choice becomes ";
}

}  // namespace

std::string wall_words(const std::string& place, bool instead, const std::string& stone, bool setup_walls) {
  std::string text;
  if (setup_walls)
    text += "The filled cells of the setup are walls: no piece may stand on them, pass them or take them. ";
  if (place == "duck")
    text += std::string("Every move ends with the Duck moved to another empty cell: it is ") + kWall + ". ";
  else if (!place.empty() && instead)
    text += "In place of a move, a side may wall up a cell: " + walled_cell(place) + kWall + ". ";
  else if (!place.empty()) text += "After every move, " + walled_cell(place) + kWall + ". ";
  if (!stone.empty()) text += "A " + stone + " that captures turns to stone: it becomes a wall where it took. ";
  return text;
}

}  // namespace pp::import
