#pragma once
// Raster pages: JPEG through libjpeg-turbo with JFIF density = dpi (units: inches), PNG
// through libpng with a pHYs chunk, so a printer or viewer knows the physical size.
#include <string>

#include "draw/cairo_draw.h"

namespace pp {

inline constexpr int kMinDpi = 36;
inline constexpr int kMaxDpi = 1200;

std::string jpeg_bytes(const Raster& raster, int dpi, int quality = 90);
std::string png_bytes(const Raster& raster, int dpi);

}  // namespace pp
