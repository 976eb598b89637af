#include "render/run.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <numeric>
#include <set>

#include "common/json_read.h"
#include "render/gallery.h"
#include "render/gallery_record.h"
#include "render/job_queue.h"
#include "writers/svg.h"

namespace pp {

// A folder being written (a Fresh can be neither copied nor moved, so it is held in place).
struct FolderTarget::Held {
  Held(const OutputRoot& root, const std::string& name) : fresh(root.begin(name)) {}
  OutputRoot::Fresh fresh;
  std::string manifest;  // the run's manifest.json, written at the commit with what it keeps
};

namespace {

constexpr const char* kManifest = "manifest.json";
// A manifest or gallery record larger than this is not one a run wrote, and is not read back.
constexpr size_t kRecordLimit = size_t{64} << 20;

bool plain_name(const std::string& name) {
  return !name.empty() && name != "." && name != ".." && name.find('/') == std::string::npos;
}

std::string manifest_text(const Json& j, const std::string& key) {
  const Json* v = j.find(key);
  return v && v->text() ? *v->text() : std::string();
}

// The run's manifest with the files of the folder's last run of a kind and format this run
// made none of, each taken into `fresh` as it is: an `--only rules` run keeps the board's
// sheets, a PNG run the PDFs. A last manifest that cannot be read keeps nothing.
std::string with_earlier_files(const OutputRoot& root, const std::string& folder, const std::string& manifest,
                               OutputRoot::Fresh& fresh, const UnlistedFile& unlisted) {
  const std::optional<std::string> earlier_text = root.read(folder, kManifest, kRecordLimit);
  std::optional<Json> earlier = earlier_text ? parse_json(*earlier_text) : std::nullopt;
  if (!earlier_text && unlisted) {
    earlier = Json::object();
    (*earlier)["files"] = Json::array();
    for (const std::string& file : root.files_in(folder))
      if (std::optional<Json> entry = unlisted(file)) (*earlier)["files"].push(std::move(*entry));
  }
  std::optional<Json> now = parse_json(manifest);
  const Json* old_files = earlier ? earlier->find("files") : nullptr;
  const Json* files = now ? now->find("files") : nullptr;
  if (!old_files || !old_files->array_items() || !files || !files->array_items()) return manifest;
  std::set<std::pair<std::string, std::string>> made;
  std::set<std::string> paths{kManifest};
  for (const Json& f : *files->array_items()) {
    made.emplace(manifest_text(f, "kind"), manifest_text(f, "format"));
    paths.insert(manifest_text(f, "path"));
  }
  bool kept = false;
  for (const Json& f : *old_files->array_items()) {
    const std::string path = manifest_text(f, "path");
    if (!plain_name(path) || paths.count(path) || made.count({manifest_text(f, "kind"), manifest_text(f, "format")}))
      continue;
    if (!fresh.keep(path, path)) continue;
    (*now)["files"].push(f);
    paths.insert(path);
    kept = true;
  }
  return kept ? now->dump() : manifest;
}

}  // namespace

FolderTarget::FolderTarget(const OutputRoot& root, size_t layouts, bool gallery, UnlistedFile unlisted)
    : root_(root),
      unlisted_(std::move(unlisted)),
      folders_(layouts),
      names_(layouts),
      gallery_(gallery ? std::make_unique<Held>(root, kGalleryFolder) : nullptr) {}

FolderTarget::~FolderTarget() = default;

void FolderTarget::begin(size_t l, const std::string& folder) {
  folders_[l] = std::make_unique<Held>(root_, folder);
  names_[l] = folder;
}

void FolderTarget::write(size_t l, size_t /*index*/, const std::string& path, const std::function<void(Sink&)>& make) {
  Held& held = *folders_[l];
  if (path == kManifest) {
    StringSink sink(held.manifest);
    make(sink);
  } else {
    held.fresh.write(path, make);
  }
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
  Held& held = *folders_[l];
  held.fresh.write(kManifest, with_earlier_files(root_, names_[l], held.manifest, held.fresh, unlisted_));
  held.fresh.commit();
  folders_[l].reset();
}

std::optional<LayoutOutput> FolderTarget::earlier_record(const std::string& folder) const {
  const std::optional<std::string> text = root_.read(kGalleryFolder, gallery_record_path(folder), kRecordLimit);
  const std::optional<Json> record = text ? parse_json(*text) : std::nullopt;
  return record ? read_gallery_record(*record, folder) : std::nullopt;
}

void FolderTarget::finish(std::vector<LayoutOutput>& outputs) {
  if (!gallery_) return;
  OutputRoot::Fresh& gallery = gallery_->fresh;
  std::set<std::string> in_run;
  for (LayoutOutput& out : outputs) {
    in_run.insert(out.folder);
    // The thumbnails of the kinds of sheet this run did not make stay, as their files do.
    if (const std::optional<LayoutOutput> earlier = earlier_record(out.folder)) {
      std::set<SheetKind> made;
      for (const Thumbnail& t : out.thumbnails) made.insert(t.kind);
      for (size_t i = 0; i < earlier->thumbnails.size(); ++i)
        if (!made.count(earlier->thumbnails[i].kind) &&
            gallery.keep(gallery_thumbnail_path(out.folder, i),
                         gallery_thumbnail_path(out.folder, out.thumbnails.size())))
          out.thumbnails.push_back(earlier->thumbnails[i]);
    }
    gallery.write(gallery_record_path(out.folder), gallery_record(out).dump());
  }
  // The layout folders earlier runs left, each with its record, pictures and thumbnails.
  std::vector<LayoutOutput> earlier;
  for (const std::string& file : root_.files_in(kGalleryFolder)) {
    if (!file.ends_with(".json")) continue;
    const std::string folder = file.substr(0, file.size() - 5);
    if (!plain_name(folder) || in_run.count(folder)) continue;
    const std::vector<std::string> files = root_.files_in(folder);
    if (std::find(files.begin(), files.end(), kManifest) == files.end()) continue;
    std::optional<LayoutOutput> record = earlier_record(folder);
    if (!record) continue;
    gallery.keep(file, file);
    if (plain_name(record->card.picture)) gallery.keep(record->card.picture, record->card.picture);
    for (size_t i = 0; i < record->thumbnails.size(); ++i)
      gallery.keep(gallery_thumbnail_path(folder, i), gallery_thumbnail_path(folder, i));
    earlier.push_back(std::move(*record));
  }
  for (LayoutOutput& e : earlier) outputs.push_back(std::move(e));
  gallery.commit();
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

void FileTarget::begin(size_t l, const std::string& /*folder*/) {
  const std::lock_guard<std::mutex> g(lock_);
  if (files_.size() <= l) files_.resize(l + 1);
}

void FileTarget::write(size_t l, size_t /*index*/, const std::string& path, const std::function<void(Sink&)>& make) {
  if (path == kManifest) return;
  OutputFile file{path, {}};
  StringSink sink(file.bytes);
  make(sink);
  const std::lock_guard<std::mutex> g(lock_);
  files_[l].push_back(std::move(file));
}

void FileTarget::commit(size_t l) {
  std::vector<OutputFile> files;
  {
    const std::lock_guard<std::mutex> g(lock_);
    files.swap(files_[l]);
  }
  for (const OutputFile& file : files) write_file(root_.path(), file.path, file.bytes);
}

namespace {

// The parts of a run, planned and written on one queue of jobs (run_parts).
class Run {
 public:
  Run(const std::vector<RunPart>& parts, int threads, RunTarget& target, const RunReport& report)
      : parts_(parts),
        threads_(threads),
        target_(target),
        report_(report),
        states_(parts.size()),
        outputs_(parts.size()) {}

  std::vector<LayoutOutput> run() {
    if (!parts_.empty()) start_plan();
    jobs_.run(threads_);
    target_.finish(outputs_);
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
    auto plan = std::make_unique<LayoutPlan>(parts_[l].plan());
    const std::lock_guard<std::mutex> g(lock_);
    State& s = states_[l];
    outputs_[l].folder = plan->folder;
    outputs_[l].title = plan->title;
    outputs_[l].thumbnails = plan->thumbnails;
    outputs_[l].card = plan->card;
    target_.begin(l, plan->folder);
    // A part with no set picture (a game's, the calibration page) has no catalogue card to show it.
    const bool pictured = plan->picture.width_mm > 0;
    s.left = plan->files.size() + plan->thumbnails.size() + (pictured ? 1 : 0) + 1;
    s.plan = std::move(plan);
    // The largest rasters first, so the layout does not end on one core drawing a big page.
    std::vector<size_t> order(s.plan->files.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&files = s.plan->files](size_t a, size_t b) {
      return files[a].megapixels > files[b].megapixels;
    });
    for (size_t i : order) jobs_.push([this, l, i] { make_one(l, i); });
    for (size_t i = 0; i < s.plan->thumbnails.size(); ++i) jobs_.push([this, l, i] { make_thumbnail(l, i); });
    if (pictured) jobs_.push([this, l] { make_picture(l); });
    ++planned_;
    if (next_plan_ < parts_.size() && alive_ < kPlansAlive) start_plan();
    // The planning was one of the things left (a part may have no files).
    if (--s.left == 0) finish(l);
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
    if (next_plan_ < parts_.size()) start_plan();
  }

  // Lock held. Commits the finished layouts' folders, in order, once every layout is planned.
  void commit_ready() {
    while (planned_ == parts_.size() && next_commit_ < states_.size() && states_[next_commit_].done) {
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
      report_.progress->show(outputs_[l].folder, l, parts_.size(),
                             std::to_string(s.written) + " of " + std::to_string(s.plan->files.size() + 1) +
                                 " files written");
  }

  void progress(size_t l, const std::string& what, bool now) {
    if (!report_.progress) return;
    const std::lock_guard<std::mutex> g(lock_);
    report_.progress->show(parts_[l].name, l, parts_.size(), what, now);
  }

  const std::vector<RunPart>& parts_;
  int threads_;
  RunTarget& target_;
  const RunReport& report_;
  std::mutex lock_;
  JobQueue jobs_;
  std::vector<State> states_;
  std::vector<LayoutOutput> outputs_;
  size_t next_plan_ = 0, alive_ = 0, planned_ = 0, next_commit_ = 0;
};

}  // namespace

std::vector<LayoutOutput> run_parts(const std::vector<RunPart>& parts, int threads, RunTarget& target,
                                    const RunReport& report) {
  return Run(parts, threads, target, report).run();
}

std::vector<LayoutOutput> run_layouts(const std::vector<Layout>& layouts, const Theme& theme,
                                      const RenderOptions& options, RunCache& cache, RunTarget& target,
                                      const RunReport& report) {
  std::vector<RunPart> parts;
  parts.reserve(layouts.size());
  for (const Layout& original : layouts)
    parts.push_back({original.name, [&original, &theme, &options, &cache] {
                       // The rules compiled by the check are the ones the diagrams and the rules sheet use.
                       Layout layout = original;
                       layout.game = check_sections(layout);
                       return plan_layout(layout, theme, options, cache);
                     }});
  return run_parts(parts, options.threads, target, report);
}

LayoutOutput render_layout(const Layout& layout, const Theme& theme, const RenderOptions& options) {
  RunCache cache;
  MemoryTarget target(1);
  std::vector<LayoutOutput> outputs = run_layouts({layout}, theme, options, cache, target);
  outputs.front().files = target.take(0);
  return std::move(outputs.front());
}

}  // namespace pp
