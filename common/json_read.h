#pragma once
// JSON read back: what a run wrote earlier (a layout folder's manifest.json, the gallery's
// records of its sets), so the next run into the same folder can keep what it does not make.
#include <optional>
#include <string_view>

#include "common/json.h"

namespace pp {

// `text` as a Json value, objects keeping their keys' order; nullopt if it is not JSON.
std::optional<Json> parse_json(std::string_view text);

}  // namespace pp
