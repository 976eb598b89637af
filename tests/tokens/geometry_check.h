#pragma once
// Independent geometric checks for packed tokens: separation of convex polygons by the
// separating axis theorem, and containment in a rectangle.
#include <algorithm>
#include <cmath>
#include <limits>

#include "geometry/geom.h"

namespace pp::test {

// The largest gap between the two convex polygons along any edge normal (negative: overlap).
inline double separation(const Polygon& a, const Polygon& b) {
  double best = -std::numeric_limits<double>::max();
  for (const Polygon* p : {&a, &b})
    for (size_t i = 0; i < p->size(); ++i) {
      const Point u = (*p)[i], v = (*p)[(i + 1) % p->size()];
      double nx = v.y - u.y, ny = u.x - v.x;
      const double len = std::hypot(nx, ny);
      nx /= len, ny /= len;
      auto span = [&](const Polygon& q) {
        double lo = std::numeric_limits<double>::max(), hi = -lo;
        for (const auto& pt : q) lo = std::min(lo, pt.x * nx + pt.y * ny), hi = std::max(hi, pt.x * nx + pt.y * ny);
        return std::pair{lo, hi};
      };
      const auto [alo, ahi] = span(a);
      const auto [blo, bhi] = span(b);
      best = std::max(best, std::max(blo - ahi, alo - bhi));
    }
  return best;
}

inline bool inside(const Polygon& p, const Rect& r, double eps = 1e-6) {
  return std::all_of(p.begin(), p.end(), [&](const Point& q) {
    return q.x >= r.x - eps && q.x <= r.right() + eps && q.y >= r.y - eps && q.y <= r.bottom() + eps;
  });
}

}  // namespace pp::test
