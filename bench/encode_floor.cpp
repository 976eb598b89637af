// The encoder floor of a run: the JPEG files it wrote, each decoded and encoded again on one
// thread with libjpeg-turbo as pawnprint encodes (4:4:4, quality 90). Only the encoding is
// timed, so the total is what the same pages cost to encode alone, the least a run that
// writes them can take. Prints the page count and the seconds.
#include <turbojpeg.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

constexpr int kQuality = 90;

std::string read_all(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

int main(int argc, char** argv) {
  tjhandle decoder = tjInitDecompress();
  tjhandle encoder = tjInitCompress();
  if (!decoder || !encoder) {
    std::fprintf(stderr, "encode_floor: cannot start libjpeg-turbo\n");
    return 1;
  }
  double seconds = 0;
  int pages = 0;
  std::vector<unsigned char> pixels;
  for (int i = 1; i < argc; ++i) {
    std::string jpeg = read_all(argv[i]);
    int width = 0, height = 0, subsampling = 0, colours = 0;
    auto* data = reinterpret_cast<unsigned char*>(jpeg.data());
    const auto size = static_cast<unsigned long>(jpeg.size());
    if (tjDecompressHeader3(decoder, data, size, &width, &height, &subsampling, &colours) != 0) {
      std::fprintf(stderr, "encode_floor: %s: %s\n", argv[i], tjGetErrorStr2(decoder));
      return 1;
    }
    const int stride = width * 4;
    pixels.resize(static_cast<size_t>(stride) * static_cast<size_t>(height));
    if (tjDecompress2(decoder, data, size, pixels.data(), width, stride, height, TJPF_BGRX, 0) != 0) {
      std::fprintf(stderr, "encode_floor: %s: %s\n", argv[i], tjGetErrorStr2(decoder));
      return 1;
    }
    unsigned char* out = nullptr;
    unsigned long out_size = 0;
    const auto start = std::chrono::steady_clock::now();
    const int rc =
        tjCompress2(encoder, pixels.data(), width, stride, height, TJPF_BGRX, &out, &out_size, TJSAMP_444, kQuality, 0);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    tjFree(out);
    if (rc != 0) {
      std::fprintf(stderr, "encode_floor: %s: %s\n", argv[i], tjGetErrorStr2(encoder));
      return 1;
    }
    ++pages;
  }
  tjDestroy(decoder);
  tjDestroy(encoder);
  std::printf("%d %.3f\n", pages, seconds);
  return 0;
}
