// Goal cells: a side whose goal piece reaches one of its goal cells has won (King of the Hill:
// the King on one of the four centre cells). `rules: goal: {piece: K, cells: d4-e5}`, or
// per side `white: ...` and `black: ...`, the cells as written (not turned for the second side);
// `piece: any` lets every piece of the side count. With `count: N` (Kono, Halma) N goal pieces
// must stand there; with `blocked: true` fewer will do once every goal cell is taken, by anyone.
// With `safe: true` (Squatter) the side wins only while none of exactly `count` pieces there is
// attacked (with more there it wins, as the engine judges): an arrival under attack wins later,
// when the side is to move with them no longer attacked, and a draw if both sides stand so.
// With `answer: true` (Racing Kings) the second side gets one move to reach its goal too, and a
// draw if it does: the first side's arrival wins only once the second has failed to answer, and
// the second side's arrival wins at once. With `hold: true` (Jesonmor) an arrival wins only once
// the piece has stood on the goal through the other side's reply: the side wins when its turn
// comes round with the piece still there; with `safe` too (Alapo), an arrival no enemy piece
// attacks wins at once.
#include <any>
#include <cstdint>
#include <vector>

#include "rules/mechanisms/goal.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

const Ending kGoalReached{"goal reached"};
const MarkKind kGoalMark{"goal", "goal: reaching it wins", Symbol::Flag, "#e69f00", 125};
const Ending* const kEndings[] = {&kGoalReached};
const MarkKind* const kMarks[] = {&kGoalMark};

const Goal& goal(const Game& game) { return game.setting<Goal>(kGoal); }

bool goal_piece(const Goal& g, Piece p, int side) {
  return p && side_of(p) == side && (g.piece < 0 || type_of(p) == g.piece);
}

// Each side's goal cells, listed once per game: the goal is looked at in every position.
using GoalCells = std::vector<std::vector<std::int16_t>>;

std::any compile(const Game& game) {
  GoalCells out;
  for (const std::vector<bool>& cells : goal(game).cells) {
    out.emplace_back();
    for (size_t c = 0; c < cells.size(); ++c)
      if (cells[c]) out.back().push_back(static_cast<std::int16_t>(c));
  }
  return out;
}

// Whether `side` has its goal pieces in place; with `safe_check`, also that no piece of the
// other side attacks them where exactly `count` stand.
bool reached(const Game& game, const Position& pos, int side, bool safe_check) {
  const Goal& g = goal(game);
  const std::vector<std::int16_t>& cells = game.compiled<GoalCells>(kGoal)[static_cast<size_t>(side)];
  int on = 0;
  bool full = true;
  for (const int c : cells) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    full = full && p;
    on += goal_piece(g, p, side) ? 1 : 0;
  }
  if (on == 0 || (on < g.count && !(g.blocked && full))) return false;
  if (!safe_check || on != g.count) return true;
  for (const int c : cells)
    if (goal_piece(g, pos.board[static_cast<size_t>(c)], side) && game.attacked(pos, c, 1 - side)) return false;
  return true;
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
  // The side to move may win on its own turn when an arrival waits a move (answer, hold) or
  // must be safe; its own pieces are judged safe then only where no arrival waits.
  const bool waits = g.answer || g.hold, safe_now = g.safe && !waits;
  if ((waits || g.safe) && reached(game, pos, side, safe_now)) {
    const bool both = ((g.answer && side == 0) || safe_now) && reached(game, pos, other, g.safe);
    return {&kGoalReached, both ? -1 : side};
  }
  if ((!waits || g.safe || g.answer) && reached(game, pos, other, g.safe) &&
      !(g.answer && side == 1 && can_answer(game, pos)))
    return {&kGoalReached, other};
  return {};
}

}  // namespace

const Moves kMoves{
    .compile = &compile,
};
const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"flagPiece", FsfType::kPiece},    {"whiteFlag", FsfType::kRegion},       {"blackFlag", FsfType::kRegion},
    {"flagRegion", FsfType::kRegion},  {"flagRegionWhite", FsfType::kRegion}, {"flagRegionBlack", FsfType::kRegion},
    {"flagMove", FsfType::kBool},      {"flagPieceCount", FsfType::kInt},     {"flagPieceBlockedWin", FsfType::kBool},
    {"flagPieceSafe", FsfType::kBool},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{.title = "Goal",
                           .text = "A side whose piece reaches one of its goal cells, as the rules above say, wins."};

extern const Mechanism kGoal = {
    .name = "goal",
    .read = &read_goal,
    .write = &write_goal,
    .active = [](const Variant& v) { return v.rules.settings.contains("goal"); },
    .moves = &kMoves,
    .ends = &kEnds,
    .diagram = &kDiagram,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
