// The flying general (Xiangqi): the two royal pieces may not stand on one file with nothing
// between them, so a move that leaves them so is illegal, whichever piece made it. Looked for
// straight ahead of each side's royal piece, on any board. `rules: flying-general: true`.
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

// Whether the first piece straight ahead of `side`'s royal piece is another side's royal piece.
bool faces(const Game& game, const Position& pos, int side) {
  const int k = pos.king[static_cast<size_t>(side)];
  if (k < 0) return false;
  for (int c = game.ahead(k, side); c >= 0; c = game.ahead(c, side)) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (p) return !is_wall(p) && side_of(p) != side && game.type(type_of(p)).royal;  // a wall screens
  }
  return false;
}

bool legal(const Game& game, const Position& after, const Move&, const Undo&) {
  for (int side = 0; side < game.sides(); ++side)
    if (faces(game, after, side)) return false;
  return true;
}

// Before a move: the Generals can come to face each other only if one of them moves, or the move
// empties the cell of the first piece straight ahead of one of them.
bool may_refuse(const Game& game, Position& before, const Move& m) {
  if (!game.kind(m.kind).drop && game.type(type_of(before.board[static_cast<size_t>(m.from)])).royal) return true;
  for (int side = 0; side < game.sides(); ++side) {
    const int k = before.king[static_cast<size_t>(side)];
    int c = k < 0 ? -1 : game.ahead(k, side);
    while (c >= 0 && !before.board[static_cast<size_t>(c)]) c = game.ahead(c, side);
    if (c < 0) continue;
    if (c == m.from || ((c == m.cap[0] || c == m.cap[1]) && c != m.to)) return true;
  }
  return false;
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  if (!n.flag("flying-general")) return;
  v.rules.settings["flying-general"] = true;
}

}  // namespace

const Judge kJudge{
    .legal = &legal,
    .may_refuse = &may_refuse,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"flyingGeneral", FsfType::kBool},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{
    .title = "The flying {piece}",
    .text =
        "The two {piece}s may never face each other on an open file: a move that would leave them "
        "on one file with nothing between them is not allowed."};

extern const Mechanism kFlyingGeneral = {
    .name = "flying-general",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("flying-general"); },
    .judge = &kJudge,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
