#pragma once
// What `serve` renders: the layouts into --out as `kit` does, then, on each poll, again only
// what a changed file feeds. A change to the theme, a file it extends, config.yaml, an imported
// .ini or a folder of layouts renders every layout; a change to a layout, a file it extends or
// one of its piece drawings renders that layout alone. A render that fails writes nothing, so
// the last good pictures stay, and its error line is what the pages show until the next good one.
#include <memory>
#include <string>
#include <vector>

#include "cli/import_run.h"
#include "cli/render_flags.h"
#include "cli/serve_site.h"
#include "cli/serve_watch.h"
#include "render/render.h"
#include "writers/files.h"

namespace pp::cli {

class ServeRenders {
 public:
  ServeRenders(std::vector<std::string> args, const RenderFlags& flags, const OutputRoot& root, ServeStatus& status);

  // Renders everything; throws what a `kit` run would throw.
  void first();
  // Renders what changed since the last render, if anything did.
  void poll();

 private:
  void settle();
  void render(const std::vector<size_t>& changed, bool all);
  void watch(const std::vector<size_t>& rendered, bool all, std::int64_t since,
             const std::vector<std::vector<std::string>>& drawings, const std::vector<Layout>& layouts,
             const std::string& theme_file, const std::vector<std::filesystem::path>& piece_dirs);

  std::vector<std::string> args_;
  RenderFlags flags_;
  const OutputRoot& root_;
  ServeStatus& status_;
  std::unique_ptr<ImportedArgs> imported_;
  std::vector<std::string> files_;  // the layouts, as kit_layouts finds them
  std::vector<LayoutOutput> outputs_;
  Watched everything_;         // files every layout reads
  std::vector<Watched> each_;  // files one layout reads
};

}  // namespace pp::cli
