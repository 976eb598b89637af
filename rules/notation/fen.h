#pragma once
// Position text: placement text and FEN, read and written for every board (fen.cpp).
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/play/position.h"
#include "rules/topology/board.h"
#include "rules/topology/placed_piece.h"
#include "rules/variant/variant.h"

namespace rules {

// Placement text that cannot be read. row and col are 1-based (col counts cells), offset
// indexes the text.
class PlacementError : public std::runtime_error {
 public:
  PlacementError(const std::string& message, int row_, int col_, size_t offset_)
      : std::runtime_error(message), row(row_), col(col_), offset(offset_) {}
  int row, col;
  size_t offset;
};

// Placement text, one reader and one writer for every board: `rows` lists cell ids top row
// first (Board::rows), rows are split by '/', each left to right, and decimal numbers count
// empty cells ("12" is twelve). Two sides tell their pieces apart by letter case (White upper
// case); with more sides (army_letters) a lower-case army letter (armies.h) sets the side of the
// upper-case piece letters after it, and the writer repeats it at the start of every row so each
// row reads on its own. `known`: the roster's upper-case letters, a promoted form as `+X` (Shogi's
// `+P`, read and written with its `+`). A `~` after a piece marks it promoted from a pawn (`Q~`),
// once; whether that piece may carry it is for the caller to judge. A `*` is a wall: letter '*',
// side -1. Errors read "row R, column C:
// ..." ("placement row ..." with army letters).
std::vector<PlacedPiece> read_placement(const std::vector<std::vector<int>>& rows, std::string_view text,
                                        std::string_view known, bool army_letters);
std::string write_placement(const std::vector<std::vector<int>>& rows, const std::vector<PlacedPiece>& pieces,
                            bool army_letters);

// Position text, one reader for every board. Two sides: standard FEN (placement, side to move
// w or b, castling on square boards, en passant cells, the two counters). More sides: the
// placement with army letters and the army to move (w u y b g r), no other positional field.
// Then optional key=value fields: captured=... (pieces available for promotion, written like
// the placement: RNq, or wQTuB with army letters), called=... and iron=... (sides by their
// letters). Missing fields take defaults; the pool of captured pieces is derived from the setup
// minus the board unless given. Diagrams pass require_kings = false.
Position parse_fen(const Variant& variant, const Board& board, std::string_view fen, bool require_kings = true);
std::string to_fen(const Variant& variant, const Board& board, const Position& pos);
}  // namespace rules
