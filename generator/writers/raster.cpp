#include "writers/raster.h"

#include <cstdio>  // jpeglib.h uses FILE without declaring it

#include <jpeglib.h>
#include <png.h>

#include <array>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "common/input_error.h"

namespace pp {

namespace {

[[noreturn]] void jpeg_fail(j_common_ptr c) {
  char message[JMSG_LENGTH_MAX];
  (*c->err->format_message)(c, message);
  throw std::runtime_error(std::string("JPEG: ") + message);
}

// libjpeg's destination: whole buffers handed to the sink as they fill.
struct SinkDestination {
  jpeg_destination_mgr manager{};
  Sink* out = nullptr;
  std::array<JOCTET, 65536> buffer{};

  static SinkDestination& of(j_compress_ptr c) { return *reinterpret_cast<SinkDestination*>(c->dest); }
  static void start(j_compress_ptr c) {
    auto& d = of(c);
    d.manager.next_output_byte = d.buffer.data();
    d.manager.free_in_buffer = d.buffer.size();
  }
  static boolean empty(j_compress_ptr c) {
    auto& d = of(c);
    d.out->write({reinterpret_cast<const char*>(d.buffer.data()), d.buffer.size()});
    start(c);
    return TRUE;
  }
  static void term(j_compress_ptr c) {
    auto& d = of(c);
    d.out->write({reinterpret_cast<const char*>(d.buffer.data()), d.buffer.size() - d.manager.free_in_buffer});
  }
};

// A JPEG fed rows top to bottom, with exactly TurboJPEG's settings for 4:4:4 at `quality`
// (fast integer DCT below quality 96), so pages encoded in bands are the bytes that
// tjCompress2 makes of the whole page.
class JpegEncoder {
 public:
  JpegEncoder(int width, int height, int dpi, int quality, Sink& out) {
    c_.err = jpeg_std_error(&errors_);
    errors_.error_exit = jpeg_fail;
    jpeg_create_compress(&c_);
    destination_.out = &out;
    destination_.manager.init_destination = SinkDestination::start;
    destination_.manager.empty_output_buffer = SinkDestination::empty;
    destination_.manager.term_destination = SinkDestination::term;
    c_.dest = &destination_.manager;
    c_.image_width = static_cast<JDIMENSION>(width);
    c_.image_height = static_cast<JDIMENSION>(height);
    c_.in_color_space = JCS_EXT_BGRX;  // Cairo's RGB24 is B, G, R, X in memory
    c_.input_components = 4;
    jpeg_set_defaults(&c_);
    jpeg_set_quality(&c_, quality, TRUE);
    c_.dct_method = quality >= 96 ? JDCT_ISLOW : JDCT_FASTEST;
    jpeg_set_colorspace(&c_, JCS_YCbCr);
    for (int i = 0; i < c_.num_components; ++i) c_.comp_info[i].h_samp_factor = c_.comp_info[i].v_samp_factor = 1;
    // The density in the JFIF header, in dots per inch, so a viewer knows the physical size.
    c_.density_unit = 1;
    c_.X_density = c_.Y_density = static_cast<UINT16>(dpi);
    jpeg_start_compress(&c_, TRUE);
  }
  ~JpegEncoder() { jpeg_destroy_compress(&c_); }
  JpegEncoder(const JpegEncoder&) = delete;
  JpegEncoder& operator=(const JpegEncoder&) = delete;

