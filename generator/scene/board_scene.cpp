#include "scene/board_scene.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>

#include "common/input_error.h"
#include "common/units.h"
#include "model/layout.h"
#include "model/theme.h"
#include "scene/cell_corners.h"
#include "scene/marks.h"
#include "scene/points.h"

namespace pp {
namespace {

using Key = std::pair<long long, long long>;
Key key_of(Point p) { return {std::llround(p.x * 1e4), std::llround(p.y * 1e4)}; }

Colour cell_fill(const CellGeom& cell, const Layout& layout, const Theme& theme) {
  // The last zone that restyles this colour class wins, so later zones paint over earlier ones.
  const Colour* fill = nullptr;
  if (auto it = theme.board.cells.find(cell.colour); it != theme.board.cells.end()) fill = &it->second;
  for (const auto& zone : layout.zones) {
    if (std::find(cell.zones.begin(), cell.zones.end(), zone.name) == cell.zones.end()) continue;
    auto style = theme.board.zones.find(zone.style);
    if (style == theme.board.zones.end()) continue;
    if (auto it = style->second.cells.find(cell.colour); it != style->second.cells.end()) fill = &it->second;
  }
  if (!fill)
    throw InputError({theme.file, 0, 0},
                     "theme '" + theme.name + "' has no colour for '" + cell.colour + "' cells (board.cells)");
  return *fill;
}

// Cell names printed inside cells, and coordinates in the edge cells, are smaller than the
// frame's coordinates.
constexpr double kCellLabelScale = 0.7;
constexpr double kInsideCoordScale = 0.85;

// WCAG's relative luminance and contrast ratio (1 to 21).
double luminance(const Colour& c) {
  auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}
double contrast(const Colour& a, const Colour& b) {
  const double x = luminance(a), y = luminance(b);
  return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

// Text inside a cell: in the coordinates' colour or the light cells' fill, whichever stands
// out more from the cell (a zone's greys may be too close for the light fill to read).
Colour ink_on(const CellGeom& c, const Layout& layout, const Theme& theme) {
  const Colour& coord = theme.board.coord_colour;
  if (c.colour != "dark") return coord;
  CellGeom light = c;
  light.colour = "light";
  const Colour fill = cell_fill(c, layout, theme), pale = cell_fill(light, layout, theme);
  return contrast(pale, fill) >= contrast(coord, fill) ? pale : coord;
}

const CellGeom& nearest_cell(const BoardGeometry& g, Point p) {
  const CellGeom* best = &g.cells.front();
  double d = 1e300;
  for (const auto& c : g.cells)
    if (const double e = std::hypot(c.centre.x - p.x, c.centre.y - p.y); e < d) d = e, best = &c;
  return *best;
}

// Coordinates as the theme places them. `g.coords` sit in the frame; each belongs to the edge
// cell nearest it, on the side it lies (bottom, left, top or right of that cell).
void add_coordinates(Items& items, const BoardGeometry& g, CornerBook& corners, const Layout& layout,
                     const Theme& theme) {
  const BoardStyle& s = theme.board;
  if (s.coord_position == CoordPosition::None) return;
  const FontSpec& font = theme.text.coordinates;
  const FontSpec small = font.scaled(kInsideCoordScale);
  const double small_mm = small.points * kMmPerPt;
  for (const auto& label : g.coords) {
    const CellGeom& cell = nearest_cell(g, label.at);
    const Point out{label.at.x - cell.centre.x, label.at.y - cell.centre.y};
    const bool bottom_left = std::abs(out.x) >= std::abs(out.y) ? out.x < 0 : out.y > 0;
    if (s.coord_edges == CoordEdges::BottomLeft && !bottom_left) continue;
    if (s.coord_position == CoordPosition::Outside) {
      items.push_back(text_item("coord " + label.text, label.text, label.at, font.pango(), s.coord_colour,
                                Align::Centre, VAlign::Middle, label.angle_deg));
      continue;
    }
    // Inside: in the cell's corner on that side; of two such corners the right or upper one,
    // as club boards print them (files bottom right, ranks top left). A corner taken already
    // (a corner cell's other label, the cell's name) leaves the next best.
    const double tie = 0.05 * std::hypot(out.x, out.y);
    const int corner = corners.take(cell, [&](Point v) { return v.x * out.x + v.y * out.y + tie * (v.x - v.y); });
    if (corner < 0) continue;
    const double half_w = 0.36 * small_mm * static_cast<double>(label.text.size()), half_h = 0.37 * small_mm;
    const double clear = std::hypot(half_w, half_h) + 0.4 + s.border.width_mm / 2;
    items.push_back(text_item("coord inside " + label.text, label.text,
                              into_corner(cell, static_cast<size_t>(corner), clear), small.pango(),
                              ink_on(cell, layout, theme), Align::Centre, VAlign::Middle, 0));
  }
}

// Each zone with a mark: the mark in a free corner of every cell, preferring the right-hand
// corner, then the upper one, so the marks of a zone line up.
void add_zone_marks(Items& items, const BoardGeometry& g, CornerBook& corners, const Layout& layout,
                    const Theme& theme) {
  for (const auto& zone : layout.zones) {
    auto style = theme.board.zones.find(zone.style);
    if (style == theme.board.zones.end() || style->second.mark.shape == Mark::None) continue;
    const ZoneMark& m = style->second.mark;
    for (int id : zone.cells) {
      const CellGeom& cell = g.cells[static_cast<size_t>(id)];
      const int corner = corners.take(cell, [](Point v) { return v.x - 1e-3 * v.y; });
      if (corner < 0) continue;
      const CornerSpot spot = mark_spot(cell, static_cast<size_t>(corner));
      if (spot.size_mm > 0)
        add_mark(items, m.shape, spot.at, spot.size_mm, m.colour, m.outline,
                 "zone-mark zone-" + zone.name + " " + cell.name);
    }
  }
}

}  // namespace

std::vector<Polygon> outline_of(const std::vector<const CellGeom*>& cells) {
  // An edge a->b belongs to the outline unless some cell also has b->a.
  std::map<std::pair<Key, Key>, int> count;
  for (const auto* c : cells)
    for (size_t i = 0; i < c->polygon.size(); ++i) {
      Key a = key_of(c->polygon[i]), b = key_of(c->polygon[(i + 1) % c->polygon.size()]);
      count[{a, b}]++;
    }
  std::map<Key, std::pair<Key, Point>> next;  // start -> (end, start point)
  for (const auto* c : cells)
    for (size_t i = 0; i < c->polygon.size(); ++i) {
      Point pa = c->polygon[i];
      Key a = key_of(pa), b = key_of(c->polygon[(i + 1) % c->polygon.size()]);
      if (!count.count({b, a})) next[a] = {b, pa};
    }
  std::vector<Polygon> loops;
  while (!next.empty()) {
    Polygon loop;
    Key start = next.begin()->first, at = start;
    while (true) {
      auto it = next.find(at);
      if (it == next.end()) break;
      loop.push_back(it->second.second);
      Key to = it->second.first;
      next.erase(it);
      at = to;
      if (at == start) break;
    }
    // Drop points in the middle of straight runs so dashes and joins look right.
    Polygon simple;
    for (size_t i = 0; i < loop.size(); ++i) {
      Point p = loop[(i + loop.size() - 1) % loop.size()], q = loop[i], r = loop[(i + 1) % loop.size()];
      double cross = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x);
      if (std::abs(cross) > 1e-9) simple.push_back(q);
    }
    if (simple.size() >= 3) loops.push_back(std::move(simple));
  }
  return loops;
}

std::vector<std::pair<Point, Point>> grid_lines(const std::vector<const CellGeom*>& cells) {
  // Edges grouped by the straight line they lie on (direction, distance from the origin);
  // overlapping or touching pieces of one line are joined into one segment.
  struct Piece {
    double t0, t1;
  };
  std::map<std::pair<long long, long long>, std::pair<std::pair<Point, Point>, std::vector<Piece>>> lines;
  for (const auto* c : cells)
    for (size_t i = 0; i < c->polygon.size(); ++i) {
      Point a = c->polygon[i], b = c->polygon[(i + 1) % c->polygon.size()];
      if (b.x < a.x - 1e-9 || (std::abs(b.x - a.x) <= 1e-9 && b.y < a.y)) std::swap(a, b);
      const double len = std::hypot(b.x - a.x, b.y - a.y);
      if (len < 1e-9) continue;
      const Point dir{(b.x - a.x) / len, (b.y - a.y) / len};
      const double offset = a.x * dir.y - a.y * dir.x;
      const auto key = std::make_pair(std::llround(std::atan2(dir.y, dir.x) * 1e6), std::llround(offset * 1e4));
      auto& line = lines[key];
      if (line.second.empty()) line.first = {Point{-offset * -dir.y, -offset * dir.x}, dir};
      const Point o = line.first.first;
      auto t = [&](Point p) { return (p.x - o.x) * dir.x + (p.y - o.y) * dir.y; };
      line.second.push_back({t(a), t(b)});
    }
  std::vector<std::pair<Point, Point>> out;
  for (auto& [key, line] : lines) {
    auto& pieces = line.second;
    std::sort(pieces.begin(), pieces.end(), [](const Piece& x, const Piece& y) { return x.t0 < y.t0; });
    const Point o = line.first.first, dir = line.first.second;
    auto at = [&](double t) { return Point{o.x + dir.x * t, o.y + dir.y * t}; };
    Piece run = pieces.front();
    for (size_t i = 1; i <= pieces.size(); ++i) {
      if (i < pieces.size() && pieces[i].t0 <= run.t1 + 1e-6) {
        run.t1 = std::max(run.t1, pieces[i].t1);
        continue;
      }
      out.emplace_back(at(run.t0), at(run.t1));
      if (i < pieces.size()) run = pieces[i];
    }
  }
  return out;
}

Polygon offset_polygon(const Polygon& loop, double d) {
  // Each edge moves out along its normal; neighbouring moved edges meet at the new corner.
  const size_t n = loop.size();
  Polygon out;
  for (size_t i = 0; i < n; ++i) {
    const Point p = loop[(i + n - 1) % n], q = loop[i], r = loop[(i + 1) % n];
    auto normal = [](Point a, Point b) {
      const double dx = b.x - a.x, dy = b.y - a.y, len = std::hypot(dx, dy);
      return Point{dy / len, -dx / len};
    };
    const Point n1 = normal(p, q), n2 = normal(q, r);
    const double cos_half = std::sqrt(std::max(1e-9, (1 + n1.x * n2.x + n1.y * n2.y) / 2));
    const Point bis{n1.x + n2.x, n1.y + n2.y};
    const double len = std::hypot(bis.x, bis.y);
    out.push_back(len < 1e-9 ? Point{q.x + n1.x * d, q.y + n1.y * d}
                             : Point{q.x + bis.x / len * d / cos_half, q.y + bis.y / len * d / cos_half});
  }
  return out;
}

namespace {

// A plain square board whose sides divide in three (Shogi's 9x9) marks the corners of its middle
// third with dots on the grid lines (hoshi), as a Shogi board does.
void add_star_points(Items& items, const BoardGeometry& g, const Layout& layout, const Theme& theme) {
  const Stroke& grid = theme.board.grid;
  const size_t files = g.cut_x.size() - 1, ranks = g.cut_y.size() - 1;
  if (layout.chequered || layout.board.shape() != rules::CellShape::Square || g.cut_x.empty() || g.cut_y.empty() ||
      files < 9 || ranks < 9 || files % 3 || ranks % 3 || !grid.colour.visible())
    return;
  const double r = std::max(0.6, 0.025 * layout.cell_mm);
  for (const size_t f : {files / 3, 2 * files / 3})
    for (const size_t k : {ranks / 3, 2 * ranks / 3})
      items.push_back({"star-point", CircleItem{{g.cut_x[f], g.cut_y[k]}, r, Style{grid.colour, kNone, 0, {}, false}}});
}

// The frame follows the board's outline (a square's frame is a rectangle, other boards' frames
// their own shape), pushed out by the frame width with mitred corners. A fill, not a wide
// stroke: Cairo rasterises a wide stroke through a mask the size of the board. A ring: painting
// under the cells too would cost a second fill of the whole board.
void add_frame(Items& items, const std::vector<Polygon>& outer, const BoardStyle& s, double frame) {
  for (const auto& loop : outer) {
    Item ring = path_item("frame", offset_polygon(loop, frame), Style{s.frame, kNone, 0, {}, false});
    std::get<PathItem>(ring.what).holes.push_back(loop);
    items.push_back(std::move(ring));
  }
}

// A points board paints the ground and every cell the light colour, the ground first so that
// cells of one colour meeting show no seam: the lines over them carry the pattern.
void add_cells(Items& items, const BoardGeometry& g, const std::vector<Polygon>& outer, const Layout& layout,
               const Theme& theme) {
  std::optional<Colour> ground;
  if (layout.points.on) {
    CellGeom light;
    light.colour = "light";
    ground = cell_fill(light, layout, theme);
    for (const auto& loop : outer) items.push_back(path_item("ground", loop, Style{*ground, kNone, 0, {}, false}));
  }
  for (const auto& c : g.cells) {
    std::string cls = "cell " + c.name + " " + (ground ? "light point" : c.colour);
    for (const auto& z : c.zones) cls += " zone-" + z;
    items.push_back(path_item(std::move(cls), c.polygon,
                              Style{ground ? *ground : cell_fill(c, layout, theme), kNone, 0, {}, false}));
  }
}

void add_grid(Items& items, const std::vector<const CellGeom*>& all, const BoardStyle& s) {
  auto grid = std::make_shared<Items>();
  for (const auto& [a, b] : grid_lines(all))
    grid->push_back(line_item("grid-line", a, b, Style{kNone, s.grid.colour, s.grid.width_mm, {}, false}));
  items.push_back(group_item("grid", grid));
}

// Each zone whose style has an outline, drawn round its cells.
void add_zone_outlines(Items& items, const BoardGeometry& g, const Layout& layout, const Theme& theme) {
  for (const auto& zone : layout.zones) {
    auto style = theme.board.zones.find(zone.style);
    if (style == theme.board.zones.end() || !style->second.outline) continue;
    const Stroke& st = *style->second.outline;
    std::vector<const CellGeom*> cells;
    for (int id : zone.cells) cells.push_back(&g.cells[static_cast<size_t>(id)]);
    for (const auto& loop : outline_of(cells))
      items.push_back(path_item("zone " + zone.name, loop, Style{kNone, st.colour, st.width_mm, {}, false}));
  }
}

// The board's lines (a promotion zone's edge), moved off the cell edge by half their width.
void add_zone_lines(Items& items, const BoardGeometry& g, const Theme& theme) {
  for (const auto& line : g.lines) {
    auto style = theme.board.zones.find(line.style);
    if (style == theme.board.zones.end() || !style->second.outline) continue;
    const Stroke& st = *style->second.outline;
    Polygon shifted = line.points;
    for (auto& p : shifted) p = {p.x + line.shift.x * st.width_mm / 2, p.y + line.shift.y * st.width_mm / 2};
    items.push_back(path_item("line " + line.style, shifted, Style{kNone, st.colour, st.width_mm, {}, false}, false));
  }
}

void add_cell_labels(Items& items, const BoardGeometry& g, const Layout& layout, const Theme& theme) {
  const std::string font = theme.text.coordinates.scaled(kCellLabelScale).pango();
  for (const auto& c : g.cells)
    items.push_back(text_item("label " + c.name, c.label, c.label_at, font, ink_on(c, layout, theme), Align::Centre,
                              VAlign::Middle, 0));
}

}  // namespace

BoardArt build_board_art(const Layout& layout, const Theme& theme) {
  const BoardStyle& s = theme.board;
  // Only coordinates outside need the frame band; the board is otherwise cut at its border.
  const bool band = layout.coordinates && s.coord_position == CoordPosition::Outside;
  const double frame = band ? s.frame_mm : s.border.width_mm / 2 + 0.5;
  BoardArt art;
  art.geometry = board_geometry(layout, layout.coordinates ? s.frame_mm : frame);
  const BoardGeometry& g = art.geometry;
  auto items = std::make_shared<Items>();

  std::vector<const CellGeom*> all;
  for (const auto& c : g.cells) all.push_back(&c);
  const std::vector<Polygon> outer = outline_of(all);

  if (s.frame.visible() && band) add_frame(*items, outer, s, frame);
  add_cells(*items, g, outer, layout, theme);
  if (layout.points.on) add_points(*items, g, layout, theme);
  if (s.grid.width_mm > 0 && s.grid.colour.visible() && !layout.points.on) add_grid(*items, all, s);
  add_zone_outlines(*items, g, layout, theme);
  // Coordinates choose their corners before the marks do: a label belongs on its own edge.
  CornerBook corners(g);
  Items coords;
  add_coordinates(coords, g, corners, layout, theme);
  add_zone_marks(*items, g, corners, layout, theme);
  add_zone_lines(*items, g, theme);
  // Above the zones' outlines and lines, which on Shogi's board run through them.
  add_star_points(*items, g, layout, theme);
  if (s.border.width_mm > 0)
    for (const auto& loop : outer)
      items->push_back(path_item("border", loop, Style{kNone, s.border.colour, s.border.width_mm, {}, false}));
  for (auto& item : coords) items->push_back(std::move(item));
  if (g.label_cells) add_cell_labels(*items, g, layout, theme);

  art.bounds = g.cells_bounds.inflated(band ? frame : s.border.width_mm / 2);
  art.items = std::move(items);
  return art;
}

}  // namespace pp
