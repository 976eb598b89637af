// Triangular cells ("trigs") in millimetres: each cell's row and column from the rules core
// become a triangle of side `cell_mm`, with the board's centre on a lattice vertex.
#include <cctype>
#include <cmath>
#include <numbers>

#include "geometry/cells.h"
#include "rules/topology/trigs.h"
#include "rules/variant/armies.h"

namespace pp {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

BoardGeometry triangle_geometry(const rules::Board& board, double cell_mm, double frame_mm) {
  const double s = cell_mm;
  const auto& trigs = board.topology_as<rules::Trigs>();
  const double h = s * std::numbers::sqrt3 / 2;
  const int rows = trigs.row_count();
  // Column c's centre line; row r's bottom edge (page y grows downwards, row a at the bottom).
  auto column_x = [&](int c) { return (c + 1) * s / 2; };
  auto bottom_y = [&](int r) { return (rows - r) * h; };

  BoardGeometry g;
  g.label_cells = true;
  g.cells.reserve(static_cast<size_t>(board.size()));
  for (int id = 0; id < board.size(); ++id) {
    const rules::Cell& c = board.cell(id);
    const double x = column_x(c.x), yb = bottom_y(c.y), yt = yb - h;
    CellGeom cell;
    cell.id = id;
    cell.name = c.name;
    cell.label = c.name;
    if (c.up) {
      cell.polygon = {{x, yt}, {x + s / 2, yb}, {x - s / 2, yb}};
      cell.centre = {x, yb - h / 3};
    } else {
      cell.polygon = {{x - s / 2, yt}, {x + s / 2, yt}, {x, yb}};
      cell.centre = {x, yt + h / 3};
    }
    // In the corner a round token leaves free: three quarters of the way to the point.
    const Point tip = c.up ? cell.polygon[0] : cell.polygon[2];
    cell.label_at = {x, cell.centre.y + 0.72 * (tip.y - cell.centre.y)};
    cell.colour = c.up ? "light" : "dark";
    g.cells.push_back(std::move(cell));
  }
  g.cells_bounds = {0, 0, column_x(trigs.columns()), rows * h};

  // Row letters beyond both ends of each row, half the frame out from the slanted edge.
  const double off = frame_mm / 2 / std::sin(std::numbers::pi / 3);
  for (const auto& row : board.rows()) {
    const rules::Cell& first = board.cell(row.front());
    const rules::Cell& last = board.cell(row.back());
    const double y = bottom_y(first.y) - h / 2;
    const std::string letter = rules::file_name(first.y);
    g.coords.push_back({letter, {column_x(first.x) - s / 4 - off, y}, 0});
    g.coords.push_back({letter, {column_x(last.x) + s / 4 + off, y}, 0});
  }
  // Row edges run straight across the board, so sheets may be cut along them.
  for (int r = 0; r <= rows; ++r) g.cut_y.push_back(r * h);

  // Promotion lines: each army promotes beyond the hexagon's diagonal across its forward line.
  // Opposite armies share a diagonal; each draws its own stroke on its promotion side.
  const Point centre{column_x(trigs.columns() / 2), bottom_y(rows / 2)};
  const double reach = trigs.hexagon() * s;
  for (int army = 0; army < trigs.symmetry(); ++army) {
    const double fwd = rules::Trigs::forward_degrees(army) * std::numbers::pi / 180;
    const Point ahead{std::cos(fwd), -std::sin(fwd)};  // page y points down
    const Point along{ahead.y, -ahead.x};
    g.lines.push_back({{{centre.x - reach * along.x, centre.y - reach * along.y},
                        {centre.x + reach * along.x, centre.y + reach * along.y}},
                       "promotion-" + lower(rules::army_name(army)),
                       ahead});
  }
  return g;
}

}  // namespace pp
