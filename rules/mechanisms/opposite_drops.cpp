// Bishops dropped on opposite colours (Placement): `special: [opposite-drops]` on a piece. Such a
// piece may not be dropped on a cell of the colour one of its side's kind already stands on, and
// no other piece may be dropped where it would leave too few cells, among those the kind may be
// dropped on, for the ones still in hand to go one on each colour.
#include "rules/mechanisms/drops.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kOppositeDrops;  // defined below, used before

namespace {

int colour(const Board& b, int cell) { return (b.cell(cell).x + b.cell(cell).y) % 2; }

// Whether `side`'s drop of a `dropped` on `to` breaks the rule; `pos` is the position before the
// drop or after it, as the cell `to` is left out of every count.
bool refused(const Game& game, const Position& pos, int side, int dropped, int to) {
  const Board& b = game.board();
  for (int t = 0; t < static_cast<int>(game.variant().pieces.size()); ++t) {
    if (!game.has(t, kOppositeDrops)) continue;
    const int in_hand = pos.hand[static_cast<size_t>(side)][static_cast<size_t>(t)];
    if (dropped != t && in_hand == 0) continue;  // none left to place
    bool on[2] = {false, false}, room[2] = {false, false};
    for (int c = 0; c < b.size(); ++c)
      if (pos.board[static_cast<size_t>(c)] == make_piece(side, t) && c != to) on[colour(b, c)] = true;
    if (dropped == t) {
      if (on[colour(b, to)]) return true;
      continue;
    }
    for (const int c : drop_cells(game, t, side)) {
      if (!pos.board[static_cast<size_t>(c)] && c != to) room[colour(b, c)] = true;
      if (room[0] && room[1]) break;
    }
    const int places = (!on[0] && room[0]) + (!on[1] && room[1]);
    if (places < in_hand) return true;
  }
  return false;
}

bool legal(const Game& game, const Position& after, const Move& m, const Undo& u) {
  return !game.kind(m.kind).drop || !refused(game, after, side_of(u.moved), type_of(u.moved), m.to);
}

// The rule reads the drop alone, so it is judged before the move as it would be after.
bool may_refuse(const Game& game, Position& before, const Move& m) {
  return game.kind(m.kind).drop && refused(game, before, before.stm, m.promo, m.to);
}

}  // namespace

const Judge kJudge{
    .legal = &legal,
    .may_refuse = &may_refuse,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"dropOppositeColoredBishop", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kOppositeDrops = {
    .name = "opposite-drops",
    .piece = true,
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
