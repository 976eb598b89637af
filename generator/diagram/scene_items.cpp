#include "diagram/scene_items.h"

#include <stdexcept>

namespace pp::diagram {
namespace {

Colour colour(const std::string& hex, double opacity) {
  if (hex.empty()) return kNone;
  auto c = parse_colour(hex);
  if (!c) throw std::logic_error("bad diagram colour " + hex);
  c->a *= opacity;
  return *c;
}

pp::Polygon points(const std::vector<Pt>& pts) {
  pp::Polygon out;
  out.reserve(pts.size());
  for (Pt p : pts) out.push_back({p.x, p.y});
  return out;
}

}  // namespace

pp::Items to_scene(const Items& items) {
  pp::Items out;
  out.reserve(items.size());
  for (const Item& it : items) {
    const Style style{colour(it.paint.fill, it.paint.opacity), colour(it.paint.stroke, it.paint.opacity),
                      it.paint.stroke.empty() ? 0 : it.paint.stroke_width, it.paint.dash,
                      it.kind == Item::Kind::Polyline};
    switch (it.kind) {
      case Item::Kind::Polygon: out.push_back(path_item(it.classes, points(it.points), style, true)); break;
      case Item::Kind::Polyline: out.push_back(path_item(it.classes, points(it.points), style, false)); break;
      case Item::Kind::Circle:
        out.push_back({it.classes, CircleItem{{it.points[0].x, it.points[0].y}, it.radius, style}});
        break;
      case Item::Kind::Text:
        out.push_back(
            text_item(it.classes, it.text, {it.points[0].x, it.points[0].y}, it.font, colour(it.paint.fill, 1)));
        break;
    }
  }
  return out;
}

}  // namespace pp::diagram
