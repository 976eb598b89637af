#pragma once
// From a validated layout and theme to the files of its output folder. Each kind of sheet
// (board, pieces, diagrams, rules) is one SheetMaker (pages/maker.h); every maker's pages go
// through the same writers and are listed in manifest.json.
#include <cstddef>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/json.h"
#include "pages/maker.h"
#include "render/catalogue.h"
#include "writers/files.h"
#include "writers/formats.h"
#include "writers/sink.h"

namespace pp {

// Every kind of sheet, in the order their files are listed.
const std::vector<SheetMaker>& sheet_makers();

// A small picture of one page, for the gallery (render/gallery.h).
struct Thumbnail {
  SheetKind kind = SheetKind::Board;
  std::string label;          // "sheet 2", "assembly map", "setup"
  std::string link;           // the file holding the page, relative to the layout's folder
  std::string png;            // empty until drawn (draw_thumbnail)
  int width = 0, height = 0;  // pixels
};

struct LayoutOutput {
  std::string folder;                 // sanitised layout name
  std::string title;                  // the layout's title
  SetCard card;                       // what the gallery's catalogue says of it
  std::string picture;                // the set picture's SVG, when the run's target did not keep it
  std::vector<Thumbnail> thumbnails;  // every board sheet, the first page of every other set written
  std::vector<OutputFile> files;      // paths relative to the folder, manifest.json last
  Json manifest;
};

// What loading cannot judge alone, checked as a render would meet it, drawing nothing: whether
// the positions, pieces and cells a layout's diagrams and rules sheet name are there in its
// rules, and whether a theme's fonts are installed. `validate` and `render` call these first, so
// they accept and reject the same files. The layout's check returns its rules compiled (null for
// a board alone), for Layout::game, so a render does not compile them again.
std::shared_ptr<const rules::Game> check_sections(const Layout& layout);
void check_sections(const Theme& theme);

// One file of a layout's run, named and listed but not yet made.
struct PlannedFile {
  std::string path;                 // relative to the layout's folder
  std::function<void(Sink&)> make;  // draws and encodes it into the sink; safe to call from any thread
  double megapixels = 0;            // a raster file's pixels: the costliest files are made first
};

// A layout's run with every page drawn as a scene (small: a board is shared by its tiles) and
// every file named, but nothing encoded: all the input errors a render can meet are met while
// planning, so a run swaps in no folder before every layout is planned.
struct LayoutPlan {
  std::string folder;                        // sanitised layout name
  std::string title;                         // the layout's title
  std::vector<Thumbnail> thumbnails;         // for the gallery: every board sheet, the first page of every other set
  std::vector<const Page*> thumbnail_pages;  // each thumbnail's page, drawn by draw_thumbnail
  std::vector<SheetSet> sets;
  std::vector<PlannedFile> files;  // in the manifest's order
  Json manifest;                   // lists every file; written last, as manifest.json
  SetCard card;                    // for the catalogue (render/catalogue.h)
  Page picture;                    // the set as it stands assembled, drawn for the card
};

// Its pages hold `cache` (Page::cache), which must outlive the plan.
LayoutPlan plan_layout(const Layout& original, const Theme& theme, const RenderOptions& options, RunCache& cache);

// Draws the plan's thumbnail i, setting `into`'s png, width and height: a raster of its page,
// made with the files (planning only names the thumbnails).
void draw_thumbnail(const LayoutPlan& plan, size_t i, Thumbnail& into);

// A file a run has made: its size and the time it took, for --verbose.
struct MadeFile {
  std::string path;
  size_t bytes = 0;
  double seconds = 0;
};

// Has `write` run `make` on where the bytes go, counting them and timing it.
using SinkUser = std::function<void(const std::function<void(Sink&)>& make)>;
MadeFile make_file(const std::string& path, const std::function<void(Sink&)>& make, const SinkUser& write);

// Renders everything for one layout in memory, through the run every render takes
// (render/run.h); nothing is written.
LayoutOutput render_layout(const Layout& layout, const Theme& theme, const RenderOptions& options);

// Adds to `plan` the file `path`, `format` writing `pages` with `options`, and lists it in the
// plan's manifest as of `kind` (with `page`, the page of its set it holds; 0: all of them). The
// pages are the plan's own (LayoutPlan::sets), alive until its files are made.
void plan_file(LayoutPlan& plan, const std::string& path, const Format& format, std::span<const Page> pages,
               const WriteOptions& options, const std::string& kind, int page = 0);

// The calibration page (`pawnprint calibrate`) drawn for a printer of `scale`, its words in
// `text`'s styles, planned as the folder "calibration": calibration.pdf and its manifest.json.
LayoutPlan plan_calibration(const Paper& paper, const PrintScale& scale, const TextStyles& text);

// The scale as the manifest records it: {"x": 0.996, "y": 1.003}.
Json scale_json(const PrintScale& scale);

}  // namespace pp
