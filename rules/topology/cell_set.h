#pragma once
// Sets of cells as layouts write them: one name ("b2"), a rectangle of files and ranks between two
// corners ("b2-i9"), or a list of these. Board zones and the rules that act on some cells only
// (confine, zone-moves) read them the same way.
#include <string>
#include <vector>

#include "common/yaml_at.h"
#include "rules/topology/board.h"

namespace rules {

// Cell ids, sorted, each once. Throws pp::InputError at the node for a name the board lacks.
std::vector<int> read_cell_set(const pp::yaml::At& node, const Board& board);

// Cells given as the first side sees them, for every side: in[side][cell] is whether `cell` is
// in the set as that side sees the board (turned as the topology turns it for the side).
std::vector<std::vector<bool>> cells_per_side(const Board& board, const std::vector<int>& first_side, int sides);

}  // namespace rules
