#include "geometry/cells.h"

namespace pp {

BoardGeometry square_geometry(const rules::Board& board, double cell_mm, double frame_mm) {
  BoardGeometry g;
  const int files = board.files(), ranks = board.ranks();
  g.cells.reserve(static_cast<size_t>(board.size()));
  for (int id = 0; id < board.size(); ++id) {
    const rules::Cell& c = board.cell(id);
    const double x = c.x * cell_mm, y = (ranks - 1 - c.y) * cell_mm;  // rank 1 at the bottom
    CellGeom cell;
    cell.id = id;
    cell.name = c.name;
    cell.label = c.name;
    cell.polygon = {{x, y}, {x + cell_mm, y}, {x + cell_mm, y + cell_mm}, {x, y + cell_mm}};
    cell.centre = {x + cell_mm / 2, y + cell_mm / 2};
    cell.colour = (c.x + c.y) % 2 == 0 ? "dark" : "light";  // a1 is dark
    g.cells.push_back(std::move(cell));
  }
  g.cells_bounds = {0, 0, files * cell_mm, ranks * cell_mm};
  const double off = frame_mm / 2;
  for (int f = 0; f < files; ++f) {
    const double x = (f + 0.5) * cell_mm;
    g.coords.push_back({rules::file_name(f), {x, ranks * cell_mm + off}, 0});
    g.coords.push_back({rules::file_name(f), {x, -off}, 0});
  }
  for (int r = 0; r < ranks; ++r) {
    const double y = (ranks - 1 - r + 0.5) * cell_mm;
    g.coords.push_back({std::to_string(r + 1), {-off, y}, 0});
    g.coords.push_back({std::to_string(r + 1), {files * cell_mm + off, y}, 0});
  }
  for (int f = 0; f <= files; ++f) g.cut_x.push_back(f * cell_mm);
  for (int r = 0; r <= ranks; ++r) g.cut_y.push_back(r * cell_mm);
  return g;
}

}  // namespace pp
