#pragma once
// Strict reading of YAML: every node read through these helpers reports its own position,
// and a mapping with a key nobody asked for is an error that suggests the nearest known key.
#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "common/input_error.h"

namespace pp::yaml {

// Parses a file; a syntax error becomes an InputError at the parser's position, and so does a
// key written twice in one mapping (at the second, naming the line of the first).
YAML::Node load_file(const std::string& path);
// The same, its values taken off `budget` (yaml_guard.h).
YAML::Node load_file(const std::string& path, long& budget);
YAML::Node load_string(const std::string& text, const std::string& name);

InputError error_at(const std::string& file, const YAML::Node& node, const std::string& message);

// Throws unless node is a mapping whose keys are all in `allowed`.
void check_keys(const std::string& file, const YAML::Node& node, const std::vector<std::string_view>& allowed,
                std::string_view what);
void require_map(const std::string& file, const YAML::Node& node, std::string_view what);
void require_seq(const std::string& file, const YAML::Node& node, std::string_view what);

std::string as_string(const std::string& file, const YAML::Node& node, std::string_view what);
long as_int(const std::string& file, const YAML::Node& node, std::string_view what, long lo, long hi);
bool as_bool(const std::string& file, const YAML::Node& node, std::string_view what);

// The option closest to `word` by edit distance, or "" if none is reasonably close.
std::string nearest(std::string_view word, const std::vector<std::string_view>& options);

// The index in `names` of the word written at `node`; any other word is an InputError at the
// node, suggesting the nearest name and listing them all.
size_t choice_at(const std::string& file, const YAML::Node& node, const std::string& path,
                 const std::vector<std::string_view>& names);

}  // namespace pp::yaml
