#pragma once
// How six armies take turns and who plays them: the order of a round (fixed clockwise, or
// thrown with dice each round, reproducible from a seed) and the modes of play (individuals,
// teams, fewer players with armies removed or one army neutral). Read from the layout's
// `rules: armies:` mapping.
#include <array>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "common/yaml_at.h"

namespace rules {

struct PlayMode {
  std::string name;
  std::vector<std::vector<int>> sides;  // armies that win or lose together (one player or a team)
  std::vector<int> removed;             // armies taken off before the game
  int neutral = -1;                     // an army moved by each round's first mover, or -1
  bool random_order = false;            // this mode throws dice for every round
};

struct ArmyRules {
  bool random_order = false;
  std::vector<PlayMode> modes;
  const PlayMode* mode(const std::string& name) const;  // nullptr if none
};

// Reads `node` (the `armies:` mapping); `sides` is the number of armies on the board.
ArmyRules read_army_rules(const pp::yaml::At& node, int sides);
// ... and writes them back as read_army_rules reads them.
YAML::Node write_army_rules(const ArmyRules& rules);

// One round: the dice (0 when the order is fixed) and the armies in the order they move.
struct Round {
  int first_die = 0, direction_die = 0;
  std::vector<int> order;
};

// Turn order per round. Fixed: clockwise from the first army (White). Random: a die picks the
// first mover (1 White ... 6 Red) and another the direction (1-3 clockwise, 4-6 anticlockwise);
// a first mover that is out of the game passes the first move on in that direction. Armies
// without a King (alive bit clear) are left out.
class TurnOrder {
 public:
  TurnOrder(bool random, std::uint64_t seed, int sides = 6) : random_(random), sides_(sides), rng_(seed) {}
  Round next(std::uint32_t alive);

 private:
  int die();
  bool random_;
  int sides_;
  std::mt19937_64 rng_;  // fully specified by the standard, so a seed gives the same dice anywhere
};

}  // namespace rules
