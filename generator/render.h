#pragma once
// From a validated layout and theme to the files of its output folder. Each kind of sheet
// (board now; token sheets, rules sheets later) is one SheetMaker; every maker's pages go
// through the same writers and are listed in manifest.json.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json.h"
#include "layout.h"
#include "pages/paper.h"
#include "scene/scene.h"
#include "theme.h"
#include "writers/files.h"

namespace pp {

inline const std::vector<std::string_view> kFormats{"pdf", "jpeg", "png", "svg"};

struct RenderOptions {
  std::optional<std::string> paper;  // overrides the layout's print.paper
  std::vector<int> dpis{72, 300};
  std::vector<std::string> formats{"pdf", "jpeg"};
  std::optional<double> cell_mm;     // overrides the layout's board.cell
  std::optional<double> token_mm;    // token sheets: overrides the layout's tokens.size
  std::optional<std::string> token_shape;  // circle, square, triangle
  bool token_labels = false;         // piece names under the symbols
  int threads = 0;                   // 0: one per core
};

// All pages of one kind of sheet; written as one PDF, or one raster/SVG file per page.
struct SheetSet {
  std::string kind;  // "board", "pieces", "rules", "diagram"
  std::vector<Page> pages;
  std::string name;                  // file name part when several sets share a kind; else the kind
  std::vector<std::string> formats;  // formats this set is written in; empty: those asked for
};

struct RenderContext {
  const Layout& layout;
  const Theme& theme;
  const RenderOptions& options;
  Paper paper;
  Json& manifest;  // makers add their own keys ("board", "tokens", ...)
};

using SheetMaker = void (*)(RenderContext& context, std::vector<SheetSet>& sets);
const std::vector<SheetMaker>& sheet_makers();

// board_sheets.cpp
void make_board_sheets(RenderContext& context, std::vector<SheetSet>& sets);
// tokens/token_sheets.cpp
void make_token_sheets(RenderContext& context, std::vector<SheetSet>& sets);

struct LayoutOutput {
  std::string folder;              // sanitised layout name
  std::vector<OutputFile> files;   // paths relative to the folder, manifest.json last
  Json manifest;
};

// Renders everything for one layout in memory; nothing is written.
LayoutOutput render_layout(const Layout& layout, const Theme& theme, const RenderOptions& options);

// The board sheets alone, as pages (used by tests, benchmarks and the diagram tools).
std::vector<Page> board_sheet_pages(const Layout& layout, const Theme& theme, const Paper& paper);

}  // namespace pp
