// The Chu Shogi Lion: one or two king steps a turn, the first of which may pass over an
// occupied cell. Hence a leap anywhere in its 5x5 area, a capture on the first step followed
// by a second step (hit-and-run, or a double capture), a capture and return (igui), and a
// step out and back (a pass). Moves are distinct when they end or capture differently. Its
// state: the side whose Lion is iron for a turn (iron=w|b in position text); under Chu Shogi's
// rules (lion_trading.cpp) the cell where a Lion was just taken by another piece (iron=e5).
#include "rules/mechanisms/lion_move.h"
#include "rules/mechanisms/lion_trading.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kLion;  // defined below, used before

namespace {

const MoveKind kLionStep{.name = "lion-step"};  // one king step
const MoveKind kLionLeap{.name = "lion-leap"};  // to a cell two steps away, whatever stands between
// Capture on the first step, then a second step (hit-and-run or double capture); capture on the
// first step and return (igui); out to an empty cell and back (a pass). SAN has no words for them.
const MoveKind kLionDouble{.name = "lion-double", .in_cells = true};
const MoveKind kLionIgui{.name = "lion-igui", .in_cells = true};
const MoveKind kLionPass{.name = "lion-pass", .in_cells = true};
const MarkKind kLionMark{"lion", "Lion: second step", Symbol::Star, "#56b4e9", 90};
const MarkKind kReturnMark{"lion-return", "capture and return", Symbol::OpenStar, "#56b4e9", 100};
const MoveKind* const kKinds[] = {&kLionStep, &kLionLeap, &kLionDouble, &kLionIgui, &kLionPass};
const MarkKind* const kMarks[] = {&kLionMark, &kReturnMark};

int slot(const Variant& v) { return state_slot(kLion, v); }
int iron(const Variant& v, const StateSlots& state) {
  const int s = slot(v);  // -1 where the game has no Lion: position text still asks
  return s < 0 ? -1 : state[static_cast<size_t>(s)] - 1;
}

void add_lion_moves(const Game& game, const Position& pos, int from, std::vector<Move>& out) {
  const int side = pos.stm;
  auto enemy = [&](int c) { return lion_enemy(pos, side, c); };
  auto free = [&](int c) { return pos.board[static_cast<size_t>(c)] == 0; };
  auto add = [&](int to, int via, int cap0, int cap1, const MoveKind& kind) {
    out.push_back(lion_move(from, to, via, cap0, cap1, game.kind_of(kind)));
  };
  bool passed = false;
  for (auto a : game.neighbours(from)) {
    if (free(a)) {
      add(a, -1, -1, -1, kLionStep);
      if (!passed) add(from, a, -1, -1, kLionPass);
      passed = true;
    } else if (enemy(a)) {
      add(a, -1, a, -1, kLionStep);
      add(from, a, a, -1, kLionIgui);
      for (auto b : game.neighbours(a))
        if (b != from && (free(b) || enemy(b))) add(b, a, a, enemy(b) ? b : -1, kLionDouble);
    }
  }
  for (auto t : game.second_ring(from))
    if (free(t) || enemy(t)) add(t, -1, enemy(t) ? t : -1, -1, kLionLeap);
}

// Anti-trading: (1) after a non-Lion took a Lion, the other Lion is iron for one turn;
// (2) a Lion may take a non-adjacent Lion only where a King could (the cell unprotected after
// the capture, protection by a pinned piece counting), (3) unless it takes a non-pawn standing
// between them on the way, and (4) protection by the King does not count.
// Under Chu Shogi's rules (lion_trading.cpp) (1) reads: a piece other than a Lion may take no Lion
// but on the cell where a Lion was just taken by one; the cheap pieces are the layout's, and the
// King's protection counts.
bool lion_capture_allowed(const Game& game, const Position& after, const Move& m, const Undo& u) {
  if (!u.captured[0] && !u.captured[1]) return true;
  const TypeMask lions = game.mask_of(kLion);
  const LionTrading* chu = lion_trading(game.variant());
  const bool by_lion = has_type(lions, type_of(u.moved));
  const int was = iron(game.variant(), u.state);
  int lion_at = -1, lion_side = -1;
  for (int i = 0; i < 2; ++i) {
    const Piece q = u.captured[i];
    if (!q || !has_type(lions, type_of(q))) continue;
    if (chu ? !by_lion && was >= 0 && m.cap[i] != was : side_of(q) == was) return false;
    lion_at = m.cap[i];
    lion_side = side_of(q);
  }
  if (lion_at < 0 || !by_lion || lion_at != m.to) return true;
  for (auto a : game.neighbours(m.from))
    if (a == m.to) return true;
  if (m.via >= 0 && m.cap[0] == m.via) {
    const int first = type_of(u.captured[0]);
    if (chu ? !has_type(chu->cheap, first) : !game.type(first).pawn) return true;
  }
  return !game.attacked(after, m.to, lion_side, chu ? ~TypeMask{0} : ~game.royal_mask());
}

bool takes_lion(const Game& game, Position& before, const Move& m) {
  const TypeMask lions = game.mask_of(kLion);
  for (const int c : m.cap)
    if (c >= 0 && before.board[static_cast<size_t>(c)] &&
        has_type(lions, type_of(before.board[static_cast<size_t>(c)])))
      return true;
  return false;
}

// After a non-Lion takes a Lion, the mover's side's Lion is iron (under Chu Shogi's rules: the
// cell of that capture is remembered); otherwise no Lion is.
void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  const TypeMask lions = game.mask_of(kLion);
  int value = 0;
  if (!has_type(lions, type_of(u.moved)))
    for (int i = 0; i < 2; ++i)
      if (u.captured[i] && has_type(lions, type_of(u.captured[i])))
        value = lion_trading(game.variant()) ? m.cap[i] + 1 : side_of(u.moved) + 1;
  pos.state[static_cast<size_t>(slot(game.variant()))] = static_cast<std::int16_t>(value);
}

