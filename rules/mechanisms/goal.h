#pragma once
// The goal rule's settings (goal.cpp plays them, goal_read.cpp reads them from a layout).
#include <vector>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/variant/variant.h"

namespace rules {

extern const Mechanism kGoal;

struct Goal {
  int piece = -1;                        // the goal piece's type; -1: any piece of the side
  std::vector<std::vector<bool>> cells;  // [side][cell]
  int count = 1;                         // how many goal pieces must stand on the goal cells
  bool blocked = false;                  // or fewer, with every goal cell taken
  bool safe = false;                     // and, exactly `count` there, none of them attacked
  bool answer = false;
  bool hold = false;
};

void read_goal(const pp::yaml::At& n, const Board& board, Variant& v);
YAML::Node write_goal(const Variant& v, const Board& board);

}  // namespace rules
