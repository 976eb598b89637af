#include "geometry/cells.h"

#include <cmath>

#include "common/input_error.h"
#include "common/yamlutil.h"
#include "model/layout.h"

namespace pp {

BoardGeometry board_geometry(const Layout& layout, double frame_mm) {
  BoardGeometry geometry;
  switch (layout.board.shape()) {
    case rules::CellShape::Square: geometry = square_geometry(layout.board, layout.cell_mm, frame_mm); break;
    case rules::CellShape::Triangle: geometry = triangle_geometry(layout.board, layout.cell_mm, frame_mm); break;
    case rules::CellShape::Hex: geometry = hex_geometry(layout.board, layout.cell_mm, frame_mm); break;
  }
  if (!layout.coordinates) geometry.coords.clear();
  for (const auto& zone : layout.zones)
    for (int id : zone.cells) geometry.cells[static_cast<size_t>(id)].zones.push_back(zone.name);
  return geometry;
}

bool polygon_meets_rect(const Polygon& poly, const Rect& r) {
  // Separating axis test between a convex polygon and an axis-aligned rectangle.
  if (!bounds_of(poly).overlaps(r)) return false;
  const Point corners[4] = {{r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}};
  for (size_t i = 0; i < poly.size(); ++i) {
    const Point a = poly[i], b = poly[(i + 1) % poly.size()];
    const double nx = b.y - a.y, ny = a.x - b.x;
    double poly_min = 1e300, poly_max = -1e300, rect_min = 1e300, rect_max = -1e300;
    for (const auto& p : poly) {
      double d = nx * p.x + ny * p.y;
      poly_min = std::min(poly_min, d), poly_max = std::max(poly_max, d);
    }
    for (const auto& p : corners) {
      double d = nx * p.x + ny * p.y;
      rect_min = std::min(rect_min, d), rect_max = std::max(rect_max, d);
    }
    if (poly_max <= rect_min || rect_max <= poly_min) return false;
  }
  return true;
}

double inradius(const Polygon& poly, Point c) {
  double best = std::numeric_limits<double>::max();
  for (size_t i = 0; i < poly.size(); ++i) {
    const Point a = poly[i], b = poly[(i + 1) % poly.size()];
    const double len = std::hypot(b.x - a.x, b.y - a.y);
    if (len > 0) best = std::min(best, std::abs((b.x - a.x) * (a.y - c.y) - (a.x - c.x) * (b.y - a.y)) / len);
  }
  return best;
}

bool convex_contains(const Polygon& poly, const Polygon& points, double margin) {
  double area = 0;
  for (size_t i = 0; i < poly.size(); ++i)
    area += poly[i].x * poly[(i + 1) % poly.size()].y - poly[(i + 1) % poly.size()].x * poly[i].y;
  const double sign = area < 0 ? -1 : 1;  // every inside point is on the same side of each edge
  for (const Point p : points)
    for (size_t i = 0; i < poly.size(); ++i) {
      const Point a = poly[i], b = poly[(i + 1) % poly.size()];
      const double len = std::hypot(b.x - a.x, b.y - a.y);
      if (len > 0 && sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len < margin - 1e-9) return false;
    }
  return true;
}

double narrowest_cell(const BoardGeometry& geometry) {
  double best = std::numeric_limits<double>::max();
  for (const auto& c : geometry.cells) best = std::min(best, 2 * inradius(c.polygon, c.centre));
  return geometry.cells.empty() ? 0 : best;
}

}  // namespace pp
