#include "rules/army_rules.h"

#include <algorithm>

#include "common/yamlutil.h"
#include "rules/armies.h"

namespace rules {
namespace {

namespace y = pp::yaml;

int read_army(const std::string& file, const YAML::Node& node, int sides) {
  const std::string s = y::as_string(file, node, "army");
  const int a = s.size() == 1 ? army_from_letter(s[0]) : -1;
  if (a < 0 || a >= sides) throw y::error_at(file, node, "'" + s + "' is not an army letter (w u y b g r)");
  return a;
}

std::vector<int> read_armies(const std::string& file, const YAML::Node& node, int sides) {
  std::vector<int> out;
  if (node.IsScalar()) {
    out.push_back(read_army(file, node, sides));
    return out;
  }
  y::require_seq(file, node, "armies");
  for (const auto& a : node) out.push_back(read_army(file, a, sides));
  return out;
}

bool read_order(const std::string& file, const YAML::Node& node) {
  const std::string s = y::as_string(file, node, "order");
  if (s != "fixed" && s != "random") throw y::error_at(file, node, "order is 'fixed' or 'random', not '" + s + "'");
  return s == "random";
}

PlayMode read_mode(const std::string& file, const YAML::Node& node, int sides, bool random) {
  y::check_keys(file, node, {"name", "sides", "removed", "neutral", "order"}, "a mode");
  PlayMode m;
  if (!node["name"]) throw y::error_at(file, node, "a mode needs a 'name'");
  m.name = y::as_string(file, node["name"], "mode name");
  m.random_order = node["order"] ? read_order(file, node["order"]) : random;
  if (node["removed"]) m.removed = read_armies(file, node["removed"], sides);
  if (node["neutral"]) m.neutral = read_army(file, node["neutral"], sides);
  std::vector<int> seen(static_cast<size_t>(sides), 0);
  for (int a : m.removed) ++seen[static_cast<size_t>(a)];
  if (m.neutral >= 0) ++seen[static_cast<size_t>(m.neutral)];
  if (node["sides"]) {
    y::require_seq(file, node["sides"], "sides");
    for (const auto& s : node["sides"]) m.sides.push_back(read_armies(file, s, sides));
    for (const auto& s : m.sides)
      for (int a : s) ++seen[static_cast<size_t>(a)];
  } else {
    for (int a = 0; a < sides; ++a)
      if (!seen[static_cast<size_t>(a)]) m.sides.push_back({a}), ++seen[static_cast<size_t>(a)];
  }
  for (int a = 0; a < sides; ++a)
    if (seen[static_cast<size_t>(a)] != 1)
      throw y::error_at(file, node,
                        "mode '" + m.name + "': " + std::string(army_name(a)) +
                            (seen[static_cast<size_t>(a)] ? " is named twice"
                                                          : " is neither played, removed nor neutral"));
  if (m.neutral >= 0 && !m.random_order)
    throw y::error_at(file, node,
                      "mode '" + m.name + "': a neutral army needs the random order (its mover is the round's first)");
  return m;
}

}  // namespace

const PlayMode* ArmyRules::mode(const std::string& name) const {
  for (const auto& m : modes)
    if (m.name == name) return &m;
  return nullptr;
}

ArmyRules read_army_rules(const std::string& file, const YAML::Node& node, int sides) {
  y::check_keys(file, node, {"order", "modes"}, "armies");
  ArmyRules r;
  if (node["order"]) r.random_order = read_order(file, node["order"]);
  if (const auto& modes = node["modes"]) {
    y::require_seq(file, modes, "modes");
    for (const auto& m : modes) {
      r.modes.push_back(read_mode(file, m, sides, r.random_order));
      if (std::count_if(r.modes.begin(), r.modes.end(), [&](auto& o) { return o.name == r.modes.back().name; }) > 1)
        throw y::error_at(file, m, "mode '" + r.modes.back().name + "' is named twice");
    }
  }
  return r;
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
