#pragma once
// Piece movement on trigs, written in Betza's style with atoms for triangular cells, and
// turned into rays: the lines of cells a piece can reach from one cell, in the form the rules
// core's move tables take.
//
// Atoms: W across an edge (3 trigs); F point to point through a vertex (3); N a leap to a trig
// two edge-steps away (6, never blocked); K = WFN (all 12 touching); S slides along a row,
// crossing an edge each step; B slides point to point through vertices, zig-zagging along a
// line parallel to a side; T slides straight through trig centres; Q = SB. A number after S, B,
// T or Q limits the steps. Modifiers before an atom: m move only, c capture only, i only on
// the piece's first move (from a setup cell), a only after it; directions, seen from the
// piece's army (the angle between a step and the army's forward line): f < 90 degrees,
// ff <= 30, s = 90, b > 90, bb >= 150; several direction modifiers add up.
#include <cstdint>
#include <string>
#include <vector>

#include "rules/trigs.h"

namespace rules {

enum class TrigAtom : std::uint8_t { W, F, N, S, B, T };

struct TrigLeg {
  TrigAtom atom = TrigAtom::W;
  int max = 1;  // steps; 0 unlimited
  bool move = true, capture = true;
  bool initial = false, after = false;
  std::uint8_t dirs = 0;  // kDir* bits; 0 means every direction
};
constexpr std::uint8_t kDirF = 1, kDirFF = 2, kDirS = 4, kDirB = 8, kDirBB = 16;

// Throws std::invalid_argument naming the offending character and its index.
std::vector<TrigLeg> parse_trig_betza(const std::string& text);

// Cells to walk, nearest first: the gate cells must all be empty; then each cell of `cells`
// is a destination until the first occupied one (captured if `capture`), which ends the ray.
struct TrigRay {
  std::vector<int> gate, cells;
  bool move = true, capture = true;
  friend bool operator==(const TrigRay&, const TrigRay&) = default;
};

// The rays of a piece with `legs` of `army` standing on `cell`; `first_move` says whether it
// stands on one of its setup cells. No destination is reachable by two rays.
std::vector<TrigRay> trig_rays(const Trigs& trigs, const std::vector<TrigLeg>& legs, int army, int cell,
                               bool first_move);

}  // namespace rules
