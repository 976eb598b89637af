#pragma once
// Draws scene items with Cairo (and Pango for text, librsvg for SVG images). The same code
// draws PDF pages and raster pages, so both show exactly the same thing.
#include <cairo.h>

#include <memory>

#include "scene/scene.h"

namespace pp {

// Draws `page` on `cr`, whose user units must already be millimetres.
void draw_page(cairo_t* cr, const Page& page);

// A page as pixels: exactly round(size * dpi / 25.4) in each direction, white background.
struct Raster {
  int width = 0, height = 0, stride = 0;
  std::unique_ptr<cairo_surface_t, void (*)(cairo_surface_t*)> surface{nullptr, cairo_surface_destroy};
  const unsigned char* data() const { return cairo_image_surface_get_data(surface.get()); }  // BGRX rows
};

Raster rasterise(const Page& page, int dpi);

// Pixels for a length in mm at `dpi`, as the raster writers round page sizes.
int pixels_for(double mm, int dpi);

}  // namespace pp
