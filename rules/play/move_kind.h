#pragma once
// Kinds of move. The core has three (an ordinary move, a pawn's run, en passant); every other
// kind is declared by the special rule that makes it, in its own file, and listed in its
// Moves facet (facets/moves.h). Each compiled game numbers the kinds of its own rules
// (Game::kind_of), so a kind is a constant nobody writes into. What the core needs to know of a
// kind it reads here: how the mover arrives and leaves, and how the move is written.
#include <string>
#include <string_view>
#include <vector>

#include "rules/play/move.h"

namespace rules {

class Game;

// The core's kinds keep these numbers in every game.
inline constexpr Kind kStepKind = 0, kPawnRunKind = 1, kEnPassantKind = 2;

struct MoveKind {
  std::string_view name{};  // "lion-double": the moves command, tests
  bool drop = false;        // the piece comes from the hand onto `to` (= from): no cell is left
  bool leaves = false;      // the mover leaves the board: nothing lands on `to`
  bool via_hidden = false;  // `via` is not a cell the mover passes (castling's rook): not written
  bool in_cells = false;    // SAN has no words for it: written as cells (d4e5f6), as move_text does
  // Its own text, when not from-to cells: in SAN (O-O, P@e5) and in move_text (P@e5); nullptr for
  // the usual forms.
  std::string (*san)(const Game&, const Move&) = nullptr;
  std::string (*text)(const Game&, const Move&) = nullptr;
  // Written after the usual SAN of the move, for a kind that adds to an ordinary move (Nc3/H).
  std::string (*san_suffix)(const Game&, const Move&) = nullptr;
};

// The core's kinds, numbered kStepKind, kPawnRunKind and kEnPassantKind.
extern const MoveKind kStep, kPawnRun, kEnPassant;

}  // namespace rules
