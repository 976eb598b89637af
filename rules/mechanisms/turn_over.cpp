// Turning over after every move (Kyoto Shogi): a piece with `special: [turn-over]` shows its
// other face after each of its moves, the unpromoted one its promoted form (+X) and the promoted
// one its plain form again (a Pawn becomes a Rook, the Rook a Pawn). Name it on both faces. It
// comes before `flip-promotion` in the registry, so its expansion replaces Shogi's optional one.
// A move back to the plain face is written with `-` (a1a2-), as Fairy-Stockfish writes it.
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

void expand(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  const Variant& v = game.variant();
  const int type = type_of(pos.board[static_cast<size_t>(m.from)]);
  const int other = v.pieces[static_cast<size_t>(type)].promoted ? v.unpromoted_type(type) : v.promoted_type(type);
  if (other >= 0) m.promo = static_cast<std::int8_t>(other);
  out.push_back(m);
}

}  // namespace

const Mechanism kTurnOver = {
    .name = "turn-over",
    .piece = true,
    .expand = &expand,
};

}  // namespace rules
