// Stalemate: a side with no legal move that is not in check. A draw unless the layout says
// `rules: stalemate: loss`, as in Shatranj and Courier, where the stalemated side has lost, or
// `three-quarters`, as in Gliński's chess, where the stalemating side scores 3/4 and the other 1/4.
#include <memory>
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanism.h"
#include "rules/movegen.h"

namespace rules {

namespace {

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  const std::string value = n.text("stalemate");
  if (value != "draw" && value != "loss" && value != "three-quarters")
    throw n.error(
        "stalemate is 'draw', 'loss' or 'three-quarters' (for the stalemated side: nothing or a "
        "quarter point), not '" +
        value + "'");
  if (value != "draw") v.rules.settings["stalemate"] = std::make_shared<const std::string>(value);
}

}  // namespace

double stalemate_points(const Variant& v) {
  const auto it = v.rules.settings.find("stalemate");
  if (it == v.rules.settings.end()) return 0.5;
  return *static_cast<const std::string*>(it->second.get()) == "three-quarters" ? 0.75 : 1.0;
}

const Mechanism kStalemate = {
    .name = "stalemate",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("stalemate"); },
    .stalemate_loses = true,
};

}  // namespace rules
