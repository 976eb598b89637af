#pragma once
// A position: what stands where plus the state the rules need to go on from it.
#include <array>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/topology/board.h"
#include "rules/topology/placed_piece.h"

namespace rules {

struct Variant;

// 0 is an empty cell; otherwise the side in the top three bits and type + 1 in the low thirteen,
// so a roster is never short of room (Chu Shogi's promoted forms alone are eighteen).
using Piece = std::uint16_t;
constexpr int kSideShift = 13;
constexpr Piece make_piece(int side, int type) { return static_cast<Piece>((side << kSideShift) | (type + 1)); }
constexpr int side_of(Piece p) { return p >> kSideShift; }
constexpr int type_of(Piece p) { return (p & ((1 << kSideShift) - 1)) - 1; }
// Piece types as bits, one a type: what rules and the attack tables keep of "which types".
using TypeMask = std::uint64_t;
constexpr TypeMask type_bit(int type) { return TypeMask{1} << type; }
constexpr bool has_type(TypeMask mask, int type) { return (mask >> type & 1u) != 0; }
// The most piece types a roster may have: a bit each in a TypeMask.
constexpr int kMaxTypes = 64;
// A wall (`*` in position text): a cell taken by no side's piece. No piece enters, passes or takes
// it; a hopper may use it as its screen (walls.cpp places them; petrify.cpp makes them). Its side
// is none of the variant's, and every side counts it as a friend (Game::friendly), so it blocks as
// a piece of one's own does. It has no type: never index a table by type_of(kWall).
constexpr Piece kWall = 0xffff;
constexpr bool is_wall(Piece p) { return p == kWall; }
constexpr int kWallSide = kWall >> kSideShift;

// Slots of small state kept by the special rules (facets/state.h): castling rights and rooks, who
// has called the Guard, which Lion is iron. 0 means nothing. As many as the variant's rules number
// (number_state_slots, play/hooks.h); the first kInline are kept in place, so that copying them
// between a position and an Undo on every move allocates nothing, and the rest beside them.
class StateSlots {
 public:
  static constexpr size_t kInline = 16;
  StateSlots() = default;
  StateSlots(const StateSlots&) = default;
  StateSlots(StateSlots&&) = default;
  StateSlots& operator=(StateSlots&&) = default;
  // Copied on every move made and unmade: the slots past the first only where there are some.
  StateSlots& operator=(const StateSlots& o) {
    first_ = o.first_;
    if (!rest_.empty() || !o.rest_.empty()) rest_ = o.rest_;
    return *this;
  }
  ~StateSlots() = default;
  std::int16_t& operator[](size_t i) { return i < kInline ? first_[i] : rest_[i - kInline]; }
  std::int16_t operator[](size_t i) const { return i < kInline ? first_[i] : rest_[i - kInline]; }
  size_t size() const { return kInline + rest_.size(); }
  void resize(size_t n) { rest_.assign(n > kInline ? n - kInline : 0, 0); }
  void fill(std::int16_t value);
  bool operator==(const StateSlots&) const = default;

 private:
  std::array<std::int16_t, kInline> first_{};
  std::vector<std::int16_t> rest_;
};

// Pieces counted by side and type (a hand, a pool), a row a side of as many types as the variant
// has: sized with the position (Position::fit), empty before. Rosters of up to kInlineTypes are
// kept in place, so that copying a position (a rule trying a move on a copy) allocates nothing for
// them; a longer roster keeps its counts beside.
class TypeCounts {
 public:
  static constexpr size_t kInlineTypes = 32;
  std::span<std::uint8_t> operator[](size_t side) { return {data() + side * types_, types_}; }
  std::span<const std::uint8_t> operator[](size_t side) const { return {data() + side * types_, types_}; }
  size_t sides() const { return types_ ? kMaxSides : 0; }
  void resize(size_t types) {
    types_ = types;
    first_.fill(0);
    rest_.assign(types > kInlineTypes ? types * kMaxSides : 0, 0);
  }
  bool operator==(const TypeCounts&) const = default;

 private:
  std::uint8_t* data() { return rest_.empty() ? first_.data() : rest_.data(); }
  const std::uint8_t* data() const { return rest_.empty() ? first_.data() : rest_.data(); }
  std::array<std::uint8_t, kInlineTypes * kMaxSides> first_{};
  std::vector<std::uint8_t> rest_;
  size_t types_ = 0;
};

struct Position {
  std::vector<Piece> board;                    // by cell id
  int stm = 0;                                 // side to move
  std::array<std::int16_t, 3> ep{-1, -1, -1};  // cells a pawn just passed, capturable en passant
  std::int16_t ep_victim = -1;                 // the pawn that passed them
  StateSlots state;                            // the mechanisms' own state
  TypeCounts pool;                             // captured, available to promote to
  TypeCounts hand;                             // captured, to be dropped (drops.cpp)
  int halfmove = 0;
  int fullmove = 1;
  std::array<std::int16_t, kMaxSides> king{-1, -1, -1, -1, -1, -1};  // each side's royal piece
  // By cell, 1 where the piece was promoted from a pawn and goes back to a hand as one (written
  // `Q~`); kept only where a rule asks for it (Field::promoted_marks), else empty.
  std::vector<std::uint8_t> tilde;

  // Sizes the board, the state slots and the counts by type for a position of `variant` on
  // `board`, every cell empty and every count 0: what a position is made from before it is read.
  void fit(const Variant& variant, const Board& board);

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
