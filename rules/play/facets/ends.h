#pragma once
// A rule's facet that ends games or changes whose turn it is (hooks.h).
#include "rules/play/declared.h"
#include "rules/play/ending.h"
#include "rules/play/position.h"

namespace rules {

class Game;

struct Ends {
  // Ends the game before any move (assassination, the last side with Kings): no ending if not.
  Outcome (*ending)(const Game&, const Position&) = nullptr;
  // Ends the game as its players score it while its moves go on (a dead position, drawn at
  // once): Fairy-Stockfish's perft plays on there, as past a fifty-move or repeated position, so
  // perft and the moves a record may still make ignore it; the game's result (`outcome`) does not.
  Outcome (*result)(const Game&, const Position&) = nullptr;
  bool no_mate = false;  // running out of moves is neither mate nor stalemate: the side passes
  // Its moves can leave a side without its royal piece, the game then over (Atomic's blast):
  // position text may show a side without one.
  bool takes_kings = false;
  // Who moves next, when not simply the next side round.
  int (*next_side)(const Game&, const Position&, int side) = nullptr;
  // How a side out of moves scores, in check (`mated`) or not (`stalemated`), for the rule that
  // says (checkmate.cpp, stalemate.cpp): asked whether or not the variant plays it, as the rule
  // knows its default.
  Outcome (*mated)(const Game&, const Position&) = nullptr;
  Outcome (*stalemated)(const Game&, const Position&) = nullptr;
  // The endings it returns (ending.h).
  Declared<Ending> endings{};
};

}  // namespace rules
