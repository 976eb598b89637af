// Promotion to a piece's own promoted form (Shogi: a piece `X` whose layout also has `+X`). A
// move that starts or ends in the promotion zone (`rules: promotion: zone:`, Shogi's last three
// ranks) may turn the piece over; it must when the piece would otherwise stand where it has no
// further move (a pawn or lance on the last rank, a knight on the last two; `immobile: true`
// lets it stay, as chess games with Shogi's promotions have it), and on every move
// into, within or out of the zone with `promotion: {forced: true}` (Euroshogi). With
// `entering: true` (Chu Shogi as lishogi plays it) it may only on a move from outside the zone
// into it, on a capture starting or ending in it, or where it would have no further move, and
// never must. Promoted pieces
// never turn back. Moves that promote carry the promoted type, written `+` in move text.
#include "rules/mechanisms/flip_promotion.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

void expand(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  const int side = pos.stm;
  if (game.promotion(m.to, side) == 0 && game.promotion(m.from, side) == 0) {
    out.push_back(m);
    return;
  }
  const int type = type_of(pos.board[static_cast<size_t>(m.from)]);
  const PromotionRule& rule = game.variant().rules.promotion;
  if (rule.entering) {
    const bool into = game.promotion(m.from, side) == 0;
    const bool takes = m.cap[0] >= 0 || m.cap[1] >= 0;
    out.push_back(m);
    if (!into && !takes && game.can_move_from(type, side, m.to)) return;
    m.promo = static_cast<std::int8_t>(game.variant().promoted_type(type));
    out.push_back(m);
    return;
  }
  if (!rule.forced && (rule.immobile || game.can_move_from(type, side, m.to))) out.push_back(m);
  m.promo = static_cast<std::int8_t>(game.variant().promoted_type(type));
  out.push_back(m);
}

}  // namespace

const Moves kMoves{
    .expand = &expand,
    .expands_at = [](const Game& game, int, int side, int from,
                     int to) { return game.promotion(to, side) != 0 || game.promotion(from, side) != 0; },
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"promotedPieceType", FsfType::kText},
    {"mandatoryPiecePromotion", FsfType::kBool},
};

extern const Mechanism kFlipPromotion = {
    .name = "flip-promotion",
    .applies = [](const PieceType& p) { return p.flips; },
    .moves = &kMoves,
    .keys = kFsfKeys,
};

}  // namespace rules
