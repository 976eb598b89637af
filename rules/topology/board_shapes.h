#pragma once
// Board shapes a layout can ask for with `board: {shape: ...}`. Each shape reads its own keys of
// the `board:` mapping and builds the Board with its topology. A new shape is one topology with
// its builder in its own file (square.cpp, trigs.cpp, hex.cpp) plus one line in board_shapes.cpp.
#include <string>
#include <string_view>
#include <vector>

#include "common/yaml_at.h"
#include "rules/topology/board.h"

namespace rules {

struct BoardShape {
  std::string_view name;
  std::vector<std::string_view> keys;  // keys of `board:` the builder reads
  Board (*build)(const pp::yaml::At& board);
};

const std::vector<BoardShape>& board_shapes();
// The shape called `name`, or nullptr.
const BoardShape* find_board_shape(std::string_view name);
// The board a layout's `board:` mapping describes (shape square when not given). Throws
// pp::InputError at the offending node, naming the nearest shape for an unknown one.
Board read_board(const pp::yaml::At& board);

}  // namespace rules
