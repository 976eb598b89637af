// One per file (Shogi's nifu): a side may not drop a piece with this rule on a file where it
// already has an unpromoted one. Moves on the board never make two: a Shogi pawn keeps its file.
// `special: [one-per-file]` on the piece.
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

}  // namespace

const Judge kJudge{
    .legal = &legal,
    .may_refuse = &may_refuse,
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
