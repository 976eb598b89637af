#pragma once
// Plane geometry in millimetres, y pointing down the page.
#include <algorithm>
#include <limits>
#include <vector>

namespace pp {

struct Point {
  double x = 0, y = 0;
};

inline Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
inline Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
inline Point operator*(Point a, double k) { return {a.x * k, a.y * k}; }

using Polygon = std::vector<Point>;

struct Rect {
  double x = 0, y = 0, w = 0, h = 0;
  double right() const { return x + w; }
  double bottom() const { return y + h; }
  bool empty() const { return w <= 0 || h <= 0; }
  Rect inflated(double d) const { return {x - d, y - d, w + 2 * d, h + 2 * d}; }
  bool overlaps(const Rect& o) const { return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom(); }
  // Is `o` inside, up to `eps` (boxes laid out by adding lengths may miss by a rounding)?
  bool contains(const Rect& o, double eps = 1e-6) const {
    return o.x >= x - eps && o.y >= y - eps && o.right() <= right() + eps && o.bottom() <= bottom() + eps;
  }
};

inline Rect bounds_of(const Polygon& poly) {
  double x0 = std::numeric_limits<double>::max(), y0 = x0, x1 = -x0, y1 = -x0;
  for (const auto& p : poly) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  return poly.empty() ? Rect{} : Rect{x0, y0, x1 - x0, y1 - y0};
}

inline Rect united(const Rect& a, const Rect& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  const double x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
  return {x0, y0, std::max(a.right(), b.right()) - x0, std::max(a.bottom(), b.bottom()) - y0};
}

// A 2-D affine map: x' = xx*x + xy*y + x0, y' = yx*x + yy*y + y0 (cairo's convention).
struct Affine {
  double xx = 1, yx = 0, xy = 0, yy = 1, x0 = 0, y0 = 0;
  static Affine translate(double dx, double dy) { return {1, 0, 0, 1, dx, dy}; }
  static Affine scale(double s) { return {s, 0, 0, s, 0, 0}; }
  bool identity() const { return xx == 1 && yx == 0 && xy == 0 && yy == 1 && x0 == 0 && y0 == 0; }
  Point apply(Point p) const { return {xx * p.x + xy * p.y + x0, yx * p.x + yy * p.y + y0}; }
  // this after other
  Affine operator*(const Affine& o) const {
    return {xx * o.xx + xy * o.yx, yx * o.xx + yy * o.yx,      xx * o.xy + xy * o.yy,
            yx * o.xy + yy * o.yy, xx * o.x0 + xy * o.y0 + x0, yx * o.x0 + yy * o.y0 + y0};
  }
};

// Does the polygon reach into the rectangle? (Exact for convex cells, which all boards use.)
bool polygon_meets_rect(const Polygon& poly, const Rect& r);
// Distance from `c` to the nearest edge (line) of the convex polygon.
double inradius(const Polygon& poly, Point c);
// Does every point lie inside the convex polygon (either winding), at least `margin` from
// each edge?
bool convex_contains(const Polygon& poly, const Polygon& points, double margin = 0);

}  // namespace pp
