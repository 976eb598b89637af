// What a checkmate scores: `rules: checkmate: win` makes the mated side the winner, as in Losers,
// where the aim is to be mated; without it (or with `loss`) the mating side wins.
#include <string>

#include "common/choices.h"
#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kCheckmate;  // defined below, used before

namespace {

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  static constexpr auto kResults = pp::choices<bool>({{"loss", false}, {"win", true}});
  const std::string value = n.text("checkmate");
  const std::optional<bool> wins = kResults.parse(value);
  if (!wins) throw n.error("checkmate is " + kResults.listed() + " (for the mated side), not '" + value + "'");
  if (v.sides != 2 && *wins) throw n.error("checkmate: win is a rule of two sides");
  if (*wins) v.rules.settings[std::string(kCheckmate.name)] = true;
}

YAML::Node write(const Variant&, const Board&) { return YAML::Node("win"); }

// How the game ends for the side to move, checkmated (a loss unless the rule says).
Outcome checkmated(const Game& game, const Position& pos) {
  const int enemy = (pos.stm + 1) % game.sides();
  return {&kCheckmateEnding, plays(kCheckmate, game.variant()) ? pos.stm : enemy};
}

}  // namespace

const Ends kEnds{
    .mated = &checkmated,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"checkmateValue", FsfType::kValue},
    {"shatarMateRule", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kCheckmate = {
    .name = "checkmate",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("checkmate"); },
    .ends = &kEnds,
    .keys = kFsfKeys,
};

}  // namespace rules
