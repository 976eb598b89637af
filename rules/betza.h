#pragma once
// Betza's notation for piece movement on square boards, parsed into leaps and rides.
// Atoms: W F D N A H C Z G (one leap each), R B Q K (shorthands), a doubled atom or a count
// after it (Q2, W3, WW) makes it ride. Modifiers before an atom: m (move only), c (capture
// only), directions f b l r v s (and pairs such as fl, ff, fs), n (lame: the cells the leap
// passes must be empty), j (the leap's middle cell must be occupied: a leapfrog), i (only from
// the cells where this piece stands in the setup). h is rejected.
#include <string>
#include <vector>

namespace rules {

struct Leg {
  int dx = 0, dy = 0;    // one step, relative to the mover: +dy is forward
  int max = 1;           // steps along (dx, dy); 0 means unlimited
  bool move = true;      // may end on an empty cell
  bool capture = true;   // may end on an enemy piece
  bool lame = false;     // cells the leap passes must be empty
  bool jump = false;     // the leap's middle cell must be occupied
  bool initial = false;  // only from the piece's setup cells
};

// Throws std::invalid_argument with a message naming the offending character and its index.
std::vector<Leg> parse_betza(const std::string& text);

// The cells a leap (dx, dy) passes over, as offsets, in the order a lame leaper walks them.
std::vector<std::pair<int, int>> leap_path(int dx, int dy);

}  // namespace rules
