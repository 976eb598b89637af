// The Bowman's volley: leapfrog a piece of either side standing directly in front onto the
// empty cell behind it, again and again, stopping at any landing; never capturing in a turn
// it leapt. A Bowman reaching the far end comes back on any empty cell of its own first rank,
// or leaves the game when that rank is full. Two entries: `volley` (the leapfrogs) and
// `reenter` (the way back).
#include <algorithm>

#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kReenter;  // defined below, used before

namespace {

const MoveKind kLeapfrog{.name = "leapfrog"};  // one or more leaps
// Reaching the far end and coming back on the first rank (`via`: where it reached the end), or
// leaving the game when that rank is full. SAN has no words for them.
const MoveKind kReenterKind{.name = "reenter", .in_cells = true};
const MoveKind kRemoved{.name = "removed", .leaves = true, .via_hidden = true, .in_cells = true};
const MarkKind kLeapfrogMark{"leapfrog", "leapfrog landing", Symbol::Triangle, "#cc79a7", 70};
const MarkKind kReenterMark{"reenter", "re-entry square", Symbol::OpenTriangle, "#cc79a7", 80};
const MoveKind* const kVolleyKinds[] = {&kLeapfrog};
const MoveKind* const kReenterKinds[] = {&kReenterKind, &kRemoved};
const MarkKind* const kVolleyMarks[] = {&kLeapfrogMark};
const MarkKind* const kReenterMarks[] = {&kReenterMark};

void add_reentry(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  const int side = pos.stm;
  m.via = m.to;
  bool any = false;
  for (int c = 0; c < game.board().size(); ++c) {
    if (!game.first_rank(c, side) || (pos.board[static_cast<size_t>(c)] != 0 && c != m.from)) continue;
    m.to = static_cast<std::int16_t>(c);
    m.kind = game.kind_of(kReenterKind);
    out.push_back(m);
    any = true;
  }
  if (!any) {
    m.to = m.via;
    m.kind = game.kind_of(kRemoved);
    out.push_back(m);
  }
}

// An ordinary move of a piece that re-enters: from the far end, back on its first rank.
void expand_reentry(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  if (game.last_rank(m.to, pos.stm)) add_reentry(game, pos, m, out);
  else out.push_back(m);
}

void add_volleys(const Game& game, const Position& pos, int from, std::vector<Move>& out) {
  const Piece p = pos.board[static_cast<size_t>(from)];
  const int side = side_of(p), type = type_of(p);
  // The Bowman has left `from` while it leaps.
  auto occupied = [&](int c) { return c != from && pos.board[static_cast<size_t>(c)] != 0; };
  std::vector<int> todo{from}, seen{from};
  while (!todo.empty()) {
    const int at = todo.back();
    todo.pop_back();
    for (const Ray* r = game.rays_begin(type, side, at); r != game.rays_end(type, side, at); ++r) {
      if (!r->jump || !r->move) continue;
      bool over = true;
      for (const std::int16_t* g = game.cells(r->gate_begin); g != game.cells(r->gate_end); ++g)
        over = over && occupied(*g);
      const int to = *game.cells(r->begin);
      if (!over || occupied(to) || std::find(seen.begin(), seen.end(), to) != seen.end()) continue;
      seen.push_back(to);
      Move m;
      m.from = static_cast<std::int16_t>(from);
      m.to = static_cast<std::int16_t>(to);
      m.kind = game.kind_of(kLeapfrog);
      if (game.has(type, kReenter) && game.last_rank(to, side)) {
        add_reentry(game, pos, m, out);
        continue;
      }
      out.push_back(m);
      todo.push_back(to);
    }
  }
}

// Leaps straight ahead, two cells at a time, up to the landing (or the last rank); a way of odd
// length is shown as the one cell it ends on. A re-entry then goes on to its cell.
bool path(const Game& game, const Move& m, std::vector<int>& out) {
  if (!game.is(m, kLeapfrog) && m.via < 0) return false;
  const int end = game.is(m, kLeapfrog) ? m.to : m.via;
  for (int side = 0; side < game.sides() && out.empty(); ++side) {
    std::vector<int> line;
    for (int c = game.ahead(m.from, side); c >= 0; c = game.ahead(c, side)) {
      line.push_back(c);
      if (c == end) break;
    }
    if (line.empty() || line.back() != end) continue;
    if (line.size() % 2 == 0)
      for (size_t i = 1; i < line.size(); i += 2) out.push_back(line[i]);
  }
  if (out.empty() || out.back() != end) out.push_back(end);
  if (game.is(m, kReenterKind)) out.push_back(m.to);
  return true;
}

bool volley_marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (!game.is(m, kLeapfrog)) return false;
  out.cells.push_back({m.to, &kLeapfrogMark});
  path(game, m, out.chain);
  out.chain_mark = &kLeapfrogMark;
  return true;
}

bool reenter_marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (game.is(m, kReenterKind)) out.cells.push_back({m.to, &kReenterMark});
  return game.is(m, kReenterKind) || game.is(m, kRemoved);  // a Bowman leaving the game marks nothing
}

}  // namespace

const Moves kVolleyMoves{
    .piece_moves = &add_volleys,
    .own_jumps = true,
    .kinds = kVolleyKinds,
};
const Diagram kVolleyDiagram{
    .mark_kinds = kVolleyMarks,
    .marks = &volley_marks,
    .path = &path,
};

extern const Mechanism kVolley = {
    .name = "volley",
    .piece = true,
    .moves = &kVolleyMoves,
    .diagram = &kVolleyDiagram,
};

const Moves kReenterMoves{
    .expand = &expand_reentry,
    .expands_at = [](const Game& game, int, int side, int, int to) { return game.last_rank(to, side); },
    .kinds = kReenterKinds,
};
const Diagram kReenterDiagram{
    .mark_kinds = kReenterMarks,
    .marks = &reenter_marks,
    .path = &path,
};

extern const Mechanism kReenter = {
    .name = "reenter",
    .piece = true,
    .moves = &kReenterMoves,
    .diagram = &kReenterDiagram,
};

}  // namespace rules
