// The Chu Shogi Lion: one or two king steps a turn, the first of which may pass over an
// occupied cell. Hence a leap anywhere in its 5x5 area, a capture on the first step followed
// by a second step (hit-and-run, or a double capture), a capture and return (igui), and a
// step out and back (a pass). Moves are distinct when they end or capture differently.
#include "rules/mechanisms.h"

namespace rules {

void add_lion_moves(const Game& game, const Position& pos, int from, std::vector<Move>& out) {
  const int side = pos.stm;
  auto enemy = [&](int c) {
    const Piece q = pos.board[static_cast<size_t>(c)];
    return q != 0 && side_of(q) != side;
  };
  auto free = [&](int c) { return pos.board[static_cast<size_t>(c)] == 0; };
  auto add = [&](int to, int via, int cap0, int cap1, Kind kind) {
    Move m;
    m.from = static_cast<std::int16_t>(from);
    m.to = static_cast<std::int16_t>(to);
    m.via = static_cast<std::int16_t>(via);
    m.cap[0] = static_cast<std::int16_t>(cap0);
    m.cap[1] = static_cast<std::int16_t>(cap1);
    m.kind = kind;
    out.push_back(m);
  };
  bool passed = false;
  for (auto a : game.neighbours(from)) {
    if (free(a)) {
      add(a, -1, -1, -1, Kind::LionStep);
      if (!passed) add(from, a, -1, -1, Kind::LionPass);
      passed = true;
    } else if (enemy(a)) {
      add(a, -1, a, -1, Kind::LionStep);
      add(from, a, a, -1, Kind::LionIgui);
      for (auto b : game.neighbours(a))
        if (b != from && (free(b) || enemy(b))) add(b, a, a, enemy(b) ? b : -1, Kind::LionDouble);
    }
  }
  for (auto t : game.second_ring(from))
    if (free(t) || enemy(t)) add(t, -1, enemy(t) ? t : -1, -1, Kind::LionLeap);
}

// Anti-trading: (1) after a non-Lion took a Lion, the other Lion is iron for one turn;
// (2) a Lion may take a non-adjacent Lion only where a King could (the cell unprotected after
// the capture, protection by a pinned piece counting), (3) unless it takes a non-pawn standing
// between them on the way, and (4) protection by the King does not count.
bool lion_capture_allowed(const Game& game, const Position& after, const Move& m, const Undo& u) {
  const int lion = game.lion_type();
  int lion_at = -1, lion_side = -1;
  for (int i = 0; i < 2; ++i) {
    const Piece q = u.captured[i];
    if (!q || type_of(q) != lion) continue;
    if (side_of(q) == u.iron) return false;
    lion_at = m.cap[i];
    lion_side = side_of(q);
  }
  if (lion_at < 0 || type_of(u.moved) != lion || lion_at != m.to) return true;
  for (auto a : game.neighbours(m.from))
    if (a == m.to) return true;
  if (m.via >= 0 && m.cap[0] == m.via && !game.type(type_of(u.captured[0])).pawn) return true;
  return !game.attacked(after, m.to, lion_side, ~game.royal_mask());
}

}  // namespace rules
