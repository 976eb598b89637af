#include "scene/cell_corners.h"

#include <algorithm>
#include <cmath>

namespace pp {
namespace {

Point unit(Point from, Point to) {
  const double dx = to.x - from.x, dy = to.y - from.y, len = std::hypot(dx, dy);
  return len < 1e-12 ? Point{} : Point{dx / len, dy / len};
}

// sin of half the inner angle at corner `i`: how fast the room between its edges grows.
double sin_half_angle(const Polygon& p, size_t i) {
  const Point v = p[i], a = unit(v, p[(i + p.size() - 1) % p.size()]), b = unit(v, p[(i + 1) % p.size()]);
  const double cos_angle = std::clamp(a.x * b.x + a.y * b.y, -1.0, 1.0);
  return std::sqrt((1 - cos_angle) / 2);
}

}  // namespace

Point into_corner(const CellGeom& cell, size_t vertex, double clear_mm) {
  const Point v = cell.polygon[vertex], dir = unit(v, cell.centre);
  const double d = clear_mm / std::max(0.1, sin_half_angle(cell.polygon, vertex));
  return {v.x + dir.x * d, v.y + dir.y * d};
}

CornerSpot mark_spot(const CellGeom& cell, size_t vertex) {
  // A circle of radius m whose centre lies d from the cell's centre towards the corner: it
  // clears the token when d - m >= r, and the corner's edges when (D - d) sin(half) >= m + gap.
  // Below kMinSize (a small diagram's cells) one mark looks like another: better none.
  constexpr double kGap = 0.35, kMaxSize = 7, kMinSize = 1.5;
  const Point v = cell.polygon[vertex];
  const double r = inradius(cell.polygon, cell.centre), corner = std::hypot(v.x - cell.centre.x, v.y - cell.centre.y);
  const double s = sin_half_angle(cell.polygon, vertex);
  const double m = ((corner - r) * s - kGap) / (1 + s), size = std::min(2 * m * 0.85, kMaxSize);
  if (size < kMinSize) return {cell.centre, 0};
  const Point dir = unit(cell.centre, v);
  const double d = r + m;
  return {{cell.centre.x + dir.x * d, cell.centre.y + dir.y * d}, size};
}

CornerBook::CornerBook(const BoardGeometry& g) {
  taken_.reserve(g.cells.size());
  for (const auto& c : g.cells) {
    taken_.emplace_back(c.polygon.size(), false);
    if (!g.label_cells) continue;
    size_t nearest = 0;
    double best = 1e300;
    for (size_t i = 0; i < c.polygon.size(); ++i) {
      const double d = std::hypot(c.polygon[i].x - c.label_at.x, c.polygon[i].y - c.label_at.y);
      if (d < best) best = d, nearest = i;
    }
    taken_.back()[nearest] = true;
  }
}

}  // namespace pp
