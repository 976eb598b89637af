#pragma once
// The run that `render` and `kit` share (render_layouts), in the pieces `serve` calls one by one.
#include <filesystem>
#include <functional>
#include <memory>
#include <vector>

#include "cli/render_flags.h"
#include "common/run_cache.h"
#include "model/layout.h"
#include "model/theme.h"
#include "render/progress.h"
#include "render/render.h"
#include "render/run.h"
#include "render/theme_page.h"
#include "writers/files.h"

namespace pp::cli {

// Two layouts of a run that would write one folder (the same file named twice, or two names
// that sanitise alike) are bad input, found before anything is made.
void check_distinct_folders(const std::vector<Layout>& layouts);

// What a run reads before it makes anything: the options, the theme and every layout, each
// checked on its own and the layouts' folders against each other.
struct RunInputs {
  RenderOptions options;
  Theme theme;
  std::vector<Layout> layouts;
  // What the run reads once (common/run_cache.h): fresh for each run, so `serve` reads every
  // file again each time it renders.
  std::unique_ptr<RunCache> cache = std::make_unique<RunCache>();
};
RunInputs load_run(const std::vector<std::string>& layout_files, const RenderFlags& flags);

// Plans and writes each layout's folder under `root` (render/run.h: run_layouts), saying what
// it wrote as --quiet and --verbose ask; the folders are swapped in only once every layout has
// been planned. With `gallery` the thumbnails are written
// into root/index.thumbs (replacing it); without, they are left in the outputs (Thumbnail::png)
// for the caller's own gallery.
std::vector<LayoutOutput> write_layouts(const std::vector<Layout>& layouts, const Theme& theme,
                                        const RenderOptions& options, const RenderFlags& flags, const OutputRoot& root,
                                        RunCache& cache, Progress& progress, bool gallery);

// How write_parts leaves each part's files in OUT.
enum class PartsAs {
  Folders,  // OUT/folder, swapped in whole with its manifest (FolderTarget, no gallery)
  Files,    // each file straight into OUT, no manifest (FileTarget)
};

// `parts` made through the run `render` takes (render/run.h) into `out`, made if missing and
// locked while written, the progress on stderr when it is a terminal; `committed` is told of
// each part swapped in. `quiet` says neither. A run that fails leaves `out` as it found it.
// `unlisted`: what a folder written without a manifest holds (FolderTarget).
void write_parts(const std::filesystem::path& out, const std::vector<RunPart>& parts, PartsAs as, bool quiet,
                 const std::function<void(const std::string& folder, size_t files)>& committed,
                 const UnlistedFile& unlisted = {});

// The gallery's theme page (theme_page.h): its pictures swapped in as a folder, then the page.
void write_theme_page(const OutputRoot& root, const ThemePage& page);

}  // namespace pp::cli
