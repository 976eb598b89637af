#include "writers/formats.h"

#include <stdexcept>

#include "writers/animation.h"
#include "writers/cut_svg.h"
#include "writers/pdf.h"
#include "writers/png_alpha.h"
#include "writers/raster.h"
#include "writers/svg.h"

namespace pp {
namespace {

const Page& one_page(std::span<const Page> pages) {
  if (pages.size() != 1) throw std::logic_error("a single-page format was given " + std::to_string(pages.size()));
  return pages.front();
}

void pdf(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  write_pdf(pages.data(), pages.size(), {o.title, o.subject}, out);
}

// An SVG is one page, set as text whole and then written.
void svg(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  out.write(svg_bytes(one_page(pages), o.svg_text));
}

void jpeg(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  write_jpeg_page(one_page(pages), o.dpi, out);
}

void png(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  if (o.transparent) out.write(transparent_png_bytes(one_page(pages), o.dpi));
  else write_png_page(one_page(pages), o.dpi, out);
}

// A cutting machine's file: the page's cut and fold lines alone.
void cut(std::span<const Page> pages, const WriteOptions&, Sink& out) { out.write(cut_svg_bytes(one_page(pages))); }

// The pages as an animation's frames, each shown o.frame_ms and the last o.last_frame_ms.
std::vector<Frame> frames_of(std::span<const Page> pages, const WriteOptions& o) {
  if (pages.empty() || o.width_px <= 0) throw std::logic_error("an animation needs frames and a width");
  std::vector<Frame> frames;
  frames.reserve(pages.size());
  for (const Page& page : pages) frames.push_back({&page, o.frame_ms});
  frames.back().delay_ms = o.last_frame_ms;
  return frames;
}

void gif(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  out.write(gif_animation(frames_of(pages, o), o.width_px));
}

void webp(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  out.write(webp_animation(frames_of(pages, o), o.width_px));
}

}  // namespace

// Each row beside its writer above, in the table's order.
const Format kPdf{.name = "pdf", .extension = "pdf", .multipage = true, .write = &pdf};
const Format kSvg{.name = "svg", .extension = "svg", .write = &svg};
const Format kJpeg{.name = "jpeg", .extension = "jpg", .raster = true, .write = &jpeg};
const Format kPng{.name = "png", .extension = "png", .raster = true, .write = &png};
const Format kCut{.name = "cut", .extension = "cut.svg", .write = &cut, .writes = &has_cut_lines};
const Format kGif{.name = "gif", .extension = "gif", .kind = FormatKind::Frames, .multipage = true, .write = &gif};
const Format kWebp{.name = "webp", .extension = "webp", .kind = FormatKind::Frames, .multipage = true, .write = &webp};

std::string Format::bytes(std::span<const Page> pages, const WriteOptions& options) const {
  std::string out;
  StringSink sink(out);
  write(pages, options, sink);
  return out;
}

const std::vector<std::reference_wrapper<const Format>>& formats() {
  static const std::vector<std::reference_wrapper<const Format>> table{kPdf, kSvg, kJpeg, kPng, kCut, kGif, kWebp};
  return table;
}

const Format* find_format(std::string_view word) {
  for (const Format& f : formats())
    if (word == f.name || word == f.extension) return &f;
  return nullptr;
}

std::string format_names(FormatKind kind) {
  return format_names([kind](const Format& f) { return f.kind == kind; });
}

std::string format_names(const std::function<bool(const Format&)>& which) {
  std::vector<std::string_view> names;
  for (const Format& f : formats())
    if (which(f)) names.push_back(f.name);
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

}  // namespace pp
