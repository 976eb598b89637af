#include "rules/load.h"

#include "common/yamlutil.h"
#include "rules/board_shapes.h"
#include "rules/modes.h"

namespace rules {

std::unique_ptr<Game> load_game(const std::string& file) {
  const YAML::Node root = pp::yaml::load_file(file);
  pp::yaml::require_map(file, root, "layout");
  const YAML::Node board = root["board"];
  if (!board) throw pp::yaml::error_at(file, root, "the layout has no 'board'");
  pp::yaml::require_map(file, board, "board");
  Board b = read_board(file, board);
  Variant v = load_variant(file, root, b);
  return std::make_unique<Game>(std::move(b), std::move(v));
}

Position start_position(const Game& game, const std::string& fen, const std::string& what, bool require_kings) {
  const std::string& text = fen.empty() ? game.variant().setup_fen : fen;
  try {
    Position pos = parse_fen(game.variant(), game.board(), text, require_kings);
    if (fen.empty()) remove_mode_armies(game, pos);
    return pos;
  } catch (const FenError& e) {
    throw pp::InputError({what, 0, 0}, e.what());
  }
}

}  // namespace rules
