#pragma once
// Board sheets: the board drawn at its exact size, tiled over the paper.
#include <vector>

#include "pages/maker.h"

namespace pp {

void make_board_sheets(RenderContext& context, std::vector<SheetSet>& sets);

// The board sheets alone, as pages (used by tests and benchmarks).
std::vector<Page> board_sheet_pages(const Layout& layout, const Theme& theme, const Paper& paper);

}  // namespace pp
