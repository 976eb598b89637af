#include "render/run.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <numeric>

#include "render/gallery.h"
#include "render/job_queue.h"
#include "writers/svg.h"

namespace pp {

// A folder being written (a Fresh can be neither copied nor moved, so it is held in place).
struct FolderTarget::Held {
  Held(const OutputRoot& root, const std::string& name) : fresh(root.begin(name)) {}
  OutputRoot::Fresh fresh;
};

FolderTarget::FolderTarget(const OutputRoot& root, size_t layouts, bool gallery)
    : root_(root),
      folders_(layouts),
      names_(layouts),
      gallery_(gallery ? std::make_unique<Held>(root, kGalleryFolder) : nullptr) {}

FolderTarget::~FolderTarget() = default;

void FolderTarget::begin(size_t l, const std::string& folder) {
  folders_[l] = std::make_unique<Held>(root_, folder);
  names_[l] = folder;
}

void FolderTarget::write(size_t l, size_t /*index*/, const std::string& path, const std::function<void(Sink&)>& make) {
  folders_[l]->fresh.write(path, make);
}

bool FolderTarget::thumbnail(size_t l, size_t i, const std::string& png) {
  // Without a gallery folder the caller keeps the pictures (`serve`, for its own gallery).
  if (!gallery_) return false;
  gallery_->fresh.write(gallery_thumbnail_path(names_[l], i), png);
  return true;
}

bool FolderTarget::picture(size_t /*l*/, const std::string& path, const std::string& svg) {
  if (!gallery_) return false;
  gallery_->fresh.write(path, svg);
  return true;
}

void FolderTarget::commit(size_t l) {
  folders_[l]->fresh.commit();
  folders_[l].reset();
}

void FolderTarget::finish() {
  if (gallery_) gallery_->fresh.commit();
}

void MemoryTarget::begin(size_t l, const std::string& /*folder*/) { files_[l].clear(); }

void MemoryTarget::write(size_t l, size_t index, const std::string& path, const std::function<void(Sink&)>& make) {
  OutputFile file{path, {}};
  StringSink sink(file.bytes);
  make(sink);
  const std::lock_guard<std::mutex> g(lock_);
  std::vector<OutputFile>& files = files_[l];
  if (files.size() <= index) files.resize(index + 1);
  files[index] = std::move(file);
}

namespace {

// The layouts of a run, planned and written on one queue of jobs (run_layouts).
class Run {
 public:
  Run(const std::vector<Layout>& layouts, const Theme& theme, const RenderOptions& options, RunCache& cache,
      RunTarget& target, const RunReport& report)
      : layouts_(layouts),
        theme_(theme),
        options_(options),
        cache_(cache),
        target_(target),
        report_(report),
        states_(layouts.size()),
        outputs_(layouts.size()) {}

  std::vector<LayoutOutput> run() {
    if (!layouts_.empty()) start_plan();
    jobs_.run(options_.threads);
    target_.finish();
    return std::move(outputs_);
  }

 private:
  // How many plans may be alive at once: the one being written and the next.
  static constexpr size_t kPlansAlive = 2;

  struct State {
    std::unique_ptr<LayoutPlan> plan;
    size_t left = 0;     // files and thumbnails still to make
    size_t written = 0;  // files
    bool done = false;
    std::chrono::steady_clock::time_point start;  // when its planning began
  };

  // Lock held.
  void start_plan() {
    const size_t l = next_plan_++;
    ++alive_;
    jobs_.push_first([this, l] { plan(l); });
  }

  void plan(size_t l) {
    states_[l].start = std::chrono::steady_clock::now();
    progress(l, "laying out the sheets", true);
    // The rules compiled by the check are the ones the diagrams and the rules sheet use.
    Layout layout = layouts_[l];
    layout.game = check_sections(layout);
    auto plan = std::make_unique<LayoutPlan>(plan_layout(layout, theme_, options_, cache_));
    const std::lock_guard<std::mutex> g(lock_);
    State& s = states_[l];
    outputs_[l].folder = plan->folder;
    outputs_[l].title = plan->title;
    outputs_[l].thumbnails = plan->thumbnails;
    outputs_[l].card = plan->card;
    target_.begin(l, plan->folder);
    s.left = plan->files.size() + plan->thumbnails.size() + 1;
    s.plan = std::move(plan);
    // The largest rasters first, so the layout does not end on one core drawing a big page.
    std::vector<size_t> order(s.plan->files.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&files = s.plan->files](size_t a, size_t b) {
      return files[a].megapixels > files[b].megapixels;
    });
    for (size_t i : order) jobs_.push([this, l, i] { make_one(l, i); });
    for (size_t i = 0; i < s.plan->thumbnails.size(); ++i) jobs_.push([this, l, i] { make_thumbnail(l, i); });
    jobs_.push([this, l] { make_picture(l); });
    ++planned_;
    if (next_plan_ < layouts_.size() && alive_ < kPlansAlive) start_plan();
    if (s.left == 0) finish(l);
    commit_ready();
  }

