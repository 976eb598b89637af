#include "writers/png_alpha.h"

#include <zlib.h>

#include <cmath>
#include <stdexcept>

#include "common/units.h"
#include "draw/cairo_draw.h"
#include "gfx/handles.h"

namespace pp {
namespace {

cairo_status_t append(void* out, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(out)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

void put_u32(std::string& s, unsigned long v) {
  for (int shift = 24; shift >= 0; shift -= 8) s += static_cast<char>((v >> shift) & 0xff);
}

// pHYs: pixels per metre across and down, unit metre; length, type, data, CRC of type and data.
std::string phys_chunk(int dpi) {
  const auto ppm = static_cast<unsigned long>(std::lround(dpi / 0.0254));
  std::string body = "pHYs";
  put_u32(body, ppm);
  put_u32(body, ppm);
  body += '\1';
  std::string chunk;
  put_u32(chunk, 9);
  chunk += body;
  put_u32(chunk, crc32(0, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size())));
  return chunk;
}

}  // namespace

std::string transparent_png_bytes(const Page& page, int dpi) {
  const int w = pixels_for(page.width_mm, dpi), h = pixels_for(page.height_mm, dpi);
  const gfx::Surface surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h));  // cleared: transparent
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error("cannot make a " + std::to_string(w) + "x" + std::to_string(h) + " picture");
  {
    const gfx::Cairo cr(cairo_create(surface.get()));
    cairo_scale(cr.get(), dpi / kMmPerInch, dpi / kMmPerInch);
    draw_page(cr.get(), page);
  }
  cairo_surface_flush(surface.get());
  std::string png;
  if (cairo_surface_write_to_png_stream(surface.get(), append, &png) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error("PNG: cannot encode the picture");
  // After the signature (8 bytes) and the header chunk (25), before the pixels.
  png.insert(33, phys_chunk(dpi));
  return png;
}

}  // namespace pp
