// No drop mate (Shogi's uchifuzume): a piece with this rule may be dropped to give check, but not
// to give checkmate; a move of it on the board may mate. `special: [no-drop-mate]` on the piece.
// Mate is a check with no reply, whether or not another rule has ended the game (Check Shogi,
// where the check alone wins: a Pawn drop that checks is refused only where it also mates).
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kNoDropMate;  // defined below, used before

namespace {

bool legal(const Game& game, const Position& after, const Move& m, const Undo& u) {
  if (!game.kind(m.kind).drop || !game.has(type_of(u.moved), kNoDropMate) || !is_checked(game, after, after.stm))
    return true;
  Position reply = after;
  std::vector<Move> replies;
  generate_moves(game, reply, replies);
  return !replies.empty();
}

bool may_refuse(const Game& game, Position&, const Move& m) {
  return game.kind(m.kind).drop && game.has(m.promo, kNoDropMate);
}

}  // namespace

const Judge kJudge{
    .legal = &legal,
    .may_refuse = &may_refuse,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"shogiPawnDropMateIllegal", FsfType::kBool},
};

extern const Mechanism kNoDropMate = {
    .name = "no-drop-mate",
    .piece = true,
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
