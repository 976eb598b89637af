#include "cli/serve_renders.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <set>
#include <thread>

#include "cli/render_run.h"
#include "common/input_error.h"
#include "common/paths.h"
#include "common/printable.h"
#include "common/yamldoc.h"
#include "render/gallery.h"
#include "render/theme_page.h"

namespace pp::cli {

namespace fs = std::filesystem;

// cmd_kit.cpp: the layout files of kit's arguments.
std::vector<std::string> kit_layouts(const std::vector<std::string>& args);

ServeRenders::ServeRenders(std::vector<std::string> args, const RenderFlags& flags, const OutputRoot& root,
                           ServeStatus& status)
    : args_(std::move(args)), flags_(flags), root_(root), status_(status) {
  flags_.quiet = true;  // serve says what it rendered itself, one line a render
}

void ServeRenders::first() { render({}, true); }

void ServeRenders::poll() {
  const bool all = everything_.changed();
  std::vector<size_t> changed;
  for (size_t i = 0; i < each_.size() && !all; ++i)
    if (each_[i].changed()) changed.push_back(i);
  if (!all && changed.empty()) return;
  settle();
  // The files as they are before the render: one saved while it runs is seen at the next poll.
  everything_.seen();
  for (Watched& w : each_) w.seen();
  try {
    render(changed, all);
  } catch (const InputError& e) {
    status_.rendered(printable_line(e.describe()));
  } catch (const std::exception& e) {
    status_.rendered(printable_line(std::string("pawnprint: ") + e.what()));
  }
  const auto [version, error] = status_.now();
  (void)version;
  if (!error.empty()) std::cerr << error << '\n' << std::flush;
}

// An editor that saves in place truncates the file and then writes it: a render between the two
// would read an empty file and show its error for a moment. The files are read once they have
// stood still for one short wait (at most a second in all, so a file written without end still
// renders).
void ServeRenders::settle() {
  for (int tries = 0; tries < 20; ++tries) {
    Watched every = everything_;
    std::vector<Watched> each = each_;
    every.seen();
    for (Watched& w : each) w.seen();
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (!every.changed() && std::none_of(each.begin(), each.end(), [](const Watched& w) { return w.changed(); }))
      return;
  }
}

void ServeRenders::render(const std::vector<size_t>& changed, bool all) {
  const auto start = std::chrono::steady_clock::now();
  const std::int64_t since = Watched::now();
  std::unique_ptr<ImportedArgs> imported;
  std::vector<std::string> files = files_;
  if (all) {
    imported = std::make_unique<ImportedArgs>(args_);
    files = kit_layouts(imported->args);
  }
  const RunInputs in = load_run(files, flags_);
  const std::vector<Layout>& layouts = in.layouts;
  const Theme& theme = in.theme;
  // The theme page first: a drawing it cannot read stops the render before anything is written.
  const ThemePage page = theme_page(layouts, theme, *in.cache);

  std::vector<size_t> rendered = changed;
  if (all) {
    rendered.clear();
    for (size_t i = 0; i < layouts.size(); ++i) rendered.push_back(i);
  }
  std::vector<Layout> chosen;
  for (size_t i : rendered) {
    chosen.push_back(layouts[i]);
    root_.check_target(sanitise_name(layouts[i].name));
  }
  Progress progress(nullptr, start);
  std::vector<LayoutOutput> made = write_layouts(chosen, theme, in.options, flags_, root_, *in.cache, progress, false);

  std::set<std::string> before;
  for (const LayoutOutput& out : outputs_) before.insert(out.folder);
  if (all) outputs_.assign(layouts.size(), {});
  for (size_t k = 0; k < rendered.size(); ++k) outputs_[rendered[k]] = std::move(made[k]);
  OutputRoot::Fresh thumbs = root_.begin(kGalleryFolder);
  for (const LayoutOutput& out : outputs_) {
    for (size_t i = 0; i < out.thumbnails.size(); ++i)
      thumbs.write(gallery_thumbnail_path(out.folder, i), out.thumbnails[i].png);
    thumbs.write(out.card.picture, out.picture);
  }
  thumbs.commit();
  write_theme_page(root_, page);
  write_file(root_.path(), kGalleryPage, gallery_html(outputs_, kThemePage));
  write_file(root_.path(), kGalleryTimes, gallery_times(outputs_));
  // A layout renamed or taken away leaves no folder behind that the gallery no longer shows.
  for (const LayoutOutput& out : outputs_) before.erase(out.folder);
  for (const std::string& folder : before) root_.remove(folder);

  if (all) {
    imported_ = std::move(imported);
    files_ = std::move(files);
  }
  watch(rendered, all, since, page.drawings, layouts, theme.file, theme.piece_dirs);
  status_.rendered("");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "pawnprint: rendered";
  for (size_t i : rendered) std::cout << ' ' << outputs_[i].folder;
  std::cout << " in " << std::lround(seconds * 1000) << " ms\n" << std::flush;
}

void ServeRenders::watch(const std::vector<size_t>& rendered, bool all, std::int64_t since,
                         const std::vector<std::vector<std::string>>& drawings, const std::vector<Layout>& layouts,
                         const std::string& theme_file, const std::vector<fs::path>& piece_dirs) {
  if (all) {
    everything_ = Watched();
    for (const auto& [file, node] : load_yaml_doc(theme_file, "theme").layers) everything_.add(file, since);
    if (const fs::path user = user_folder(); !user.empty()) everything_.add(user / "config.yaml", since);
    for (const fs::path& dir : piece_dirs) everything_.add(dir, since);
    // A folder of layouts is watched for a layout added or taken away; an imported file is read again.
    for (const std::string& arg : args_) {
      ImportArg imported;
      if (import_arg(arg, imported)) everything_.add(imported.file, since);
      else if (std::error_code ec; fs::is_directory(arg, ec)) everything_.add(arg, since);
    }
    each_.assign(layouts.size(), Watched());
  }
  for (size_t i : rendered) {
    Watched w;
    for (const auto& [file, node] : layouts[i].doc.layers) w.add(file, since);
    for (const std::string& file : drawings[i]) w.add(file, since);
    // A drawing in a folder named for the layout outranks the set's own.
    for (const fs::path& dir : piece_dirs) w.add(dir / sanitise_name(layouts[i].name), since);
    for (const fs::path& dir : piece_dirs) w.add(dir / layouts[i].name, since);
    each_[i] = w;
  }
}

}  // namespace pp::cli
