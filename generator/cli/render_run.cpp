// `render` and `kit`: every layout of a run on one job queue (render/run.h), into --out.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <system_error>

#include "cli/commands.h"
#include "cli/out_folder.h"
#include "cli/render_flags.h"
#include "cli/render_run.h"
#include "common/yamlutil.h"
#include "render/gallery.h"
#include "render/render.h"
#include "render/run.h"
#include "render/theme_page.h"
#include "writers/files.h"

namespace pp::cli {

namespace fs = std::filesystem;

void check_distinct_folders(const std::vector<Layout>& layouts) {
  std::map<std::string, const Layout*> folders;
  for (const Layout& layout : layouts) {
    const std::string folder = sanitise_name(layout.name);
    const auto [first, fresh] = folders.emplace(folder, &layout);
    if (fresh) continue;
    const std::string& file = layout.doc.origin("name");
    const std::string& other = first->second->doc.file;
    throw yaml::error_at(file, layout.doc.root["name"],
                         other == layout.doc.file ? std::string("this layout is named twice in the run")
                                                  : std::string("the output folder '")
                                                        .append(folder)
                                                        .append("' is also ")
                                                        .append(other)
                                                        .append("'s; each layout needs its own"));
  }
}

std::vector<LayoutOutput> write_layouts(const std::vector<Layout>& layouts, const Theme& theme,
                                        const RenderOptions& options, const RenderFlags& flags, const OutputRoot& root,
                                        RunCache& cache, Progress& progress, bool gallery) {
  FolderTarget target(root, layouts.size(), gallery);
  RunReport report{&progress, nullptr, nullptr};
  if (flags.verbose)
    report.made = [&root](const std::string& folder, const MadeFile& file) {
      char line[64];
      std::snprintf(line, sizeof line, "%10zu bytes %8.3f s  ", file.bytes, file.seconds);
      std::cout << line << (root.path() / folder / file.path).string() << '\n' << std::flush;
    };
  if (!flags.quiet)
    report.committed = [&root](const std::string& folder, size_t files) {
      std::cout << (root.path() / folder).string() << ": " << files << " files\n";
    };
  return run_layouts(layouts, theme, options, cache, target, report);
}

RunInputs load_run(const std::vector<std::string>& layout_files, const RenderFlags& flags) {
  RunInputs in{to_options(flags), load_theme(flags.theme), {}};
  in.layouts.reserve(layout_files.size());
  for (const auto& file : layout_files) in.layouts.push_back(load_layout(file));
  check_distinct_folders(in.layouts);
  check_sections(in.theme);
  return in;
}

void write_theme_page(const OutputRoot& root, const ThemePage& page) {
  OutputRoot::Fresh pictures = root.begin(kThemeFolder);
  for (const auto& [name, png] : page.pictures) pictures.write(name, png);
  pictures.commit();
  write_file(root.path(), kThemePage, page.html);
}

void write_parts(const fs::path& out, const std::vector<RunPart>& parts, PartsAs as, bool quiet,
                 const std::function<void(const std::string& folder, size_t files)>& committed,
                 const UnlistedFile& unlisted) {
  Progress progress(quiet || ::isatty(STDERR_FILENO) == 0 ? nullptr : &std::cerr, std::chrono::steady_clock::now());
  try {
    write_into(out, [&](const OutputRoot& root) {
      std::unique_ptr<RunTarget> target;
      if (as == PartsAs::Folders) target = std::make_unique<FolderTarget>(root, parts.size(), false, unlisted);
      else target = std::make_unique<FileTarget>(root);
      run_parts(parts, 0, *target, {&progress, nullptr, quiet ? nullptr : committed});
    });
  } catch (...) {
    progress.clear();
    throw;
  }
}

int render_layouts(const std::vector<std::string>& layout_files, const RenderFlags& flags) {
  const auto start = std::chrono::steady_clock::now();
  const RunInputs in = load_run(layout_files, flags);
  const RenderOptions& options = in.options;
  const Theme& theme = in.theme;
  const std::vector<Layout>& layouts = in.layouts;
  // Before anything is written: a drawing it cannot read is bad input like any other.
  const ThemePage page = theme_page(layouts, theme, *in.cache);

  const fs::path out(flags.out);
  Progress progress(flags.quiet || ::isatty(STDERR_FILENO) == 0 ? nullptr : &std::cerr, start);
  try {
    // Nothing is left behind, not even the folder --out named, if this run made it.
    write_into(out, [&](const OutputRoot& root) {
      for (const auto& layout : layouts) root.check_target(sanitise_name(layout.name));
      const std::vector<LayoutOutput> outputs =
          write_layouts(layouts, theme, options, flags, root, *in.cache, progress, true);
      // Under the lock, with the thumbnails it points at: a run waiting for this one cannot swap
      // in its own between the two.
      write_theme_page(root, page);
      write_file(out, kGalleryPage, gallery_html(outputs, kThemePage));
      write_file(out, kGalleryTimes, gallery_times(outputs));
    });
  } catch (...) {
    progress.clear();
    throw;
  }
  return kOk;
}

}  // namespace pp::cli
