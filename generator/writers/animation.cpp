#include "writers/animation.h"

#include <gif_lib.h>
#include <webp/encode.h>
#include <webp/mux.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>

#include "draw/cairo_draw.h"
#include "writers/quantize.h"

namespace pp {
namespace {

// One frame's pixels as 0xRRGGBB, rows `width` apart (Cairo's RGB24 as 32-bit words).
std::vector<Rgb> draw_frame(const Page& page, int width, int height) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  const double scale = width / page.width_mm;
  cairo_scale(cr, scale, scale);
  draw_page(cr, page);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  std::vector<Rgb> out(static_cast<size_t>(width) * static_cast<size_t>(height));
  const unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < height; ++y) {
    const auto* row = reinterpret_cast<const std::uint32_t*>(data + static_cast<ptrdiff_t>(y) * stride);
    for (int x = 0; x < width; ++x)
      out[static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)] = row[x] & 0xffffff;
  }
  cairo_surface_destroy(surface);
  return out;
}

// A palette of 32 entries: the compressor's codes start at 6 bits, not 9, and a frame's edges
// (a piece on a newly tinted cell, the move's letters) take fewer different colours; at 320
// pixels the eye does not miss the others. The last entry is kept for "as the frame before"
// in the rectangles after the first.
constexpr int kMapBits = 5;
constexpr int kMapSize = 1 << kMapBits;
constexpr std::uint8_t kSame = kMapSize - 1;

struct GifOut {
  std::string* bytes;
  static int put(GifFileType* gif, const GifByteType* data, int n) {
    static_cast<GifOut*>(gif->UserData)->bytes->append(reinterpret_cast<const char*>(data), static_cast<size_t>(n));
    return n;
  }
};

void check(int status, GifFileType* gif, const char* what) {
  if (status != GIF_OK) throw std::runtime_error(std::string("GIF: ") + what + ": " + GifErrorString(gif->Error));
}

void put_delay(GifFileType* gif, int delay_ms, bool see_through) {
  GraphicsControlBlock control{};
  control.DisposalMode = DISPOSE_DO_NOT;
  control.DelayTime = (delay_ms + 5) / 10;
  control.TransparentColor = see_through ? kSame : NO_TRANSPARENT_COLOR;
  GifByteType ext[4];
  const size_t n = EGifGCBToExtension(&control, ext);
  check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(n), ext), gif, "frame delay");
}

// Loop for ever (the NETSCAPE2.0 application extension, count 0).
void put_loop(GifFileType* gif) {
  check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), gif, "loop");
  check(EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0"), gif, "loop");
  const unsigned char loop[3] = {1, 0, 0};
  check(EGifPutExtensionBlock(gif, 3, loop), gif, "loop");
  check(EGifPutExtensionTrailer(gif), gif, "loop");
}

}  // namespace

int animation_height(const std::vector<Frame>& frames, int width_px) {
  double tallest = 0;
  for (const Frame& f : frames) tallest = std::max(tallest, f.page->height_mm * width_px / f.page->width_mm);
  return std::max(1, static_cast<int>(std::lround(tallest)));
}

