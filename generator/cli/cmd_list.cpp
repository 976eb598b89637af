#include <cstdio>
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/paths.h"
#include "common/units.h"
#include "model/layout.h"
#include "model/theme.h"

namespace pp::cli {

std::vector<std::string> shipped_layouts();

namespace {

int list() {
  std::cout << "Layouts (" << layouts_dir().string() << "):\n";
  for (const auto& file : shipped_layouts()) {
    try {
      const Layout layout = load_layout(file);
      std::string board = layout.shape == "square"
                              ? std::to_string(layout.board.files()) + "x" + std::to_string(layout.board.ranks())
                              : std::to_string(layout.board.size()) + " cells";
      char line[256];
      std::snprintf(line, sizeof line, "  %-22s %-34s %s %s, %s\n", layout.name.c_str(), layout.title.c_str(),
                    layout.shape.c_str(), board.c_str(), format_mm(layout.cell_mm).c_str());
      std::cout << line;
    } catch (const InputError& e) {
      std::cout << "  " << e.describe() << '\n';
    }
  }
  std::cout << "Themes (" << themes_dir().string() << "):\n";
  std::vector<std::string> themes;
  for (const auto& entry : std::filesystem::directory_iterator(themes_dir()))
    if (entry.path().extension() == ".yaml") themes.push_back(entry.path().stem().string());
  std::sort(themes.begin(), themes.end());
  for (const auto& t : themes) std::cout << "  " << t << '\n';
  return kOk;
}

std::pair<CLI::App*, Runner> setup_list(CLI::App& app) {
  auto* sub = app.add_subcommand("list", "list the shipped layouts and themes");
  return {sub, [] { return list(); }};
}

}  // namespace

PP_COMMAND(40, setup_list);

}  // namespace pp::cli
