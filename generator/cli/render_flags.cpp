#include "cli/render_flags.h"

#include <algorithm>
#include <iostream>

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/units.h"
#include "tokens/token_size.h"
#include "writers/raster.h"

namespace pp::cli {

void add_render_flags(CLI::App* app, RenderFlags& flags) {
  app->add_option("--theme", flags.theme, "theme name in themes/ or path to a theme YAML file")->capture_default_str();
  app->add_option("--paper", flags.paper, "paper: a4, letter, a3 or WxH with a unit (default: the layout's)");
  app->add_option("--dpi", flags.dpis, "raster resolutions, 36 to 1200 (default 72,300)")->delimiter(',');
  app->add_option("--format", flags.formats, "formats: pdf, jpeg, png, svg (default pdf,jpeg)")->delimiter(',');
  app->add_option("--cell", flags.cell, "cell size overriding the layout's, like 30mm");
  app->add_option("--token", flags.token,
                  "token size: " + token_size_help() + " (default: the largest preset a cell holds)");
  app->add_option("--token-shape", flags.token_shape,
                  "token shape: circle, square or triangle (default: the layout's, else circle)");
  app->add_flag("--labels", flags.labels, "print each piece's name under its symbol on the tokens");
  app->add_option("--out", flags.out, "output folder; each layout gets a folder inside it")->capture_default_str();
}

RenderOptions to_options(const RenderFlags& flags) {
  RenderOptions o;
  if (!flags.paper.empty()) {
    if (!parse_paper(flags.paper))
      throw InputError({}, "--paper must be " + std::string(kPaperHelp) + ", not '" + flags.paper + "'");
    o.paper = flags.paper;
  }
  if (!flags.dpis.empty()) o.dpis = flags.dpis;
  for (int dpi : o.dpis)
    if (dpi < kMinDpi || dpi > kMaxDpi)
      throw InputError({}, "--dpi must be from " + std::to_string(kMinDpi) + " to " + std::to_string(kMaxDpi) +
                               ", not " + std::to_string(dpi));
  std::sort(o.dpis.begin(), o.dpis.end());
  o.dpis.erase(std::unique(o.dpis.begin(), o.dpis.end()), o.dpis.end());
  if (!flags.formats.empty()) o.formats.clear();
  for (auto f : flags.formats) {
    if (f == "jpg") f = "jpeg";
    if (std::find(kFormats.begin(), kFormats.end(), f) == kFormats.end())
      throw InputError({}, "--format must be pdf, jpeg, png or svg, not '" + f + "'");
    if (std::find(o.formats.begin(), o.formats.end(), f) == o.formats.end()) o.formats.push_back(f);
  }
  if (!flags.cell.empty()) o.cell_mm = length_mm(flags.cell, "--cell", 5, 200);
  if (!flags.token.empty()) {
    o.token_mm = parse_token_size(flags.token);
    if (!o.token_mm) throw InputError({}, "--token must be " + token_size_help() + ", not '" + flags.token + "'");
  }
  if (!flags.token_shape.empty()) {
    if (!parse_token_shape(flags.token_shape))
      throw InputError({}, "--token-shape must be circle, square or triangle, not '" + flags.token_shape + "'");
    o.token_shape = flags.token_shape;
  }
  o.token_labels = flags.labels;
  return o;
}

int render_layouts(const std::vector<std::string>& layout_files, const RenderFlags& flags) {
  const RenderOptions options = to_options(flags);
  const Theme theme = load_theme(flags.theme);
  std::vector<Layout> layouts;
  layouts.reserve(layout_files.size());
  for (const auto& file : layout_files) layouts.push_back(load_layout(file));
  check_writable(flags.out);
  // Render all before writing any, so a failure in one layout leaves nothing behind.
  std::vector<LayoutOutput> outputs;
  outputs.reserve(layouts.size());
  for (const auto& layout : layouts) outputs.push_back(render_layout(layout, theme, options));
  for (const auto& output : outputs) {
    write_files(std::filesystem::path(flags.out) / output.folder, output.files);
    std::cout << (std::filesystem::path(flags.out) / output.folder).string() << ": " << output.files.size()
              << " files\n";
  }
  return kOk;
}

}  // namespace pp::cli
