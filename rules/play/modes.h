#pragma once
// A mode of play turned into a game: the start position without the armies the mode removes,
// and who moves each army in a round (the neutral army is moved by the round's first mover).
#include <string>
#include <vector>

#include "rules/play/game.h"
#include "rules/variant/army_rules.h"

namespace rules {

// Takes the mode's removed armies off `pos` (the layout's setup); the army to move passes on
// clockwise if its army is removed.
void remove_mode_armies(const Game& game, Position& pos);

// One round of a game in a mode: the armies in the order they move and, for each, the side
// (index into the mode's sides) whose player moves it.
struct PlayedRound {
  Round dice;
  std::vector<int> player;  // same length as dice.order
};

// Rounds of play under a mode: dice or the fixed order from TurnOrder, and the neutral army
// given to the round's first mover. A neutral army is never the round's first mover itself:
// a throw that names it passes the first move on, as for an army that is out.
class Rounds {
 public:
  // `order` overrides the mode's (or the layout's) order: "fixed" or "random"; "" keeps it.
  Rounds(const Game& game, std::uint64_t seed, const std::string& order = "");
  PlayedRound next(std::uint32_t alive);

 private:
  const Game& game_;
  TurnOrder order_;
};

// "White", or "White, Gold and Green" for a side of several armies.
std::string side_name(const Game& game, int team);

}  // namespace rules
