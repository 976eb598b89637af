// Raster pages drawn and encoded in bands: the pixels and the file bytes are exactly those of
// the whole page, and the JPEG bytes those TurboJPEG made of the whole page before bands.
#include <gtest/gtest.h>
#include <turbojpeg.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "common/paths.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/theme.h"
#include "render/render.h"
#include "writers/raster.h"

namespace pp {
namespace {

// The first page of each kind of sheet of a layout: board tiles (clipped groups, text), token
// sheets (piece drawings), diagrams and the rules sheet.
std::vector<Page> first_pages(const std::string& name) {
  RenderOptions options;
  options.threads = 1;
  RunCache cache;
  const LayoutPlan plan =
      plan_layout(load_layout((layouts_dir() / (name + ".yaml")).string()), load_theme("classic"), options, cache);
  std::vector<Page> pages;
  for (const SheetSet& set : plan.sets) {
    pages.push_back(set.pages.front());
    pages.back().cache = nullptr;  // they outlive this run: drawn, they read their files themselves
  }
  return pages;
}

// The encoding pawnprint used before bands: TurboJPEG on the whole page, density patched in.
std::string turbojpeg_bytes(const Raster& r, int dpi) {
  tjhandle tj = tjInitCompress();
  unsigned char* buffer = nullptr;
  unsigned long size = 0;
  EXPECT_EQ(tjCompress2(tj, r.data(), r.width, r.stride, r.height, TJPF_BGRX, &buffer, &size, TJSAMP_444, 90, 0), 0);
  std::string out(reinterpret_cast<const char*>(buffer), size);
  tjFree(buffer);
  tjDestroy(tj);
  out[13] = 1;
  out[14] = out[16] = static_cast<char>(dpi >> 8);
  out[15] = out[17] = static_cast<char>(dpi & 0xff);
  return out;
}

// Pixels exactly those of the whole page, though a band skips the piece drawings that miss it.
TEST(Bands, EveryBandHoldsTheWholePagesPixels) {
  for (const std::string layout : {"six-armies", "chess-legions"})
    for (const Page& page : first_pages(layout)) {
      SCOPED_TRACE(layout + ": " + page.title);
      constexpr int kDpi = 150;
      const Raster whole = rasterise(page, kDpi);
      int next = 0;
      // 97 rows: bands whose edges fall anywhere on the drawing, not on cell or tile edges.
      rasterise_bands(page, kDpi, 97, [&](const Band& band) {
        ASSERT_EQ(band.first, next);
        ASSERT_LE(band.count, 97);
        ASSERT_EQ(band.stride, whole.stride);
        const size_t at = static_cast<size_t>(band.first) * band.stride;
        const size_t size = static_cast<size_t>(band.count) * band.stride;
        const auto [mine, theirs] = std::mismatch(band.rows, band.rows + size, whole.data() + at);
        const size_t off = static_cast<size_t>(mine - band.rows);
        EXPECT_EQ(off, size) << "first difference at x " << off % band.stride / 4 << ", y "
                             << band.first + static_cast<int>(off / band.stride) << ": " << int(*mine) << " not "
                             << int(*theirs) << " (band of rows " << band.first << " to " << band.first + band.count - 1
                             << ")";
        next += band.count;
      });
      EXPECT_EQ(next, whole.height);
    }
}

TEST(Bands, FilesAreTheBytesOfTheWholePage) {
  for (const Page& page : first_pages("chess-legions")) {
    SCOPED_TRACE(page.title);
    for (int dpi : {72, 200}) {
      const Raster whole = rasterise(page, dpi);
      const std::string jpeg = jpeg_page(page, dpi, 64 * static_cast<size_t>(whole.stride));
      EXPECT_EQ(jpeg, jpeg_bytes(whole, dpi));
      EXPECT_EQ(jpeg, turbojpeg_bytes(whole, dpi));
      EXPECT_EQ(png_page(page, dpi, 100 * static_cast<size_t>(whole.stride)), png_bytes(whole, dpi));
    }
  }
}

TEST(Bands, ABandIsAboutTheBytesAskedForAndNeverAboveThePage) {
  const RasterSize a4 = raster_size(Page{210, 297, "", {}}, 1200);
  EXPECT_EQ(a4.width, 9921);
  EXPECT_EQ(a4.height, 14031);
  EXPECT_EQ(band_rows(a4, kBandBytes), static_cast<int>(kBandBytes / static_cast<size_t>(a4.stride)));
  EXPECT_LE(static_cast<size_t>(band_rows(a4, kBandBytes)) * a4.stride, kBandBytes);
  EXPECT_EQ(band_rows(a4, 1), kMinBandRows);
  const RasterSize small = raster_size(Page{20, 5, "", {}}, 72);
  EXPECT_EQ(band_rows(small, kBandBytes), small.height);
}

}  // namespace
}  // namespace pp
