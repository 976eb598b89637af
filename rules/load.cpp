#include "rules/load.h"

#include "common/yamlutil.h"
#include "rules/modes.h"
#include "rules/trigs.h"

namespace rules {

std::unique_ptr<Game> load_game(const std::string& file) {
  const YAML::Node root = pp::yaml::load_file(file);
  pp::yaml::require_map(file, root, "layout");
  const YAML::Node board = root["board"];
  if (!board) throw pp::yaml::error_at(file, root, "the layout has no 'board'");
  pp::yaml::require_map(file, board, "board");
  const std::string shape = board["shape"] ? pp::yaml::as_string(file, board["shape"], "shape") : "square";
  if (shape == "trigs") {
    Board b = read_trig_board(file, board);
    Variant v = load_variant(file, root, b);
    return std::make_unique<Game>(std::move(b), std::move(v));
  }
  if (shape != "square")
    throw pp::yaml::error_at(file, board["shape"],
                             "the rules core reads square boards here; '" + shape + "' boards supply their own tables");
  if (!board["files"] || !board["ranks"]) throw pp::yaml::error_at(file, board, "board needs files and ranks");
  const int files = static_cast<int>(pp::yaml::as_int(file, board["files"], "files", 1, 64));
  const int ranks = static_cast<int>(pp::yaml::as_int(file, board["ranks"], "ranks", 1, 64));
  Board b = Board::square(files, ranks);
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
