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

// Cells for every side as a rule's setting writes them (`what` names it in errors): one set as the
// first side sees the board, turned for the others (cells_per_side), or, for two sides, each
// side's own as the board names them: {white: [g8, h8, h7], black: [a1, a2, b1]}.
std::vector<std::vector<bool>> read_cells_per_side(const pp::yaml::At& node, const Board& board, int sides,
                                                   const std::string& what);

// Whether `node` writes each side's own cells ({white: ..., black: ...}).
bool per_side_cells(const pp::yaml::At& node);

// Cells as read_cell_set reads them back: one name, a rectangle's corners where the cells fill
// one of the board ("a1-h4"), else a list of their names in board order (a flow sequence).
YAML::Node write_cell_set(const std::vector<int>& cells, const Board& board);
// Cells for every side as read_cells_per_side reads them back (in[side][cell]): one set, the
// first side's, where every other side's is it turned; else, for two sides, each side's own.
YAML::Node write_cells_per_side(const std::vector<std::vector<bool>>& in, const Board& board);

}  // namespace rules
