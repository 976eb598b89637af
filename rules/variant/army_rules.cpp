#include "rules/variant/army_rules.h"

#include <algorithm>

#include "common/yamlutil.h"
#include "rules/variant/armies.h"

namespace rules {
namespace {

using pp::yaml::At;

int read_army(const At& node, int sides) {
  const std::string s = node.text("army");
  const int a = s.size() == 1 ? army_from_letter(s[0]) : -1;
  if (a < 0 || a >= sides) throw node.error("'" + s + "' is not an army letter (w u y b g r)");
  return a;
}

std::vector<int> read_armies(const At& node, int sides) {
  std::vector<int> out;
  if (node.node().IsScalar()) {
    out.push_back(read_army(node, sides));
    return out;
  }
  for (const At& a : node.items("armies")) out.push_back(read_army(a, sides));
  return out;
}

bool read_order(const At& node) {
  const std::string s = node.text("order");
  if (s != "fixed" && s != "random") throw node.error("order is 'fixed' or 'random', not '" + s + "'");
  return s == "random";
}

PlayMode read_mode(const At& node, int sides, bool random) {
  node.keys({"name", "sides", "removed", "neutral", "order"}, "a mode");
  PlayMode m;
  if (!node["name"]) throw node.error("a mode needs a 'name'");
  m.name = node["name"].text("mode name");
  m.random_order = node["order"] ? read_order(node["order"]) : random;
  if (node["removed"]) m.removed = read_armies(node["removed"], sides);
  if (node["neutral"]) m.neutral = read_army(node["neutral"], sides);
  std::vector<int> seen(static_cast<size_t>(sides), 0);
  for (int a : m.removed) ++seen[static_cast<size_t>(a)];
  if (m.neutral >= 0) ++seen[static_cast<size_t>(m.neutral)];
  if (node["sides"]) {
    for (const At& s : node["sides"].items("sides")) m.sides.push_back(read_armies(s, sides));
    for (const auto& s : m.sides)
      for (int a : s) ++seen[static_cast<size_t>(a)];
  } else {
    for (int a = 0; a < sides; ++a)
      if (!seen[static_cast<size_t>(a)]) m.sides.push_back({a}), ++seen[static_cast<size_t>(a)];
  }
  for (int a = 0; a < sides; ++a)
    if (seen[static_cast<size_t>(a)] != 1)
      throw node.error("mode '" + m.name + "': " + std::string(army_name(a)) +
                       (seen[static_cast<size_t>(a)] ? " is named twice" : " is neither played, removed nor neutral"));
  if (m.neutral >= 0 && !m.random_order)
    throw node.error("mode '" + m.name + "': a neutral army needs the random order (its mover is the round's first)");
  return m;
}

}  // namespace

const PlayMode* ArmyRules::mode(const std::string& name) const {
  for (const auto& m : modes)
    if (m.name == name) return &m;
  return nullptr;
}

ArmyRules read_army_rules(const At& node, int sides) {
  node.keys({"order", "modes"}, "armies");
  ArmyRules r;
  if (node["order"]) r.random_order = read_order(node["order"]);
  if (const At modes = node["modes"]) {
    for (const At& m : modes.items("modes")) {
      r.modes.push_back(read_mode(m, sides, r.random_order));
      if (std::count_if(r.modes.begin(), r.modes.end(), [&](auto& o) { return o.name == r.modes.back().name; }) > 1)
        throw m.error("mode '" + r.modes.back().name + "' is named twice");
    }
  }
  return r;
}

YAML::Node write_army_rules(const ArmyRules& rules) {
  auto flow = [](YAML::NodeType::value type) {
    YAML::Node n(type);
    n.SetStyle(YAML::EmitterStyle::Flow);
    return n;
  };
  auto letters = [&](const std::vector<int>& armies) {
    YAML::Node out = flow(YAML::NodeType::Sequence);
    for (int a : armies) out.push_back(std::string(1, army_letter(a)));
    return out;
  };
  YAML::Node out(YAML::NodeType::Map);
  out["order"] = rules.random_order ? "random" : "fixed";
  YAML::Node modes(YAML::NodeType::Sequence);
  for (const PlayMode& m : rules.modes) {
    YAML::Node mode = flow(YAML::NodeType::Map);
    mode["name"] = m.name;
    YAML::Node sides = flow(YAML::NodeType::Sequence);
    for (const auto& s : m.sides) sides.push_back(letters(s));
    mode["sides"] = sides;
    if (!m.removed.empty()) mode["removed"] = letters(m.removed);
    if (m.neutral >= 0) mode["neutral"] = std::string(1, army_letter(m.neutral));
    if (m.random_order != rules.random_order) mode["order"] = m.random_order ? "random" : "fixed";
    modes.push_back(mode);
  }
  if (!rules.modes.empty()) out["modes"] = modes;
  return out;
}

int TurnOrder::die() {
  // Rejection keeps the six faces equally likely, independent of the library's distributions.
  constexpr std::uint64_t kLimit =
      std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % 6;
  std::uint64_t v;
  do v = rng_();
  while (v >= kLimit);
  return static_cast<int>(v % 6) + 1;
}

Round TurnOrder::next(std::uint32_t alive) {
  Round r;
  int first = 0, step = 1;
  if (random_) {
    r.first_die = die();
    r.direction_die = die();
    first = (r.first_die - 1) % sides_;
    step = r.direction_die <= 3 ? 1 : sides_ - 1;
  }
  for (int i = 0, a = first; i < sides_; ++i, a = (a + step) % sides_)
    if (alive >> a & 1u) r.order.push_back(a);
  return r;
}

}  // namespace rules
