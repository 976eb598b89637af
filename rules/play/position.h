#pragma once
// A position: what stands where plus the state the rules need to go on from it.
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/topology/board.h"
#include "rules/topology/placed_piece.h"

namespace rules {

struct Variant;

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

// The pool of captured pieces when a FEN does not give it: the setup minus the board.
void derive_pool(const Variant& variant, const Board& board, Position& pos);
// Sides by letter in position text: w and b for two sides, army letters (armies.h) for more;
// side_from_letter gives -1 for a letter that names no side of the variant.
char side_letter(const Variant& variant, int side);
int side_from_letter(const Variant& variant, char letter);

// Rank counted from `side`'s own edge, 1-based, in a game of `sides` sides (topology.h).
int own_rank(const Board& board, int cell, int side, int sides);

}  // namespace rules
