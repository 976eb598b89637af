#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <system_error>

#include "cli/commands.h"
#include "cli/import_run.h"
#include "cli/render_flags.h"
#include "common/input_error.h"
#include "common/paths.h"
#include "model/layout.h"

namespace pp::cli {

namespace fs = std::filesystem;

namespace {

// The .yaml files directly in `dir`, sorted by name. A link among them is held to the rule of
// `extends:`: it must lead to a file whose own name ends in .yaml or .yml, else it is refused
// before anything reads (and an error quotes) what it leads to.
std::vector<std::string> yaml_files_in(const fs::path& dir) {
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".yaml") continue;
    if (entry.is_symlink()) {
      std::error_code ec;
      const std::string ext = fs::canonical(entry.path(), ec).extension().string();
      if (ec || (ext != ".yaml" && ext != ".yml"))
        throw InputError({entry.path().string(), 0, 0}, "is a link to a file whose name does not end in .yaml or .yml");
    }
    files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

// Every layout shipped in layouts/, sorted by file name.
std::vector<std::string> shipped_layouts() {
  const fs::path dir = layouts_dir();
  std::error_code ec;
  // A program copied away from its data: say where it looked, not what the folder reader says.
  if (!fs::is_directory(dir, ec))
    throw std::runtime_error("no shipped layouts: " + dir.string() +
                             " is not a folder (PAWNPRINT_HOME names the folder holding layouts/ and themes/)");
  return yaml_files_in(dir);
}

// The layouts a kit renders: every shipped one when none is named; else each argument, a
// folder (its .yaml files), a file, or a layout's name.
std::vector<std::string> kit_layouts(const std::vector<std::string>& args) {
  if (args.empty()) return shipped_layouts();
  std::vector<std::string> files;
  for (const auto& arg : args) {
    std::error_code ec;
    if (fs::is_directory(arg, ec)) {
      const auto in = yaml_files_in(arg);
      if (in.empty()) throw InputError({arg, 0, 0}, "the folder holds no .yaml layout");
      files.insert(files.end(), in.begin(), in.end());
    } else {
      files.push_back(layout_path(arg));
    }
  }
  return files;
}

namespace {

std::pair<CLI::App*, Runner> setup_kit(CLI::App& app) {
  auto* sub =
      app.add_subcommand("kit", "render layouts into --out: every shipped one, or the folders, files and names given");
  auto flags = std::make_shared<RenderFlags>();
  auto args = std::make_shared<std::vector<std::string>>();
  sub->add_option(
      "LAYOUTS", *args,
      "folders of layouts, layout files or names, FILE.ini or FILE.ini:NAME (default: every shipped layout)");
  add_render_flags(sub, *flags);
  return {sub, [flags, args] {
            const ImportedArgs layouts(*args);
            return render_layouts(kit_layouts(layouts.args), *flags);
          }};
}

}  // namespace

PP_COMMAND(20, setup_kit);

}  // namespace pp::cli
