#pragma once
// Positions of games with more than two armies as text (parse_fen and to_fen hand over to
// these when a variant has more than two sides):
//   <placement> <army to move> [captured=<pieces>]
// The placement uses army letters (armies.h); the army to move is one of w u y b g r; the
// pool of captured pieces, each army's available for its own promotions, is written like the
// placement ("captured=wQTuB") and derived from the setup minus the board when left out.
// An army whose King is gone is out of the game, so with kings required an army with pieces
// but no King is an error, as is an army to move that has no King.
#include <string>
#include <string_view>

#include "rules/position.h"

namespace rules {

Position parse_army_fen(const Variant& variant, const Board& board, std::string_view fen, bool require_kings);
std::string to_army_fen(const Variant& variant, const Board& board, const Position& pos);

}  // namespace rules
