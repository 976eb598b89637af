#pragma once
// What the token tests share: running the program for its exit status and error line, and a
// theme whose tokens are one flat colour.
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "model/theme.h"
#include "support/paths.h"

namespace pp::test {

struct CliRun {
  int status = 0;
  std::string err;
};

// Runs pawnprint with `args` (already quoted as the shell needs), stdout dropped.
inline CliRun run_pawnprint(const std::string& args) {
  const std::filesystem::path err = temp_dir("tokens-stderr");
  CliRun r;
  r.status = std::system((pawnprint_exe().string() + " " + args + " 2>" + err.string() + " >/dev/null").c_str());
  r.status = WIFEXITED(r.status) ? WEXITSTATUS(r.status) : -1;
  std::ifstream in(err);
  std::stringstream ss;
  ss << in.rdbuf();
  r.err = ss.str();
  std::filesystem::remove(err);
  return r;
}

// A theme painting whole tokens, pieces and all, one flat red with no ring, cut line or bleed,
// so the red disc on a raster is the token itself.
inline constexpr const char* kFlatRedTheme =
    "schema: 1\nname: flat\nsides:\n"
    "  white: {body: \"#ff0000\", line: \"#ff0000\", detail: \"#ff0000\"}\n"
    "  black: {body: \"#ff0000\", line: \"#ff0000\", detail: \"#ff0000\"}\n"
    "tokens:\n  background: \"#ff0000\"\n  ring: {width: 0mm}\n"
    "  cut: {width: 0mm}\n  bleed: 0mm\n";

// That theme, loaded from a scratch folder named `scratch`.
inline Theme load_flat_red_theme(const std::string& scratch) {
  const std::filesystem::path dir = temp_dir(scratch);
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "flat.yaml") << kFlatRedTheme;
  Theme theme = load_theme((dir / "flat.yaml").string());
  std::filesystem::remove_all(dir);
  return theme;
}

}  // namespace pp::test
