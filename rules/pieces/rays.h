#pragma once
// The one compiler from Betza legs to rays, for every board shape: the lines of cells a piece can
// reach from one cell, nearest first, in the form the move tables take (game.h). Paths that
// share their first cells (a row turning either way at an edge of a trig, a pawn's single and
// double step) become one ray that branches, so no destination is reached twice along one path;
// lame leaps and leapfrogs keep rays of their own, gated by the cells they pass, and so do
// hoppers' lines.
#include <vector>

#include "rules/pieces/betza.h"
#include "rules/topology/topology.h"

namespace rules {

// Cells to walk, nearest first: the gate cells must all be empty (occupied when `jump`); then
// each cell of `cells` is a destination until the first occupied one (captured if `capture`),
// which ends the ray. A hopper's ray (`hop`, Betza p) passes over its first occupied cell, the
// screen, reaching none before it; beyond it the cells are destinations as above, or only the
// first of them for a grasshopper's (`next`, Betza g). A hopper's ray that spares its own kind
// (`unlike`, set by a rule such as the Janggi Cannon's) neither hops over nor takes a piece of
// the mover's type.
struct RaySpec {
  std::vector<int> gate, cells;
  bool move = true, capture = true, jump = false, hop = false, next = false, unlike = false;
  friend bool operator==(const RaySpec&, const RaySpec&) = default;
};

// The rays of a piece with `legs` standing on `cell`, for the side that sees the board turned
// `turns` times (Topology::turns). `first`: the cell is one of the piece's setup cells (for the
// i and a modifiers). `run`: when above 0, a move-only single step straight ahead goes up to
// that many cells (a pawn's run from its rank, rules: pawn-runs).
std::vector<RaySpec> leg_rays(const Topology& topology, const std::vector<Leg>& legs, int turns, int cell, bool first,
                              int run = 0);

}  // namespace rules
