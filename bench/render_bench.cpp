// One A4 board page at 300 dpi: drawing it and encoding it as JPEG, against libjpeg-turbo
// encoding the same pixels alone. The ratio (page / encode) is printed at the end; the
// target is at most 1.5.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>

#include "draw/cairo_draw.h"
#include "layout.h"
#include "paths.h"
#include "render.h"
#include "theme.h"
#include "writers/raster.h"

namespace {

constexpr int kDpi = 300;

const pp::Page& sample_page() {
  static const pp::Page page = [] {
    const pp::Layout layout = pp::load_layout((pp::layouts_dir() / "chess-legions.yaml").string());
    const pp::Theme theme = pp::load_theme("classic");
    return pp::board_sheet_pages(layout, theme, *pp::parse_paper("a4")).front();
  }();
  return page;
}



void BM_JpegEncodeOnly(benchmark::State& state) {
  const pp::Raster raster = pp::rasterise(sample_page(), kDpi);
  for (auto _ : state) benchmark::DoNotOptimize(pp::jpeg_bytes(raster, kDpi));
}

// As the kit does it: each thread reuses its pixel buffer from page to page.
void BM_Rasterise(benchmark::State& state) {
  std::vector<unsigned char> buffer;
  for (auto _ : state) {
    pp::Raster r = pp::rasterise(sample_page(), kDpi, std::move(buffer));
    benchmark::DoNotOptimize(r.data());
    buffer = std::move(r.pixels);
  }
}

void BM_PageRenderAndEncode(benchmark::State& state) {
  std::vector<unsigned char> buffer;
  for (auto _ : state) {
    pp::Raster r = pp::rasterise(sample_page(), kDpi, std::move(buffer));
    benchmark::DoNotOptimize(pp::jpeg_bytes(r, kDpi));
    buffer = std::move(r.pixels);
  }
}


BENCHMARK(BM_JpegEncodeOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_Rasterise)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_PageRenderAndEncode)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// Collects real time per iteration of each benchmark so the ratio can be printed.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const auto& run : runs)
      if (run.run_type == Run::RT_Iteration) times_[run.run_name.function_name] = run.GetAdjustedRealTime();
    ConsoleReporter::ReportRuns(runs);
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    const double encode = times_["BM_JpegEncodeOnly"], page = times_["BM_PageRenderAndEncode"];
    if (encode > 0)
      std::printf("\nA4 page at %d dpi, render + JPEG encode / JPEG encode alone = %.2f (target <= 1.50)\n", kDpi,
                  page / encode);
  }

 private:
  std::map<std::string, double> times_;
};

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
namespace {
void BM_Blank(benchmark::State& state) {
  std::vector<unsigned char> buffer;
  pp::Page blank{210, 297, "", {}};
  for (auto _ : state) {
    pp::Raster r = pp::rasterise(blank, kDpi, std::move(buffer));
    benchmark::DoNotOptimize(r.data());
    buffer = std::move(r.pixels);
  }
}
BENCHMARK(BM_Blank)->Unit(benchmark::kMillisecond)->MinTime(1.0);
}
