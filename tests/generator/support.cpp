#include "support.h"

#include <png.h>
#define POINTERHOLDER_TRANSITION 4  // qpdf: the modern smart pointers, no warning
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <turbojpeg.h>

#include <sys/wait.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>

namespace pp::test {
namespace fs = std::filesystem;

namespace {

std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

}  // namespace

Run shell(const std::string& command) {
  TempDir tmp;
  const std::string full = command + " >" + quote((tmp / "out").string()) + " 2>" + quote((tmp / "err").string());
  Run r;
  const int raw = std::system(full.c_str());
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = read_file(tmp / "out");
  r.err = read_file(tmp / "err");
  return r;
}

Run pawnprint(const std::vector<std::string>& args, const std::string& env) {
  std::string command = env.empty() ? "" : env + " ";
  command += quote(pawnprint_exe().string());
  for (const auto& a : args) {
    command += ' ';
    command += quote(a);
  }
  return shell(command);
}

TempDir::TempDir() {
  static std::mt19937_64 rng(std::random_device{}());
  path = temp_dir("test-" + std::to_string(rng()));
  fs::create_directories(path);
}

TempDir::~TempDir() {
  std::error_code ec;
  fs::remove_all(path, ec);
}

std::optional<PageSize> standard_paper(const std::string& name) {
  if (name == "a4") return PageSize{210, 297};
  if (name == "letter") return PageSize{215.9, 279.4};
  if (name == "a3") return PageSize{297, 420};
  return std::nullopt;
}

bool paper_sized(PageSize page, PageSize paper) {
  auto near = [](double a, double b) { return std::abs(a - b) < 0.01; };
  return (near(page.first, paper.first) && near(page.second, paper.second)) ||
         (near(page.first, paper.second) && near(page.second, paper.first));
}

std::vector<PageSize> pdf_page_sizes(const std::string& pdf_bytes) {
  QPDF pdf;
  pdf.processMemoryFile("pdf", pdf_bytes.data(), pdf_bytes.size());
  std::vector<PageSize> out;
  for (auto& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
    auto box = page.getObjectHandle().getKey("/MediaBox").getArrayAsVector();
    const double w = box[2].getNumericValue() - box[0].getNumericValue();
    const double h = box[3].getNumericValue() - box[1].getNumericValue();
    const PageSize size{w * 25.4 / 72, h * 25.4 / 72};
    out.push_back(size);
  }
  return out;
}

std::string pdf_print_scaling(const std::string& pdf_bytes) {
  QPDF pdf;
  pdf.processMemoryFile("pdf", pdf_bytes.data(), pdf_bytes.size());
  auto scaling = pdf.getRoot().getKey("/ViewerPreferences").getKey("/PrintScaling");
  return scaling.isName() ? scaling.getName() : "";
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const fs::path& p, const std::string& text) {
  if (p.has_parent_path()) fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary);
  out << text;
}

std::vector<std::string> files_below(const fs::path& dir) {
  std::vector<std::string> out;
  if (!fs::exists(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out.push_back(fs::relative(e.path(), dir).string());
  std::sort(out.begin(), out.end());
  return out;
}

Image read_png(const fs::path& p) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, p.c_str())) throw std::runtime_error("cannot read " + p.string());
  image.format = PNG_FORMAT_RGB;
  Image im;
  im.width = static_cast<int>(image.width);
  im.height = static_cast<int>(image.height);
  im.rgb.resize(PNG_IMAGE_SIZE(image));
  if (!png_image_finish_read(&image, nullptr, im.rgb.data(), 0, nullptr))
    throw std::runtime_error("bad PNG " + p.string());
  return im;
}

Image read_jpeg(const fs::path& p) {
  const std::string bytes = read_file(p);
  tjhandle tj = tjInitDecompress();
  int w = 0, h = 0, sub = 0, cs = 0;
  auto data = reinterpret_cast<const unsigned char*>(bytes.data());
  if (tjDecompressHeader3(tj, data, bytes.size(), &w, &h, &sub, &cs) != 0) throw std::runtime_error("bad JPEG");
  Image im;
  im.width = w, im.height = h;
  im.rgb.resize(static_cast<size_t>(w) * h * 3);
  if (tjDecompress2(tj, data, bytes.size(), im.rgb.data(), w, 0, h, TJPF_RGB, 0) != 0)
    throw std::runtime_error("bad JPEG");
  tjDestroy(tj);
  return im;
}

namespace {}  // namespace

int nearest_colour(const unsigned char* rgb, const std::vector<unsigned>& palette, double max_distance) {
  int best = 0;
  long best_d = 1L << 40;
  for (size_t i = 0; i < palette.size(); ++i) {
    const long r = (palette[i] >> 16) & 0xff, g = (palette[i] >> 8) & 0xff, b = palette[i] & 0xff;
    const long d = (rgb[0] - r) * (rgb[0] - r) + (rgb[1] - g) * (rgb[1] - g) + (rgb[2] - b) * (rgb[2] - b);
    if (d < best_d) best_d = d, best = static_cast<int>(i);
  }
  return static_cast<double>(best_d) <= max_distance * max_distance ? best : -1;
}

namespace {

template <typename Pixel>
std::vector<double> runs(int n, Pixel pixel, int target, const std::vector<unsigned>& palette) {
  std::vector<double> centres;
  int start = -1;
  for (int i = 0; i <= n; ++i) {
    const bool hit = i < n && nearest_colour(pixel(i), palette) == target;
    if (hit && start < 0) start = i;
    if (!hit && start >= 0) {
      centres.push_back((start + i - 1) / 2.0);
      start = -1;
    }
  }
  return centres;
}

}  // namespace

std::vector<double> runs_along_row(const Image& im, int y, int target, const std::vector<unsigned>& palette) {
  return runs(
      im.width, [&](int x) { return im.at(x, y); }, target, palette);
}

std::vector<double> runs_along_column(const Image& im, int x, int target, const std::vector<unsigned>& palette) {
  return runs(
      im.height, [&](int y) { return im.at(x, y); }, target, palette);
}

}  // namespace pp::test
