// libFuzzer target: a piece drawing as the theme loader takes it: the checks on its size, its
// elements and <use> references, and the bounds on text and filters (check_drawing), and a
// drawing that passes them drawn by librsvg, small, painted with a side's stylesheet. The input
// is the SVG file, so the shipped piece art seeds it. A drawing the checks refuse must end in an
// InputError, and one librsvg cannot draw in the std::runtime_error naming its file; a crash,
// an abort inside the SVG library or a hang is a finding.
#include <cairo.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "art/piece_svg.h"
#include "common/input_error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("pawnprint-fuzz-piece-" + std::to_string(::getpid()) + ".svg");
  {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  try {
    pp::art::check_drawing(file, nullptr);
  } catch (const pp::InputError&) {
    return 0;
  }
  // As large as a piece drawn for a screen page: the work grows with the pixels, not the finding.
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 48, 48);
  cairo_t* cr = cairo_create(surface);
  try {
    const pp::art::PieceSvg piece(file);
    piece.draw(cr, 0, 0, 48, pp::art::stylesheet({"#ffffff", "#000000", "#808080"}));
  } catch (const std::runtime_error&) {
  }
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return 0;
}
