// Hexagonal cells in millimetres: each file of the rules core's hex board is a column of
// flat-topped hexagons, `cell_mm` across the flats (the distance between the centres of two
// cells one above the other), ranks bending at the middle file as the board's names do.
#include <cmath>
#include <numbers>

#include "geometry/cells.h"
#include "rules/topology/hex.h"

namespace pp {

BoardGeometry hex_geometry(const rules::Board& board, double cell_mm, double frame_mm) {
  const auto& hex = board.topology_as<rules::Hex>();
  const double half = cell_mm / 2;                      // one step of height, in half cells
  const double radius = cell_mm / std::numbers::sqrt3;  // centre to corner
  int top = 0;
  for (int id = 0; id < board.size(); ++id) top = std::max(top, hex.height(id));
  auto centre_of = [&](int id) {
    return Point{radius + 1.5 * radius * board.cell(id).x, half + (top - hex.height(id)) * half};
  };
  // Three colours, so that no two cells sharing an edge match: a step up a file changes k by
  // one, a step to the next file by one or two. The middle cell is the medium colour.
  auto colour_index = [&](int id) { return (hex.height(id) + 3 * board.cell(id).x + 1) / 2; };
  const int middle = hex.at(hex.side() - 1, hex.side() - 1);
  static const char* const kColours[3] = {"medium", "light", "dark"};

  BoardGeometry g;
  g.cells.reserve(static_cast<size_t>(board.size()));
  for (int id = 0; id < board.size(); ++id) {
    const Point c = centre_of(id);
    CellGeom cell;
    cell.id = id;
    cell.name = board.cell(id).name;
    cell.label = cell.name;
    for (int k = 0; k < 6; ++k) {  // clockwise on the page from the right-hand corner
      const double a = k * std::numbers::pi / 3;
      cell.polygon.push_back({c.x + radius * std::cos(a), c.y + radius * std::sin(a)});
    }
    cell.centre = c;
    cell.label_at = {c.x, c.y + 0.6 * half};
    cell.colour = kColours[((colour_index(id) - colour_index(middle)) % 3 + 3) % 3];
    g.cells.push_back(std::move(cell));
  }
  g.cells_bounds = {0, 0, radius * (2 + 1.5 * (hex.file_count() - 1)), (top + 2) * half};

  // Files under the lowest cell of each file (over the highest they would crowd the rank numbers
  // of the upper edges); ranks beside the first cell of each rank, on the left (a1-a6, then b7,
  // c8, ... up the upper-left edge), and beside its last on the right.
  const double out = frame_mm / 2;
  auto label = [&](const std::string& text, int id, double dx, double dy, double edge) {
    const double length = std::hypot(dx, dy);
    const Point c = centre_of(id);
    g.coords.push_back({text, {c.x + dx / length * (edge + out), c.y + dy / length * (edge + out)}, 0});
  };
  const double slant_x = 1.5 * radius, slant_y = half;  // towards an upper neighbour file
  for (int file = 0; file < hex.file_count(); ++file) {
    const std::string letter(1, rules::hex_file_letter(file));
    label(letter, hex.at(file, 0), 0, 1, half);
  }
  const int n = hex.side();
  for (int rank = 1; rank <= 2 * n - 1; ++rank) {
    const std::string text = std::to_string(rank);
    if (rank <= n) {
      label(text, hex.at(0, rank - 1), -1, 0, radius);
      label(text, hex.at(hex.file_count() - 1, rank - 1), 1, 0, radius);
    } else {
      const int left = rank - n, right = hex.file_count() - 1 - (rank - n);
      label(text, hex.at(left, rank - 1), -slant_x, -slant_y, half);
      label(text, hex.at(right, rank - 1), slant_x, -slant_y, half);
    }
  }
  return g;
}

}  // namespace pp
