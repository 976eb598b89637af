#include "art/drawing_ink.h"

#include "art/piece_svg.h"
#include "gfx/handles.h"

namespace pp::art {

bool ink_within(const std::filesystem::path& file, const Polygon& frame, double margin, int pixels) {
  const gfx::Surface surface(cairo_image_surface_create(CAIRO_FORMAT_A8, pixels, pixels));
  {
    const gfx::Cairo cr(cairo_create(surface.get()));
    PieceSvg(file).draw(cr.get(), 0, 0, pixels, "");
  }
  cairo_surface_flush(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  const double px = 1.0 / pixels;
  for (int y = 0; y < pixels; ++y)
    for (int x = 0; x < pixels; ++x)
      if (data[static_cast<ptrdiff_t>(y) * stride + x] >= 128 &&
          !convex_contains(frame, {{(x + 0.5) * px, (y + 0.5) * px}}, -margin))
        return false;
  return true;
}

}  // namespace pp::art
