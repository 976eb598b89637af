// Stalemate: a side with no legal move that is not in check. A draw unless the layout says
// `rules: stalemate: loss`, as in Shatranj and Courier, where the stalemated side has lost.
#include <memory>
#include <string>

#include "common/yamlutil.h"
#include "rules/mechanism.h"
#include "rules/movegen.h"

namespace rules {

namespace {

namespace y = pp::yaml;

void read(const std::string& file, const YAML::Node& n, const Board&, Variant& v) {
  const std::string value = y::as_string(file, n, "stalemate");
  if (value != "draw" && value != "loss")
    throw y::error_at(file, n, "stalemate is 'draw' or 'loss' (for the stalemated side), not '" + value + "'");
  if (value == "loss") v.rules.settings["stalemate"] = std::make_shared<const std::string>(value);
}

}  // namespace

const Mechanism kStalemate = {
    .name = "stalemate",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("stalemate"); },
    .stalemate_loses = true,
};

}  // namespace rules
