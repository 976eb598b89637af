#pragma once
// What a diagram draws over the board: cell marks, arrows and leapfrog paths, in the board's
// own millimetres (the frame the cell polygons are given in), plus the set of mark kinds shown
// so the legend lists exactly those.
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "diagram/arrow.h"
#include "diagram/marker.h"

namespace pp::diagram {

// The board as a diagram needs it: each cell's name and outline, and for lattice boards the mm
// vector of one step along each axis (files, ranks) so a leap's arrow can bend; zero otherwise.
struct BoardView {
  std::vector<std::string> names;
  std::vector<Polygon> cells;
  Point ex, ey;
  double turned_deg = 0;     // the view: how far the board is turned on the page (a side's forward turns with it)
  double cell_size() const;  // typical cell width in mm, for arrow and marker proportions
};

struct CellMarkAt {
  CellMarkAt() = default;
  CellMarkAt(int at, Mark mark, int mover, std::string tint = {}, std::string tint_name = {})
      : cell(at), kind(mark), side(mover), colour(std::move(tint)), colour_name(std::move(tint_name)) {}
  int cell = -1;
  Mark kind = marks::Move;
  int side = 0;             // whose move: points directional symbols the right way
  std::string colour;       // "#rrggbb"; empty: the kind's own
  std::string colour_name;  // as the author wrote it, for the legend
};

struct ArrowAt {
  std::vector<int> cells;          // from, [through...], to: more than two cells make a chain of hops
  bool hops = false;               // draw each step as an arc over the piece jumped
  std::string colour = "#0072b2";  // "#rrggbb", or a palette name until make_figure resolves it
  double width = 0;                // mm; 0: a share of the cell
};

struct Overlay {
  Items under;            // tints and walls: painted on the cells, under the board's lines and the pieces
  Items items;            // symbols, badges and arrows: over the pieces
  std::set<Mark> shown;   // kinds in their own colours
  std::set<Tint> tinted;  // kinds in the author's colours
};

// A mark on a cell that holds a piece is drawn as a small badge in the cell's corner, so the
// piece stays readable; `occupied` is indexed by cell id and may be empty.
Overlay overlay(const BoardView& board, const std::vector<CellMarkAt>& marks, const std::vector<ArrowAt>& arrows,
                const std::vector<bool>& occupied = {});

// The cell of a piece whose moves are shown, tinted and framed inside its edges, drawn under
// the piece: on a board of hundreds of small cells the eye finds the mover first.
Items origin_frame(const BoardView& board, int cell);

// The path an arrow from `from` to `to` takes: straight, or bent at the corner of a leap.
Polygon arrow_path(const BoardView& board, int from, int to, int dx, int dy);

}  // namespace pp::diagram
