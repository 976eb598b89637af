#include "writers/formats.h"

#include <stdexcept>

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

std::string jpeg(std::span<const Page> pages, const WriteOptions& o) { return jpeg_page(one_page(pages), o.dpi); }

std::string png(std::span<const Page> pages, const WriteOptions& o) {
  return o.transparent ? transparent_png_bytes(one_page(pages), o.dpi) : png_page(one_page(pages), o.dpi);
}

std::string pdf(std::span<const Page> pages, const WriteOptions& o) {
  return pdf_bytes({pages.begin(), pages.end()}, {o.title, o.subject});
}

std::string svg(std::span<const Page> pages, const WriteOptions& o) { return svg_bytes(one_page(pages), o.svg_text); }

}  // namespace

const std::vector<Format>& formats() {
  static const std::vector<Format> table{
      {"pdf", "pdf", false, true, &pdf},
      {"svg", "svg", false, false, &svg},
      {"jpeg", "jpg", true, false, &jpeg},
      {"png", "png", true, false, &png},
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
