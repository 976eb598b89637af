#include "common/paths.h"

#include <cstdlib>

#include "common/version.h"

namespace pp {

std::filesystem::path data_home() {
  if (const char* home = std::getenv("PAWNPRINT_HOME"); home && *home) return home;
  return PAWNPRINT_SOURCE_DIR;
}

std::filesystem::path layouts_dir() { return data_home() / "layouts"; }
std::filesystem::path themes_dir() { return data_home() / "themes"; }

}  // namespace pp
