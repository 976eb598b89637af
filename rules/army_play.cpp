// Playing with more than two armies: an army whose King is captured leaves the board, turns
// pass over armies that are out, and a piece whose lines cross lists each destination once.
#include <algorithm>

#include "rules/mechanisms.h"

namespace rules {

void merge_duplicate_moves(std::vector<Move>& out, size_t from) {
  auto begin = out.begin() + static_cast<std::ptrdiff_t>(from);
  for (auto it = begin; it != out.end();) {
    if (std::find(begin, it, *it) != it) it = out.erase(it);
    else ++it;
  }
}

void remove_army(Position& pos, int army, Undo& u) {
  for (size_t c = 0; c < pos.board.size(); ++c) {
    const Piece p = pos.board[c];
    if (!p || side_of(p) != army) continue;
    u.removed[u.removed_count++] = {static_cast<std::int16_t>(c), p};
    pos.board[c] = 0;
  }
}

void restore_army(Position& pos, const Undo& u) {
  for (int i = 0; i < u.removed_count; ++i) pos.board[static_cast<size_t>(u.removed[i].cell)] = u.removed[i].piece;
}

int next_army(const Game& game, const Position& pos, int side) {
  for (int k = 1; k <= game.sides(); ++k) {
    const int a = (side + k) % game.sides();
    if (pos.king[static_cast<size_t>(a)] >= 0) return a;
  }
  return (side + 1) % game.sides();
}

int winning_team(const Game& game, const Position& pos) {
  int winner = kNobody;
  for (int a = 0; a < game.sides(); ++a) {
    if (pos.king[static_cast<size_t>(a)] < 0 || game.team(a) < 0) continue;
    if (winner >= 0 && winner != game.team(a)) return -1;
    winner = game.team(a);
  }
  return winner;
}

}  // namespace rules
