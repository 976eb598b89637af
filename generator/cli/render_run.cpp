// `render` and `kit`: every layout of a run on one job queue.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <system_error>

#include "cli/commands.h"
#include "cli/out_folder.h"
#include "cli/progress.h"
#include "cli/render_flags.h"
#include "cli/render_run.h"
#include "common/yamlutil.h"
#include "render/gallery.h"
#include "render/job_queue.h"
#include "render/render.h"
#include "render/theme_page.h"
#include "writers/files.h"

namespace pp::cli {
namespace {

namespace fs = std::filesystem;

// A folder being written (a Fresh can be neither copied nor moved, so it is held in place).
struct HeldFolder {
  HeldFolder(const OutputRoot& root, const std::string& name) : fresh(root.begin(name)) {}
  OutputRoot::Fresh fresh;
};

// The layouts of a run, planned and written on one queue of jobs: layout l+1 is planned while
// layout l's files and thumbnails are made, so both cores stay busy across a layout's end and
// at most two plans (a layout's pages as scenes) are alive. Each layout's files go into a
// fresh folder that is swapped in only once every layout has been planned: planning meets
// every input error, so bad input in any layout leaves nothing behind.
class Run {
 public:
  Run(const std::vector<Layout>& layouts, const Theme& theme, const RenderOptions& options, const RenderFlags& flags,
      const OutputRoot& root, Progress& progress, bool gallery)
      : layouts_(layouts),
        theme_(theme),
        options_(options),
        flags_(flags),
        root_(root),
        progress_(progress),
        states_(layouts.size()),
        outputs_(layouts.size()),
        gallery_(gallery ? std::make_unique<HeldFolder>(root, kGalleryFolder) : nullptr) {}

  // The layouts as the gallery shows them.
  std::vector<LayoutOutput> run() {
    if (!layouts_.empty()) start_plan();
    jobs_.run(options_.threads);
    if (gallery_) gallery_->fresh.commit();
    return std::move(outputs_);
  }

 private:
  // How many plans may be alive at once: the one being written and the next.
  static constexpr size_t kPlansAlive = 2;

  struct State {
    std::unique_ptr<LayoutPlan> plan;
    std::unique_ptr<HeldFolder> folder;
    size_t left = 0;     // files and thumbnails still to make
    size_t written = 0;  // files
    bool done = false;
  };

  // Lock held.
  void start_plan() {
    const size_t l = next_plan_++;
    ++alive_;
    jobs_.push_first([this, l] { plan(l); });
  }

  void plan(size_t l) {
    progress(l, "laying out the sheets", true);
    // The rules compiled by the check are the ones the diagrams and the rules sheet use.
    Layout layout = layouts_[l];
    layout.game = check_sections(layout);
    auto plan = std::make_unique<LayoutPlan>(plan_layout(layout, theme_, options_));
    const std::lock_guard<std::mutex> g(lock_);
    State& s = states_[l];
    outputs_[l].folder = plan->folder;
    outputs_[l].title = plan->title;
    outputs_[l].thumbnails = plan->thumbnails;
    s.folder = std::make_unique<HeldFolder>(root_, plan->folder);
    s.left = plan->files.size() + plan->thumbnails.size();
    s.plan = std::move(plan);
    // The largest rasters first, so the layout does not end on one core drawing a big page.
    std::vector<size_t> order(s.plan->files.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&files = s.plan->files](size_t a, size_t b) {
      return files[a].megapixels > files[b].megapixels;
    });
    for (size_t i : order) jobs_.push([this, l, i] { make_one(l, i); });
    for (size_t i = 0; i < s.plan->thumbnails.size(); ++i) jobs_.push([this, l, i] { make_thumbnail(l, i); });
    ++planned_;
    if (next_plan_ < layouts_.size() && alive_ < kPlansAlive) start_plan();
    if (s.left == 0) finish(l);
    commit_ready();
  }

  void make_one(size_t l, size_t i) {
    State& s = states_[l];
    const PlannedFile& file = s.plan->files[i];
    const MadeFile made = pp::make_file(file.path, file.make, [&s, &file](const std::function<void(Sink&)>& make) {
      s.folder->fresh.write(file.path, make);
    });
    const std::lock_guard<std::mutex> g(lock_);
    tell(l, made);
    if (--s.left == 0) finish(l);
    commit_ready();
  }

