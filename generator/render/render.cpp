#include "render/render.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <functional>
#include <span>

#include "art/side_style.h"
#include "common/input_error.h"
#include "common/units.h"
#include "diagram/make.h"
#include "diagram/palette.h"
#include "diagram/set_picture.h"
#include "diagram/sheets.h"
#include "draw/cairo_draw.h"
#include "model/print_scale.h"
#include "pages/board_sheets.h"
#include "pages/calibration.h"
#include "pages/sheet.h"
#include "render/fonts.h"
#include "scene/board_scene.h"
#include "tokens/stands.h"
#include "tokens/token_box.h"
#include "tokens/token_list.h"
#include "tokens/token_sheets.h"
#include "writers/formats.h"
#include "writers/raster.h"

namespace pp {

const std::vector<SheetMaker>& sheet_makers() {
  static const std::vector<SheetMaker> makers{
      &make_board_sheets,
      &make_stand_sheets,  // after the board sheets, whose set it adds to
      &make_token_sheets, &make_box_sheet, &make_diagram_sheets, &make_rules_sheets,
  };
  return makers;
}

namespace {

// Pixels across a thumbnail (at a whole dpi, so about this many).
constexpr double kThumbnailWidth = 160;
// The set picture's width on the catalogue's cards, in the page's millimetres.
constexpr double kSetPictureWidth = 100;

// Every board sheet (the assembly map among them) and the first page of every other set, each
// linked to the file that holds it: the set's multipage file, else the page's own first file.
template <typename Entry>
void add_thumbnails(const std::vector<SheetSet>& sets, const std::vector<Entry>& entries, std::vector<Thumbnail>& out,
                    std::vector<const Page*>& pages) {
  for (size_t s = 0; s < sets.size(); ++s) {
    const SheetSet& set = sets[s];
    const size_t shown = set.kind == SheetKind::Board ? set.pages.size() : std::min<size_t>(1, set.pages.size());
    for (size_t p = 0; p < shown; ++p) {
      const auto file = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) {
        return e.set == s && (e.page == 0 || e.page == static_cast<int>(p) + 1);
      });
      if (file == entries.end()) continue;
      const Page& page = set.pages[p];
      Thumbnail t;
      t.kind = set.kind;
      t.link = file->path;
      if (set.kind == SheetKind::Diagram) t.label = set.name.starts_with("diagram-") ? set.name.substr(8) : set.name;
      else if (p == 0 && !set.first_page_label.empty()) t.label = set.first_page_label;
      else t.label = (set.kind == SheetKind::Rules ? "page " : "sheet ") + std::to_string(p + 1);
      out.push_back(std::move(t));
      pages.push_back(&page);
    }
  }
}

struct Entry {
  std::string path, kind, format;
  int dpi = 0;  // 0: vector
  int pages = 1;
  int page = 0;    // 0: the whole set
  size_t set = 0;  // its sheet set's index
};

}  // namespace

void draw_thumbnail(const LayoutPlan& plan, size_t i, Thumbnail& into) {
  const Page& page = *plan.thumbnail_pages[i];
  const int dpi = std::max(1, static_cast<int>(std::lround(kThumbnailWidth * kMmPerInch / page.width_mm)));
  const Raster raster = rasterise(page, dpi);
  into.width = raster.width;
  into.height = raster.height;
  into.png = png_bytes(raster, dpi, PngRows::thumbnail);
}

std::shared_ptr<const rules::Game> check_sections(const Layout& layout) { return diagram::check_layout(layout); }

void check_sections(const Theme& theme) { check_fonts(theme); }

namespace {

// Every kind of sheet, the page limit checked after each so a board of thousands of tiles stops
// before the rest; then only the kinds asked for are kept (all are made, so the manifest's
// figures stay whole).
void make_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  const RenderOptions& options = context.options;
  for (SheetMaker make : sheet_makers()) {
    make(context, sets);
    size_t pages = 0;
    for (const SheetSet& set : sets) pages += set.pages.size();
    if (static_cast<long>(pages) > options.max_pages)
      throw InputError({}, context.layout.name + " needs at least " + std::to_string(pages) + " pages of " +
                               context.paper.name + ": over the " + std::to_string(options.max_pages) +
                               "-page limit of one run; larger paper or cells, or --max-pages, change that");
  }
  if (!options.only.empty())
    std::erase_if(sets, [&](const SheetSet& set) {
      return std::find(options.only.begin(), options.only.end(), set.kind) == options.only.end();
    });
}

