// A Lion's double moves along some lines only (`special: [lion-lines]`): Chu Shogi's Horned
// Falcon straight forward and Soaring Eagle diagonally forward. Along each line where the piece
// leaps two cells (its Betza gives the leap; lion.cpp's Lion moves so in every direction), it may
// also take on the first cell and return (igui), take there and go on to the second cell, taking
// what stands there (a double capture), or step out to an empty first cell and back (a pass).
// As lishogi has it, every step out and back is the one pass.
#include <any>
#include <cstdlib>
#include <utility>
#include <vector>

#include "rules/mechanisms/lion_move.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kLionLines;  // defined below, used before

namespace {

const MoveKind kLineDouble{.name = "lion-line-double", .in_cells = true};
const MoveKind kLineIgui{.name = "lion-line-igui", .in_cells = true};
const MoveKind kLinePass{.name = "lion-line-pass", .in_cells = true};
const MoveKind* const kKinds[] = {&kLineDouble, &kLineIgui, &kLinePass};

// Each line as a step (dx, dy), per piece type and side: the leaps two cells straight of the
// piece on the cell where it has the most, so that a line still runs where the board ends a step
// beyond the first cell (a Horned Falcon on the last rank but one may still take and return).
using Lines = std::vector<std::vector<std::vector<std::pair<int, int>>>>;

std::any compile(const Game& game) {
  const int sides = game.sides(), cells = game.board().size();
  Lines lines(game.variant().pieces.size(), std::vector<std::vector<std::pair<int, int>>>(static_cast<size_t>(sides)));
  int centre = 0;
  for (int c = 0; c < cells; ++c)
    if (game.second_ring(c).size() > game.second_ring(centre).size()) centre = c;
  const Cell& from = game.board().cell(centre);
  for (size_t t = 0; t < lines.size(); ++t) {
    if (!game.has(static_cast<int>(t), kLionLines)) continue;
    for (int side = 0; side < sides; ++side)
      for (const Ray* r = game.rays_begin(static_cast<int>(t), side, centre);
           r != game.rays_end(static_cast<int>(t), side, centre); ++r) {
        if (r->end - r->begin != 1) continue;
        const Cell& far = game.board().cell(*game.cells(r->begin));
        const int dx = far.x - from.x, dy = far.y - from.y;
        if (dx % 2 == 0 && dy % 2 == 0 && std::abs(dx) <= 2 && std::abs(dy) <= 2 && (dx || dy))
          lines[t][static_cast<size_t>(side)].emplace_back(dx / 2, dy / 2);
      }
  }
  return lines;
}

// The neighbour of `cell` one step (dx, dy) away, or -1.
int step(const Game& game, int cell, int dx, int dy) {
  const Cell& a = game.board().cell(cell);
  for (auto n : game.neighbours(cell)) {
    const Cell& c = game.board().cell(n);
    if (c.x == a.x + dx && c.y == a.y + dy) return n;
  }
  return -1;
}

void add_line_moves(const Game& game, const Position& pos, int from, std::vector<Move>& out) {
  const int side = pos.stm;
  const int type = type_of(pos.board[static_cast<size_t>(from)]);
  auto enemy = [&](int c) { return lion_enemy(pos, side, c); };
  auto add = [&](int to, int via, int cap0, int cap1, const MoveKind& kind) {
    out.push_back(lion_move(from, to, via, cap0, cap1, game.kind_of(kind)));
  };
  bool passed = false;
  const Lines& lines = game.compiled<Lines>(kLionLines);
  for (const auto& [dx, dy] : lines[static_cast<size_t>(type)][static_cast<size_t>(side)]) {
    const int mid = step(game, from, dx, dy);
    if (mid < 0) continue;
    if (pos.board[static_cast<size_t>(mid)] == 0) {
      if (!passed) add(from, mid, -1, -1, kLinePass);
      passed = true;
    } else if (enemy(mid)) {
      add(from, mid, mid, -1, kLineIgui);
      const int far = step(game, mid, dx, dy);
      if (far >= 0 && (pos.board[static_cast<size_t>(far)] == 0 || enemy(far)))
        add(far, mid, mid, enemy(far) ? far : -1, kLineDouble);
    }
  }
}

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (game.is(m, kLineDouble)) {
    for (int c : m.cap)
      if (c >= 0) out.cells.push_back({c, &kCaptureMark});
    if (m.cap[1] < 0) out.cells.push_back({m.to, &kMoveMark});
  } else if (game.is(m, kLineIgui)) {
    out.cells.push_back({m.cap[0], &kCaptureMark});
  } else if (!game.is(m, kLinePass)) {
    return false;
  }
  return true;
}

}  // namespace

const Moves kMoves{
    .compile = &compile,
    .piece_moves = &add_line_moves,
    .kinds = kKinds,
};
const Diagram kDiagram{
    .marks = &marks,
};

extern const Mechanism kLionLines = {
    .name = "lion-lines",
    .piece = true,
    .moves = &kMoves,
    .diagram = &kDiagram,
};

}  // namespace rules
