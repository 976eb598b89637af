#pragma once
// CSA's pieces and the statements that give a record's start position: `PI` the even game less
// the pieces named after it (`PI82HI22KA`, a two-piece handicap), rows `P1`..`P9` of nine
// cells each (`-KY-KE * ...`), and `P+`/`P-` putting pieces on cells or in hand (`P+99KY00FU`;
// `00AL` every piece not yet placed, Kings aside, into that side's hand).
#include <array>
#include <string>
#include <string_view>

namespace rules {

struct CsaPiece {
  const char* code;  // "FU"
  char letter;       // the Shogi layouts' letter: 'P'
  bool promoted;     // TO is the promoted 'P'
  const char* name;  // "Pawn", for errors
};

// The piece of a two-letter code (GY, written by some programs for the King, is OU), or null.
const CsaPiece* csa_piece(std::string_view code);

// The code of a layout's piece (letter, promoted), or "" when CSA has none.
std::string csa_code(char letter, bool promoted);

// The start position the statements build. Each statement returns "" when read, else why not.
class CsaStart {
 public:
  std::string even_game(std::string_view statement);  // PI...
  std::string row(std::string_view statement);        // P1 .. P9
  std::string pieces(std::string_view statement);     // P+ ..., P- ...
  bool placed() const { return placed_; }
  // pawnprint's FEN of the position, Sente (`+`) moving first or not.
  std::string fen(bool sente_first) const;

 private:
  std::array<std::string, 81> cells_{};  // "+FU"; "" empty. Rank 1 first, each from file 9 to 1
  std::array<std::string, 2> hands_{};   // each side's hand in layout letters: "PPR"
  bool placed_ = false;
};

}  // namespace rules
