// Compulsory drops (Placement): `rules: must-drop: true`. While a side has pieces in hand and a
// legal drop, only its drops are legal; it moves a piece on the board only when it cannot drop.
#include <algorithm>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kMustDrop;  // defined below, used before

namespace {

void keep_drops(const Game& game, const Position&, std::vector<Move>& legal) {
  auto drop = [&](const Move& m) { return game.kind(m.kind).drop; };
  if (std::any_of(legal.begin(), legal.end(), drop))
    legal.erase(std::remove_if(legal.begin(), legal.end(), [&](const Move& m) { return !drop(m); }), legal.end());
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  read_two_sided_switch(n, v, kMustDrop);
  if (v.rules.settings.contains("must-drop") && !v.rules.settings.contains("drops"))
    throw n.error("must-drop needs drops (rules: drops: {hand: ...})");
}

}  // namespace

const Judge kJudge{
    .filter = &keep_drops,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"mustDrop", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kMustDrop = {
    .name = "must-drop",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("must-drop"); },
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
