#pragma once
// A run: the layouts of `render`, `kit` and `serve` planned and made on one queue of jobs, into
// a target that takes each layout's folder (files on disk for the command line, strings in
// memory for render_layout). Every render goes through it.
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "common/run_cache.h"
#include "model/layout.h"
#include "model/theme.h"
#include "render/progress.h"
#include "render/render.h"
#include "writers/files.h"

namespace pp {

// Where a run's layout folders go. write is called from any thread, for different files at
// once; the others one at a time.
class RunTarget {
 public:
  virtual ~RunTarget() = default;
  // Layout l's folder, named `folder`, is about to be filled.
  virtual void begin(size_t l, const std::string& folder) = 0;
  // File `index` of layout l (its plan's files, then manifest.json): `make` writes its bytes.
  virtual void write(size_t l, size_t index, const std::string& path, const std::function<void(Sink&)>& make) = 0;
  // Layout l's thumbnail i is drawn as `png`; true when the target keeps it, so the run's
  // output need not.
  virtual bool thumbnail(size_t l, size_t i, const std::string& png) = 0;
  // Layout l's set picture is drawn as `svg`, named `path`; true when the target keeps it.
  virtual bool picture(size_t /*l*/, const std::string& /*path*/, const std::string& /*svg*/) { return false; }
  // Layout l is complete: its folder is swapped in. Called in the layouts' order, only once
  // every layout has been planned.
  virtual void commit(size_t l) = 0;
  // Every layout is committed; `outputs` are the run's layouts, as the gallery shows them, to
  // which a target may add what it keeps of earlier runs.
  virtual void finish(std::vector<LayoutOutput>& /*outputs*/) {}
};

// Each layout's folder written under an output root as it is made, swapped in whole at its
// commit, keeping the files of its last run of a kind and format this run makes none of (its
// manifest lists both); with `gallery`, the thumbnails go into root/index.thumbs (replaced at
// the end), where every layout's record (render/gallery_record.h) keeps what the gallery shows
// of it, and what is there of layout folders this run does not make is kept and added to the
// run's outputs, so the gallery lists every layout folder in root.
//
// A folder written before its kind had a manifest lists nothing to keep: `unlisted`, where given,
// says what the earlier run made of each of its files (its manifest entry: path, kind, format;
// nullopt for a file no run made), so those files are kept as a manifest would keep them.
using UnlistedFile = std::function<std::optional<Json>(const std::string& file)>;
class FolderTarget : public RunTarget {
 public:
  FolderTarget(const OutputRoot& root, size_t layouts, bool gallery, UnlistedFile unlisted = {});
  ~FolderTarget() override;
  void begin(size_t l, const std::string& folder) override;
  void write(size_t l, size_t index, const std::string& path, const std::function<void(Sink&)>& make) override;
  bool thumbnail(size_t l, size_t i, const std::string& png) override;
  bool picture(size_t l, const std::string& path, const std::string& svg) override;
  void commit(size_t l) override;
  void finish(std::vector<LayoutOutput>& outputs) override;

 private:
  struct Held;
  // What the gallery folder keeps of root/folder from an earlier run.
  std::optional<LayoutOutput> earlier_record(const std::string& folder) const;
  const OutputRoot& root_;
  UnlistedFile unlisted_;
  std::vector<std::unique_ptr<Held>> folders_;
  std::vector<std::string> names_;
  std::unique_ptr<Held> gallery_;
};

// The parts' files written straight into the output root, each through a fresh temporary
// renamed into place at the part's commit, with no folder and no manifest of their own:
// `pawnprint diagram`'s one file, where --out names it. Until then they are held in memory, so a
// part that fails leaves nothing.
class FileTarget : public RunTarget {
 public:
  explicit FileTarget(const OutputRoot& root) : root_(root) {}
  void begin(size_t l, const std::string& folder) override;
  void write(size_t l, size_t index, const std::string& path, const std::function<void(Sink&)>& make) override;
  bool thumbnail(size_t /*l*/, size_t /*i*/, const std::string& /*png*/) override { return false; }
  void commit(size_t l) override;

 private:
  const OutputRoot& root_;
  std::mutex lock_;
  std::vector<std::vector<OutputFile>> files_;
};

// Each layout's files kept as strings, in the manifest's order (manifest.json last).
class MemoryTarget : public RunTarget {
 public:
  explicit MemoryTarget(size_t layouts) : files_(layouts) {}
  void begin(size_t l, const std::string& folder) override;
  void write(size_t l, size_t index, const std::string& path, const std::function<void(Sink&)>& make) override;
  bool thumbnail(size_t /*l*/, size_t /*i*/, const std::string& /*png*/) override { return false; }
  void commit(size_t /*l*/) override {}
  std::vector<OutputFile> take(size_t l) { return std::move(files_[l]); }

 private:
  std::mutex lock_;
  std::vector<std::vector<OutputFile>> files_;
};

// What a run says as it goes, each call one at a time: every file made, every folder swapped in.
struct RunReport {
  Progress* progress = nullptr;
  std::function<void(const std::string& folder, const MadeFile& file)> made;
  std::function<void(const std::string& folder, size_t files)> committed;
};

// One folder of a run, planned when its turn comes: `name` is what the progress line calls it
// until then, `plan` draws its pages as scenes and names its files (render.h: LayoutPlan),
// meeting every input error on the way.
struct RunPart {
  std::string name;
  std::function<LayoutPlan()> plan;
};

// Plans and makes the parts into `target` on `threads` threads (0: one per core): part l+1 is
// planned while part l's files and thumbnails are made, so both cores stay busy across a part's
// end and at most two plans are alive. No folder is committed before every part is planned, so
// bad input in any part commits none; a part whose file fails to be made commits nothing either.
// Returns the parts as the gallery shows them (with each thumbnail's png unless the target kept it).
std::vector<LayoutOutput> run_parts(const std::vector<RunPart>& parts, int threads, RunTarget& target,
                                    const RunReport& report = {});

// Plans and makes the layouts (each checked by check_sections first, its rules compiled once)
// into `target`, on options.threads threads, as run_parts does, each layout one part.
// `cache` is the run's (common/run_cache.h): made for it, and alive until its end.
std::vector<LayoutOutput> run_layouts(const std::vector<Layout>& layouts, const Theme& theme,
                                      const RenderOptions& options, RunCache& cache, RunTarget& target,
                                      const RunReport& report = {});

}  // namespace pp
