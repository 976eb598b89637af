#include "model/board_shapes.h"
#include "rules/trigs.h"

namespace pp {

rules::Board build_trig_board(const std::string& file, const YAML::Node& board) {
  return rules::read_trig_board(file, board);
}

}  // namespace pp
