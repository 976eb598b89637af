// Chu Shogi's rules against trading Lions, as lishogi plays them: `rules: lion-trading: {cheap:
// PI}`. They replace Mighty-Lion Chess's in three ways: (1) a Lion may take a guarded Lion that is
// not next to it only by first taking a piece that is not `cheap` on the way, and a guard by the
// King counts; (2) after a piece other than a Lion takes a Lion, the other side may not take a
// Lion with a piece other than a Lion on its next move, except on the cell of that capture; (3) a
// Lion itself is never kept from taking a Lion by (2). The Lion (lion.cpp) judges them; this rule
// only reads them.
#include "rules/mechanisms/lion_trading.h"

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"

namespace rules {

extern const Mechanism kLionTrading;  // defined below, used before

namespace {

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  n.keys({"cheap"}, "lion-trading");
  if (v.sides != 2) throw n.error("lion-trading is a rule of two sides");
  LionTrading t;
  if (n["cheap"])
    for (char c : read_piece_letters(n["cheap"], v, "lion-trading cheap")) t.cheap |= type_bit(v.type_index(c));
  v.rules.settings["lion-trading"] = t;
}

YAML::Node write(const Variant& v, const Board&) {
  std::vector<int> cheap;
  for (size_t t = 0; t < v.pieces.size(); ++t)
    if (has_type(lion_trading(v)->cheap, static_cast<int>(t))) cheap.push_back(static_cast<int>(t));
  YAML::Node n = flow_map();
  n["cheap"] = piece_letters(v, cheap);
  return n;
}

}  // namespace

const LionTrading* lion_trading(const Variant& v) {
  const auto it = v.rules.settings.find(kLionTrading.name);
  return it == v.rules.settings.end() ? nullptr : &std::any_cast<const LionTrading&>(it->second);
}

extern const Mechanism kLionTrading = {
    .name = "lion-trading",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("lion-trading"); },
};

}  // namespace rules
