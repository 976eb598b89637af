#include "diagram/draw.h"

#include <algorithm>
#include <limits>

namespace pp::diagram {

Rect bounds(const Items& items) {
  double x0 = std::numeric_limits<double>::max(), y0 = x0, x1 = -x0, y1 = -x0;
  auto add = [&](double x, double y, double pad) {
    x0 = std::min(x0, x - pad);
    y0 = std::min(y0, y - pad);
    x1 = std::max(x1, x + pad);
    y1 = std::max(y1, y + pad);
  };
  for (const Item& it : items) {
    const double pad = it.paint.stroke.empty() ? 0 : it.paint.stroke_width / 2;
    switch (it.kind) {
      case Item::Kind::Circle: add(it.points[0].x, it.points[0].y, it.radius + pad); break;
      case Item::Kind::Text:
        add(it.points[0].x, it.points[0].y - it.ascent, 0);
        add(it.points[0].x + it.advance, it.points[0].y + it.descent, 0);
        break;
      default:
        for (Pt p : it.points) add(p.x, p.y, pad);
    }
  }
  if (x0 > x1) return {};
  return {x0, y0, x1 - x0, y1 - y0};
}

void translate(Items& items, Pt by) {
  for (Item& it : items)
    for (Pt& p : it.points) p = p + by;
}

}  // namespace pp::diagram
