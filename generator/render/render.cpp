#include "render/render.h"

#include <algorithm>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

#include "common/input_error.h"
#include "diagram/sheets.h"
#include "draw/cairo_draw.h"
#include "pages/board_sheets.h"
#include "tokens/token_sheets.h"
#include "writers/pdf.h"
#include "writers/raster.h"
#include "writers/svg.h"

namespace pp {

const std::vector<SheetMaker>& sheet_makers() {
  static const std::vector<SheetMaker> makers{
      &make_board_sheets,
      &make_token_sheets,
      &make_diagram_sheets,
      &make_rules_sheets,
  };
  return makers;
}

namespace {

// Runs the jobs on up to `threads` threads; the first exception is rethrown.
void run_jobs(const std::vector<std::function<void()>>& jobs, int threads) {
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  threads = std::min<int>(threads, static_cast<int>(jobs.size()));
  std::mutex lock;
  size_t next = 0;
  std::exception_ptr failure;
  auto worker = [&] {
    while (true) {
      size_t i;
      {
        std::lock_guard<std::mutex> g(lock);
        if (next >= jobs.size() || failure) return;
        i = next++;
      }
      try {
        jobs[i]();
      } catch (...) {
        std::lock_guard<std::mutex> g(lock);
        if (!failure) failure = std::current_exception();
      }
    }
  };
  if (threads <= 1) {
    worker();
  } else {
    std::vector<std::thread> pool;
    pool.reserve(static_cast<size_t>(threads));
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
  }
  if (failure) std::rethrow_exception(failure);
}

bool wants(const RenderOptions& o, std::string_view format) {
  return std::find(o.formats.begin(), o.formats.end(), format) != o.formats.end();
}

// Pixel buffers go back to a pool for the next page, whichever thread draws it: a 35 MB
// buffer is above malloc's mapping threshold, so a fresh one is mapped and faulted in anew.
std::vector<unsigned char> take_pixels(std::vector<unsigned char> give_back = {}) {
  static std::mutex lock;
  static std::vector<std::vector<unsigned char>> pool;
  std::lock_guard<std::mutex> g(lock);
  if (!give_back.empty()) {
    pool.push_back(std::move(give_back));
    return {};
  }
  if (pool.empty()) return {};
  std::vector<unsigned char> b = std::move(pool.back());
  pool.pop_back();
  return b;
}

template <typename Encode>
std::string with_raster(const Page& page, int dpi, Encode encode) {
  Raster raster = rasterise(page, dpi, take_pixels());
  std::string bytes = encode(raster, dpi);
  take_pixels(std::move(raster.pixels));
  return bytes;
}

struct Entry {
  std::string path, kind, format;
  int dpi = 0;  // 0: vector
  int pages = 1;
  int page = 0;  // 0: the whole set
};

}  // namespace

LayoutOutput render_layout(const Layout& layout, const Theme& theme, const RenderOptions& options) {
  Layout sized = layout;  // at the --cell size, if given
  if (options.cell_mm) sized.cell_mm = *options.cell_mm;
  const std::string paper_text = options.paper.value_or(sized.print.paper);
  auto paper = parse_paper(paper_text);
  if (!paper) throw InputError({}, "paper must be " + std::string(kPaperHelp) + ", not '" + paper_text + "'");

  LayoutOutput out;
  out.folder = sanitise_name(sized.name);
  Json& manifest = out.manifest;
  manifest["layout"] = sized.name;
  manifest["title"] = sized.title;
  manifest["theme"] = theme.name;
  manifest["paper"] = paper->name;
  manifest["files"] = Json::array();

  std::vector<SheetSet> sets;
  RenderContext context{sized, theme, options, *paper, manifest};
  for (SheetMaker make : sheet_makers()) make(context, sets);

  // Every file is made by its own job, into its own slot, so the order is fixed.
  std::vector<Entry> entries;
  std::vector<std::function<void()>> jobs;
  std::vector<std::string> bytes;
  struct Planned {
    Entry entry;
    std::function<std::string()> make;
  };
  std::vector<Planned> planned;
  for (const auto& set : sets) {
    const std::string base = out.folder + "-" + sanitise_name(set.name.empty() ? set.kind : set.name);
    const int count = static_cast<int>(set.pages.size());
    auto set_wants = [&set, &options](std::string_view f) {
      return set.formats.empty() ? wants(options, f)
                                 : std::find(set.formats.begin(), set.formats.end(), f) != set.formats.end();
    };
    if (set_wants("pdf"))
      planned.push_back({{base + ".pdf", set.kind, "pdf", 0, count, 0}, [&set, &sized] {
                           return pdf_bytes(set.pages, {sized.title + " - " + set.kind, sized.about});
                         }});
    for (int p = 0; p < count; ++p) {
      const Page* page = &set.pages[static_cast<size_t>(p)];
      const std::string stem = !set.name.empty() && count == 1 ? base : base + "-" + std::to_string(p + 1);
      if (set_wants("svg"))
        planned.push_back({{stem + ".svg", set.kind, "svg", 0, 1, p + 1}, [page] { return svg_bytes(*page); }});
      for (int dpi : options.dpis) {
        const bool jpeg = set_wants("jpeg"), png = set_wants("png");
        if (!jpeg && !png) continue;
        const std::string name = stem + "-" + std::to_string(dpi) + "dpi";
        // One raster serves both encodings; the PNG job (if any) rasterises again only when
        // both are asked for, which keeps each job independent and parallel.
        if (jpeg)
          planned.push_back({{name + ".jpg", set.kind, "jpeg", dpi, 1, p + 1}, [page, dpi] {
                               return with_raster(*page, dpi, [](const Raster& r, int d) { return jpeg_bytes(r, d); });
                             }});
        if (png)
          planned.push_back({{name + ".png", set.kind, "png", dpi, 1, p + 1}, [page, dpi] {
                               return with_raster(*page, dpi, [](const Raster& r, int d) { return png_bytes(r, d); });
                             }});
      }
    }
  }
  bytes.resize(planned.size());
  for (size_t i = 0; i < planned.size(); ++i) jobs.emplace_back([&, i] { bytes[i] = planned[i].make(); });
  run_jobs(jobs, options.threads);

  for (size_t i = 0; i < planned.size(); ++i) {
    const Entry& e = planned[i].entry;
    Json file = Json::object();
    file["path"] = e.path;
    file["kind"] = e.kind;
    file["format"] = e.format;
    file["dpi"] = e.dpi ? Json(e.dpi) : Json(nullptr);
    file["pages"] = e.pages;
    if (e.page) file["page"] = e.page;
    manifest["files"].push(std::move(file));
    out.files.push_back({e.path, std::move(bytes[i])});
  }
  out.files.push_back({"manifest.json", manifest.dump()});
  return out;
}

}  // namespace pp
