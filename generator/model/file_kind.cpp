#include "model/file_kind.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <initializer_list>
#include <string_view>

#include "common/input_error.h"
#include "common/paths.h"
#include "common/text_file.h"
#include "common/yaml_guard.h"

namespace pp {
namespace {

constexpr size_t kSniffLimit = size_t{4} << 20;

bool holds_any(const YAML::Node& map, std::initializer_list<std::string_view> keys) {
  // A key that is not there gives a node that throws when asked what it is; `!node` does not.
  if (!map || !map.IsMap()) return false;
  return std::any_of(keys.begin(), keys.end(), [&](std::string_view k) { return map[std::string(k)]; });
}

// The keys only one kind of file has: +1 a theme, -1 a layout, 0 neither.
int kind_by_keys(const YAML::Node& root) {
  if (!root.IsMap()) return 0;
  const YAML::Node board = root["board"];
  if (holds_any(root, {"page", "text", "sides", "diagram"}) || holds_any(board, {"grid", "border", "frame"}) ||
      (board && board.IsMap() && board["cells"] && board["cells"].IsMap()))
    return 1;
  if (holds_any(root, {"title", "setup", "rules", "print", "diagrams", "sheet"}) ||
      holds_any(board, {"shape", "files", "ranks", "cell"}))
    return -1;
  return 0;
}

bool theme_by_contents(const std::string& path, int depth);

}  // namespace

bool is_theme_file(const std::string& path) { return theme_by_contents(path, 0); }

namespace {

// `depth`: files followed along `extends`, so a chain that comes back round ends.
bool theme_by_contents(const std::string& path, int depth) {
  const std::filesystem::path p = std::filesystem::absolute(path);
  const std::string name = p.filename().string();
  if (name.ends_with(".theme.yml") || name.ends_with(".theme.yaml") || p.parent_path().filename() == "themes")
    return true;
  YAML::Node root;
  try {
    root = yaml::parse_guarded(read_text_file(path, kSniffLimit, "a YAML file"), path);
  } catch (const InputError&) {
    return false;
  } catch (const YAML::Exception&) {
    return false;
  }
  if (const int kind = kind_by_keys(root); kind != 0) return kind > 0;
  // Only a name and what it extends: the kind of file that name is.
  if (const YAML::Node base = root.IsMap() ? root["extends"] : YAML::Node(); base && base.IsScalar()) {
    const std::string& parent = base.Scalar();
    if (is_plain_name(parent)) return !find_named("themes", parent).empty() && find_named("layouts", parent).empty();
    const std::filesystem::path next = p.parent_path() / parent;
    if (depth < 16 && std::filesystem::is_regular_file(next)) return theme_by_contents(next.string(), depth + 1);
  }
  return false;
}

}  // namespace

}  // namespace pp