// The files of every sheet set in every format asked for: a multipage format takes the set, the
// others a file per page (and per dpi).
void plan_files(LayoutPlan& plan, const Layout& layout, const RenderOptions& options, std::vector<Entry>& entries,
                std::vector<std::span<const Page>>& spans) {
  const std::vector<SheetSet>& sets = plan.sets;
  for (const auto& set : sets) {
    const size_t set_index = static_cast<size_t>(&set - sets.data());
    const std::string base =
        plan.folder + "-" + sanitise_name(set.name.empty() ? std::string(sheet_kind_name(set.kind)) : set.name);
    const int count = static_cast<int>(set.pages.size());
    const std::vector<const Format*>& asked = !options.formats.empty() ? options.formats
                                              : !set.formats.empty()   ? set.formats
                                                                       : kDefaultFormats;
    auto set_wants = [&asked](const Format& f) {
      return f.kind == FormatKind::Pages && std::find(asked.begin(), asked.end(), &f) != asked.end();
    };
    const WriteOptions document{0, layout.title + " - " + std::string(sheet_kind_name(set.kind)), layout.about,
                                options.svg_text, options.transparent_png};
    auto add = [&](const Format& f, const std::string& stem, std::span<const Page> pages, int dpi, int page) {
      WriteOptions o = document;
      o.dpi = dpi;
      entries.push_back({stem + "." + std::string(f.extension), std::string(sheet_kind_name(set.kind)),
                         std::string(f.name), dpi, static_cast<int>(pages.size()), page, set_index});
      spans.push_back(pages);
      const double megapixels = dpi ? static_cast<double>(pixels_for(pages.front().width_mm, dpi)) *
                                          pixels_for(pages.front().height_mm, dpi) / 1e6
                                    : 0;
      plan.files.push_back({entries.back().path, [&f, pages, o](Sink& out) { f.write(pages, o, out); }, megapixels});
    };
    for (const Format& f : formats())
      if (f.multipage && set_wants(f)) add(f, base, set.pages, 0, 0);
    for (int p = 0; p < count; ++p) {
      const std::span<const Page> page(&set.pages[static_cast<size_t>(p)], 1);
      const std::string stem = !set.name.empty() && count == 1 ? base : base + "-" + std::to_string(p + 1);
      for (const Format& f : formats())
        if (!f.multipage && !f.raster && set_wants(f) && (!f.writes || f.writes(page.front())))
          add(f, stem, page, 0, p + 1);
      for (int dpi : options.dpis)
        for (const Format& f : formats())
          if (!f.multipage && f.raster && set_wants(f))
            add(f, stem + "-" + std::to_string(dpi) + "dpi", page, dpi, p + 1);
    }
  }
}

void list_files(Json& manifest, const std::vector<Entry>& entries) {
  for (const Entry& e : entries) {
    Json file = Json::object();
    file["path"] = e.path;
    file["kind"] = e.kind;
    file["format"] = e.format;
    file["dpi"] = e.dpi ? Json(e.dpi) : Json(nullptr);
    file["pages"] = e.pages;
    if (e.page) file["page"] = e.page;
    manifest["files"].push(std::move(file));
  }
}

}  // namespace

