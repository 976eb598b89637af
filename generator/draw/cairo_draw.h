#pragma once
// Draws scene items with Cairo (and Pango for text, librsvg for SVG images). The same code
// draws PDF pages and raster pages, so both show exactly the same thing.
#include <cairo.h>

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

// `buffer` is reused for the pixels when it is big enough: pass the previous raster's pixels
// back in to avoid allocating (and faulting in) a fresh 35 MB for every A4 page at 300 dpi.
Raster rasterise(const Page& page, int dpi, std::vector<unsigned char> buffer = {});

// Pixels for a length in mm at `dpi`, as the raster writers round page sizes.
int pixels_for(double mm, int dpi);

}  // namespace pp