std::string gif_animation(const std::vector<Frame>& frames, int width_px) {
  const int width = width_px, height = animation_height(frames, width_px);
  // The palette is the whole game's, so the first pass only counts colours: holding every
  // frame's pixels would cost a long game hundreds of megabytes.
  ColourCounts counts;
  for (const Frame& f : frames)
    for (Rgb c : draw_frame(*f.page, width, height)) ++counts[c];
  const Quantized q = quantize(counts, kSame);

  std::string bytes;
  GifOut out{&bytes};
  int error = 0;
  GifFileType* gif = EGifOpen(&out, &GifOut::put, &error);
  if (!gif) throw std::runtime_error(std::string("GIF: ") + GifErrorString(error));
  std::unique_ptr<GifFileType, void (*)(GifFileType*)> closer(gif, [](GifFileType* g) { EGifCloseFile(g, nullptr); });
  std::unique_ptr<ColorMapObject, void (*)(ColorMapObject*)> map(GifMakeMapObject(kMapSize, nullptr), GifFreeMapObject);
  for (size_t i = 0; i < q.palette.size(); ++i)
    map->Colors[i] = {static_cast<GifByteType>(q.palette[i] >> 16), static_cast<GifByteType>(q.palette[i] >> 8),
                      static_cast<GifByteType>(q.palette[i])};
  EGifSetGifVersion(gif, true);
  check(EGifPutScreenDesc(gif, width, height, kMapBits, 0, map.get()), gif, "screen");
  put_loop(gif);

  std::vector<std::uint8_t> before, now(static_cast<size_t>(width) * static_cast<size_t>(height)), line;
  for (const Frame& f : frames) {
    const std::vector<Rgb> pixels = draw_frame(*f.page, width, height);
    for (size_t i = 0; i < pixels.size(); ++i) now[i] = q.index.at(pixels[i]);
    // The rectangle that changed; the first frame is all of it.
    int left = 0, top = 0, right = width - 1, bottom = height - 1;
    if (!before.empty()) {
      left = width, top = height, right = -1, bottom = -1;
      for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
          const size_t i = static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x);
          if (now[i] == before[i]) continue;
          left = std::min(left, x), right = std::max(right, x), top = std::min(top, y), bottom = std::max(bottom, y);
        }
      if (right < 0) left = right = top = bottom = 0;  // nothing changed: one pixel, see-through
    }
    const bool delta = !before.empty();
    put_delay(gif, f.delay_ms, delta);
    const int w = right - left + 1, h = bottom - top + 1;
    check(EGifPutImageDesc(gif, left, top, w, h, false, nullptr), gif, "frame");
    line.resize(static_cast<size_t>(w));
    // A pixel that did not change may be see-through or its own colour alike: whichever goes
    // on with the run before it, as long runs cost the compressor least.
    std::uint8_t last = kSame;
    for (int y = top; y <= bottom; ++y) {
      for (int x = left; x <= right; ++x) {
        const size_t i = static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x);
        last = !delta || now[i] != before[i] || last == now[i] ? now[i] : kSame;
        line[static_cast<size_t>(x - left)] = last;
      }
      check(EGifPutLine(gif, line.data(), w), gif, "frame");
    }
    before = now;
  }
  // Closing writes the trailer and frees the encoder, whether or not it succeeds.
  if (EGifCloseFile(closer.release(), &error) != GIF_OK)
    throw std::runtime_error(std::string("GIF: ") + GifErrorString(error));
  return bytes;
}

std::string webp_animation(const std::vector<Frame>& frames, int width_px) {
  const int width = width_px, height = animation_height(frames, width_px);
  WebPAnimEncoderOptions options;
  if (!WebPAnimEncoderOptionsInit(&options)) throw std::runtime_error("WebP: library version mismatch");
  options.anim_params.loop_count = 0;
  options.allow_mixed = 0;
  std::unique_ptr<WebPAnimEncoder, void (*)(WebPAnimEncoder*)> encoder(WebPAnimEncoderNew(width, height, &options),
                                                                       WebPAnimEncoderDelete);
  if (!encoder) throw std::runtime_error("WebP: cannot start an animation");
  WebPConfig config;
  if (!WebPConfigInit(&config)) throw std::runtime_error("WebP: library version mismatch");
  config.lossless = 1;
  config.exact = 1;
  int at_ms = 0;
  std::vector<std::uint32_t> argb;
  for (const Frame& f : frames) {
    const std::vector<Rgb> pixels = draw_frame(*f.page, width, height);
    argb.resize(pixels.size());
    for (size_t i = 0; i < pixels.size(); ++i) argb[i] = 0xff000000u | pixels[i];
    WebPPicture picture;
    if (!WebPPictureInit(&picture)) throw std::runtime_error("WebP: library version mismatch");
    picture.use_argb = 1;
    picture.width = width;
    picture.height = height;
    picture.argb = argb.data();
    picture.argb_stride = width;
    const bool added = WebPAnimEncoderAdd(encoder.get(), &picture, at_ms, &config) != 0;
    WebPPictureFree(&picture);
    if (!added) throw std::runtime_error(std::string("WebP: ") + WebPAnimEncoderGetError(encoder.get()));
    at_ms += f.delay_ms;
  }
  WebPAnimEncoderAdd(encoder.get(), nullptr, at_ms, nullptr);
  WebPData data;
  WebPDataInit(&data);
  if (!WebPAnimEncoderAssemble(encoder.get(), &data))
    throw std::runtime_error(std::string("WebP: ") + WebPAnimEncoderGetError(encoder.get()));
  std::string out(reinterpret_cast<const char*>(data.bytes), data.size);
  WebPDataClear(&data);
  return out;
}

}  // namespace pp
