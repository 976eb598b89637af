#pragma once
// A position: what stands where plus the state the rules need to go on from it.
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/topology/board.h"

namespace rules {

struct Variant;

constexpr int kMaxSides = 6;
constexpr int kMaxTypes = 30;

// 0 is an empty cell; otherwise the side in the top three bits and type + 1 in the low five.
using Piece = std::uint8_t;
constexpr Piece make_piece(int side, int type) { return static_cast<Piece>((side << 5) | (type + 1)); }
constexpr int side_of(Piece p) { return p >> 5; }
constexpr int type_of(Piece p) { return (p & 31) - 1; }
// A wall (`*` in position text): a cell taken by no side's piece. No piece enters, passes or takes
// it; a hopper may use it as its screen (walls.cpp places them; petrify.cpp makes them). Its side
// is none of the variant's, and every side counts it as a friend (Game::friendly), so it blocks as
// a piece of one's own does. It has no type: never index a table by type_of(kWall).
constexpr Piece kWall = 0xff;
constexpr bool is_wall(Piece p) { return p == kWall; }
constexpr int kWallSide = kWall >> 5;

// Slots of small state kept by the special rules (facets/state.h): castling rights and rooks, who
// has called the Guard, which Lion is iron. 0 means nothing.
constexpr int kStateSlots = 17;

struct Position {
  std::vector<Piece> board;                                           // by cell id
  int stm = 0;                                                        // side to move
  std::array<std::int16_t, 3> ep{-1, -1, -1};                         // cells a pawn just passed, capturable en passant
  std::int16_t ep_victim = -1;                                        // the pawn that passed them
  std::array<std::int16_t, kStateSlots> state{};                      // the mechanisms' own state
  std::array<std::array<std::uint8_t, kMaxTypes>, kMaxSides> pool{};  // captured, available to promote to
  std::array<std::array<std::uint8_t, kMaxTypes>, kMaxSides> hand{};  // captured, to be dropped (drops.cpp)
  int halfmove = 0;
  int fullmove = 1;
  std::array<std::int16_t, kMaxSides> king{-1, -1, -1, -1, -1, -1};  // each side's royal piece
  // By cell, 1 where the piece was promoted from a pawn and goes back to a hand as one (written
  // `Q~`); kept only where a rule asks for it (Field::promoted_marks), else empty.
  std::vector<std::uint8_t> tilde;

  bool operator==(const Position&) const = default;
};

// A FEN that cannot be read. row and col are 1-based within the placement (col counts cells);
// field is the 1-based space-separated field; offset is the character index in the text.
class FenError : public std::runtime_error {
 public:
  FenError(const std::string& message, int field, int row, int col, size_t offset);
  int field, row, col;
  size_t offset;
};

// A FEN split at spaces, with the offset each field starts at.
struct FenFields {
  std::vector<std::string_view> text;
  std::vector<size_t> start;
  explicit FenFields(std::string_view fen);                            // throws FenError when there is no field
  [[noreturn]] void fail(size_t field, const std::string& why) const;  // 0-based field
};

// A piece on a cell, as placement text names it.
struct PlacedPiece {
  int cell = -1;
  char letter = '?';      // upper-case piece letter
  int side = 0;           // the side (army) it belongs to
  bool promoted = false;  // written `+X`: the promoted form of X (Shogi)
  bool tilde = false;     // written `X~`: promoted from a pawn (Crazyhouse)
  friend bool operator==(const PlacedPiece&, const PlacedPiece&) = default;
};

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
// The pool of captured pieces when a FEN does not give it: the setup minus the board.
void derive_pool(const Variant& variant, const Board& board, Position& pos);
// Sides by letter in position text: w and b for two sides, army letters (armies.h) for more;
// side_from_letter gives -1 for a letter that names no side of the variant.
char side_letter(const Variant& variant, int side);
int side_from_letter(const Variant& variant, char letter);

// Rank counted from `side`'s own edge, 1-based, in a game of `sides` sides (topology.h).
int own_rank(const Board& board, int cell, int side, int sides);

}  // namespace rules
