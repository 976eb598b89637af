// No drop may give check (Fairy-Stockfish's dropChecks = false, as in Xiangqi with drops): a piece
// from the hand may not land where it, or a piece it uncovers, attacks the other side's King;
// a move on the board still may. `rules: no-drop-check: true`.
#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kNoDropCheck;  // defined below, used before

namespace {

bool legal(const Game& game, const Position& after, const Move& m, const Undo&) {
  return !game.kind(m.kind).drop || !in_check(game, after, after.stm);
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kNoDropCheck); }

bool drop(const Game& game, Position&, const Move& m) { return game.kind(m.kind).drop; }

}  // namespace

const Judge kJudge{
    .legal = &legal,
    .may_refuse = &drop,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"dropChecks", FsfType::kBool},
};

extern const Mechanism kNoDropCheck = {
    .name = "no-drop-check",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("no-drop-check"); },
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
