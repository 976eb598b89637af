// No move may give check (Racing Kings): `rules: no-check: true`. A move that leaves the other
// side's King attacked is refused, as one that leaves one's own is.
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kNoCheck;  // defined below, used before

namespace {

bool gives_no_check(const Game& game, const Position& after, const Move&, const Undo&) {
  return !in_check(game, after, after.stm);
}

// Asked before a move: no where Game::may_check can tell; else, for an ordinary move, whether the
// board as the move leaves it has the other side's King attacked.
bool may_give_check(const Game& game, Position& before, const Move& m) {
  const int side = before.stm;
  const int type = m.promo >= 0 ? m.promo : type_of(before.board[static_cast<size_t>(m.from)]);
  bool maybe = false;
  for (int s = 0; s < game.sides() && !maybe; ++s)
    maybe = s != side && game.may_check(side, before.king[static_cast<size_t>(s)], type, m);
  const MoveKind& kind = game.kind(m.kind);
  if (!maybe) return false;
  if (game.owner(m.kind) || kind.leaves || m.put >= 0 || m.wall >= 0 || m.cap[1] >= 0 ||
      (m.cap[0] >= 0 && m.cap[0] != m.to))
    return true;
  return asked_after(before, m.from, m.to, make_piece(side, type), [&] {
    for (int s = 0; s < game.sides(); ++s) {
      const int k = before.king[static_cast<size_t>(s)];
      if (s != side && k >= 0 && game.attacked(before, k, side)) return true;
    }
    return false;
  });
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kNoCheck); }

}  // namespace

namespace {

// No move gives check, so no side is ever in it.
std::string unreachable(const Game& game, const Position& pos) {
  for (int side = 0; side < game.sides(); ++side)
    if (pos.king[static_cast<size_t>(side)] >= 0 && in_check(game, pos, side))
      return std::string(side == 0 ? "white" : "black") + " is in check, which no move here may give";
  return "";
}

}  // namespace

const Judge kJudge{
    .legal = &gives_no_check,
    .may_refuse = &may_give_check,
    .unreachable = &unreachable,
};
const State kState{
    .asks_check = true,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"checking", FsfType::kBool},
};

extern const Mechanism kNoCheck = {
    .name = "no-check",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("no-check"); },
    .judge = &kJudge,
    .state = &kState,
    .keys = kFsfKeys,
};

}  // namespace rules
