#pragma once
// A piece on a cell, as a setup or placement text names it, and how many sides a board seats at
// most: what the board shapes deal their armies with (trigs.h) and positions hold (position.h).

namespace rules {

constexpr int kMaxSides = 6;

// A piece on a cell, as placement text names it.
struct PlacedPiece {
  int cell = -1;
  char letter = '?';      // upper-case piece letter
  int side = 0;           // the side (army) it belongs to
  bool promoted = false;  // written `+X`: the promoted form of X (Shogi)
  bool tilde = false;     // written `X~`: promoted from a pawn (Crazyhouse)
  friend bool operator==(const PlacedPiece&, const PlacedPiece&) = default;
};

}  // namespace rules
