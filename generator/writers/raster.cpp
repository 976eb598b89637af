#include "writers/raster.h"

#include <png.h>
#include <turbojpeg.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <utility>
#include <vector>

namespace pp {

namespace {

// Encoder output buffers are kept for the next page: a fresh worst-case buffer for an A4 page
// at 300 dpi is 26 MB of newly mapped memory, and faulting it in costs more than encoding.
class JpegBuffers {
 public:
  std::pair<unsigned char*, unsigned long> take(unsigned long need) {
    std::lock_guard<std::mutex> g(lock_);
    for (size_t i = 0; i < free_.size(); ++i)
      if (free_[i].second >= need) {
        auto b = free_[i];
        free_.erase(free_.begin() + static_cast<long>(i));
        return b;
      }
    return {tjAlloc(static_cast<int>(need)), need};
  }
  void give(std::pair<unsigned char*, unsigned long> b) {
    std::lock_guard<std::mutex> g(lock_);
    free_.push_back(b);
  }
  ~JpegBuffers() {
    for (auto& b : free_) tjFree(b.first);
  }

 private:
  std::mutex lock_;
  std::vector<std::pair<unsigned char*, unsigned long>> free_;
};

// A TurboJPEG handle, destroyed however the encoding ends.
struct Destroy {
  void operator()(tjhandle tj) const { tjDestroy(tj); }
};

JpegBuffers& jpeg_buffers() {
  static JpegBuffers pool;
  return pool;
}

}  // namespace

std::string jpeg_bytes(const Raster& raster, int dpi, int quality) {
  const std::unique_ptr<void, Destroy> tj(tjInitCompress());
  if (!tj) throw std::runtime_error("JPEG: cannot start the encoder");
  auto buffer = jpeg_buffers().take(tjBufSize(raster.width, raster.height, TJSAMP_444));
  if (!buffer.first) throw std::runtime_error("JPEG: out of memory");
  unsigned long size = buffer.second;
  const int rc = tjCompress2(tj.get(), raster.data(), raster.width, raster.stride, raster.height, TJPF_BGRX,
                             &buffer.first, &size, TJSAMP_444, quality, TJFLAG_NOREALLOC);
  std::string error = rc != 0 ? tjGetErrorStr2(tj.get()) : "";
  std::string out = rc == 0 ? std::string(reinterpret_cast<const char*>(buffer.first), size) : std::string();
  jpeg_buffers().give(buffer);
  if (rc != 0) throw std::runtime_error("JPEG: " + error);
  // TurboJPEG writes a JFIF APP0 segment with a 1:1 aspect ratio and no units; put the
  // density in it: SOI, FFE0, length(2), "JFIF\0", version(2), units, Xdensity, Ydensity.
  if (out.size() < 18 || std::memcmp(out.data() + 2, "\xFF\xE0", 2) != 0 ||
      std::memcmp(out.data() + 6, "JFIF\0", 5) != 0)
    throw std::runtime_error("JPEG: no JFIF header to set the density in");
  const auto hi = static_cast<char>((dpi >> 8) & 0xff), lo = static_cast<char>(dpi & 0xff);
  out[13] = 1;
  out[14] = hi, out[15] = lo, out[16] = hi, out[17] = lo;
  return out;
}

namespace {

void png_append(png_structp png, png_bytep data, png_size_t length) {
  static_cast<std::string*>(png_get_io_ptr(png))->append(reinterpret_cast<const char*>(data), length);
}

[[noreturn]] void png_fail(png_structp, png_const_charp message) {
  throw std::runtime_error(std::string("PNG: ") + message);
}

}  // namespace

std::string png_bytes(const Raster& raster, int dpi) {
  std::string out;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, png_fail, nullptr);
  if (!png) throw std::runtime_error("PNG: cannot start the encoder");
  png_infop info = png_create_info_struct(png);
  // libpng frees its two structures together; the guard does so however encoding ends.
  struct Structs {
    png_structp& png;
    png_infop& info;
    ~Structs() { png_destroy_write_struct(&png, &info); }
  } guard{png, info};
  {
    png_set_write_fn(png, &out, png_append, nullptr);
    png_set_IHDR(png, info, static_cast<png_uint_32>(raster.width), static_cast<png_uint_32>(raster.height), 8,
                 PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    const auto ppm = static_cast<png_uint_32>(std::lround(dpi / 0.0254));
    png_set_pHYs(png, info, ppm, ppm, PNG_RESOLUTION_METER);
    png_set_compression_level(png, 6);
    png_write_info(png, info);
    png_set_bgr(png);                          // Cairo's RGB24 is B, G, R, X in memory
    png_set_filler(png, 0, PNG_FILLER_AFTER);  // drop the X
    for (int y = 0; y < raster.height; ++y)
      png_write_row(png, const_cast<png_bytep>(raster.data() + static_cast<size_t>(y) * raster.stride));
    png_write_end(png, info);
  }
  return out;
}

}  // namespace pp
