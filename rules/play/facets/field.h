#pragma once
// A rule's facet in position text (hooks.h): a key=value field read into the position and
// written from it, or a field in a place of its own.
#include <string>
#include <string_view>

#include "rules/play/position.h"
#include "rules/topology/board.h"

namespace rules {

struct Variant;

struct Field {
  // A key=value field (`key`), read into the position and written from it ("" to leave it out),
  // or the positional field standard FEN gives it (castling: `positional`).
  std::string_view key{};
  bool positional = false;
  bool bracketed = false;         // its field follows the placement in [...], with no key (Shogi's hand)
  bool after_en_passant = false;  // its field comes after the en-passant field, with no key (checks: 3+3)
  // Its field stands in the en-passant field's place when it holds a number (Makruk's counting
  // limit); while it writes one, the halfmove clock's field holds its `clock` instead (-1: none).
  bool in_en_passant = false;
  void (*read_field)(const Variant&, const Board&, std::string_view value, const FenFields&, size_t field,
                     Position&) = nullptr;
  std::string (*write_field)(const Variant&, const Board&, const Position&) = nullptr;
  int (*clock)(const Variant&, const Position&) = nullptr;
  void (*set_clock)(const Variant&, Position&, int plies) = nullptr;
  // Whether it keeps the pieces promoted from a pawn apart in this variant (Position::tilde,
  // written `Q~`): they go back to a hand as pawns.
  bool (*promoted_marks)(const Variant&) = nullptr;
  // The state when the text leaves its field out (the pool of captured pieces: setup less board).
  void (*field_missing)(const Variant&, const Board&, Position&) = nullptr;
};

}  // namespace rules
