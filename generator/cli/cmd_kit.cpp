#include <algorithm>
#include <filesystem>

#include "cli/commands.h"
#include "cli/render_flags.h"
#include "common/paths.h"

namespace pp::cli {

// Every layout shipped in layouts/, sorted by file name.
std::vector<std::string> shipped_layouts() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(layouts_dir()))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

namespace {

std::pair<CLI::App*, Runner> setup_kit(CLI::App& app) {
  auto* sub = app.add_subcommand("kit", "render every layout in layouts/ into --out");
  auto flags = std::make_shared<RenderFlags>();
  add_render_flags(sub, *flags);
  return {sub, [flags] { return render_layouts(shipped_layouts(), *flags); }};
}

}  // namespace

PP_COMMAND(20, setup_kit);

}  // namespace pp::cli
