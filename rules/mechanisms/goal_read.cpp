// Reading `rules: goal:` (goal.cpp says what each setting does).
#include <string>
#include <vector>

#include "rules/mechanisms/goal.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/topology/cell_set.h"

namespace rules {

namespace {

std::vector<bool> side_cells(const pp::yaml::At& n, const Board& board) {
  std::vector<bool> in(static_cast<size_t>(board.size()), false);
  for (int c : read_cell_set(n, board)) in[static_cast<size_t>(c)] = true;
  return in;
}

}  // namespace

void read_goal(const pp::yaml::At& n, const Board& board, Variant& v) {
  n.keys({"piece", "cells", "white", "black", "count", "blocked", "safe", "answer", "hold"}, "goal");
  if (v.sides != 2) throw n.error("goal is a rule of two sides");
  Goal g;
  if (!n["piece"]) throw n.error("goal needs 'piece': the letter of the piece that must reach the goal, or 'any'");
  const std::string written = n["piece"].node().IsScalar() ? n["piece"].node().Scalar() : "";
  if (written == "any") {
    g.piece = -1;
  } else if (written.size() > 1) {
    throw n["piece"].error("goal: one piece letter, or 'any', not '" + written + "'");
  } else {
    const std::string letter = read_piece_letters(n["piece"], v, "goal piece");
    if (letter.size() != 1) throw n["piece"].error("goal: one piece letter, or 'any', not '" + letter + "'");
    g.piece = v.type_index(letter[0]);
  }
  if (n["cells"] && (n["white"] || n["black"])) throw n.error("goal: 'cells' for both sides, or 'white' and 'black'");
  if (n["cells"]) {
    g.cells.assign(2, side_cells(n["cells"], board));
  } else {
    if (!n["white"] || !n["black"]) throw n.error("goal needs 'cells', or 'white' and 'black'");
    g.cells = {side_cells(n["white"], board), side_cells(n["black"], board)};
  }
  if (n["count"]) g.count = static_cast<int>(n["count"].whole("goal count", 1, board.size()));
  g.blocked = n["blocked"] && n["blocked"].flag("blocked");
  g.safe = n["safe"] && n["safe"].flag("safe");
  g.answer = n["answer"] && n["answer"].flag("answer");
  g.hold = n["hold"] && n["hold"].flag("hold");
  if (g.answer && g.hold) throw n["hold"].error("goal: 'answer' or 'hold', not both");
  if (g.answer && g.piece < 0) throw n["answer"].error("goal: 'answer' is the answer of one piece, not of any");
  v.rules.settings[std::string(kGoal.name)] = std::move(g);
}

YAML::Node write_goal(const Variant& v, const Board& board) {
  const Goal& g = setting<Goal>(v, kGoal);
  YAML::Node n = flow_map();
  n["piece"] = g.piece < 0 ? "any" : std::string(1, v.pieces[static_cast<size_t>(g.piece)].letter);
  for (size_t side = 0; side < 2; ++side) {
    std::vector<int> cells;
    for (int c = 0; c < board.size(); ++c)
      if (g.cells[side][static_cast<size_t>(c)]) cells.push_back(c);
    n[side == 0 ? "white" : "black"] = write_cell_set(cells, board);
  }
  if (g.count > 1) n["count"] = g.count;
  if (g.blocked) n["blocked"] = true;
  if (g.safe) n["safe"] = true;
  if (g.answer) n["answer"] = true;
  if (g.hold) n["hold"] = true;
  return n;
}

}  // namespace rules
