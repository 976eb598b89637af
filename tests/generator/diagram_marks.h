#pragma once
// Reading a diagram's marks back from its SVG, and the same cells straight from the rules core,
// for tests that hold one against the other.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "rules/play/game.h"
#include "rules/play/position.h"

namespace pp::test {

// cell -> mark kinds, from the SVG's `class="marker KIND CELL"` attributes.
std::map<std::string, std::set<std::string>> marks_in(const std::string& svg);

// Cells the marks stand for: every kind but the zone, the highlight, "not allowed" and the
// pawn taken en passant (it is not where the piece goes).
std::set<std::string> move_cells(const std::map<std::string, std::set<std::string>>& marks);

// The number of marks of those kinds: one a cell when no cell is marked twice.
size_t move_marks(const std::map<std::string, std::set<std::string>>& marks);

// The same, straight from the core: where the legal moves of the piece on `cell` stop or capture
// (with that piece's side to move).
std::set<std::string> legal_cells(const rules::Game& game, rules::Position pos, int cell, bool alone = false);

// What a diagram of the piece of `type` alone on `cell` must mark, from the core: the cells its
// legal moves reach on an otherwise empty board, and each cell where it could take an enemy
// piece standing there (a plain one: not royal, not a pawn, no special rule). With more than
// two armies and no check every army counts as still holding its King. `screens` are cells
// where a piece of the same side stands too (a Cannon's screen), as the diagram shows them.
std::set<std::string> alone_cells(const rules::Game& game, int type, int cell, const std::vector<int>& screens = {},
                                  int screen_type = -1);

}  // namespace pp::test
