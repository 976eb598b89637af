// The Bowman's volley: leapfrog a piece of either side standing directly in front onto the
// empty cell behind it, again and again, stopping at any landing; never capturing in a turn
// it leapt. A Bowman reaching the far end comes back on any empty cell of its own first rank,
// or leaves the game when that rank is full.
#include <algorithm>

#include "rules/mechanisms.h"

namespace rules {

void add_volleys(const Game& game, const Position& pos, int from, std::vector<Move>& out) {
  const Piece p = pos.board[static_cast<size_t>(from)];
  const int side = side_of(p), type = type_of(p);
  // The Bowman has left `from` while it leaps.
  auto occupied = [&](int c) { return c != from && pos.board[static_cast<size_t>(c)] != 0; };
  std::vector<int> todo{from}, seen{from};
  while (!todo.empty()) {
    const int at = todo.back();
    todo.pop_back();
    for (const Ray* r = game.rays_begin(type, side, at); r != game.rays_end(type, side, at); ++r) {
      if (!r->jump || !r->move) continue;
      bool over = true;
      for (const std::int16_t* g = game.cells(r->gate_begin); g != game.cells(r->gate_end); ++g)
        over = over && occupied(*g);
      const int to = *game.cells(r->begin);
      if (!over || occupied(to) || std::find(seen.begin(), seen.end(), to) != seen.end()) continue;
      seen.push_back(to);
      Move m;
      m.from = static_cast<std::int16_t>(from);
      m.to = static_cast<std::int16_t>(to);
      m.kind = Kind::Leapfrog;
      if (game.type(type).reenter && game.last_rank(to, side)) {
        add_reentry(game, pos, m, out);
        continue;
      }
      out.push_back(m);
      todo.push_back(to);
    }
  }
}

void add_reentry(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  const int side = pos.stm;
  m.via = m.to;
  bool any = false;
  for (int c = 0; c < game.board().size(); ++c) {
    if (!game.first_rank(c, side) || (pos.board[static_cast<size_t>(c)] != 0 && c != m.from)) continue;
    m.to = static_cast<std::int16_t>(c);
    m.kind = Kind::Reenter;
    out.push_back(m);
    any = true;
  }
  if (!any) {
    m.to = m.via;
    m.kind = Kind::Removed;
    out.push_back(m);
  }
}

}  // namespace rules
