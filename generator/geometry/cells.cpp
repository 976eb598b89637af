#include "geometry/cells.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "common/input_error.h"
#include "common/yamlutil.h"
#include "model/layout.h"

namespace pp {
namespace {

// A square board's coordinates in the layout's coordinate style: a label below or above the
// cells names its file, one beside them its rank (Chinese: Red's files below, Black's above).
void number_as_players_do(BoardGeometry& g, const Layout& layout) {
  const rules::Coordinates style = layout.coordinate_style;
  if (style == rules::Coordinates::Algebraic) return;
  const int files = layout.board.files(), ranks = layout.board.ranks();
  std::vector<CoordLabel> out;
  for (CoordLabel label : g.coords) {
    const Rect& r = g.cells_bounds;
    if (label.at.y > r.bottom() || label.at.y < r.y) {
      const int file = std::clamp(static_cast<int>((label.at.x - r.x) / r.w * files), 0, files - 1);
      label.text = rules::file_label(style, files, file, label.at.y < r.y ? 1 : 0);
    } else {
      const int rank = std::clamp(ranks - 1 - static_cast<int>((label.at.y - r.y) / r.h * ranks), 0, ranks - 1);
      label.text = rules::rank_label(style, ranks, rank);
    }
    if (!label.text.empty()) out.push_back(label);
  }
  g.coords = std::move(out);
}

}  // namespace

BoardGeometry board_geometry(const Layout& layout, double frame_mm) {
  BoardGeometry geometry;
  switch (layout.board.shape()) {
    case rules::CellShape::Square: geometry = square_geometry(layout.board, layout.cell_mm, frame_mm); break;
    case rules::CellShape::Triangle: geometry = triangle_geometry(layout.board, layout.cell_mm, frame_mm); break;
    case rules::CellShape::Hex: geometry = hex_geometry(layout.board, layout.cell_mm, frame_mm); break;
  }
  if (!layout.coordinates) geometry.coords.clear();
  if (layout.board.shape() == rules::CellShape::Square) number_as_players_do(geometry, layout);
  if (!layout.chequered)
    for (auto& c : geometry.cells) c.colour = "light";
  for (const auto& zone : layout.zones)
    for (int id : zone.cells) geometry.cells[static_cast<size_t>(id)].zones.push_back(zone.name);
  if (layout.turns) turn_geometry(geometry, layout.board, layout.turns);
  return geometry;
}

void turn_geometry(BoardGeometry& g, const rules::Board& board, int turns) {
  const rules::Topology& topology = board.topology();
  if (g.cells.empty() || turns % topology.symmetry() == 0) return;
  // The board's centre: the middle of its cells, which every turn of the board keeps in place.
  Point o;
  for (const auto& c : g.cells) o.x += c.centre.x, o.y += c.centre.y;
  o.x /= static_cast<double>(g.cells.size()), o.y /= static_cast<double>(g.cells.size());
  // Side `turns` has its pieces where side 0's stand, turned: the cell farthest from the middle,
  // turned, must come back to where the cell itself is drawn.
  size_t far = 0;
  for (size_t i = 0; i < g.cells.size(); ++i)
    if (std::hypot(g.cells[i].centre.x - o.x, g.cells[i].centre.y - o.y) >
        std::hypot(g.cells[far].centre.x - o.x, g.cells[far].centre.y - o.y))
      far = i;
  const Point to = g.cells[far].centre;
  const Point from = g.cells[static_cast<size_t>(topology.rotate(static_cast<int>(far), turns))].centre;
  double degrees =
      (std::atan2(to.y - o.y, to.x - o.x) - std::atan2(from.y - o.y, from.x - o.x)) * 180 / std::numbers::pi;
  degrees = std::remainder(degrees, 360.0);
  // Quarter turns exactly, so a square board's corners stay on whole numbers.
  const double quarter = std::round(degrees / 90);
  double cos_a = std::cos(degrees * std::numbers::pi / 180), sin_a = std::sin(degrees * std::numbers::pi / 180);
  if (std::abs(degrees - 90 * quarter) < 1e-6) {
    static constexpr double kCos[4] = {1, 0, -1, 0}, kSin[4] = {0, 1, 0, -1};
    const int q = ((static_cast<int>(quarter) % 4) + 4) % 4;
    cos_a = kCos[q], sin_a = kSin[q];
  }
  const auto turn = [&](Point p) {
    const double x = p.x - o.x, y = p.y - o.y;
    return Point{o.x + cos_a * x - sin_a * y, o.y + sin_a * x + cos_a * y};
  };
  for (auto& c : g.cells) {
    for (auto& p : c.polygon) p = turn(p);
    c.centre = turn(c.centre);
    c.label_at = turn(c.label_at);
  }
  for (auto& label : g.coords) label.at = turn(label.at);
  for (auto& line : g.lines) {
    for (auto& p : line.points) p = turn(p);
    line.shift = {cos_a * line.shift.x - sin_a * line.shift.y, sin_a * line.shift.x + cos_a * line.shift.y};
  }
  // The cells start at (0, 0) again.
  Rect bounds;
  for (const auto& c : g.cells) bounds = united(bounds, bounds_of(c.polygon));
  const auto shift = [&](Point& p) { p = {p.x - bounds.x, p.y - bounds.y}; };
  for (auto& c : g.cells) {
    for (auto& p : c.polygon) shift(p);
    shift(c.centre);
    shift(c.label_at);
  }
  for (auto& label : g.coords) shift(label.at);
  for (auto& line : g.lines)
    for (auto& p : line.points) shift(p);
  g.cells_bounds = {0, 0, bounds.w, bounds.h};
  g.cut_x.clear();
  g.cut_y.clear();
  g.turned_deg = degrees;
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
