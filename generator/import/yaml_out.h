#pragma once
// A layout as the import writes it: an ordered tree of YAML values, each remembering the line of
// the variants.ini that set it, written out as block YAML with one source line per written line,
// so an error the layout reader finds in the written file can be told at the .ini line.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace pp::import {

struct YamlOut {
  enum class Kind { Scalar, Map, Seq };
  Kind kind = Kind::Map;
  std::string scalar;
  struct Entry;  // key and value; defined below, once YamlOut is complete
  std::vector<Entry> map;
  std::vector<YamlOut> seq;
  bool flow = false;  // written on one line: {a: 1, b: 2} or [a, b]
  int source = 0;     // the .ini line; 0 for what came from elsewhere (a parent layout)

  static YamlOut text(std::string value, int source);
  static YamlOut flow_map(int source);
  // A tree read by yaml-cpp (a parent layout), its values marked as from `source`.
  static YamlOut from(const YAML::Node& node, int source);

  YamlOut* find(std::string_view key);
  const YamlOut* find(std::string_view key) const;
  // The value under `key`, added (an empty map) at the end when missing.
  YamlOut& at(std::string_view key);
  void set(std::string_view key, YamlOut value);
  void erase(std::string_view key);
};

struct YamlOut::Entry {
  std::string first;
  YamlOut second;
};

struct WrittenYaml {
  std::string text;
  std::vector<int> sources;  // sources[i]: the .ini line behind written line i + 1 (0: none)
};

// Block style at every level but the flow maps and sequences, which sit on their key's line.
WrittenYaml write_yaml(const YamlOut& root, std::string_view header_comment);

}  // namespace pp::import
