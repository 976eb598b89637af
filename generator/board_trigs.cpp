#include "board_shapes.h"
#include "trigs.h"
#include "yamlutil.h"

namespace pp {

rules::Board build_trig_board(const std::string& file, const YAML::Node& board) {
  namespace y = rules::yaml;
  const YAML::Node hexagon = board["hexagon"];
  if (!hexagon) throw y::error_at(file, board, "a trigs board needs 'hexagon', the side of its central hexagon in trigs");
  const int n = static_cast<int>(y::as_int(file, hexagon, "board.hexagon", 1, 12));
  int d = 0;
  if (const YAML::Node depth = board["depth"]) d = static_cast<int>(y::as_int(file, depth, "board.depth", 0, n - 1));
  return rules::Trigs(n, d).board();
}

}  // namespace pp
