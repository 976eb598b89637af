#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/paths.h"
#include "common/units.h"
#include "model/layout.h"
#include "model/theme.h"

namespace pp::cli {

namespace {

int list(const std::string& names_of) {
  if (!names_of.empty()) {
    for (const auto& name : available_names(names_of)) std::cout << name << '\n';
    return kOk;
  }
  std::cout << "Found by name in these folders, the first that has a name winning:";
  for (const auto& folder : search_folders()) std::cout << ' ' << folder.string();
  std::cout << "\nLayouts:\n";
  for (const auto& name : available_names("layouts")) {
    const std::string file = find_named("layouts", name).string();
    try {
      const Layout layout = load_layout(file);
      std::string board = layout.shape == "square"
                              ? std::to_string(layout.board.files()) + "x" + std::to_string(layout.board.ranks())
                              : std::to_string(layout.board.size()) + " cells";
      char line[256];
      std::snprintf(line, sizeof line, "  %-22s %-34s %s %s, %s\n", name.c_str(), layout.title.c_str(),
                    layout.shape.c_str(), board.c_str(), format_mm(layout.cell_mm).c_str());
      std::cout << line;
    } catch (const InputError& e) {
      std::cout << "  " << e.describe() << '\n';
    }
  }
  std::cout << "Themes:\n";
  for (const auto& t : available_names("themes")) {
    char line[512];
    std::snprintf(line, sizeof line, "  %-22s %s\n", t.c_str(), find_named("themes", t).string().c_str());
    std::cout << line;
  }
  return kOk;
}

std::pair<CLI::App*, Runner> setup_list(CLI::App& app) {
  auto* sub = app.add_subcommand("list", "list the layouts and themes found by name, the user's before the shipped");
  auto names_of = std::make_shared<std::string>();
  sub->add_option("--names", *names_of, "print only the names of one kind, one a line (for scripts and completion)")
      ->check(CLI::IsMember({"layouts", "themes"}));
  return {sub, [names_of] { return list(*names_of); }};
}

}  // namespace

PP_COMMAND(40, setup_list);

}  // namespace pp::cli
