#pragma once
// A rule's facet that judges moves (hooks.h): refuses some once made, excuses others, keeps
// some of the legal ones, says when a side is in check besides its royal piece, and which
// positions no game under it reaches.
#include <string>
#include <vector>

#include "rules/play/move.h"
#include "rules/play/position.h"

namespace rules {

class Game;
struct Undo;

struct Judge {
  // Refuses a move once made (the Lion's anti-trading rules), given what it captured.
  bool (*legal)(const Game&, const Position& after, const Move&, const Undo&) = nullptr;
  // Whether `legal` may refuse this move, asked before it is made: a rule that can tell spares a
  // side not in check making the moves it never refuses (Game::lines_decide). Unset: any move. It
  // may set cells of `before` while it looks, as long as it puts them back.
  bool (*may_refuse)(const Game&, Position& before, const Move&) = nullptr;
  // Whether `legal` may refuse any move of this position, asked once for the position before
  // `may_refuse` is asked of each of its moves (bikjang: only while the Generals face). Unset: yes.
  bool (*refuses_here)(const Game&, const Position& before) = nullptr;
  // Allows a move that leaves its own royal piece attacked (Janggi's pass while the Generals face).
  bool (*excuses)(const Game&, const Position& after, const Move&, const Undo&) = nullptr;
  // Whether `side` is in check by the rule besides its royal piece (pieces royal while few): out
  // of moves it is then checkmated, not stalemated, and a move bringing it about is written `+`.
  bool (*checked)(const Game&, const Position&, int side) = nullptr;
  // Keeps a royal piece of `side` on `cell` out of check however it is attacked (Atomic: a King
  // touching the enemy King, which no capture can take without blowing up its own).
  bool (*shielded)(const Game&, const Position&, int side, int cell) = nullptr;
  // Keeps some of the legal moves (compulsory capture), given all of them.
  void (*filter)(const Game&, const Position&, std::vector<Move>& legal) = nullptr;
  // Why no game under the rule reaches this position (two unpromoted Shogi Pawns on a file, a
  // General outside its palace), as words that finish "FEN: "; "" when one may.
  std::string (*unreachable)(const Game&, const Position&) = nullptr;
};

}  // namespace rules
