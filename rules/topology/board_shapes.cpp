#include "rules/topology/board_shapes.h"

#include "common/yamlutil.h"
#include "rules/topology/hex.h"
#include "rules/topology/square.h"
#include "rules/topology/trigs.h"

namespace rules {

const std::vector<BoardShape>& board_shapes() {
  static const std::vector<BoardShape> shapes{
      {"square", {"files", "ranks"}, &build_square_board},
      {"trigs", {"hexagon", "depth"}, &build_trig_board},
      {"hex", {"side"}, &build_hex_board},
  };
  return shapes;
}

const BoardShape* find_board_shape(std::string_view name) {
  for (const auto& shape : board_shapes())
    if (shape.name == name) return &shape;
  return nullptr;
}

Board read_board(const pp::yaml::At& board) {
  namespace y = pp::yaml;
  const y::At node = board["shape"];
  const std::string name = node ? node.text("board.shape") : "square";
  const BoardShape* shape = find_board_shape(name);
  if (!shape) {
    std::vector<std::string_view> names;
    for (const auto& s : board_shapes()) names.push_back(s.name);
    std::string message = "unknown board shape '" + name + "'";
    if (auto near = y::nearest(name, names); !near.empty()) message += " (did you mean '" + near + "'?)";
    message += "; the shapes are";
    for (auto n : names) message += " " + std::string(n);
    throw node.error(message);
  }
  return shape->build(board);
}

}  // namespace rules
