#pragma once
// Raster pages: JPEG through libjpeg-turbo with JFIF density = dpi (units: inches), PNG
// through libpng with a pHYs chunk, so a printer or viewer knows the physical size.
#include <cstddef>
#include <string>

#include "draw/cairo_draw.h"
#include "writers/sink.h"

namespace pp {

inline constexpr int kMinDpi = 36;
inline constexpr int kMaxDpi = 1200;

// One raster page grows with the square of its dpi (2 m square at 300 dpi: 2.2 GB of pixels,
// drawn in bands but still minutes of work), and Cairo draws no side over 32767 pixels.
inline constexpr double kMaxRasterMegapixels = 150;  // A4 at 1200 dpi is 139
inline constexpr int kMaxRasterSide = 32767;

// Throws an InputError at --dpi when a page of this size at `dpi` is over either limit, with
// its size in pixels. Every command that writes raster pages asks before drawing one.
void check_raster_size(double width_mm, double height_mm, int dpi);

// Memory a page is drawn in, whatever its dpi: the page is drawn and encoded a band of rows
// at a time (a whole A4 page at 1200 dpi would be 557 MB).
inline constexpr size_t kBandBytes = size_t{8} << 20;

// How PNG rows are packed. Drawn pages repeat down the page: filtered "up" they are smaller than
// libpng's filter-by-filter choice, and encode in half the time. A thumbnail (a kit has hundreds)
// is mostly edges: unfiltered it is smaller still, and at zlib's fastest level it is made in
// half the time for about 8% more bytes.
enum class PngRows { up, thumbnail };

std::string jpeg_bytes(const Raster& raster, int dpi, int quality = 90);
std::string png_bytes(const Raster& raster, int dpi, PngRows rows = PngRows::up);

// A page drawn band by band and encoded as it is drawn: the same bytes as encoding
// rasterise(page, dpi), in a band's memory, handed to `out` as they are encoded.
void write_jpeg_page(const Page& page, int dpi, Sink& out, size_t band_bytes = kBandBytes, int quality = 90);
void write_png_page(const Page& page, int dpi, Sink& out, size_t band_bytes = kBandBytes);
std::string jpeg_page(const Page& page, int dpi, size_t band_bytes = kBandBytes, int quality = 90);
std::string png_page(const Page& page, int dpi, size_t band_bytes = kBandBytes);

}  // namespace pp
