// Promotion: optional inside the zone, forced on the last rank, and (when the rules say so)
// only to a piece of one's own already captured. With nothing to become, a pawn cannot enter
// the last rank at all; its attacks are unchanged, so it still gives check.
#include "rules/mechanisms.h"

namespace rules {

void add_pawn_move(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  const int side = pos.stm;
  const int zone = game.promotion(m.to, side);
  const auto& rule = game.variant().rules.promotion;
  if (zone == 0) {
    out.push_back(m);
    return;
  }
  if (zone == 1) out.push_back(m);
  for (char letter : rule.to) {
    const int t = game.variant().type_index(letter);
    if (rule.only_captured && pos.pool[static_cast<size_t>(side)][static_cast<size_t>(t)] == 0) continue;
    m.promo = static_cast<std::int8_t>(t);
    out.push_back(m);
  }
}

}  // namespace rules
