#pragma once
// The symbols that tell armies apart in black and white: named by a theme for its sides'
// tokens (`sides.*.mark`) and its army zones (`board.zones.*.mark`); scene/marks.h draws them.
#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>

namespace pp {

enum class Mark { None, Dot, Ring, Square, Triangle, Diamond, Cross, Star, Bar };

std::string_view mark_name(Mark m);

// The mark a theme names at `node` ("square"); an unknown name is an InputError at the node
// suggesting the nearest one and listing them all.
Mark mark_at(const std::string& file, const YAML::Node& node, const std::string& path);

}  // namespace pp
