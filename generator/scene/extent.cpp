#include "scene/extent.h"

#include <algorithm>

namespace pp {

void Extent::add(Point p, double pad) {
  x0_ = std::min(x0_, p.x - pad);
  y0_ = std::min(y0_, p.y - pad);
  x1_ = std::max(x1_, p.x + pad);
  y1_ = std::max(y1_, p.y + pad);
}

void Extent::add(const Item& item) {
  const auto pad = [](const Style& s) { return s.stroke.visible() ? s.width_mm / 2 : 0; };
  if (const auto* path = std::get_if<PathItem>(&item.what)) {
    for (Point p : path->points) add(p, pad(path->style));
  } else if (const auto* circle = std::get_if<CircleItem>(&item.what)) {
    add(circle->centre, circle->radius + pad(circle->style));
  } else if (const auto* image = std::get_if<ImageItem>(&item.what)) {
    add({image->box.x, image->box.y});
    add({image->box.right(), image->box.bottom()});
  }
}

void Extent::add(const Items& items) {
  for (const Item& it : items) add(it);
}

Rect Extent::rect() const {
  if (x0_ > x1_) return {};
  return {x0_, y0_, x1_ - x0_, y1_ - y0_};
}

void translate(Items& items, Point by) {
  for (Item& it : items) {
    if (auto* path = std::get_if<PathItem>(&it.what)) {
      for (Point& p : path->points) p = p + by;
      for (Polygon& hole : path->holes)
        for (Point& p : hole) p = p + by;
    } else if (auto* circle = std::get_if<CircleItem>(&it.what)) {
      circle->centre = circle->centre + by;
    } else if (auto* text = std::get_if<TextItem>(&it.what)) {
      text->at = text->at + by;
    } else if (auto* image = std::get_if<ImageItem>(&it.what)) {
      image->box.x += by.x;
      image->box.y += by.y;
    } else if (auto* group = std::get_if<GroupItem>(&it.what)) {
      group->transform = Affine::translate(by.x, by.y) * group->transform;
      if (group->clip) group->clip->x += by.x, group->clip->y += by.y;
    }
  }
}

}  // namespace pp