void read_field(const Variant& v, const Board& board, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  int side = -1;
  if (value != "-" && lion_trading(v)) {
    side = board.find(value);
    if (side < 0) split.fail(f, "under Chu Shogi's rules, the cell where a Lion was just taken");
  } else if (value != "-")
    for (char ch : value) {
      const int s = side_from_letter(v, ch);
      if (s < 0) split.fail(f, v.sides > 2 ? "sides are army letters" : "sides are w and b");
      if (side >= 0 && side != s) split.fail(f, "only one Lion can be iron");
      side = s;
    }
  pos.state[static_cast<size_t>(slot(v))] = static_cast<std::int16_t>(side + 1);
}

std::string write_field(const Variant& v, const Board& board, const Position& pos) {
  const int was = iron(v, pos.state);
  if (was < 0) return "";
  return lion_trading(v) ? board.cell(was).name : std::string(1, side_letter(v, was));
}

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  const bool cap = m.cap[0] >= 0 || m.cap[1] >= 0;
  if (game.is(m, kLionStep)) out.cells.push_back({m.to, cap ? &kCaptureMark : &kMoveMark});
  else if (game.is(m, kLionLeap)) out.cells.push_back({m.to, cap ? &kCaptureMark : &kLionMark});
  else if (game.is(m, kLionDouble)) {
    for (int c : m.cap)
      if (c >= 0) out.cells.push_back({c, &kCaptureMark});
    if (!cap || (m.cap[0] != m.to && m.cap[1] != m.to)) out.cells.push_back({m.to, &kLionMark});
  } else if (game.is(m, kLionIgui)) {
    out.cells.push_back({m.cap[0], &kReturnMark});
  } else if (!game.is(m, kLionPass)) {
    return false;
  }
  return true;
}

// A capture of a Lion the anti-trading rules refuse is shown as not allowed on the Lion.
void refused(const Game& game, const Position& pos, const Move& m, std::vector<int>& cells) {
  for (int c : m.cap)
    if (c >= 0 && pos.board[static_cast<size_t>(c)] &&
        has_type(game.mask_of(kLion), type_of(pos.board[static_cast<size_t>(c)])))
      cells.push_back(c);
}

}  // namespace

const Moves kMoves{
    .piece_moves = &add_lion_moves,
    .own_moves = true,
    .kinds = kKinds,
};
const Judge kJudge{
    .legal = &lion_capture_allowed,
    .may_refuse = &takes_lion,
};
const State kState{
    .slots = 1,
    .make = &make,
};
const Field kField{
    .key = "iron",
    .read_field = &read_field,
    .write_field = &write_field,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
    .refused = &refused,
};

extern const Mechanism kLion = {
    .name = "lion",
    .piece = true,
    .moves = &kMoves,
    .judge = &kJudge,
    .state = &kState,
    .field = &kField,
    .diagram = &kDiagram,
};

}  // namespace rules