LayoutPlan plan_layout(const Layout& original, const Theme& theme, const RenderOptions& options, RunCache& cache) {
  Layout layout = original;
  if (options.cell_mm) layout.cell_mm = *options.cell_mm;
  const std::string paper_text = options.paper.value_or(layout.print.paper);
  auto paper = parse_paper(paper_text);
  if (!paper) throw InputError({}, "paper: " + paper_problem(paper_text));

  LayoutPlan plan;
  plan.folder = sanitise_name(layout.name);
  plan.title = layout.title;
  Json& manifest = plan.manifest;
  manifest["layout"] = layout.name;
  manifest["title"] = layout.title;
  manifest["theme"] = theme.name;
  manifest["paper"] = paper->name;
  manifest["files"] = Json::array();

  RenderContext context{layout, theme, options, *paper, manifest, cache, nullptr};
  make_sheets(context, plan.sets);
  // Drawn, every page reads its picture files through the run.
  for (SheetSet& set : plan.sets)
    for (Page& page : set.pages) page.cache = &cache;

  // The printer's scale, corrected on every page; a diagram's page is its picture.
  const PrintScale scale =
      choose_print_scale({options.scale_x, options.scale_y}, layout.print.scale, options.user_scale);
  if (!scale.identity()) {
    manifest["print_scale"] = scale_json(scale);
    for (SheetSet& set : plan.sets)
      for (Page& page : set.pages) apply_print_scale(page, scale, set.kind == SheetKind::Diagram);
  }

  std::vector<Entry> entries;
  std::vector<std::span<const Page>> spans;
  plan_files(plan, layout, options, entries, spans);
  for (size_t i = 0; i < entries.size(); ++i)
    if (entries[i].dpi) check_raster_size(spans[i].front().width_mm, spans[i].front().height_mm, entries[i].dpi);
  add_thumbnails(plan.sets, entries, plan.thumbnails, plan.thumbnail_pages);
  list_files(manifest, entries);

  plan.card = set_card(layout, plan.sets, manifest);
  const BoardArt board = build_board_art(layout, theme);
  plan.card.board_w_mm = board.bounds.w;
  plan.card.board_h_mm = board.bounds.h;
  std::shared_ptr<const rules::Game> game = layout.game;
  if (layout.has_variant && !game) game = diagram::game_of(layout);
  plan.picture = diagram::set_picture(layout, game.get(), theme, kSetPictureWidth, &cache);
  plan.picture.cache = &cache;
  plan.card.picture_w_mm = plan.picture.width_mm;
  plan.card.picture_h_mm = plan.picture.height_mm;
  return plan;
}

namespace {

// Counts what passes through, for --verbose.
class CountingSink : public Sink {
 public:
  explicit CountingSink(Sink& to) : to_(to) {}
  void write(std::string_view bytes) override {
    count += bytes.size();
    to_.write(bytes);
  }
  size_t count = 0;

 private:
  Sink& to_;
};

}  // namespace

MadeFile make_file(const std::string& path, const std::function<void(Sink&)>& make, const SinkUser& write) {
  const auto start = std::chrono::steady_clock::now();
  MadeFile file{path};
  write([&](Sink& out) {
    CountingSink counted(out);
    make(counted);
    file.bytes = counted.count;
  });
  file.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return file;
}

Json scale_json(const PrintScale& scale) {
  Json json = Json::object();
  json["x"] = scale.x;
  json["y"] = scale.y;
  return json;
}

void plan_file(LayoutPlan& plan, const std::string& path, const Format& format, std::span<const Page> pages,
               const WriteOptions& options, const std::string& kind, int page) {
  const double megapixels = options.dpi ? static_cast<double>(pixels_for(pages.front().width_mm, options.dpi)) *
                                              pixels_for(pages.front().height_mm, options.dpi) / 1e6
                                        : 0;
  plan.files.push_back({path, [&format, pages, options](Sink& out) { format.write(pages, options, out); }, megapixels});
  Json file = Json::object();
  file["path"] = path;
  file["kind"] = kind;
  file["format"] = std::string(format.name);
  file["dpi"] = options.dpi ? Json(options.dpi) : Json(nullptr);
  file["pages"] = static_cast<int>(pages.size());
  if (page) file["page"] = page;
  plan.manifest["files"].push(std::move(file));
}

LayoutPlan plan_calibration(const Paper& paper, const PrintScale& scale, const TextStyles& text) {
  Theme theme = base_theme();  // black marks on white, whatever theme the words come from
  theme.text = text;
  Page page = calibration_page(paper, kCalibrationMargin, theme);
  apply_print_scale(page, scale);
  LayoutPlan plan;
  plan.folder = "calibration";
  plan.title = "pawnprint calibration page";
  // The set only holds the page: the manifest says what it is.
  plan.sets.push_back({SheetKind::Board, {std::move(page)}, "calibration", {&kPdf}});
  Json& manifest = plan.manifest;
  manifest["kind"] = "calibration";
  manifest["paper"] = paper.name;
  Json frame = Json::object();
  frame["width_mm"] = kCalibrationFrameW;
  frame["height_mm"] = kCalibrationFrameH;
  manifest["frame"] = std::move(frame);
  manifest["print_scale"] = scale_json(scale);
  manifest["files"] = Json::array();
  plan_file(plan, "calibration.pdf", kPdf, plan.sets.front().pages, {0, plan.title, "printer calibration"},
            "calibration");
  return plan;
}

}  // namespace pp
