// Bishops dropped on opposite colours (Placement): `special: [opposite-drops]` on a piece. Such a
// piece may not be dropped on a cell of the colour one of its side's kind already stands on, and
// no other piece may be dropped where it would leave too few cells, among those the kind may be
// dropped on, for the ones still in hand to go one on each colour.
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

int colour(const Board& b, int cell) { return (b.cell(cell).x + b.cell(cell).y) % 2; }

bool legal(const Game& game, const Position& after, const Move& m, const Undo& u) {
  if (!game.kind(m.kind).drop) return true;
  const Board& b = game.board();
  const int side = side_of(u.moved);
  for (int t = 0; t < static_cast<int>(game.variant().pieces.size()); ++t) {
    if (!game.type(t).has(kOppositeDrops)) continue;
    const int in_hand = after.hand[static_cast<size_t>(side)][static_cast<size_t>(t)];
    if (type_of(u.moved) != t && in_hand == 0) continue;  // none left to place
    bool on[2] = {false, false}, room[2] = {false, false};
    for (int c = 0; c < b.size(); ++c)
      if (after.board[static_cast<size_t>(c)] == make_piece(side, t) && c != m.to) on[colour(b, c)] = true;
    if (type_of(u.moved) == t) {
      if (on[colour(b, m.to)]) return false;
      continue;
    }
    for (const int c : drop_cells(game, t, side)) {
      if (!after.board[static_cast<size_t>(c)]) room[colour(b, c)] = true;
      if (room[0] && room[1]) break;
    }
    const int places = (!on[0] && room[0]) + (!on[1] && room[1]);
    if (places < in_hand) return false;
  }
  return true;
}

bool drop(const Game& game, const Position&, const Move& m) { return game.kind(m.kind).drop; }

}  // namespace

const Mechanism kOppositeDrops = {
    .name = "opposite-drops",
    .piece = true,
    .legal = &legal,
    .may_refuse = &drop,
};

}  // namespace rules
