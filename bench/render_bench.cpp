// One A4 board page at 300 dpi: drawing it and encoding it as JPEG, against libjpeg-turbo
// encoding the same pixels alone. The ratio (page / encode) is printed at the end; the
// target is at most 1.5.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "common/paths.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/theme.h"
#include "pages/board_sheets.h"
#include "render/render.h"
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


// The fixed cost of a page: clearing 35 MB of pixels.
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

BENCHMARK(BM_JpegEncodeOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_Rasterise)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_PageRenderAndEncode)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// Collects real time per iteration of each benchmark so the ratio can be printed.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  RatioReporter() : ConsoleReporter(OO_Tabular) {}
  void ReportRuns(const std::vector<Run>& runs) override {
    // With repetitions, the medians are used; a busy machine makes single runs noisy.
    for (const auto& run : runs)
      if (run.run_type == Run::RT_Iteration || run.aggregate_name == "median") {
        times_[run.run_name.function_name] = run.GetAdjustedRealTime();
        cpu_[run.run_name.function_name] = run.GetAdjustedCPUTime();
      }
    ConsoleReporter::ReportRuns(runs);
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    // CPU time: the machines this runs on are often shared, and waiting is not cost.
    const double encode = cpu_["BM_JpegEncodeOnly"], page = cpu_["BM_PageRenderAndEncode"];
    const double encode_wall = times_["BM_JpegEncodeOnly"], page_wall = times_["BM_PageRenderAndEncode"];
    if (encode_wall > 0 && page_wall > 0)
      std::printf("wall-clock ratio (noisy on a busy machine): %.2f\n", page_wall / encode_wall);
    if (encode > 0 && page > 0)
      std::printf("\nA4 page at %d dpi, cpu time of render + JPEG encode / JPEG encode alone = %.2f (target <= 1.50)\n",
                  kDpi, page / encode);
  }

 private:
  std::map<std::string, double> times_, cpu_;
};

}  // namespace

int main(int argc, char** argv) {
  // Five repetitions, medians reported, unless the command line says otherwise.
  std::vector<char*> args(argv, argv + argc);
  std::string reps = "--benchmark_repetitions=5", only = "--benchmark_report_aggregates_only=true";
  bool given = false;
  for (int i = 1; i < argc; ++i) given = given || std::string(argv[i]).rfind("--benchmark_repetitions", 0) == 0;
  if (!given) {
    args.push_back(reps.data());
    args.push_back(only.data());
  }
  int n = static_cast<int>(args.size());
  benchmark::Initialize(&n, args.data());
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
