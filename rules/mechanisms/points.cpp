// Counting points (Janggi): a game that ends without a mate (both sides passing in turn, a
// bikjang left standing, a stalemate that would be drawn) goes to the side with more points on
// the board, the second side getting a bonus that keeps a tie from happening. `rules: points:
// {values: {R: 13, C: 7, N: 5, B: 3, A: 3, P: 2}, bonus: 1.5}`, Fairy-Stockfish's values for
// janggi and janggimodern; `points: {odds: black}` gives every such end to one side (the
// engine's draw odds). Without the rule such an end is drawn (`points: false` turns off what a
// layout extended says).
#include <exception>
#include <string>
#include <vector>

#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/mechanisms/points.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kPoints;  // defined below, used before

namespace {

namespace y = pp::yaml;

struct Points {
  std::vector<double> value;  // [type]
  double bonus = 0;           // the second side's
  int odds = -1;              // the side every undecided end goes to, if one does
};

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  if (n.node().IsScalar() && !n.flag("points")) return;  // `points: false`: a layout turning off its parent's
  if (v.sides != 2) throw n.error("points is a rule of two sides");
  n.keys({"values", "bonus", "odds"}, "points");
  if (!n["values"] == !n["odds"]) throw n.error("points needs 'values' or 'odds', one of them");
  Points p;
  p.value.assign(v.pieces.size(), 0);
  if (const pp::yaml::At odds = n["odds"]) {
    const std::string side = odds.text("odds");
    if (side != "white" && side != "black") throw odds.error("odds is white or black, not '" + side + "'");
    p.odds = side == "white" ? 0 : 1;
    v.rules.settings["points"] = std::move(p);
    return;
  }
  const pp::yaml::At values = n["values"];
  y::require_map(values.file(), values.node(), "points values");
  for (const auto& kv : values.node()) {
    const pp::yaml::At key(values.file(), kv.first), value(values.file(), kv.second);
    const std::string letter = read_piece_letters(key, v, "points");
    if (letter.size() != 1) throw key.error("points: one piece letter a line, not '" + letter + "'");
    p.value[static_cast<size_t>(v.type_index(letter[0]))] = static_cast<double>(value.whole("points", 0, 1000));
  }
  if (const pp::yaml::At b = n["bonus"]) {
    const std::string text = b.text("bonus");
    size_t used = 0;
    try {
      p.bonus = std::stod(text, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != text.size() || p.bonus < 0 || p.bonus > 1000)
      throw b.error("bonus is a number from 0 to 1000, not '" + text + "'");
  }
  v.rules.settings["points"] = std::move(p);
}

YAML::Node write(const Variant& v, const Board&) {
  const Points& p = setting<Points>(v, kPoints);
  YAML::Node n = flow_map();
  if (p.odds >= 0) {
    n["odds"] = p.odds == 0 ? "white" : "black";
    return n;
  }
  YAML::Node values = flow_map();
  for (size_t t = 0; t < p.value.size(); ++t)
    if (p.value[t] != 0) values[std::string(1, v.pieces[t].letter)] = static_cast<int>(p.value[t]);
  n["values"] = values;
  if (p.bonus != 0) n["bonus"] = p.bonus;
  return n;
}

}  // namespace

Outcome undecided(const Game& game, const Position& pos, const Ending& ending) {
  if (!plays(kPoints, game.variant())) return {&ending, -1};
  const Points& p = game.setting<Points>(kPoints);
  if (p.odds >= 0) return {&ending, p.odds};
  double score[2] = {0, p.bonus};
  for (Piece q : pos.board)
    if (q && !is_wall(q)) score[side_of(q)] += p.value[static_cast<size_t>(type_of(q))];
  if (score[0] == score[1]) return {&ending, -1};
  return {&ending, score[0] > score[1] ? 0 : 1};
}


// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"materialCounting", FsfType::kText},
};

extern const Mechanism kPoints = {
    .name = "points",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("points"); },
    .keys = kFsfKeys,
};

}  // namespace rules