  void make_thumbnail(size_t l, size_t i) {
    Thumbnail& t = outputs_[l].thumbnails[i];
    draw_thumbnail(*states_[l].plan, i, t);
    // Without a gallery folder the caller keeps the pictures (`serve`, for its own gallery).
    if (gallery_) {
      gallery_->fresh.write(gallery_thumbnail_path(outputs_[l].folder, i), t.png);
      std::string().swap(t.png);  // its memory too: clear() would keep a buffer for each of thousands of sheets
    }
    const std::lock_guard<std::mutex> g(lock_);
    if (--states_[l].left == 0) finish(l);
    commit_ready();
  }

  // Lock held. The manifest, last; then the plan goes and the next layout's planning starts.
  void finish(size_t l) {
    State& s = states_[l];
    const std::string manifest = s.plan->manifest.dump();
    tell(l, pp::make_file(
                "manifest.json", [&manifest](Sink& out) { out.write(manifest); },
                [&s](const std::function<void(Sink&)>& make) { s.folder->fresh.write("manifest.json", make); }));
    s.plan.reset();
    s.done = true;
    --alive_;
    if (next_plan_ < layouts_.size()) start_plan();
  }

  // Lock held. Swaps in the finished layouts' folders, in order, once every layout is planned.
  void commit_ready() {
    while (planned_ == layouts_.size() && next_commit_ < states_.size() && states_[next_commit_].done) {
      State& s = states_[next_commit_];
      s.folder->fresh.commit();
      s.folder.reset();
      progress_.clear();
      if (!flags_.quiet)
        std::cout << (root_.path() / outputs_[next_commit_].folder).string() << ": " << s.written << " files\n";
      ++next_commit_;
    }
  }

  // Lock held.
  void tell(size_t l, const MadeFile& file) {
    State& s = states_[l];
    ++s.written;
    if (flags_.verbose) {
      char line[64];
      std::snprintf(line, sizeof line, "%10zu bytes %8.3f s  ", file.bytes, file.seconds);
      std::cout << line << (root_.path() / outputs_[l].folder / file.path).string() << '\n' << std::flush;
    }
    progress_.show(outputs_[l].folder, l, layouts_.size(),
                   std::to_string(s.written) + " of " + std::to_string(s.plan->files.size() + 1) + " files written");
  }

  void progress(size_t l, const std::string& what, bool now) {
    const std::lock_guard<std::mutex> g(lock_);
    progress_.show(layouts_[l].name, l, layouts_.size(), what, now);
  }

  const std::vector<Layout>& layouts_;
  const Theme& theme_;
  const RenderOptions& options_;
  const RenderFlags& flags_;
  const OutputRoot& root_;
  Progress& progress_;
  std::mutex lock_;
  JobQueue jobs_;
  std::vector<State> states_;
  std::vector<LayoutOutput> outputs_;
  std::unique_ptr<HeldFolder> gallery_;
  size_t next_plan_ = 0, alive_ = 0, planned_ = 0, next_commit_ = 0;
};

}  // namespace

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
                                        Progress& progress, bool gallery) {
  return Run(layouts, theme, options, flags, root, progress, gallery).run();
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

int render_layouts(const std::vector<std::string>& layout_files, const RenderFlags& flags) {
  const auto start = std::chrono::steady_clock::now();
  const RunInputs in = load_run(layout_files, flags);
  const RenderOptions& options = in.options;
  const Theme& theme = in.theme;
  const std::vector<Layout>& layouts = in.layouts;
  // Before anything is written: a drawing it cannot read is bad input like any other.
  const ThemePage page = theme_page(layouts, theme);

  const fs::path out(flags.out);
  const std::vector<fs::path> made = missing_folders(out);
  prepare_folder(out, "--out");
  Progress progress(flags.quiet || ::isatty(STDERR_FILENO) == 0 ? nullptr : &std::cerr, start);
  try {
    const OutputRoot root(out, waiting_notice(out));
    for (const auto& layout : layouts) root.check_target(sanitise_name(layout.name));
    const std::vector<LayoutOutput> outputs = write_layouts(layouts, theme, options, flags, root, progress, true);
    // Under the lock, with the thumbnails it points at: a run waiting for this one cannot swap
    // in its own between the two.
    write_theme_page(root, page);
    write_file(out, kGalleryPage, gallery_html(outputs, kThemePage));
  } catch (...) {
    // Nothing is left behind, not even the folder --out named, if this run made it.
    progress.clear();
    std::error_code ec;
    for (const fs::path& p : made) fs::remove(p, ec);
    throw;
  }
  return kOk;
}

}  // namespace pp::cli
