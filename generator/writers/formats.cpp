#include "writers/formats.h"

#include <mutex>
#include <stdexcept>
#include <utility>

#include "draw/cairo_draw.h"
#include "writers/pdf.h"
#include "writers/raster.h"
#include "writers/svg.h"

namespace pp {
namespace {

const Page& one_page(std::span<const Page> pages) {
  if (pages.size() != 1) throw std::logic_error("a single-page format was given " + std::to_string(pages.size()));
  return pages.front();
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

template <std::string (*Encode)(const Raster&, int)>
std::string encoded(std::span<const Page> pages, const WriteOptions& o) {
  Raster raster = rasterise(one_page(pages), o.dpi, take_pixels());
  std::string bytes = Encode(raster, o.dpi);
  take_pixels(std::move(raster.pixels));
  return bytes;
}

std::string jpeg_at_default_quality(const Raster& r, int dpi) { return jpeg_bytes(r, dpi); }

std::string pdf(std::span<const Page> pages, const WriteOptions& o) {
  return pdf_bytes({pages.begin(), pages.end()}, {o.title, o.subject});
}

std::string svg(std::span<const Page> pages, const WriteOptions& o) { return svg_bytes(one_page(pages), o.svg_text); }

}  // namespace

const std::vector<Format>& formats() {
  static const std::vector<Format> table{
      {"pdf", "pdf", false, true, &pdf},
      {"svg", "svg", false, false, &svg},
      {"jpeg", "jpg", true, false, &encoded<jpeg_at_default_quality>},
      {"png", "png", true, false, &encoded<png_bytes>},
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
