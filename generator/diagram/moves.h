#pragma once
// From the rules core's moves to a diagram's marks. Nothing here decides what a piece may do:
// every mark is a move the core generated, sorted by the kind the core gave it.
#include <vector>

#include "diagram/overlay.h"
#include "rules/play/game.h"
#include "rules/play/position.h"

namespace pp::diagram {

// A piece the illustration puts on the board besides the one it shows: a hopper's screen.
struct Standing {
  int cell = -1;
  int type = 0;
  int side = 0;
};

struct Illustration {
  std::vector<CellMarkAt> marks;
  std::vector<ArrowAt> arrows;
  std::vector<int> destinations;  // cells the legal moves stop on or capture on, sorted, unique
  std::vector<Standing> others;
};

// The legal moves of the piece on `cell` in `pos`, its own side to move (a diagram may show
// either side). Moves and captures, runs, castling, leapfrog chains, re-entries, Calling the
// Guard, Lion steps and double moves, assassinations; captures the rules refuse (the Lion's
// anti-trading rules) as "not allowed"; a pawn's promotion zone.
Illustration moves_of(const rules::Game& game, rules::Position pos, int cell);

// The cells `side` may drop a piece of `type` from its hand on in `pos`, its side to move.
Illustration drops_of(const rules::Game& game, rules::Position pos, int side, int type);

// A piece of `type` and `side` alone on `cell`, as a move illustration: each cell it reaches is
// marked move only, capture only, or move or capture (probing the core with an enemy piece on
// each cell in turn), and leaps nothing can block (probing with every other cell filled) apart.
// A piece that captures only by hopping (the Cannon) gets a screen of its own side on one of its
// lines, in `others`, so its captures beyond it show.
Illustration piece_alone(const rules::Game& game, int type, int side, int cell);

// An empty position on the game's board: no pieces, nobody's King, `side` to move.
rules::Position empty_position(const rules::Game& game, int side);

}  // namespace pp::diagram
