#pragma once
// Helpers for tests that run the program and look at what it wrote.
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "support/paths.h"

namespace pp::test {

struct Run {
  int status = -1;
  std::string out, err;
};

// Runs the pawnprint binary with `args` (shell-quoted here).
Run pawnprint(const std::vector<std::string>& args, const std::string& env = "");
// Runs any command line.
Run shell(const std::string& command);

// A fresh empty folder under the system temp folder, removed by the destructor.
struct TempDir {
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::filesystem::path path;
  std::filesystem::path operator/(const std::string& s) const { return path / s; }
};

// A page's width and height in millimetres.
using PageSize = std::pair<double, double>;
// The papers a layout may name (a4, letter, a3) as their standards size them, portrait; nullopt
// for any other name.
std::optional<PageSize> standard_paper(const std::string& name);
// `page` is `paper` one way round or the other, to a hundredth of a millimetre.
bool paper_sized(PageSize page, PageSize paper);
// The MediaBox of every page of a PDF, in mm.
std::vector<PageSize> pdf_page_sizes(const std::string& pdf_bytes);
// The PDF's /ViewerPreferences /PrintScaling name ("/None" asks viewers to print at 100%), or
// "" when it has none.
std::string pdf_print_scaling(const std::string& pdf_bytes);

std::string read_file(const std::filesystem::path& p);
void write_file(const std::filesystem::path& p, const std::string& text);
// Every regular file below `dir`, relative, sorted.
std::vector<std::string> files_below(const std::filesystem::path& dir);

struct Image {
  int width = 0, height = 0;
  std::vector<unsigned char> rgb;  // 3 bytes a pixel
  const unsigned char* at(int x, int y) const { return &rgb[(static_cast<size_t>(y) * width + x) * 3]; }
};
Image read_png(const std::filesystem::path& p);
Image read_jpeg(const std::filesystem::path& p);

// Index of the palette colour (0xRRGGBB) nearest to the pixel; -1 when even that one is
// further than `max_distance` (Euclidean, in 0-255 units).
int nearest_colour(const unsigned char* rgb, const std::vector<unsigned>& palette, double max_distance = 1e9);

// Centres of the runs of pixels along row y (or column x) whose colour is nearest to
// `target` among `palette`: used to find grid lines between cells.
std::vector<double> runs_along_row(const Image& im, int y, int target, const std::vector<unsigned>& palette);
std::vector<double> runs_along_column(const Image& im, int x, int target, const std::vector<unsigned>& palette);

}  // namespace pp::test
