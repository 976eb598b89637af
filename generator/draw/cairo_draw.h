#pragma once
// Draws scene items with Cairo (and Pango for text, librsvg for SVG images). The same code
// draws PDF pages and raster pages, so both show exactly the same thing.
#include <cairo.h>

#include <cstddef>
#include <functional>
#include <vector>

#include "scene/scene.h"

namespace pp {

// Draws `page` on `cr`, whose user units must already be millimetres.
void draw_page(cairo_t* cr, const Page& page);

// Adds the outlines of `t`'s glyphs, set as draw_page sets them, to the current path of `cr`
// (whose user units must be millimetres): for writers that show text as shapes.
void text_outline(cairo_t* cr, const TextItem& t);

// A page as pixels: exactly round(size * dpi / 25.4) in each direction, white background,
// rows of B, G, R, X bytes (Cairo's RGB24).
struct Raster {
  int width = 0, height = 0, stride = 0;
  std::vector<unsigned char> pixels;
  const unsigned char* data() const { return pixels.data(); }
};

// A page's raster size: round(size * dpi / 25.4) pixels each way, `stride` bytes a row.
struct RasterSize {
  int width = 0, height = 0, stride = 0;
};
RasterSize raster_size(const Page& page, int dpi);

// Rows first .. first + count - 1 of a page's raster, `stride` bytes apart; valid only while
// the band is being handed over.
struct Band {
  const unsigned char* rows = nullptr;
  int first = 0, count = 0, stride = 0;
};

// Draws the page `rows` rows at a time into one band-sized buffer, handing each band to
// `take` top to bottom, so a page of any resolution costs one band of memory. The pixels are
// exactly those of `rasterise`.
void rasterise_bands(const Page& page, int dpi, int rows, const std::function<void(const Band&)>& take);

// Rows of a band of about `bytes` (at least kMinBandRows, at most the page): fewer, taller
// bands draw the page fewer times.
inline constexpr int kMinBandRows = 64;
int band_rows(const RasterSize& size, size_t bytes);

// `buffer` is reused for the pixels when it is big enough: pass the previous raster's pixels
// back in to avoid allocating (and faulting in) a fresh 35 MB for every A4 page at 300 dpi.
Raster rasterise(const Page& page, int dpi, std::vector<unsigned char> buffer = {});

// Pixels for a length in mm at `dpi`, as the raster writers round page sizes.
int pixels_for(double mm, int dpi);

}  // namespace pp
