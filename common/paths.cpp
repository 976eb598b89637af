#include "common/paths.h"

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "common/input_error.h"
#include "common/version.h"
#include "common/yamlutil.h"

namespace pp {

namespace fs = std::filesystem;

namespace {

// The folder the running program is in (/proc/self/exe), or empty where that cannot be read.
const fs::path& program_dir() {
  static const fs::path dir = [] {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::path() : exe.parent_path();
  }();
  return dir;
}

bool inside(const fs::path& path, const fs::path& folder) {
  std::error_code path_ec, folder_ec;
  const fs::path p = fs::weakly_canonical(path, path_ec);
  const fs::path f = fs::weakly_canonical(folder, folder_ec);
  return !path_ec && !folder_ec && std::mismatch(f.begin(), f.end(), p.begin(), p.end()).first == f.end();
}

}  // namespace

fs::path data_home() {
  if (const char* home = std::getenv("PAWNPRINT_HOME"); home && *home) return home;
  const fs::path& bin = program_dir();
  if (bin.empty()) return PAWNPRINT_SOURCE_DIR;  // no /proc: as before there was an install
  // An installed program, wherever its prefix was put or copied to: share/pawnprint beside bin/.
  fs::path installed = (bin / PAWNPRINT_DATA_FROM_BIN).lexically_normal();
  std::error_code ec;
  if (fs::is_directory(installed / "layouts", ec)) return installed;
  // Only a program still in the build tree it was made in reads the source tree; a copy taken
  // elsewhere without its data finds nothing rather than a source tree that may have changed.
  if (inside(bin, PAWNPRINT_BUILD_DIR)) return PAWNPRINT_SOURCE_DIR;
  return installed;
}

fs::path layouts_dir() { return data_home() / "layouts"; }
fs::path themes_dir() { return data_home() / "themes"; }

std::vector<fs::path> search_folders() {
  std::vector<fs::path> out;
  if (const char* extra = std::getenv("PAWNPRINT_PATH"); extra && *extra) {
    const std::string text = extra;
    for (size_t i = 0; i <= text.size();) {
      const size_t j = std::min(text.find(':', i), text.size());
      if (j > i) out.emplace_back(text.substr(i, j - i));
      i = j + 1;
    }
  }
  if (fs::path user = user_folder(); !user.empty()) out.push_back(std::move(user));
  out.push_back(data_home());
  return out;
}

fs::path user_folder() {
  if (const char* config = std::getenv("XDG_CONFIG_HOME"); config && *config && fs::path(config).is_absolute())
    return fs::path(config) / "pawnprint";
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".config" / "pawnprint";
  return {};
}

bool is_plain_name(std::string_view text) {
  return !text.empty() && text.find('/') == std::string_view::npos && !fs::path(text).has_extension() && text != "." &&
         text != "..";
}

fs::path find_named(std::string_view kind, const std::string& name) {
  if (!is_plain_name(name)) return {};
  for (const fs::path& folder : search_folders()) {
    fs::path file = folder / kind / (name + ".yaml");
    std::error_code ec;
    if (fs::is_regular_file(file, ec)) return file;
  }
  return {};
}

std::vector<std::string> available_names(std::string_view kind) {
  std::vector<std::string> names;
  for (const fs::path& folder : search_folders()) {
    std::error_code ec;
    for (fs::directory_iterator it(folder / kind, ec), end; !ec && it != end; it.increment(ec))
      if (it->path().extension() == ".yaml" && it->is_regular_file(ec)) names.push_back(it->path().stem().string());
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

std::string name_list(std::string_view kind) {
  std::string out;
  for (const auto& n : available_names(kind)) out += (out.empty() ? "" : ", ") + n;
  if (!out.empty()) return out;
  // Most often a mistyped PAWNPRINT_HOME: say where the shipped ones were looked for.
  std::error_code ec;
  const fs::path shipped = data_home() / kind;
  if (fs::is_directory(shipped, ec)) return "none";
  return "none; " + shipped.string() + " is no folder (PAWNPRINT_HOME names the folder holding layouts/ and themes/)";
}

std::string unknown_name_hint(std::string_view kind, std::string_view name) {
  const std::vector<std::string> names = available_names(kind);
  // A mistyped name deserves the one it was meant to be, not a list of eighty to search.
  const std::string near = yaml::nearest(name, std::vector<std::string_view>(names.begin(), names.end()));
  if (!near.empty()) return "did you mean '" + near + "'?";
  return std::string(kind) + ": " + name_list(kind);
}

std::string named_or_path(std::string_view kind, std::string_view what, const std::string& name_or_path) {
  std::error_code ec;
  // A plain name is a file of that name only when one is there; a folder of that name (an
  // earlier run's output, say) does not hide the shipped file.
  if (!is_plain_name(name_or_path) || fs::is_regular_file(name_or_path, ec)) return name_or_path;
  const fs::path found = find_named(kind, name_or_path);
  if (found.empty())
    throw InputError({name_or_path, 0, 0},
                     "no " + std::string(what) + " of that name (" + unknown_name_hint(kind, name_or_path) + ")");
  return found.string();
}

}  // namespace pp
