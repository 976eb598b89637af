#include "diagram/arrow.h"

#include <cmath>
#include <cstdlib>
#include <stdexcept>

#include "diagram/palette.h"

namespace pp::diagram {
namespace {

double len(Point v) { return std::hypot(v.x, v.y); }
Point unit(Point v) { return v * (1 / len(v)); }
Point left(Point v) { return {v.y, -v.x}; }

// Moves the end point `p` back towards `toward` by `d` along the last segment.
Point pull(Point p, Point toward, double d) { return p + unit(toward - p) * d; }

}  // namespace

std::optional<Point> leap_bend(Point from, int dx, int dy, Point ex, Point ey) {
  if (dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy)) return std::nullopt;
  return std::abs(dx) > std::abs(dy) ? from + ex * dx : from + ey * dy;
}

Polygon hop_arc(Point a, Point b, double bulge, int segments) {
  Polygon pts;
  const Point mid = (a + b) * 0.5 + left(b - a) * bulge;
  for (int i = 0; i <= segments; ++i) {
    const double t = static_cast<double>(i) / segments;
    pts.push_back(a * ((1 - t) * (1 - t)) + mid * (2 * t * (1 - t)) + b * (t * t));
  }
  return pts;
}

Items arrow(const Polygon& path, double cell, const ArrowLook& look, const std::string& classes) {
  if (path.size() < 2) throw std::invalid_argument("an arrow needs two points");
  Polygon p;
  for (Point q : path)
    if (p.empty() || len(q - p.back()) > 1e-9) p.push_back(q);
  if (p.size() < 2) return {};
  const double w = look.width > 0 ? look.width : 0.12 * cell;
  const double head_len = 2.6 * w, head_half = 1.5 * w;
  p.front() = pull(p.front(), p[1], 0.22 * cell);
  p.back() = pull(p.back(), p[p.size() - 2], 0.12 * cell);
  const Point tip = p.back();
  const Point dir = unit(tip - p[p.size() - 2]);
  p.back() = tip - dir * head_len;  // the shaft ends where the head begins

  // Offset the centre line by half the width on each side, mitring the joints.
  Polygon l, r;
  for (size_t i = 0; i < p.size(); ++i) {
    Point n;
    double scale = 1;
    if (i == 0) n = left(unit(p[1] - p[0]));
    else if (i + 1 == p.size()) n = left(unit(p[i] - p[i - 1]));
    else {
      const Point n0 = left(unit(p[i] - p[i - 1])), n1 = left(unit(p[i + 1] - p[i]));
      n = unit(n0 + n1);
      scale = 1 / std::max(0.3, n.x * n0.x + n.y * n0.y);
    }
    l.push_back(p[i] + n * (w / 2 * scale));
    r.push_back(p[i] - n * (w / 2 * scale));
  }
  Polygon outline(l.begin(), l.end());
  const Point n = left(dir);
  outline.push_back(p.back() + n * head_half);
  outline.push_back(tip);
  outline.push_back(p.back() - n * head_half);
  outline.insert(outline.end(), r.rbegin(), r.rend());
  return {path_item(classes, std::move(outline), ink_style(look.colour, "#ffffff", 0.04 * cell, look.opacity))};
}

}  // namespace pp::diagram
