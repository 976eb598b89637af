#pragma once
// Betza's notation for piece movement, read against a board's topology: one reader for every
// shape, whose atoms, modifiers and direction words are the topology's (BetzaDialect in
// topology.h; the README lists them per shape). An atom stands for directions of the topology;
// a count after it (Q2, S12) limits its steps, and on squares a doubled atom rides (WW).
// Modifiers before an atom: m (move only), c (capture only), direction words (f b l r v s and
// pairs such as fl, ff, fs, as the shape reads them), n (lame: the cells the leap passes must be
// empty), j (the leap's middle cell must be occupied: a leapfrog), i (only from the cells where
// this piece stands in the setup), a (only from other cells: after its first move), p (a hopper:
// the line passes over exactly one piece, the screen, and reaches only cells beyond it), g (a
// grasshopper: a hopper that lands only on the cell just beyond the screen).
#include <string>
#include <vector>

#include "rules/topology/topology.h"

namespace rules {

struct Leg {
  char atom = 'W';        // the topology's atom
  std::vector<int> dirs;  // its directions the direction words allow, as the first side sees them
  int max = 1;            // steps along each; 0 means unlimited
  bool move = true;       // may end on an empty cell
  bool capture = true;    // may end on an enemy piece
  bool lame = false;      // cells the leap passes must be empty
  bool jump = false;      // the leap's middle cell must be occupied
  bool hop = false;       // the line's first piece is a screen to pass over; it reaches cells beyond it
  bool next = false;      // a hopper that reaches only the cell just beyond its screen (g)
  bool initial = false;   // only from the piece's setup cells
  bool after = false;     // only from other cells
};

// Throws std::invalid_argument with a message naming the offending character and its index.
std::vector<Leg> parse_betza(const std::string& text, const Topology& topology);

}  // namespace rules
