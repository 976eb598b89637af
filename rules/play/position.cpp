// What positions share with position text in the rules core: its fields and their errors, the
// letters of the sides, the pool a text leaves out. Reading and writing the text is notation's
// (notation/fen.h).
#include <algorithm>
#include <string>

#include "rules/play/hooks.h"
#include "rules/play/position.h"
#include "rules/variant/armies.h"
#include "rules/variant/variant.h"

namespace rules {

FenError::FenError(const std::string& message, int field_, int row_, int col_, size_t offset_)
    : std::runtime_error(message), field(field_), row(row_), col(col_), offset(offset_) {}

void StateSlots::fill(std::int16_t value) {
  first_.fill(value);
  std::fill(rest_.begin(), rest_.end(), value);
}

void Position::fit(const Variant& variant, const Board& b) {
  board.assign(static_cast<size_t>(b.size()), 0);
  state.resize(static_cast<size_t>(state_slot_count(variant)));
  pool.resize(variant.pieces.size());
  hand.resize(variant.pieces.size());
}

int own_rank(const Board& board, int cell, int side, int sides) {
  const Topology& t = board.topology();
  return t.rank(t.rotate(cell, -t.turns(side, sides)));
}

char side_letter(const Variant& v, int side) { return v.sides > 2 ? army_letter(side) : side == 0 ? 'w' : 'b'; }

int side_from_letter(const Variant& v, char letter) {
  if (v.sides > 2) {
    const int a = army_from_letter(letter);
    return a < v.sides ? a : -1;
  }
  return letter == 'w' ? 0 : letter == 'b' ? 1 : -1;
}

FenFields::FenFields(std::string_view fen) {
  for (size_t i = 0; i < fen.size();) {
    while (i < fen.size() && fen[i] == ' ') ++i;
    size_t j = i;
    while (j < fen.size() && fen[j] != ' ') ++j;
    if (j > i) {
      text.push_back(fen.substr(i, j - i));
      start.push_back(i);
    }
    i = j;
  }
  if (text.empty()) throw FenError("empty FEN", 1, 0, 0, 0);
}

void FenFields::fail(size_t f, const std::string& why) const {
  throw FenError("FEN field " + std::to_string(f + 1) + " ('" + std::string(text[f]) + "'): " + why,
                 static_cast<int>(f + 1), 0, 0, start[f]);
}

void derive_pool(const Variant& v, const Board& b, Position& pos) {
  if (!v.rules.promotion.only_captured) return;
  for (const auto& p : v.setup) {
    if (v.rules.promotion.to.find(p.letter) == std::string::npos) continue;
    int t = v.type_index(p.letter);
    auto& n = pos.pool[static_cast<size_t>(p.side)][static_cast<size_t>(t)];
    if (n < 99) ++n;
  }
  for (int c = 0; c < b.size(); ++c) {
    Piece p = pos.board[static_cast<size_t>(c)];
    if (p == 0 || is_wall(p)) continue;
    if (v.rules.promotion.to.find(v.pieces[static_cast<size_t>(type_of(p))].letter) == std::string::npos) continue;
    auto& n = pos.pool[static_cast<size_t>(side_of(p))][static_cast<size_t>(type_of(p))];
    if (n > 0) --n;
  }
}

}  // namespace rules