  void make_one(size_t l, size_t i) {
    State& s = states_[l];
    const PlannedFile& file = s.plan->files[i];
    const MadeFile made = make_file(file.path, file.make, [this, l, i, &file](const std::function<void(Sink&)>& make) {
      target_.write(l, i, file.path, make);
    });
    const std::lock_guard<std::mutex> g(lock_);
    tell(l, made);
    if (--s.left == 0) finish(l);
    commit_ready();
  }

  void make_thumbnail(size_t l, size_t i) {
    Thumbnail& t = outputs_[l].thumbnails[i];
    draw_thumbnail(*states_[l].plan, i, t);
    // Its memory too when the target keeps it: clear() would keep a buffer for each of
    // thousands of sheets.
    if (target_.thumbnail(l, i, t.png)) std::string().swap(t.png);
    const std::lock_guard<std::mutex> g(lock_);
    if (--states_[l].left == 0) finish(l);
    commit_ready();
  }

  void make_picture(size_t l) {
    const std::string svg = svg_bytes(states_[l].plan->picture);
    if (!target_.picture(l, outputs_[l].card.picture, svg)) outputs_[l].picture = svg;
    const std::lock_guard<std::mutex> g(lock_);
    if (--states_[l].left == 0) finish(l);
    commit_ready();
  }

  // Lock held. The manifest, last; then the plan goes and the next layout's planning starts.
  void finish(size_t l) {
    State& s = states_[l];
    const std::string manifest = s.plan->manifest.dump();
    const size_t index = s.plan->files.size();
    tell(l, make_file(
                "manifest.json", [&manifest](Sink& out) { out.write(manifest); },
                [this, l, index](const std::function<void(Sink&)>& make) {
                  target_.write(l, index, "manifest.json", make);
                }));
    outputs_[l].manifest = std::move(s.plan->manifest);
    outputs_[l].card.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - s.start).count();
    s.plan.reset();
    s.done = true;
    --alive_;
    if (next_plan_ < layouts_.size()) start_plan();
  }

  // Lock held. Commits the finished layouts' folders, in order, once every layout is planned.
  void commit_ready() {
    while (planned_ == layouts_.size() && next_commit_ < states_.size() && states_[next_commit_].done) {
      target_.commit(next_commit_);
      if (report_.progress) report_.progress->clear();
      if (report_.committed) report_.committed(outputs_[next_commit_].folder, states_[next_commit_].written);
      ++next_commit_;
    }
  }

  // Lock held.
  void tell(size_t l, const MadeFile& file) {
    State& s = states_[l];
    ++s.written;
    if (report_.made) report_.made(outputs_[l].folder, file);
    if (report_.progress)
      report_.progress->show(outputs_[l].folder, l, layouts_.size(),
                             std::to_string(s.written) + " of " + std::to_string(s.plan->files.size() + 1) +
                                 " files written");
  }

  void progress(size_t l, const std::string& what, bool now) {
    if (!report_.progress) return;
    const std::lock_guard<std::mutex> g(lock_);
    report_.progress->show(layouts_[l].name, l, layouts_.size(), what, now);
  }

  const std::vector<Layout>& layouts_;
  const Theme& theme_;
  const RenderOptions& options_;
  RunCache& cache_;
  RunTarget& target_;
  const RunReport& report_;
  std::mutex lock_;
  JobQueue jobs_;
  std::vector<State> states_;
  std::vector<LayoutOutput> outputs_;
  size_t next_plan_ = 0, alive_ = 0, planned_ = 0, next_commit_ = 0;
};

}  // namespace

std::vector<LayoutOutput> run_layouts(const std::vector<Layout>& layouts, const Theme& theme,
                                      const RenderOptions& options, RunCache& cache, RunTarget& target,
                                      const RunReport& report) {
  return Run(layouts, theme, options, cache, target, report).run();
}

LayoutOutput render_layout(const Layout& layout, const Theme& theme, const RenderOptions& options) {
  RunCache cache;
  MemoryTarget target(1);
  std::vector<LayoutOutput> outputs = run_layouts({layout}, theme, options, cache, target);
  outputs.front().files = target.take(0);
  return std::move(outputs.front());
}

}  // namespace pp
