// Goal cells: a side whose goal piece reaches one of its goal cells has won (King of the Hill:
// the King on one of the four centre cells). `rules: goal: {piece: K, cells: d4-e5}`, or
// per side `white: ...` and `black: ...`, the cells as written (not turned for the second side).
// With `answer: true` (Racing Kings) the second side gets one move to reach its goal too, and a
// draw if it does: the first side's arrival wins only once the second has failed to answer, and
// the second side's arrival wins at once. With `hold: true` (Jesonmor) an arrival wins only once
// the piece has stood on the goal through the other side's reply: the side wins when its turn
// comes round with the piece still there.
#include <string>
#include <vector>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"
#include "rules/topology/cell_set.h"

namespace rules {

namespace {

const Ending kGoalReached{"goal reached"};
const MarkKind kGoalMark{"goal", "goal: reaching it wins", Symbol::Flag, "#e69f00", 125};
const Ending* const kEndings[] = {&kGoalReached};
const MarkKind* const kMarks[] = {&kGoalMark};

struct Goal {
  int piece = -1;
  std::vector<std::vector<bool>> cells;  // [side][cell]
  bool answer = false;
  bool hold = false;
};

const Goal& goal(const Game& game) { return setting<Goal>(game.variant(), kGoal); }

bool reached(const Game& game, const Position& pos, int side) {
  const Goal& g = goal(game);
  const Piece want = make_piece(side, g.piece);
  for (int c = 0; c < game.board().size(); ++c)
    if (pos.board[static_cast<size_t>(c)] == want && g.cells[static_cast<size_t>(side)][static_cast<size_t>(c)])
      return true;
  return false;
}

// Whether the second side, to move, can still answer with a legal move of its goal piece onto
// one of its goal cells.
bool can_answer(const Game& game, const Position& pos) {
  const Goal& g = goal(game);
  std::vector<Move> moves;
  generate_pseudo(game, pos, moves);
  Position probe = pos;
  for (const Move& m : moves)
    if (type_of(pos.board[static_cast<size_t>(m.from)]) == g.piece &&
        g.cells[static_cast<size_t>(pos.stm)][static_cast<size_t>(m.to)] && is_legal(game, probe, m))
      return true;
  return false;
}

Outcome ending(const Game& game, const Position& pos) {
  const Goal& g = goal(game);
  const int side = pos.stm, other = 1 - side;
  if (g.hold) return reached(game, pos, side) ? Outcome{&kGoalReached, side} : Outcome{};
  if (g.answer && reached(game, pos, side))  // arrived a turn ago, and the answer is over
    return {&kGoalReached, side == 0 && reached(game, pos, other) ? -1 : side};
  if (reached(game, pos, other) && !(g.answer && side == 1 && can_answer(game, pos))) return {&kGoalReached, other};
  return {};
}

std::vector<bool> side_cells(const pp::yaml::At& n, const Board& board) {
  std::vector<bool> in(static_cast<size_t>(board.size()), false);
  for (int c : read_cell_set(n, board)) in[static_cast<size_t>(c)] = true;
  return in;
}

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  n.keys({"piece", "cells", "white", "black", "answer", "hold"}, "goal");
  if (v.sides != 2) throw n.error("goal is a rule of two sides");
  Goal g;
  if (!n["piece"]) throw n.error("goal needs 'piece': the letter of the piece that must reach the goal");
  const std::string letter = read_piece_letters(n["piece"], v, "goal piece");
  if (letter.size() != 1) throw n["piece"].error("goal: one piece letter, not '" + letter + "'");
  g.piece = v.type_index(letter[0]);
  if (n["cells"] && (n["white"] || n["black"])) throw n.error("goal: 'cells' for both sides, or 'white' and 'black'");
  if (n["cells"]) {
    g.cells.assign(2, side_cells(n["cells"], board));
  } else {
    if (!n["white"] || !n["black"]) throw n.error("goal needs 'cells', or 'white' and 'black'");
    g.cells = {side_cells(n["white"], board), side_cells(n["black"], board)};
  }
  g.answer = n["answer"] && n["answer"].flag("answer");
  g.hold = n["hold"] && n["hold"].flag("hold");
  if (g.answer && g.hold) throw n["hold"].error("goal: 'answer' or 'hold', not both");
  v.rules.settings[std::string(kGoal.name)] = std::move(g);
}

}  // namespace


const Mechanism kGoal = {
    .name = "goal",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("goal"); },
    .ending = &ending,
    .mark_kinds = kMarks,
    .endings = kEndings,
};

}  // namespace rules
