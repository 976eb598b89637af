#include "common/yamlutil.h"
#include "model/board_shapes.h"

namespace pp {

rules::Board build_square_board(const std::string& file, const YAML::Node& board) {
  auto need = [&](const char* key) {
    const YAML::Node node = board[key];
    if (!node) throw yaml::error_at(file, board, std::string("a square board needs '") + key + "'");
    return static_cast<int>(yaml::as_int(file, node, std::string("board.") + key, 1, 64));
  };
  const int files = need("files");
  const int ranks = need("ranks");
  return rules::Board::square(files, ranks);
}

}  // namespace pp
