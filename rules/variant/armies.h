#pragma once
// Armies beyond two sides: their names and letters. Letter case cannot tell six armies apart,
// so their position text (position.h) puts a lower-case army letter (w White, u Blue, y Gold,
// b Black, g Green, r Red) before the upper-case piece letters of that army:
//   "wTKSBSBT" is a White Tower, King, Spire, Bishop, Spire, Bishop, Tower.
#include <string_view>

#include "rules/topology/placed_piece.h"

namespace rules {

// Up to six armies, named and lettered in their order round the board.
enum Army : int { White, Blue, Gold, Black, Green, Red };
std::string_view army_name(int army);
char army_letter(int army);
int army_from_letter(char letter);  // -1 if none

using ArmyPiece = PlacedPiece;

}  // namespace rules
