#include "scene/marks.h"

#include <cmath>
#include <numbers>
#include <vector>

namespace pp {
namespace {

// A regular polygon (or star, with `inner` > 0) of circumradius r, a vertex straight up.
Polygon regular(Point c, double r, int n, double inner = 0) {
  Polygon out;
  const int steps = inner > 0 ? 2 * n : n;
  for (int i = 0; i < steps; ++i) {
    const double a = -std::numbers::pi / 2 + 2 * std::numbers::pi * i / steps;
    const double rr = inner > 0 && i % 2 ? inner : r;
    out.push_back({c.x + rr * std::cos(a), c.y + rr * std::sin(a)});
  }
  return out;
}

}  // namespace

void add_mark(Items& items, Mark mark, Point at, double size_mm, Colour colour, Colour outline,
              const std::string& cls_before) {
  const double r = size_mm / 2, edge = std::max(0.12, size_mm * 0.05);
  const Style solid{colour, outline, edge, {}, true};
  const std::string cls = (cls_before.empty() ? "" : cls_before + " ") + "mark mark-" + std::string(mark_name(mark));
  switch (mark) {
    case Mark::None: return;
    case Mark::Dot: items.push_back({cls, CircleItem{at, r * 0.8, solid}}); return;
    case Mark::Ring:
      items.push_back({cls, CircleItem{at, r * 0.7, Style{kNone, outline, r * 0.45, {}, true}}});
      items.push_back({cls, CircleItem{at, r * 0.7, Style{kNone, colour, r * 0.3, {}, true}}});
      return;
    case Mark::Square: {
      const double h = r * 0.72;
      items.push_back(path_item(
          cls, {{at.x - h, at.y - h}, {at.x + h, at.y - h}, {at.x + h, at.y + h}, {at.x - h, at.y + h}}, solid));
      break;
    }
    case Mark::Triangle: items.push_back(path_item(cls, regular({at.x, at.y + r * 0.15}, r, 3), solid)); break;
    case Mark::Diamond: items.push_back(path_item(cls, regular(at, r, 4), solid)); break;
    case Mark::Star: items.push_back(path_item(cls, regular({at.x, at.y + r * 0.08}, r, 5, r * 0.45), solid)); break;
    case Mark::Cross: {
      const double a = r * 0.32, b = r * 0.9;
      items.push_back(path_item(cls,
                                {{at.x - a, at.y - b},
                                 {at.x + a, at.y - b},
                                 {at.x + a, at.y - a},
                                 {at.x + b, at.y - a},
                                 {at.x + b, at.y + a},
                                 {at.x + a, at.y + a},
                                 {at.x + a, at.y + b},
                                 {at.x - a, at.y + b},
                                 {at.x - a, at.y + a},
                                 {at.x - b, at.y + a},
                                 {at.x - b, at.y - a},
                                 {at.x - a, at.y - a}},
                                solid));
      break;
    }
    case Mark::Bar: {
      const double w = r, h = r * 0.38;
      items.push_back(path_item(
          cls, {{at.x - w, at.y - h}, {at.x + w, at.y - h}, {at.x + w, at.y + h}, {at.x - w, at.y + h}}, solid));
      break;
    }
  }
}

}  // namespace pp
