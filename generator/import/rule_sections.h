#pragma once
// The special rules of an imported game as rules-sheet sections, each with a diagram whose marks
// the rules core computes when the sheet is drawn: drops (the cells a piece in hand may go to),
// promotion (a pawn one step from its zone), castling (the King's moves from the setup's
// corners), gating (a first-rank piece leaving its cell), confinement (a piece kept to its cells,
// shaded), walls (a rider stopped by them), explosions (a capture, the blast around it marked),
// compulsory capture (a rider that must take), turning over (a two-sided piece's moves), goals
// (the goal cells marked), check counting (the last check), the last pieces made royal, a lone
// King's count, the flying general, petrification and passing when stuck. Their positions may be ones the game has
// ended in (no King, a side without pieces): a diagram shows the moves as were the game going on. Read from the
// game as the rules core compiled it; each position is placed on the board, read and written by the core's own
// position text.
#include "import/yaml_out.h"
#include "rules/play/game.h"

namespace pp::import {

// The sections for `game`'s rules, as a sequence (empty where it plays none of them).
YamlOut rule_sections(const rules::Game& game, int source);

}  // namespace pp::import
