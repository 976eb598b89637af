#include "diagram/marker.h"

#include <cmath>
#include <numbers>

#include "diagram/palette.h"

namespace pp::diagram {
namespace {

using rules::Symbol;

Point rot(Point v, double a) { return {v.x * std::cos(a) - v.y * std::sin(a), v.x * std::sin(a) + v.y * std::cos(a)}; }

Polygon regular(Point c, double r, int n, double start, double inner = 0) {
  Polygon pts;
  const int count = inner > 0 ? 2 * n : n;
  for (int i = 0; i < count; ++i) {
    const double a = start + 2 * std::numbers::pi * i / count;
    const double rr = (inner > 0 && i % 2) ? inner : r;
    pts.push_back({c.x + rr * std::cos(a), c.y + rr * std::sin(a)});
  }
  return pts;
}

// A cross of two bars of half-length `arm` and half-thickness `t`, turned by `a`, as one outline.
Polygon cross(Point c, double arm, double t, double a) {
  const Polygon q = {{t, t}, {arm, t}, {arm, -t}, {t, -t}};
  Polygon pts;
  for (int k = 0; k < 4; ++k)
    for (Point p : q) pts.push_back(c + rot(p, a + k * std::numbers::pi / 2));
  return pts;
}

Item polygon(Polygon pts, Style style, const std::string& classes) {
  return path_item(classes, std::move(pts), std::move(style));
}

// Open lines end and bend round, so short strokes read as dots and bars rather than slivers.
Item polyline(Polygon pts, Style style, const std::string& classes) {
  style.round = true;
  return path_item(classes, std::move(pts), std::move(style), false);
}

Item circle(Point c, double r, Style style, const std::string& classes) {
  return circle_item(classes, c, r, std::move(style));
}

}  // namespace

Point centroid(const Polygon& poly) {
  double a = 0, cx = 0, cy = 0;
  for (size_t i = 0; i < poly.size(); ++i) {
    const Point p = poly[i], q = poly[(i + 1) % poly.size()];
    const double cr = p.x * q.y - q.x * p.y;
    a += cr;
    cx += (p.x + q.x) * cr;
    cy += (p.y + q.y) * cr;
  }
  return {cx / (3 * a), cy / (3 * a)};
}

Items mark_symbol(Mark kind, Point c, double r, const std::string& classes, Point forward, const std::string& tint) {
  const std::string colour = tint.empty() ? std::string(mark_info(kind).colour) : tint;
  // Filled symbols get a thin white edge so they stand out on dark cells too.
  const Style solid = ink_style(colour, "#ffffff", 0.08 * r);
  auto line = [&](double w) { return ink_style("", colour, w * r); };
  const double up = std::atan2(forward.y, forward.x);
  switch (kind->symbol) {
    case Symbol::DiscInRing: {
      // Both meanings at once: the green disc of a plain move inside the capture's vermilion.
      Style ring = line(0.13);
      ring.stroke = ink(tint.empty() ? marks::Capture->colour : tint);
      Style disc = solid;
      disc.fill = ink(tint.empty() ? marks::Move->colour : tint);
      return {circle(c, 0.52 * r, ring, classes), circle(c, 0.26 * r, disc, classes)};
    }
    case Symbol::Disc: return {circle(c, 0.32 * r, solid, classes)};
    case Symbol::Saltire: return {polygon(cross(c, 0.55 * r, 0.12 * r, std::numbers::pi / 4), solid, classes)};
    case Symbol::DashedRing: {
      // A dashed ring wide enough to go round the pawn it stands for.
      Style dashed = line(0.12);
      dashed.dash = {0.3 * r, 0.18 * r};
      return {circle(c, 0.86 * r, dashed, classes)};
    }
    case Symbol::Ring: return {circle(c, 0.38 * r, line(0.14), classes)};
    case Symbol::Diamond: return {polygon(regular(c, 0.5 * r, 4, 0), solid, classes)};
    case Symbol::OpenDiamond: return {polygon(regular(c, 0.46 * r, 4, 0), line(0.12), classes)};
    case Symbol::Triangle: return {polygon(regular(c, 0.5 * r, 3, up), solid, classes)};
    case Symbol::OpenTriangle: return {polygon(regular(c, 0.46 * r, 3, up), line(0.12), classes)};
    case Symbol::Star: return {polygon(regular(c, 0.58 * r, 5, -std::numbers::pi / 2, 0.25 * r), solid, classes)};
    case Symbol::Burst: return {polygon(regular(c, 0.62 * r, 8, -std::numbers::pi / 2, 0.3 * r), solid, classes)};
    case Symbol::OpenStar:
      return {polygon(regular(c, 0.55 * r, 5, -std::numbers::pi / 2, 0.24 * r), line(0.1), classes)};
    case Symbol::Frame: return {polygon(regular(c, 0.55 * r, 4, std::numbers::pi / 4), line(0.14), classes)};
    case Symbol::PlusInRing:
      return {circle(c, 0.56 * r, line(0.08), classes), polygon(cross(c, 0.4 * r, 0.1 * r, 0), solid, classes)};
    case Symbol::Plus: return {polygon(cross(c, 0.5 * r, 0.14 * r, 0), solid, classes)};
    case Symbol::Crosshair: {
      Items out = {circle(c, 0.38 * r, line(0.09), classes)};
      for (int k = 0; k < 4; ++k) {
        const Point d = rot({1, 0}, k * std::numbers::pi / 2);
        out.push_back(polyline({c + d * (0.14 * r), c + d * (0.6 * r)}, line(0.09), classes));
      }
      return out;
    }
    case Symbol::Barred: {
      const Point d = rot({1, 0}, -std::numbers::pi / 4) * (0.42 * r);
      return {circle(c, 0.42 * r, line(0.12), classes), polyline({c - d, c + d}, line(0.12), classes)};
    }
    case Symbol::Flag: {
      // A pole with a pennant flying from its top, to the right on every board view: a flag reads as
      // a flag whichever way the board is turned.
      const Point top = c + Point{-0.2 * r, -0.55 * r}, foot = c + Point{-0.2 * r, 0.55 * r};
      return {polyline({top, foot}, line(0.1), classes),
              polygon({top, top + Point{0.6 * r, 0.2 * r}, top + Point{0, 0.4 * r}}, solid, classes)};
    }
    case Symbol::Pause: {
      // Two bars upright on every board view, as a player's clock shows a paused game.
      const double w = 0.16 * r, h = 0.5 * r, gap = 0.12 * r;
      auto bar = [&](double x) {
        return polygon({{x, c.y - h}, {x + w, c.y - h}, {x + w, c.y + h}, {x, c.y + h}}, solid, classes);
      };
      return {bar(c.x - gap - w), bar(c.x + gap)};
    }
    case Symbol::OpenPause: {
      // The same bars in outline: a pass the side did not choose.
      const double w = 0.2 * r, h = 0.5 * r, gap = 0.1 * r;
      auto bar = [&](double x) {
        return polygon({{x, c.y - h}, {x + w, c.y - h}, {x + w, c.y + h}, {x, c.y + h}}, line(0.08), classes);
      };
      return {bar(c.x - gap - w), bar(c.x + gap)};
    }
    case Symbol::Brick: {
      const double s = 0.3 * r;
      return {
          polygon({{c.x - s, c.y - s}, {c.x + s, c.y - s}, {c.x + s, c.y + s}, {c.x - s, c.y + s}}, solid, classes)};
    }
    case Symbol::Block:
    case Symbol::Hatch:
    case Symbol::Tint: {
      // Legends show the area marks on a small square of their own.
      const double s = 0.6 * r;
      return mark_cell(kind, {{c.x - s, c.y - s}, {c.x + s, c.y - s}, {c.x + s, c.y + s}, {c.x - s, c.y + s}}, "",
                       forward, tint);
    }
  }
  return {};
}

Items mark_cell(Mark kind, const Polygon& poly, const std::string& cell, Point forward, const std::string& tint) {
  std::string classes = "marker " + std::string(mark_info(kind).name);
  if (!cell.empty()) classes += " " + cell;
  const Point c = centroid(poly);
  const double r = inradius(poly, c);
  if (kind->symbol == Symbol::Block) {
    // The cell filled but for a rim, so the board's own pattern still frames it, with a white
    // joint across its middle, as a wall's stones: no tinted cell reads so in black and white.
    Polygon inset;
    for (Point p : poly) inset.push_back(c + (p - c) * 0.88);
    Polygon joint;
    for (size_t i = 0; i < inset.size(); ++i) {
      const Point p = inset[i], q = inset[(i + 1) % inset.size()];
      if ((p.y < c.y) != (q.y < c.y)) joint.push_back(p + (q - p) * ((c.y - p.y) / (q.y - p.y)));
    }
    Items out{polygon(inset, ink_style(tint.empty() ? mark_info(kind).colour : tint, "#ffffff", 0.06 * r), classes)};
    if (joint.size() == 2) out.push_back(polyline(joint, ink_style("", "#ffffff", 0.08 * r), classes));
    return out;
  }
  if (kind->symbol == Symbol::Tint)
    return {polygon(poly, ink_style(tint.empty() ? mark_info(kind).colour : tint, "", 0, 0.6), classes)};
  if (kind->symbol != Symbol::Hatch) return mark_symbol(kind, c, r, classes, forward, tint);
  // Diagonal hatching clipped to the (convex) cell: shows through any colour and any print.
  Items out;
  const Point n{std::numbers::sqrt2 / 2, -std::numbers::sqrt2 / 2};
  double lo = 1e300, hi = -1e300;
  for (Point p : poly) {
    lo = std::min(lo, p.x * n.x + p.y * n.y);
    hi = std::max(hi, p.x * n.x + p.y * n.y);
  }
  const double step = 0.32 * r;
  const Style hatch = ink_style("", tint.empty() ? "#000000" : tint, 0.05 * r, 0.45);
  for (double t = lo + step / 2; t < hi; t += step) {
    Polygon hits;
    for (size_t i = 0; i < poly.size(); ++i) {
      const Point p = poly[i], q = poly[(i + 1) % poly.size()];
      const double dp = p.x * n.x + p.y * n.y - t, dq = q.x * n.x + q.y * n.y - t;
      if ((dp < 0) != (dq < 0)) hits.push_back(p + (q - p) * (dp / (dp - dq)));
    }
    if (hits.size() == 2) out.push_back(polyline(hits, hatch, classes));
  }
  return out;
}

}  // namespace pp::diagram
