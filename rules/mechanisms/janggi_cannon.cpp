// The Janggi Cannon: it moves and takes only by hopping (Betza `pR`), and it may neither hop over
// nor take another Cannon, of either side. `special: [janggi-cannon]` marks every hopping line
// of the piece as sparing its own kind (RaySpec::unlike), which the move generator and the
// attack tables honour, so a Cannon screened by a Cannon gives no check.
#include <vector>

#include "rules/mechanisms/mechanism.h"
#include "rules/pieces/rays.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kJanggiCannon;  // defined below, used before

namespace {

void spare_own_kind(const Game& game, int type, int, int, std::vector<RaySpec>& rays) {
  if (!game.has(type, kJanggiCannon)) return;
  for (RaySpec& r : rays)
    if (r.hop) r.unlike = true;
}

}  // namespace

const Moves kMoves{
    .rays = &spare_own_kind,
};

extern const Mechanism kJanggiCannon = {
    .name = "janggi-cannon",
    .piece = true,
    .moves = &kMoves,
};

}  // namespace rules
