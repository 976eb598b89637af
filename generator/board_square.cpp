#include "board_shapes.h"
#include "yamlutil.h"

namespace pp {

rules::Board build_square_board(const std::string& file, const YAML::Node& board) {
  auto need = [&](const char* key) {
    const YAML::Node node = board[key];
    if (!node) throw rules::yaml::error_at(file, board, std::string("a square board needs '") + key + "'");
    return static_cast<int>(rules::yaml::as_int(file, node, std::string("board.") + key, 1, 64));
  };
  const int files = need("files");
  const int ranks = need("ranks");
  return rules::Board::square(files, ranks);
}

}  // namespace pp
