#include "paths.h"

#include <unistd.h>

#include <algorithm>

namespace pp::test {
namespace fs = std::filesystem;

namespace {

std::vector<fs::path> yaml_files(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".yaml") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

fs::path source_dir() { return PAWNPRINT_TEST_SOURCE_DIR; }
fs::path layouts_dir() { return source_dir() / "layouts"; }
fs::path themes_dir() { return source_dir() / "themes"; }
fs::path layout_path(const std::string& name) { return layouts_dir() / (name + ".yaml"); }
fs::path theme_path(const std::string& name) { return themes_dir() / (name + ".yaml"); }
std::vector<fs::path> layout_files() { return yaml_files(layouts_dir()); }
std::vector<fs::path> theme_files() { return yaml_files(themes_dir()); }
fs::path pawnprint_exe() { return PAWNPRINT_TEST_EXE; }

fs::path temp_dir(const std::string& name) {
  return fs::temp_directory_path() / ("pawnprint-" + name + "-" + std::to_string(::getpid()));
}

}  // namespace pp::test
