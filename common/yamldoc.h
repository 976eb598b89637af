#pragma once
// A YAML file together with the files it `extends:`. The merged tree keeps every node's own
// position, and origin() says which file a key path came from, so an error in an inherited
// value still names the file and line where it was written.
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace pp {

// Its move assignment is YAML::Node's copy assignment, which throws InvalidNode only for a node
// reached through a missing key (a YamlDoc's root is always a loaded node), or bad_alloc.
// NOLINTNEXTLINE(bugprone-exception-escape)
struct YamlDoc {
  std::string file;                                         // the file that was asked for
  YAML::Node root;                                          // merged mapping, `extends` removed
  std::map<std::string, std::string, std::less<>> origins;  // "board.cell" -> file that set it
  // Each file of the extends chain with its own mapping as written, the file asked for first:
  // for settings that fall back file by file (a theme's piece sets) rather than merge.
  std::vector<std::pair<std::string, YAML::Node>> layers;

  // The file that set `path` ("board.cell"), falling back to its parents, then to `file`.
  const std::string& origin(std::string_view path) const;
};

// yaml::check_keys on the mapping at `path` ("" for the root), each key judged in the
// file that wrote it.
void check_doc_keys(const YamlDoc& doc, std::string_view path, const YAML::Node& map,
                    const std::vector<std::string_view>& allowed, std::string_view what);

// Loads `path`; when its root has `extends: other.yaml` (relative to the file's folder), that
// file is loaded the same way and this one is deep-merged over it: mappings merge key by key,
// anything else replaces. Only a regular file whose name (and that of any file a link leads to)
// ends in .yaml or .yml can be extended; anything else is an InputError at the extends value
// that never shows the other file's text. `what` names the kind of file in errors ("layout",
// "theme").
YamlDoc load_yaml_doc(const std::string& path, std::string_view what);

}  // namespace pp
