// Castling with the king and rook ending on files the rules name (so 10-file boards and
// shuffled back ranks castle too): both unmoved, every cell either crosses empty but for the
// two of them, the king not in check and crossing no attacked cell.
#include <algorithm>

#include "rules/mechanisms.h"

namespace rules {

namespace {

bool clear_between(const Game& game, const Position& pos, int y, int a, int b, int king, int rook) {
  for (int x = std::min(a, b); x <= std::max(a, b); ++x) {
    const int c = game.board().at(x, y);
    if (c != king && c != rook && pos.board[static_cast<size_t>(c)] != 0) return false;
  }
  return true;
}

}  // namespace

int castling_rook_target(const Game& game, const Position&, const Move& m) {
  const Board& b = game.board();
  const auto& rule = game.variant().rules.castling;
  const bool towards_a = b.cell(m.via).x < b.cell(m.from).x;
  return b.at(towards_a ? rule.long_rook : rule.short_rook, b.cell(m.from).y);
}

void add_castling(const Game& game, const Position& pos, std::vector<Move>& out) {
  const int side = pos.stm;
  const int k = pos.king[static_cast<size_t>(side)];
  if (k < 0 || !(pos.castling >> (side * 2) & 3)) return;
  const Board& b = game.board();
  const auto& rule = game.variant().rules.castling;
  const int rook_type = game.variant().type_index('R');
  const int y = b.cell(k).y, kx = b.cell(k).x;
  const int enemy = 1 - side;
  if (in_check(game, pos, side)) return;
  for (int dir = 0; dir < 2; ++dir) {
    const size_t bit = static_cast<size_t>(side * 2 + dir);
    if (!(pos.castling >> bit & 1)) continue;
    const int rook = pos.castle_rook[bit];
    if (pos.board[static_cast<size_t>(rook)] != make_piece(side, rook_type) || b.cell(rook).y != y) continue;
    const int kto = dir ? rule.short_king : rule.long_king, rto = dir ? rule.short_rook : rule.long_rook;
    const int rx = b.cell(rook).x;
    if (!clear_between(game, pos, y, kx, kto, k, rook) || !clear_between(game, pos, y, rx, rto, k, rook)) continue;
    bool safe = true;
    for (int x = std::min(kx, kto); x <= std::max(kx, kto) && safe; ++x) safe = !game.attacked(pos, b.at(x, y), enemy);
    if (!safe) continue;
    Move m;
    m.from = static_cast<std::int16_t>(k);
    m.to = static_cast<std::int16_t>(b.at(kto, y));
    m.via = static_cast<std::int16_t>(rook);
    m.kind = Kind::Castle;
    out.push_back(m);
  }
}

}  // namespace rules
