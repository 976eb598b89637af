#include "writers/formats.h"

#include <stdexcept>

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

void jpeg(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  write_jpeg_page(one_page(pages), o.dpi, out);
}

void png(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  if (o.transparent) out.write(transparent_png_bytes(one_page(pages), o.dpi));
  else write_png_page(one_page(pages), o.dpi, out);
}

void pdf(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  write_pdf(pages.data(), pages.size(), {o.title, o.subject}, out);
}

// An SVG is one page, set as text whole and then written.
void svg(std::span<const Page> pages, const WriteOptions& o, Sink& out) {
  out.write(svg_bytes(one_page(pages), o.svg_text));
}

// A cutting machine's file: the page's cut and fold lines alone.
void cut(std::span<const Page> pages, const WriteOptions&, Sink& out) { out.write(cut_svg_bytes(one_page(pages))); }

}  // namespace

std::string Format::bytes(std::span<const Page> pages, const WriteOptions& options) const {
  std::string out;
  StringSink sink(out);
  write(pages, options, sink);
  return out;
}

const std::vector<Format>& formats() {
  static const std::vector<Format> table{
      {"pdf", "pdf", false, true, &pdf, nullptr},
      {"svg", "svg", false, false, &svg, nullptr},
      {"jpeg", "jpg", true, false, &jpeg, nullptr},
      {"png", "png", true, false, &png, nullptr},
      {"cut", "cut.svg", false, false, &cut, &has_cut_lines},
  };
  return table;
}

const Format* find_format(std::string_view word) {
  for (const Format& f : formats())
    if (word == f.name || word == f.extension) return &f;
  return nullptr;
}

std::string format_names() {
  std::string out;
  const auto& table = formats();
  for (size_t i = 0; i < table.size(); ++i) {
    if (i > 0) out += i + 1 == table.size() ? " or " : ", ";
    out += table[i].name;
  }
  return out;
}

}  // namespace pp
