#include "model/board_shapes.h"

namespace pp {

const std::vector<BoardShape>& board_shapes() {
  static const std::vector<BoardShape> shapes{
      {"square", {"files", "ranks"}, &build_square_board},
      {"trigs", {"hexagon", "depth"}, &build_trig_board},
  };
  return shapes;
}

const BoardShape* find_board_shape(std::string_view name) {
  for (const auto& shape : board_shapes())
    if (shape.name == name) return &shape;
  return nullptr;
}

}  // namespace pp
