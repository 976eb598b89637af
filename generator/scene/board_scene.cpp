#include "scene/board_scene.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>

#include "input_error.h"
#include "layout.h"
#include "theme.h"

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
    throw rules::InputError({theme.doc.file, 0, 0},
                            "theme '" + theme.name + "' has no colour for '" + cell.colour + "' cells (board.cells)");
  return *fill;
}

// Cell names printed inside cells are smaller than the frame's coordinates.
constexpr double kCellLabelScale = 0.7;

// A Pango font description with its size (the last word) multiplied by `scale`.
std::string scaled_font(const std::string& font, double scale) {
  const auto space = font.rfind(' ');
  if (space == std::string::npos) return font;
  char* end = nullptr;
  const double size = std::strtod(font.c_str() + space + 1, &end);
  if (end == font.c_str() + space + 1 || *end || size <= 0) return font;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", size * scale);
  return font.substr(0, space + 1) + buf;
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

BoardArt build_board_art(const Layout& layout, const Theme& theme) {
  const BoardStyle& s = theme.board;
  const double frame = layout.coordinates ? s.frame_mm : s.border.width_mm / 2 + 0.5;
  BoardArt art;
  art.geometry = board_geometry(layout, frame);
  const BoardGeometry& g = art.geometry;
  auto items = std::make_shared<Items>();

  std::vector<const CellGeom*> all;
  for (const auto& c : g.cells) all.push_back(&c);
  const std::vector<Polygon> outer = outline_of(all);

  // The frame follows the board's outline (a square's frame is a rectangle, other boards'
  // frames their own shape), widened by the frame width with mitred corners.
  if (s.frame.visible() && layout.coordinates) {
    for (const auto& loop : outer)
      items->push_back(path_item("frame", loop, Style{s.frame, s.frame, 2 * frame, {}, false}));
  }
  for (const auto& c : g.cells) {
    std::string cls = "cell " + c.name + " " + c.colour;
    for (const auto& z : c.zones) cls += " zone-" + z;
    items->push_back(path_item(std::move(cls), c.polygon, Style{cell_fill(c, layout, theme), kNone, 0, {}, false}));
  }
  if (s.grid.width_mm > 0 && s.grid.colour.visible()) {
    auto grid = std::make_shared<Items>();
    for (const auto& c : g.cells)
      grid->push_back(path_item("grid " + c.name, c.polygon, Style{kNone, s.grid.colour, s.grid.width_mm, {}, false}));
    items->push_back(group_item("grid", grid));
  }
  for (const auto& zone : layout.zones) {
    auto style = theme.board.zones.find(zone.style);
    if (style == theme.board.zones.end() || !style->second.outline) continue;
    const Stroke& st = *style->second.outline;
    std::vector<const CellGeom*> cells;
    for (int id : zone.cells) cells.push_back(&g.cells[static_cast<size_t>(id)]);
    for (const auto& loop : outline_of(cells))
      items->push_back(path_item("zone " + zone.name, loop, Style{kNone, st.colour, st.width_mm, {}, false}));
  }
  for (const auto& line : g.lines) {
    auto style = theme.board.zones.find(line.style);
    if (style == theme.board.zones.end() || !style->second.outline) continue;
    const Stroke& st = *style->second.outline;
    Polygon shifted = line.points;
    for (auto& p : shifted) p = {p.x + line.shift.x * st.width_mm / 2, p.y + line.shift.y * st.width_mm / 2};
    items->push_back(path_item("line " + line.style, shifted, Style{kNone, st.colour, st.width_mm, {}, false}, false));
  }
  if (s.border.width_mm > 0)
    for (const auto& loop : outer)
      items->push_back(path_item("border", loop, Style{kNone, s.border.colour, s.border.width_mm, {}, false}));
  for (const auto& label : g.coords)
    items->push_back(text_item("coord " + label.text, label.text, label.at, s.coord_font, s.coord_colour, Align::Centre,
                               VAlign::Middle, label.angle_deg));

  if (g.label_cells) {
    const std::string font = scaled_font(s.coord_font, kCellLabelScale);
    for (const auto& c : g.cells) {
      // Dark cells carry their name in the light cells' fill, so it reads on both.
      CellGeom light = c;
      light.colour = "light";
      const Colour ink = c.colour == "dark" ? cell_fill(light, layout, theme) : s.coord_colour;
      items->push_back(text_item("label " + c.name, c.label, c.label_at, font, ink, Align::Centre, VAlign::Middle, 0));
    }
  }

  art.bounds = g.cells_bounds.inflated(layout.coordinates ? frame : s.border.width_mm / 2);
  art.items = std::move(items);
  return art;
}

}  // namespace pp
