#pragma once
// A rule's facet that adds or changes moves (hooks.h): the lines its pieces move along, moves of
// its own, expanded moves and moves beside those of the pieces.
#include <any>
#include <vector>

#include "rules/play/declared.h"
#include "rules/play/move.h"
#include "rules/play/move_kind.h"
#include "rules/play/position.h"

namespace rules {

class Game;
struct RaySpec;

struct Moves {
  // Compiling the move tables: changes the lines (rays.h) a piece of `type` and `side` has from
  // `cell` before they become its rays, so its attacks change with its moves (a piece kept to
  // some cells, moves gained on others).
  void (*rays)(const Game&, int type, int side, int cell, std::vector<RaySpec>& rays) = nullptr;

  // Tables of its own for the game, made once as it is compiled, after the game's own (read back
  // with Game::compiled): what it would otherwise work out on every move.
  std::any (*compile)(const Game&) = nullptr;

  // Whether a piece of `type` and `side` may never stand on `cell` (a confined piece outside its
  // cells): no drop puts it there.
  bool (*keeps_off)(const Game&, int type, int side, int cell) = nullptr;

  // A piece with the rule makes its own moves (all of them when `own_moves`), walks its leapfrog
  // rays itself (`own_jumps`), and has each ordinary move expanded (promotion choices, re-entry).
  // After every piece has moved, side moves are added (castling, Calling the Guard), given the
  // moves so far.
  void (*piece_moves)(const Game&, const Position&, int from, std::vector<Move>& out) = nullptr;
  bool own_moves = false;
  bool own_jumps = false;
  void (*expand)(const Game&, const Position&, Move m, std::vector<Move>& out) = nullptr;
  // Whether `expand` may give other than the move itself for a move of `type` and `side` from
  // `from` to `to` (a promotion only into its zone); asked once per cell as the game is compiled.
  // Unset: everywhere.
  bool (*expands_at)(const Game&, int type, int side, int from, int to) = nullptr;
  void (*side_moves)(const Game&, const Position&, std::vector<Move>& out) = nullptr;
  // Its pieces' moves attack as well as their captures (the Assassin's check).
  bool move_attacks = false;

  // The kinds of move it makes (move_kind.h), numbered with the registry.
  Declared<MoveKind> kinds{};
};

}  // namespace rules
