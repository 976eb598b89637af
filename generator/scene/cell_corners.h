#pragma once
// The corners of cells as places for small things beside a token standing in the middle: a
// coordinate printed inside an edge cell, an army's mark on its home cells. Each cell's
// corners are handed out once, so a cell's name, its coordinate and its mark never overlap.
#include <vector>

#include "geometry/cells.h"

namespace pp {

// The point `clear_mm` away from both edges that meet at corner `vertex`, on the way from
// that corner to the cell's centre.
Point into_corner(const CellGeom& cell, size_t vertex, double clear_mm);

// A mark in corner `vertex`: its centre and the diameter it may have while staying clear of
// the cell's edges and of a token as large as the cell's inscribed circle. Diameter 0: no room for a
// mark that can be told from another.
struct CornerSpot {
  Point at;
  double size_mm = 0;
};
CornerSpot mark_spot(const CellGeom& cell, size_t vertex);

class CornerBook {
 public:
  // The corner holding each cell's printed name, when the board prints them, is taken already.
  explicit CornerBook(const BoardGeometry& g);
  // The free corner of `cell` scoring highest by `score(corner - centre)`; -1 when none is free.
  template <class Score>
  int take(const CellGeom& cell, Score score) {
    auto& used = taken_[static_cast<size_t>(cell.id)];
    int best = -1;
    double best_score = 0;
    for (size_t i = 0; i < cell.polygon.size(); ++i) {
      if (used[i]) continue;
      const double s = score(Point{cell.polygon[i].x - cell.centre.x, cell.polygon[i].y - cell.centre.y});
      if (best < 0 || s > best_score + 1e-9) best = static_cast<int>(i), best_score = s;
    }
    if (best >= 0) used[static_cast<size_t>(best)] = true;
    return best;
  }

 private:
  std::vector<std::vector<bool>> taken_;
};

}  // namespace pp
