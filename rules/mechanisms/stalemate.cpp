// Stalemate: a side with no legal move that is not in check. A draw unless the layout says
// `rules: stalemate: loss`, as in Shatranj and Courier, where the stalemated side has lost,
// `three-quarters`, as in Gliński's chess, where the stalemating side scores 3/4 and the other 1/4,
// `win`, as in the losing games, where the stalemated side has won, or `fewer-pieces` (Suicide
// chess), where the side with fewer pieces wins and equal numbers draw.
#include <array>
#include <string>

#include "common/choices.h"
#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/mechanisms/points.h"
#include "rules/mechanisms/stalemate.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kStalemate;  // defined below, used before

namespace {

enum class Stalemate { Draw, Loss, ThreeQuarters, Win, FewerPieces };
constexpr auto kRules = pp::choices<Stalemate>({{"draw", Stalemate::Draw},
                                                {"loss", Stalemate::Loss},
                                                {"three-quarters", Stalemate::ThreeQuarters},
                                                {"win", Stalemate::Win},
                                                {"fewer-pieces", Stalemate::FewerPieces}});

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  const std::string value = n.text("stalemate");
  const std::optional<Stalemate> rule = kRules.parse(value);
  if (!rule)
    throw n.error("stalemate is " + kRules.listed() +
                  " (for the stalemated side: half a point, nothing, a quarter point, the win, or the win with "
                  "fewer pieces), not '" +
                  value + "'");
  if (*rule != Stalemate::Draw) v.rules.settings["stalemate"] = *rule;
}

YAML::Node write(const Variant& v, const Board&) {
  return YAML::Node(std::string(kRules.name(setting<Stalemate>(v, kStalemate))));
}

// The stalemating side's points: 1 when stalemate loses, 0.75, or 0.5 (a draw).
double stalemate_points(const Variant& v) {
  const auto it = v.rules.settings.find("stalemate");
  if (it == v.rules.settings.end()) return 0.5;
  return setting<Stalemate>(v, kStalemate) == Stalemate::ThreeQuarters ? 0.75 : 1.0;
}

Outcome stalemated(const Game& game, const Position& pos) {
  const int side = pos.stm, enemy = (side + 1) % game.sides();
  const Variant& v = game.variant();
  const Stalemate rule = plays(kStalemate, v) ? setting<Stalemate>(v, kStalemate) : Stalemate::Draw;
  if (rule == Stalemate::Win) return {&kStalemateEnding, side};
  if (rule == Stalemate::FewerPieces) {
    std::array<int, 2> count{};
    for (Piece p : pos.board)
      if (p && !is_wall(p)) ++count[static_cast<size_t>(side_of(p) == side ? 0 : 1)];
    if (count[0] == count[1]) return undecided(game, pos, kStalemateEnding);
    return {&kStalemateEnding, count[0] < count[1] ? side : enemy};
  }
  if (rule == Stalemate::Draw) return undecided(game, pos, kStalemateEnding);  // drawn, or scored by points
  return {&kStalemateEnding, enemy, 0, stalemate_points(v)};
}

}  // namespace

bool stalemate_loses(const Variant& v) {
  return plays(kStalemate, v) && setting<Stalemate>(v, kStalemate) == Stalemate::Loss;
}

const Ends kEnds{
    .stalemated = &stalemated,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"stalemateValue", FsfType::kValue},
    {"stalematePieceCount", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kStalemate = {
    .name = "stalemate",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("stalemate"); },
    .ends = &kEnds,
    .keys = kFsfKeys,
};

}  // namespace rules
