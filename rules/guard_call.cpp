// Calling the Guard: once per game, a side in check may bring its Guard from anywhere to an
// empty cell beside its King, and only when that ends the check (checked by the legality
// test after the move). A destination the Guard reaches by an ordinary move is not offered
// again as a call, which would only waste the call.
#include "rules/mechanisms.h"

namespace rules {

void add_guard_calls(const Game& game, const Position& pos, const std::vector<Move>& normal, std::vector<Move>& out) {
  const int side = pos.stm;
  const int k = pos.king[static_cast<size_t>(side)];
  if (k < 0) return;
  const size_t known = normal.size();
  for (int g = 0; g < game.board().size(); ++g) {
    const Piece p = pos.board[static_cast<size_t>(g)];
    if (!p || side_of(p) != side || !game.type(type_of(p)).guard_call) continue;
    for (auto c : game.neighbours(k)) {
      if (pos.board[static_cast<size_t>(c)] != 0) continue;
      bool ordinary = false;
      for (size_t i = 0; i < known && !ordinary; ++i) ordinary = normal[i].from == g && normal[i].to == c;
      if (ordinary) continue;
      Move m;
      m.from = static_cast<std::int16_t>(g);
      m.to = c;
      m.kind = Kind::GuardCall;
      out.push_back(m);
    }
  }
}

}  // namespace rules
