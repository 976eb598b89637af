// Assassination: an Assassin never captures, but a King it attacks (as it would move, were the
// King's cell empty) is killed at once. The side to move whose King an enemy Assassin attacks
// has lost; a side may not move its own King into that attack, as with any check.
#include "rules/mechanisms.h"

namespace rules {

bool assassinated(const Game& game, const Position& pos, int side) {
  const int k = pos.king[static_cast<size_t>(side)];
  if (k < 0) return false;
  for (int s = 0; s < game.sides(); ++s)
    if (s != side && game.attacked(pos, k, s, game.assassin_mask())) return true;
  return false;
}

}  // namespace rules
