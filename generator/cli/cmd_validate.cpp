#include <filesystem>
#include <iostream>
#include <system_error>

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/paths.h"
#include "common/printable.h"
#include "model/file_kind.h"
#include "model/layout.h"
#include "model/theme.h"
#include "render/render.h"

namespace pp::cli {
namespace {

// A plain name is a shipped or user's layout, else a theme of that name; a layout's loader says
// what is wrong with a name that is neither.
bool names_theme(const std::string& file) {
  std::error_code ec;
  if (!is_plain_name(file) || std::filesystem::exists(file, ec)) return is_theme_file(file);
  return find_named("layouts", file).empty() && !find_named("themes", file).empty();
}

int validate(const std::vector<std::string>& files) {
  int status = kOk;
  for (const auto& file : files) {
    try {
      if (names_theme(file)) {
        const Theme theme = load_theme(file);
        check_sections(theme);
        std::cout << file << ": ok (theme " << theme.name << ")\n";
      } else {
        const Layout layout = load_layout(file);
        check_sections(layout);
        std::cout << file << ": ok (layout " << layout.name << ", " << layout.board.size() << " cells)\n";
      }
    } catch (const InputError& e) {
      std::cerr << printable_line(e.describe()) << '\n';
      status = kBadInput;
    }
  }
  return status;
}

std::pair<CLI::App*, Runner> setup_validate(CLI::App& app) {
  auto* sub = app.add_subcommand("validate", "check layout and theme files; print one line per problem");
  auto files = std::make_shared<std::vector<std::string>>();
  sub->add_option("FILE", *files, "layout or theme YAML files (each told by what it holds), or their names")
      ->required();
  return {sub, [files] { return validate(*files); }};
}

}  // namespace

PP_COMMAND(30, setup_validate);

}  // namespace pp::cli
