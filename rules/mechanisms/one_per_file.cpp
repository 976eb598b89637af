// One per file (Shogi's nifu): a side may not drop a piece with this rule on a file where it
// already has an unpromoted one. Moves on the board never make two: a Shogi pawn keeps its file.
// `special: [one-per-file]` on the piece.
#include <string>

#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kOnePawnPerFile;  // defined below, used before

namespace {

bool legal(const Game& game, const Position& after, const Move& m, const Undo& u) {
  if (!game.kind(m.kind).drop || !game.has(type_of(u.moved), kOnePawnPerFile)) return true;
  const Board& b = game.board();
  const int x = b.cell(m.to).x;
  for (int c = 0; c < b.size(); ++c)
    if (c != m.to && after.board[static_cast<size_t>(c)] == u.moved && b.cell(c).x == x) return false;
  return true;
}

bool may_refuse(const Game& game, Position&, const Move& m) {
  return game.kind(m.kind).drop && game.has(m.promo, kOnePawnPerFile);
}

// Whether a piece of `type` keeps its file wherever it moves: its lines never leave it, and no
// rule in play moves pieces its own way (Annan's borrowed moves take a Pawn sideways).
bool keeps_file(const Game& game, int type, int side) {
  for (const Mechanism* m : game.in_play())
    if (m->moves && m->moves->piece_moves) return false;
  const Board& b = game.board();
  for (int c = 0; c < b.size(); ++c)
    for (const Ray* r = game.rays_begin(type, side, c); r != game.rays_end(type, side, c); ++r)
      for (std::int32_t i = r->begin; i < r->end; ++i)
        if (b.cell(*game.cells(i)).x != b.cell(c).x) return false;
  return true;
}

// Two such pieces of a side on one file came there by drops, which the rule forbids, unless the
// piece can change files.
std::string unreachable(const Game& game, const Position& pos) {
  const Board& b = game.board();
  for (int c = 0; c < b.size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (p == 0 || is_wall(p) || !game.has(type_of(p), kOnePawnPerFile)) continue;
    for (int d = c + 1; d < b.size(); ++d)
      if (pos.board[static_cast<size_t>(d)] == p && b.cell(d).x == b.cell(c).x &&
          keeps_file(game, type_of(p), side_of(p)))
        return "two " + std::string(side_of(p) == 0 ? "white" : "black") + " " +
               game.variant().pieces[static_cast<size_t>(type_of(p))].name + "s on one file (" + b.cell(c).name + ", " +
               b.cell(d).name + "), which no drop may make";
  }
  return "";
}

}  // namespace

const Judge kJudge{
    .legal = &legal,
    .may_refuse = &may_refuse,
    .unreachable = &unreachable,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"dropNoDoubled", FsfType::kPiece},
    {"dropNoDoubledCount", FsfType::kInt},
    {"shogiDoubledPawn", FsfType::kBool},
};

extern const Mechanism kOnePawnPerFile = {
    .name = "one-per-file",
    .piece = true,
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
