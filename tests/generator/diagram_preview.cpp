// Draws every marker kind, a knight's and a leapfrog's arrows on a small board, a legend and a
// wrapped caption into a PNG, for looking at the symbols before a layout uses them.
// Usage: diagram_preview OUT.png
#include <fstream>

#include "diagram/legend.h"
#include "diagram/overlay.h"
#include "diagram/palette.h"
#include "diagram/text.h"
#include "scene/extent.h"
#include "writers/raster.h"

using namespace pp;
using namespace pp::diagram;

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  const double cell = 12;
  BoardView board;
  const int n = 6;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      board.names.push_back(std::string(1, char('a' + x)) + std::to_string(y + 1));
      const double X = x * cell, Y = (n - 1 - y) * cell;
      board.cells.push_back({{X, Y}, {X + cell, Y}, {X + cell, Y + cell}, {X, Y + cell}});
    }
  board.ex = {cell, 0};
  board.ey = {0, -cell};
  Items items;
  for (size_t i = 0; i < board.cells.size(); ++i)
    items.push_back(path_item("cell", board.cells[i], ink_style(((i / n + i % n) % 2) ? "#f0d9b5" : "#b58863", "", 0)));
  std::vector<CellMarkAt> marks;
  int c = 0;
  for (const auto& m : mark_kinds()) {
    marks.emplace_back(c * 2 % 36 + (c >= 18), m.kind, 0);
    ++c;
  }
  const Overlay ov =
      overlay(board, marks, {{{1, 14}, false, "#0072b2"}, {{32, 20, 8}, true, "#cc79a7"}, {{0, 35}, false, "#d55e00"}});
  items.insert(items.end(), ov.under.begin(), ov.under.end());
  items.insert(items.end(), ov.items.begin(), ov.items.end());
  Legend lg = legend(ov.shown, 72);
  translate(lg.items, {0, n * cell + 4});
  items.insert(items.end(), lg.items.begin(), lg.items.end());
  const SetText cap = set_text("Every marker kind, a bent knight arrow, a leapfrog chain and a straight arrow.",
                               {"DejaVu Sans Oblique 8", 72, true, "#000000", "caption"});
  for (auto& it : text_items(cap, {0, n * cell + 8 + lg.height})) items.push_back(std::move(it));

  Page page;
  page.width_mm = 80;
  page.height_mm = n * cell + 14 + lg.height + cap.height();
  page.items.push_back(rect_item("paper", {0, 0, page.width_mm, page.height_mm}, {kWhite, kNone, 0, {}, false}));
  page.items.push_back(group_item("preview", std::make_shared<Items>(std::move(items)), Affine::translate(4, 2)));
  std::ofstream(argv[1], std::ios::binary) << png_page(page, 300);
  return 0;
}
