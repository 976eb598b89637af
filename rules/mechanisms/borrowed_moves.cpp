// Annan Shogi's borrowed moves (`special: [borrowed-moves]`, on every piece that borrows): a
// piece with a piece of its own side straight behind it moves, captures and gives check as that
// piece does; otherwise as itself. It stays what it is: it promotes as itself, on a borrowed move
// too. What attacks a cell now depends on the board around each piece, which the move tables
// cannot know, so their attacks are set aside (a royal piece is shielded from them) and this rule
// judges instead: no move may leave the mover's King where the other side's moves, borrowed or
// own, could take it, and a side whose King they could take is in check. The lines walked are the
// pieces' plain lines and leaps, all Shogi's pieces have.
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

// The type whose moves the piece on `cell` makes: its own side's piece straight behind, or its own.
int lender(const Game& game, const Position& pos, int cell) {
  const Piece p = pos.board[static_cast<size_t>(cell)];
  const int side = side_of(p);
  const int behind = game.ahead(cell, 1 - side);  // ahead for the other side is behind for this one
  if (behind >= 0) {
    const Piece b = pos.board[static_cast<size_t>(behind)];
    if (b && side_of(b) == side) return type_of(b);
  }
  return type_of(p);
}

// Calls reach(to, takes) for every cell the piece on `from` can move to or take on.
template <class Reach>
void walk(const Game& game, const Position& pos, int from, Reach reach) {
  const int side = side_of(pos.board[static_cast<size_t>(from)]);
  const int type = lender(game, pos, from);
  for (const Ray* r = game.rays_begin(type, side, from); r != game.rays_end(type, side, from); ++r) {
    bool open = true;
    for (const std::int16_t *g = game.cells(r->gate_begin), *end = game.cells(r->gate_end); open && g != end; ++g)
      open = (pos.board[static_cast<size_t>(*g)] != 0) == r->jump;
    if (!open) continue;
    for (const std::int16_t *c = game.cells(r->begin), *end = game.cells(r->end); c != end; ++c) {
      const Piece q = pos.board[static_cast<size_t>(*c)];
      if (q == 0) {
        if (r->move) reach(*c, false);
        continue;
      }
      if (r->capture && !game.friendly(side, side_of(q))) reach(*c, true);
      break;
    }
  }
}

void add_moves(const Game& game, const Position& pos, int from, std::vector<Move>& out) {
  const TypeInfo& info = game.type(type_of(pos.board[static_cast<size_t>(from)]));
  walk(game, pos, from, [&](int to, bool takes) {
    Move m;
    m.from = static_cast<std::int16_t>(from);
    m.to = static_cast<std::int16_t>(to);
    if (takes) m.cap[0] = static_cast<std::int16_t>(to);
    if (info.expand) info.expand(game, pos, m, out);  // the piece's own promotion
    else out.push_back(m);
  });
}

// Whether a piece of a side other than `side` can take on `cell`.
bool taken_at(const Game& game, const Position& pos, int side, int cell) {
  for (int c = 0; c < game.board().size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (!p || game.friendly(side, side_of(p))) continue;
    bool hit = false;
    walk(game, pos, c, [&](int to, bool takes) { hit = hit || (takes && to == cell); });
    if (hit) return true;
  }
  return false;
}

bool checked(const Game& game, const Position& pos, int side) {
  const int king = pos.king[static_cast<size_t>(side)];
  return king >= 0 && taken_at(game, pos, side, king);
}

bool leaves_king_safe(const Game& game, const Position& after, const Move&, const Undo& u) {
  return !checked(game, after, side_of(u.moved));
}

}  // namespace

const Moves kMoves{
    .piece_moves = &add_moves,
    .own_moves = true,
};
const Judge kJudge{
    .legal = &leaves_king_safe,
    .checked = &checked,
    .shielded = [](const Game&, const Position&, int, int) { return true; },
};

extern const Mechanism kBorrowedMoves = {
    .name = "borrowed-moves",
    .piece = true,
    .moves = &kMoves,
    .judge = &kJudge,
};

}  // namespace rules
