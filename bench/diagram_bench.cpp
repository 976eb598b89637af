// All diagrams and the rules sheet of every square-board layout, built and written (SVG for
// each diagram, one PDF for the rules sheet), against the baseline of drawing the same layout's
// board sheets into a PDF in the same run.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "common/paths.h"
#include "diagram/sheets.h"
#include "model/paper.h"
#include "pages/board_sheets.h"
#include "render/render.h"
#include "writers/pdf.h"
#include "writers/svg.h"

namespace {

std::vector<pp::Layout> square_layouts() {
  std::vector<pp::Layout> out;
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(pp::layouts_dir()))
    if (e.path().extension() == ".yaml") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    pp::Layout l = pp::load_layout(f);
    if (l.shape == "square") out.push_back(std::move(l));
  }
  return out;
}

void BM_BoardSheetsBaseline(benchmark::State& state) {
  const auto layouts = square_layouts();
  const pp::Theme theme = pp::load_theme("classic");
  const pp::Paper a4 = *pp::parse_paper("a4");
  for (auto _ : state)
    for (const auto& l : layouts)
      benchmark::DoNotOptimize(pp::pdf_bytes(pp::board_sheet_pages(l, theme, a4), {l.title, ""}));
}

void BM_AllDiagramsAndRulesSheets(benchmark::State& state) {
  const auto layouts = square_layouts();
  const pp::Theme theme = pp::load_theme("classic");
  const pp::Paper a4 = *pp::parse_paper("a4");
  size_t diagrams = 0, pages = 0;
  for (auto _ : state) {
    diagrams = pages = 0;
    for (const auto& l : layouts) {
      for (const auto& f : pp::diagram::layout_diagrams(l, theme)) {
        benchmark::DoNotOptimize(pp::svg_bytes(f.page));
        ++diagrams;
      }
      std::vector<pp::Page> sheet;
      for (auto& p : pp::diagram::rules_sheet(l, theme, a4)) sheet.push_back(std::move(p.page));
      pages += sheet.size();
      benchmark::DoNotOptimize(pp::pdf_bytes(sheet, {l.title, ""}));
    }
  }
  state.counters["diagrams"] = static_cast<double>(diagrams);
  state.counters["sheet_pages"] = static_cast<double>(pages);
}

}  // namespace

BENCHMARK(BM_BoardSheetsBaseline)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AllDiagramsAndRulesSheets)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
