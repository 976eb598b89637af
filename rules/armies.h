#pragma once
// Armies beyond two sides, and the placement text that names them. Two-letter case cannot tell six armies
// apart, so a lower-case army letter (w White, u Blue, y Gold, b Black, g Green, r Red) sets
// the army of the upper-case piece letters after it, until the next army letter:
//   "wTKSBSBT" is a White Tower, King, Spire, Bishop, Spire, Bishop, Tower.
// Rows run from the board's top row to its bottom one, each left to right, split by '/';
// decimal numbers count empty cells ("12" is twelve). The writer repeats the army letter at
// the start of every row so each row reads on its own.
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rules {

// Up to six armies, named and lettered in their order round the board.
enum Army : int { White, Blue, Gold, Black, Green, Red };
std::string_view army_name(int army);
char army_letter(int army);
int army_from_letter(char letter);  // -1 if none

struct ArmyPiece {
  int cell = -1;
  char letter = '?';  // upper-case piece letter
  int army = 0;
  friend bool operator==(const ArmyPiece&, const ArmyPiece&) = default;
};

// row and col are 1-based (col counts cells within the row), offset indexes the text.
class PlacementError : public std::runtime_error {
 public:
  PlacementError(const std::string& message, int row_, int col_, size_t offset_)
      : std::runtime_error(message), row(row_), col(col_), offset(offset_) {}
  int row, col;
  size_t offset;
};

// `rows` lists cell ids top row first; `known` the upper-case piece letters of the roster.
std::vector<ArmyPiece> parse_army_placement(const std::vector<std::vector<int>>& rows, std::string_view text,
                                            std::string_view known);
// `pieces` in any order; cells without a piece are empty.
std::string write_army_placement(const std::vector<std::vector<int>>& rows, const std::vector<ArmyPiece>& pieces);

}  // namespace rules
