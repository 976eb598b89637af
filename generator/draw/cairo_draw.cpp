#include "draw/cairo_draw.h"

#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>

#include <sys/mman.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <new>
#include <stdexcept>

#include "common/run_cache.h"
#include "common/units.h"
#include "gfx/handles.h"
#include "text/context.h"

namespace pp {
namespace {

void set_colour(cairo_t* cr, const Colour& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

// Text laid out, placed relative to its anchor.
struct SetText {
  gfx::Object<PangoLayout> layout;
  double dx = 0, dy = 0;  // points
};

// What a page's drawing lays out once, however many bands the page is drawn in: each text
// item's layout (shaping text costs more than drawing it).
struct PageCache {
  std::map<const TextItem*, SetText> texts;
};

// A piece drawing in a colouring, parsed once per thread (a handle is not safe to share
// between threads) and kept for the run whose cache read it: every page of a kit places the
// same few. A page of another run starts afresh.
RsvgHandle* parsed_image(const ImageItem& im, RunCache& files) {
  thread_local std::map<std::pair<std::string, std::string>, gfx::Object<RsvgHandle>> handles;
  thread_local std::uint64_t run = 0;
  if (run != files.id()) {
    handles.clear();
    run = files.id();
  }
  auto [it, fresh] = handles.try_emplace({im.path, im.stylesheet});
  if (!fresh) return it->second.get();
  try {
    const std::string& bytes = files.file(im.path);
    // Read from memory with the file as its base, as if read from the file itself.
    const gfx::Object<GInputStream> stream(
        g_memory_input_stream_new_from_data(bytes.data(), static_cast<gssize>(bytes.size()), nullptr));
    const gfx::Object<GFile> base(g_file_new_for_path(im.path.c_str()));
    GError* error = nullptr;
    it->second.reset(
        rsvg_handle_new_from_stream_sync(stream.get(), base.get(), RSVG_HANDLE_FLAGS_NONE, nullptr, &error));
    if (!it->second) throw std::runtime_error(im.path + ": " + gfx::message(error, "unknown error"));
    if (!im.stylesheet.empty() &&
        !rsvg_handle_set_stylesheet(it->second.get(), reinterpret_cast<const guint8*>(im.stylesheet.data()),
                                    im.stylesheet.size(), &error))
      throw std::runtime_error(im.path + ": " + gfx::message(error, "bad stylesheet"));
  } catch (...) {
    handles.erase(it);
    throw;
  }
  return it->second.get();
}

SetText lay_out(PangoContext* context, const TextItem& t) {
  SetText set{gfx::Object<PangoLayout>(pango_layout_new(context))};
  PangoLayout* layout = set.layout.get();
  pango_layout_set_font_description(layout, gfx::font(t.font).get());
  pango_layout_set_text(layout, t.text.c_str(), -1);
  PangoRectangle ink, logical;
  pango_layout_get_extents(layout, &ink, &logical);
  const double w = logical.width / double(PANGO_SCALE), h = logical.height / double(PANGO_SCALE);
  const double baseline = pango_layout_get_baseline(layout) / double(PANGO_SCALE);
  set.dx = t.align == Align::Left ? 0 : t.align == Align::Centre ? -w / 2 : -w;
  switch (t.valign) {
    case VAlign::Top: set.dy = 0; break;
    case VAlign::Middle:  // centre the ink, so digits and capitals sit in the middle of a band
      set.dy = -(ink.y + ink.height / 2.0) / PANGO_SCALE;
      break;
    case VAlign::Baseline: set.dy = -baseline; break;
    case VAlign::Bottom: set.dy = -h; break;
  }
  return set;
}

// Moves `cr` (saved by the caller) to where the layout starts, turned by the text's angle and
// scaled to points, so that showing or outlining the layout there puts it at `t.at`.
void move_to_text(cairo_t* cr, const TextItem& t, const SetText& set) {
  cairo_translate(cr, t.at.x, t.at.y);
  if (t.angle_deg != 0) cairo_rotate(cr, t.angle_deg * M_PI / 180);
  cairo_scale(cr, kMmPerPt, kMmPerPt);
  cairo_move_to(cr, set.dx, set.dy);
}

class Painter {
 public:
  // `cache` null: the page is drawn once, and each text's layout goes once it is shown.
  Painter(cairo_t* cr, PageCache* cache, RunCache& files)
      : cr_(cr), context_(text::thread_context()), cache_(cache), files_(files) {}

  void draw(const Items& items) {
    for (size_t i = 0; i < items.size(); ++i) {
      // Runs of lines with one style (ruler ticks, hatching, grid lines) go out as one path:
      // each stroke call has a fixed cost far above that of a short line.
      if (const auto* p = line_only(items[i])) {
        size_t j = i + 1;
        for (; j < items.size(); ++j) {
          const auto* q = line_only(items[j]);
          if (!q || !same_style(q->style, p->style)) break;
        }
        if (j > i + 1) {
          for (size_t k = i; k < j; ++k) add_path(std::get<PathItem>(items[k].what));
          outline(p->style);
          i = j - 1;
          continue;
        }
      }
      std::visit([this](const auto& what) { paint(what); }, items[i].what);
    }
  }

 private:
  void outline(const Style& s) {
    if (s.fill.visible()) {
      set_colour(cr_, s.fill);
      s.stroke.visible() && s.width_mm > 0 ? cairo_fill_preserve(cr_) : cairo_fill(cr_);
    }
    if (s.stroke.visible() && s.width_mm > 0) {
      set_colour(cr_, s.stroke);
      cairo_set_line_width(cr_, s.width_mm);
      cairo_set_dash(cr_, s.dash.data(), static_cast<int>(s.dash.size()), 0);
      cairo_set_line_cap(cr_, s.round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
      cairo_set_line_join(cr_, s.round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER);
      cairo_stroke(cr_);
    }
    cairo_new_path(cr_);
  }

  // A stroked-only, open, axis-parallel path: Cairo strokes those as boxes, fast in a batch.
  static const PathItem* line_only(const Item& item) {
    const auto* p = std::get_if<PathItem>(&item.what);
    if (!p || p->style.fill.visible() || !p->holes.empty() || p->points.empty() || p->closed) return nullptr;
    for (size_t i = 1; i < p->points.size(); ++i)
      if (p->points[i].x != p->points[i - 1].x && p->points[i].y != p->points[i - 1].y) return nullptr;
    return p;
  }
  static bool same_style(const Style& a, const Style& b) {
    return a.stroke == b.stroke && a.width_mm == b.width_mm && a.dash == b.dash && a.round == b.round;
  }

  void add_path(const PathItem& p) {
    cairo_move_to(cr_, p.points[0].x, p.points[0].y);
    for (size_t i = 1; i < p.points.size(); ++i) cairo_line_to(cr_, p.points[i].x, p.points[i].y);
    if (p.closed) cairo_close_path(cr_);
  }

  void paint(const PathItem& p) {
    if (p.points.empty()) return;
    add_path(p);
    for (const auto& hole : p.holes) {
      if (hole.empty()) continue;
      cairo_move_to(cr_, hole[0].x, hole[0].y);
      for (size_t i = 1; i < hole.size(); ++i) cairo_line_to(cr_, hole[i].x, hole[i].y);
      cairo_close_path(cr_);
    }
    cairo_set_fill_rule(cr_, p.holes.empty() ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD);
    outline(p.style);
  }

  void paint(const CircleItem& c) {
    cairo_new_sub_path(cr_);
    cairo_arc(cr_, c.centre.x, c.centre.y, c.radius, 0, 2 * M_PI);
    outline(c.style);
  }

  const SetText& set_text(const TextItem& t) {
    if (!cache_) return once_ = lay_out(context_, t);
    if (auto it = cache_->texts.find(&t); it != cache_->texts.end()) return it->second;
    return cache_->texts.emplace(&t, lay_out(context_, t)).first->second;
  }

  void paint(const TextItem& t) {
    if (t.text.empty()) return;
    const SetText& set = set_text(t);
    cairo_save(cr_);
    move_to_text(cr_, t, set);
    set_colour(cr_, t.colour);
    pango_cairo_show_layout(cr_, set.layout.get());
    cairo_restore(cr_);
  }

  void paint(const ImageItem& im) {
    if (off_surface(im.box)) return;
    RsvgHandle* handle = parsed_image(im, files_);
    RsvgRectangle viewport{im.box.x, im.box.y, im.box.w, im.box.h};
    GError* error = nullptr;
    if (!rsvg_handle_render_document(handle, cr_, &viewport, &error))
      throw std::runtime_error(im.path + ": cannot draw: " + gfx::message(error, "unknown error"));
  }

  void paint(const GroupItem& g) {
    if (!g.children) return;
    cairo_save(cr_);
    if (g.clip) clip_to(*g.clip);
    if (!g.transform.identity()) {
      cairo_matrix_t m{g.transform.xx, g.transform.yx, g.transform.xy, g.transform.yy, g.transform.x0, g.transform.y0};
      cairo_transform(cr_, &m);
    }
    if (g.opacity < 1) cairo_push_group(cr_);
    draw(*g.children);
    if (g.opacity < 1) {
      cairo_pop_group_to_source(cr_);
      cairo_paint_with_alpha(cr_, g.opacity);
    }
    cairo_restore(cr_);
  }

  // Whether `box`, and as much again around it, misses a pixel surface (a band of a page) by a
  // whole pixel: then drawing it would change nothing there. Every band draws the whole scene,
  // and a piece drawing costs librsvg its whole document, even where Cairo then draws nothing.
  bool off_surface(const Rect& box) const {
    cairo_surface_t* target = cairo_get_target(cr_);
    if (cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE) return false;
    double x0 = HUGE_VAL, y0 = HUGE_VAL, x1 = -HUGE_VAL, y1 = -HUGE_VAL;
    for (const double fx : {-0.5, 1.5})
      for (const double fy : {-0.5, 1.5}) {
        double x = box.x + fx * box.w, y = box.y + fy * box.h;
        cairo_user_to_device(cr_, &x, &y);
        x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
      }
    return x1 < -1 || y1 < -1 || x0 > cairo_image_surface_get_width(target) + 1 ||
           y0 > cairo_image_surface_get_height(target) + 1;
  }

  // On pixels the clip is snapped to whole pixels (a shift under half a pixel): Cairo clips
  // to pixel-aligned boxes directly, while any other clip costs a mask for every fill.
  void clip_to(const Rect& r) {
    double x0 = r.x, y0 = r.y, x1 = r.right(), y1 = r.bottom();
    const bool pixels = cairo_surface_get_type(cairo_get_target(cr_)) == CAIRO_SURFACE_TYPE_IMAGE;
    if (pixels) {
      cairo_user_to_device(cr_, &x0, &y0);
      cairo_user_to_device(cr_, &x1, &y1);
      // Halves round up, above a band's top as below it, so every band snaps alike.
      x0 = std::floor(x0 + 0.5), y0 = std::floor(y0 + 0.5), x1 = std::floor(x1 + 0.5), y1 = std::floor(y1 + 0.5);
      cairo_device_to_user(cr_, &x0, &y0);
      cairo_device_to_user(cr_, &x1, &y1);
    }
    cairo_rectangle(cr_, x0, y0, x1 - x0, y1 - y0);
    cairo_clip(cr_);
  }

  cairo_t* cr_;
  PangoContext* context_;
  PageCache* cache_;
  RunCache& files_;
  SetText once_;
};

}  // namespace

void draw_page(cairo_t* cr, const Page& page) {
  RunCache own;  // a page drawn outside a run reads its files itself
  Painter painter(cr, nullptr, page.cache ? *page.cache : own);
  painter.draw(*page_items(page));
}

void text_outline(cairo_t* cr, const TextItem& t) {
  if (t.text.empty()) return;
  cairo_save(cr);
  const SetText set = lay_out(text::thread_context(), t);
  move_to_text(cr, t, set);
  pango_cairo_layout_path(cr, set.layout.get());
  cairo_restore(cr);
}

int pixels_for(double mm, int dpi) { return static_cast<int>(std::lround(mm / kMmPerInch * dpi)); }

RasterSize raster_size(const Page& page, int dpi) {
  RasterSize size;
  size.width = pixels_for(page.width_mm, dpi);
  size.height = pixels_for(page.height_mm, dpi);
  size.stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, size.width);
  return size;
}

int band_rows(const RasterSize& size, size_t bytes) {
  const auto rows = static_cast<int>(bytes / static_cast<size_t>(std::max(size.stride, 1)));
  return std::clamp(rows, std::min(kMinBandRows, size.height), std::max(size.height, 1));
}

namespace {

// Draws `page` into `pixels`, `rows` rows at a time, handing each band to `take`.
// Rows drawn above and below a band and then dropped. Cairo's scan converter takes another
// path for a pixel row where an edge starts or ends, and a surface's top and bottom edges cut
// every shape crossing them: drawn at a band's own edge, such a row can come out a level
// lighter or darker than on the whole page. One row away from the surface's edge it cannot.
constexpr int kBandMargin = 2;

// Rows of buffer draw_bands needs for bands of `rows` rows.
int buffer_rows(const RasterSize& size, int rows) { return std::min(size.height, rows + 2 * kBandMargin); }

// Draws `page` into `pixels` (buffer_rows(size, rows) rows), `rows` rows at a time, handing
// each band to `take`.
void draw_bands(const Page& page, int dpi, const RasterSize& size, int rows, unsigned char* pixels,
                const std::function<void(const Band&)>& take) {
  PageCache cache;
  RunCache own;  // a page drawn outside a run reads its files itself
  RunCache& files = page.cache ? *page.cache : own;
  const std::shared_ptr<const Items> items = page_items(page);
  for (int first = 0; first < size.height; first += rows) {
    const int count = std::min(rows, size.height - first);
    const int top = std::max(0, first - kBandMargin), bottom = std::min(size.height, first + count + kBandMargin);
    std::memset(pixels, 0xff, static_cast<size_t>(size.stride) * static_cast<size_t>(bottom - top));  // white
    const gfx::Surface surface(
        cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_RGB24, size.width, bottom - top, size.stride));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
      throw std::runtime_error("cannot make a " + std::to_string(size.width) + "x" + std::to_string(bottom - top) +
                               " band of a page");
    {
      const gfx::Cairo cr(cairo_create(surface.get()));
      // A band is the page moved up by whole pixels, so each pixel is drawn as on the whole page.
      if (top > 0) cairo_translate(cr.get(), 0, -top);
      cairo_scale(cr.get(), dpi / kMmPerInch, dpi / kMmPerInch);
      Painter painter(cr.get(), &cache, files);
      painter.draw(*items);
    }
    cairo_surface_finish(surface.get());
    if (take) take({pixels + static_cast<size_t>(first - top) * size.stride, first, count, size.stride});
  }
}

}  // namespace

void rasterise_bands(const Page& page, int dpi, int rows, const std::function<void(const Band&)>& take) {
  const RasterSize size = raster_size(page, dpi);
  rows = std::clamp(rows, 1, std::max(size.height, 1));
  // One buffer per thread, kept from page to page: a fresh one costs the kernel a cleared page
  // for every 4 KB of it, on every page (draw_bands fills each band white itself). It is
  // allocated in whole 2 MB huge pages where the kernel offers them: a page fault for each
  // 4 KB costs more than clearing it.
  struct Free {
    void operator()(unsigned char* p) const { std::free(p); }
  };
  thread_local std::unique_ptr<unsigned char, Free> pixels;
  thread_local size_t held = 0;
  const size_t bytes = static_cast<size_t>(size.stride) * static_cast<size_t>(buffer_rows(size, rows));
  if (bytes > held) {
    constexpr size_t kHuge = size_t{2} << 20;
    const size_t rounded = (bytes + kHuge - 1) / kHuge * kHuge;
    pixels.reset();
    pixels.reset(static_cast<unsigned char*>(std::aligned_alloc(kHuge, rounded)));
    if (!pixels) throw std::bad_alloc();
    madvise(pixels.get(), rounded, MADV_HUGEPAGE);  // a hint: without it, 4 KB pages
    held = rounded;
  }
  draw_bands(page, dpi, size, rows, pixels.get(), take);
}

Raster rasterise(const Page& page, int dpi, std::vector<unsigned char> buffer) {
  const RasterSize size = raster_size(page, dpi);
  Raster r;
  r.width = size.width;
  r.height = size.height;
  r.stride = size.stride;
  r.pixels = std::move(buffer);
  r.pixels.resize(static_cast<size_t>(r.stride) * static_cast<size_t>(r.height));
  if (r.height > 0) draw_bands(page, dpi, size, r.height, r.pixels.data(), {});
  return r;
}

}  // namespace pp
