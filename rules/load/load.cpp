#include "rules/load/load.h"

#include <algorithm>
#include <array>

#include "common/yamldoc.h"
#include "common/yamlutil.h"
#include "rules/mechanisms/drops.h"
#include "rules/play/modes.h"
#include "rules/play/movegen.h"
#include "rules/topology/board_shapes.h"

namespace rules {

std::unique_ptr<Game> load_game(const std::string& file) {
  // A layout that extends another (xiangqi-pictorial) plays the merged file.
  const pp::YamlDoc doc = pp::load_yaml_doc(file, "layout");
  const pp::yaml::At root(doc);  // each error at the file that wrote the key
  const pp::yaml::At board = root["board"];
  if (!board) throw root.error("the layout has no 'board'");
  pp::yaml::require_map(board.file(), board.node(), "board");
  Board b = read_board(board);
  Variant v = load_variant(root, b);
  return std::make_unique<Game>(std::move(b), std::move(v));
}

// Whether a piece of `type` and `side` can reach a rank behind the one it stands on (a pawn
// that steps back, mWcF), as its side counts ranks.
bool goes_back(const Game& game, int type, int side) {
  for (int c = 0; c < game.board().size(); ++c)
    for (const Ray* r = game.rays_begin(type, side, c); r != game.rays_end(type, side, c); ++r)
      for (std::int32_t i = r->begin; i < r->end; ++i)
        if (game.rank(*game.cells(i), side) < game.rank(c, side)) return true;
  return false;
}

// Two sides only: with more armies, one army may leave another in check by a third.
void check_reachable(const Game& game, const Position& pos) {
  const Variant& v = game.variant();
  const Board& b = game.board();
  if (v.sides != 2) return;
  const int waiting = 1 - pos.stm;
  // A move that blows up the enemy King wins even when it leaves its own King attacked.
  const bool king_taken = pos.king[static_cast<size_t>(pos.stm)] < 0 &&
                          std::any_of(game.in_play().begin(), game.in_play().end(),
                                      [](const Mechanism* m) { return m->ends && m->ends->takes_kings; });
  if (!king_taken && pos.king[static_cast<size_t>(waiting)] >= 0 && in_check(game, pos, waiting))
    throw FenError(std::string("FEN: ") + (waiting == 0 ? "white" : "black") +
                       " is in check but not to move; no game reaches this position",
                   2, 0, 0, 0);
  // Pawns that never move back never stand on their own first rank unless the setup puts one
  // there (Gliński's b1) or a drop may (Fairy-Stockfish's firstRankPawnDrops). Other ranks behind
  // the setup's pawns are left to illustrative positions.
  std::array<bool, 2> start_on_first{false, false};
  for (const auto& p : v.setup) {
    const PieceType* t = v.piece(p.letter);
    if (t && t->pawn && p.side < 2 && own_rank(b, p.cell, p.side, 2) == 1)
      start_on_first[static_cast<size_t>(p.side)] = true;
  }
  for (int c = 0; c < b.size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (p == 0 || is_wall(p) || !v.pieces[static_cast<size_t>(type_of(p))].pawn) continue;
    const int side = side_of(p);
    if (!start_on_first[static_cast<size_t>(side)] && own_rank(b, c, side, 2) == 1 &&
        !goes_back(game, type_of(p), side) && !(plays(kDrops, v) && may_drop(game, type_of(p), side, c)))
      throw FenError("FEN: a " + std::string(side == 0 ? "white" : "black") + " pawn on " + b.cell(c).name +
                         ", its own first rank, where no pawn can ever stand",
                     1, 0, 0, 0);
  }
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
