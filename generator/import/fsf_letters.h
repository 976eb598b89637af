#pragma once
// The engine's letters for its built-in variants where pawnprint's layout of the same name
// letters a piece otherwise, so a section over such a parent reads its position text as the
// engine writes it.
#include <string_view>

#include <yaml-cpp/yaml.h>

namespace pp::import {

// `parent`, pawnprint's layout of the built-in variant `name`, with its pieces lettered as the
// engine letters them: the piece keys, the setup's placement and hand, and the rules' letters
// (promotion targets, hands, per-piece settings). Unchanged where the letters already agree.
YAML::Node with_engine_letters(std::string_view name, const YAML::Node& parent);

}  // namespace pp::import