  void rows(const unsigned char* data, int count, int stride) {
    std::vector<JSAMPROW> pointers(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
      pointers[static_cast<size_t>(i)] = const_cast<JSAMPROW>(data + static_cast<size_t>(i) * stride);
    for (JDIMENSION done = 0; done < static_cast<JDIMENSION>(count);)
      done += jpeg_write_scanlines(&c_, pointers.data() + done, static_cast<JDIMENSION>(count) - done);
  }
  void finish() { jpeg_finish_compress(&c_); }

 private:
  jpeg_compress_struct c_{};
  jpeg_error_mgr errors_{};
  SinkDestination destination_;
};

}  // namespace

void check_raster_size(double width_mm, double height_mm, int dpi) {
  const int w = pixels_for(width_mm, dpi), h = pixels_for(height_mm, dpi);
  const double megapixels = static_cast<double>(w) * h / 1e6;
  if (megapixels <= kMaxRasterMegapixels && w <= kMaxRasterSide && h <= kMaxRasterSide) return;
  char text[240];
  std::snprintf(text, sizeof text, "a %.0f x %.0f mm page at %d dpi is %d x %d px (%.0f megapixels): ", width_mm,
                height_mm, dpi, w, h, megapixels);
  const std::string over =
      megapixels > kMaxRasterMegapixels
          ? "over the " + std::to_string(static_cast<int>(kMaxRasterMegapixels)) + " megapixel limit of one raster page"
          : "over " + std::to_string(kMaxRasterSide) + " px a side, the most a raster page can have";
  throw InputError({"--dpi", 0, 0}, std::string(text) + over + "; lower --dpi");
}

std::string jpeg_bytes(const Raster& raster, int dpi, int quality) {
  std::string bytes;
  StringSink out(bytes);
  JpegEncoder jpeg(raster.width, raster.height, dpi, quality, out);
  jpeg.rows(raster.data(), raster.height, raster.stride);
  jpeg.finish();
  return bytes;
}

void write_jpeg_page(const Page& page, int dpi, Sink& out, size_t band_bytes, int quality) {
  const RasterSize size = raster_size(page, dpi);
  JpegEncoder jpeg(size.width, size.height, dpi, quality, out);
  rasterise_bands(page, dpi, band_rows(size, band_bytes),
                  [&jpeg](const Band& band) { jpeg.rows(band.rows, band.count, band.stride); });
  jpeg.finish();
}

std::string jpeg_page(const Page& page, int dpi, size_t band_bytes, int quality) {
  std::string bytes;
  StringSink out(bytes);
  write_jpeg_page(page, dpi, out, band_bytes, quality);
  return bytes;
}

namespace {

void png_append(png_structp png, png_bytep data, png_size_t length) {
  static_cast<Sink*>(png_get_io_ptr(png))->write({reinterpret_cast<const char*>(data), length});
}

[[noreturn]] void png_fail(png_structp, png_const_charp message) {
  throw std::runtime_error(std::string("PNG: ") + message);
}

}  // namespace

namespace {

// A PNG fed rows top to bottom: RGB, 8 bits, the dpi in a pHYs chunk.
class PngEncoder {
 public:
  PngEncoder(int width, int height, int dpi, Sink& out, PngRows rows = PngRows::up) {
    png_ = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, png_fail, nullptr);
    if (!png_) throw std::runtime_error("PNG: cannot start the encoder");
    info_ = png_create_info_struct(png_);
    png_set_write_fn(png_, &out, png_append, nullptr);
    png_set_IHDR(png_, info_, static_cast<png_uint_32>(width), static_cast<png_uint_32>(height), 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    const auto ppm = static_cast<png_uint_32>(std::lround(dpi / 0.0254));
    png_set_pHYs(png_, info_, ppm, ppm, PNG_RESOLUTION_METER);
    png_set_compression_level(png_, rows == PngRows::up ? 6 : 1);
    png_set_filter(png_, PNG_FILTER_TYPE_BASE, rows == PngRows::up ? PNG_FILTER_UP : PNG_FILTER_NONE);
    png_write_info(png_, info_);
    png_set_bgr(png_);                          // Cairo's RGB24 is B, G, R, X in memory
    png_set_filler(png_, 0, PNG_FILLER_AFTER);  // drop the X
  }
  // libpng frees its two structures together, however encoding ends.
  ~PngEncoder() { png_destroy_write_struct(&png_, &info_); }
  PngEncoder(const PngEncoder&) = delete;
  PngEncoder& operator=(const PngEncoder&) = delete;

  void rows(const unsigned char* data, int count, int stride) {
    for (int y = 0; y < count; ++y) png_write_row(png_, const_cast<png_bytep>(data + static_cast<size_t>(y) * stride));
  }
  void finish() { png_write_end(png_, info_); }

 private:
  png_structp png_ = nullptr;
  png_infop info_ = nullptr;
};

}  // namespace

std::string png_bytes(const Raster& raster, int dpi, PngRows rows) {
  std::string bytes;
  StringSink out(bytes);
  PngEncoder png(raster.width, raster.height, dpi, out, rows);
  png.rows(raster.data(), raster.height, raster.stride);
  png.finish();
  return bytes;
}

void write_png_page(const Page& page, int dpi, Sink& out, size_t band_bytes) {
  const RasterSize size = raster_size(page, dpi);
  PngEncoder png(size.width, size.height, dpi, out);
  rasterise_bands(page, dpi, band_rows(size, band_bytes),
                  [&png](const Band& band) { png.rows(band.rows, band.count, band.stride); });
  png.finish();
}

std::string png_page(const Page& page, int dpi, size_t band_bytes) {
  std::string bytes;
  StringSink out(bytes);
  write_png_page(page, dpi, out, band_bytes);
  return bytes;
}

}  // namespace pp
