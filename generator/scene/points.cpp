#include "scene/points.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "common/units.h"
#include "model/layout.h"
#include "model/theme.h"

namespace pp {
namespace {

// Everything is placed from the cells' centres, which a diagram may have turned, so a board
// seen from the other side is drawn the same way round the points.
struct Grid {
  const BoardGeometry& g;
  int files, ranks;
  Point at(int x, int y) const { return g.cells[static_cast<size_t>(y * files + x)].centre; }
  // A point between points, at fractional file and rank.
  Point at(double x, double y) const {
    const Point o = at(0, 0), ex = at(1, 0), ey = at(0, 1);
    return {o.x + (ex.x - o.x) * x + (ey.x - o.x) * y, o.y + (ex.y - o.y) * x + (ey.y - o.y) * y};
  }
};

void add_line(Items& items, const std::string& cls, Point a, Point b, const Colour& colour, double width) {
  items.push_back(line_item(cls, a, b, Style{kNone, colour, width, {}, false}));
}

// The small corner marks around a point where a Cannon or Soldier starts: an L in each quarter
// that lies on the board.
void add_mark(Items& items, const Grid& grid, int x, int y, const Colour& colour, double width) {
  const double gap = 0.08, arm = 0.16;
  const std::string cls = "point-mark " + grid.g.cells[static_cast<size_t>(y * grid.files + x)].name;
  for (int sx : {-1, 1})
    for (int sy : {-1, 1}) {
      if (x + sx < 0 || x + sx >= grid.files || y + sy < 0 || y + sy >= grid.ranks) continue;
      const Point corner = grid.at(x + sx * gap, y + sy * gap);
      items.push_back(path_item(
          cls, {grid.at(x + sx * gap, y + sy * (gap + arm)), corner, grid.at(x + sx * (gap + arm), y + sy * gap)},
          Style{kNone, colour, width, {}, false}, false));
    }
}

}  // namespace

double point_line_mm(const Theme& theme, double cell_mm) {
  return std::clamp(0.015 * cell_mm, theme.board.grid.width_mm,
                    std::max(theme.board.grid.width_mm, theme.board.border.width_mm / 2));
}

void add_points(Items& items, const BoardGeometry& g, const Layout& layout, const Theme& theme) {
  const PointsBoard& p = layout.points;
  const Grid grid{g, layout.board.files(), layout.board.ranks()};
  const int files = grid.files, ranks = grid.ranks;
  const Point o = grid.at(0, 0), ex = grid.at(1, 0);
  const double cell = std::hypot(ex.x - o.x, ex.y - o.y);
  const double width = point_line_mm(theme, cell);
  const Colour& ink = theme.board.grid.colour;
  auto lines = std::make_shared<Items>();
  // Ranks run across the whole board; files stop at the river, all but the two outer ones.
  for (int y = 1; y < ranks - 1; ++y) add_line(*lines, "point-line", grid.at(0, y), grid.at(files - 1, y), ink, width);
  for (int x = 1; x < files - 1; ++x) {
    if (p.river == 0) {
      add_line(*lines, "point-line", grid.at(x, 0), grid.at(x, ranks - 1), ink, width);
      continue;
    }
    add_line(*lines, "point-line", grid.at(x, 0), grid.at(x, p.river - 1), ink, width);
    add_line(*lines, "point-line", grid.at(x, p.river), grid.at(x, ranks - 1), ink, width);
  }
  // The edge, twice as thick, as one closed path: its corners are mitred, where four lines
  // with square ends would leave a notch.
  lines->push_back(path_item(
      "point-line edge", {grid.at(0, 0), grid.at(files - 1, 0), grid.at(files - 1, ranks - 1), grid.at(0, ranks - 1)},
      Style{kNone, ink, 2 * width, {}, false}));
  for (const auto& palace : p.palaces) {
    int x0 = files, x1 = -1, y0 = ranks, y1 = -1;
    for (int id : palace) {
      const rules::Cell& c = layout.board.cell(id);
      x0 = std::min(x0, c.x), x1 = std::max(x1, c.x), y0 = std::min(y0, c.y), y1 = std::max(y1, c.y);
    }
    add_line(*lines, "palace", grid.at(x0, y0), grid.at(x1, y1), ink, width);
    add_line(*lines, "palace", grid.at(x0, y1), grid.at(x1, y0), ink, width);
  }
  for (int id : p.marks) {
    const rules::Cell& c = layout.board.cell(id);
    add_mark(*lines, grid, c.x, c.y, ink, width);
  }
  items.push_back(group_item("points", lines));
  if (p.river_text.size() == 2) {
    const double y = p.river - 0.5;
    const std::string font = theme.text.river.sized(tenths(0.42 * cell / kMmPerPt)).pango();
    const double quarter = (files - 1) / 4.0;
    items.push_back(
        text_item("river-text", p.river_text[0], grid.at(quarter, y), font, ink, Align::Centre, VAlign::Middle));
    items.push_back(
        text_item("river-text", p.river_text[1], grid.at(3 * quarter, y), font, ink, Align::Centre, VAlign::Middle));
  }
}

}  // namespace pp
