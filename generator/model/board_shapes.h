#pragma once
// Board shapes a layout can ask for with `board: {shape: ...}`. Each shape reads its own keys
// of the `board:` mapping and builds the rules::Board; a new shape is one builder in its own
// file plus one line in board_shapes.cpp.
#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>
#include <vector>

#include "rules/board.h"

namespace pp {

struct BoardShape {
  std::string_view name;
  std::vector<std::string_view> keys;  // keys of `board:` the builder reads
  rules::Board (*build)(const std::string& file, const YAML::Node& board);
};

const std::vector<BoardShape>& board_shapes();
// The shape called `name`, or nullptr.
const BoardShape* find_board_shape(std::string_view name);

// board_square.cpp: `files` x `ranks`, 1..64 each.
rules::Board build_square_board(const std::string& file, const YAML::Node& board);
// board_trigs.cpp: the Six Armies star of triangles, `hexagon` side and `depth` army rows.
rules::Board build_trig_board(const std::string& file, const YAML::Node& board);

}  // namespace pp
