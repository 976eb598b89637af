#include "diagram/flow.h"

#include <cmath>
#include <memory>

#include "common/input_error.h"
#include "common/printable.h"

namespace pp::diagram {
namespace {

std::string mm_text(double mm) { return std::to_string(static_cast<long>(std::lround(mm))); }

}  // namespace

std::vector<FlowPage> flow(const std::vector<Block>& blocks, const PageBox& box) {
  const Rect area = box.content();
  for (const Block& b : blocks)
    if (b.width > area.w + 1e-6 || b.height > area.h + 1e-6)
      throw InputError(b.at, "the paper is too small: the rules sheet's '" + shortened(b.id, 40) + "' needs " +
                                 mm_text(b.width) + " x " + mm_text(b.height) + " mm, the printable area is " +
                                 mm_text(area.w) + " x " + mm_text(area.h) + " mm");
  std::vector<FlowPage> pages(1);
  double x = area.x, y = area.y, row_h = 0;
  auto new_row = [&] {
    if (row_h > 0) y += row_h + box.gap;
    x = area.x;
    row_h = 0;
  };
  auto new_page = [&] {
    pages.emplace_back();
    x = area.x;
    y = area.y;
    row_h = 0;
  };
  for (size_t i = 0; i < blocks.size(); ++i) {
    const Block& b = blocks[i];
    if (b.new_page && !pages.back().boxes.empty()) new_page();
    if (x > area.x && x + b.width > area.right() + 1e-6) new_row();
    // A heading takes its following block along to the next page rather than stay alone.
    double need = b.height;
    if (b.keep_with_next && i + 1 < blocks.size()) need += box.gap + blocks[i + 1].height;
    if (y + std::min(need, area.h) > area.bottom() + 1e-6 && !pages.back().boxes.empty()) {
      if (x > area.x) new_row();
      new_page();
    }
    FlowPage& page = pages.back();
    page.page.items.push_back(
        group_item("block " + b.id, std::make_shared<pp::Items>(b.items), Affine::translate(x, y)));
    page.boxes.push_back({x, y, b.width, b.height});
    page.ids.push_back(b.id);
    x += b.width + box.gap;
    row_h = std::max(row_h, b.height);
    if (b.keep_with_next) new_row();
  }
  for (FlowPage& p : pages) {
    p.page.width_mm = box.width;
    p.page.height_mm = box.height;
  }
  return pages;
}

}  // namespace pp::diagram
