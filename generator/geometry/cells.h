#pragma once
// A board as polygons in millimetres. Each cell shape has one builder (square.cpp, ...);
// board_geometry() is the single place that picks it. Drawing and tiling only see polygons.
#include <string>
#include <vector>

#include "geometry/geom.h"
#include "rules/topology/board.h"

namespace pp {

struct Layout;

struct CellGeom {
  int id = 0;
  std::string name;   // rules name, "e4"
  std::string label;  // what a diagram may print in the cell
  Polygon polygon;    // clockwise on the page
  Point centre;
  Point label_at;                  // where the cell's own name goes when the board prints it
  std::string colour;              // colour class: "light", "dark"; other shapes have more
  std::vector<std::string> zones;  // names of the layout zones holding this cell
};

// A coordinate written in the frame around the board.
struct CoordLabel {
  std::string text;
  Point at;  // centre of the text
  double angle_deg = 0;
};

// A line drawn over the cells in a zone style's outline (a promotion line, say).
struct GuideLine {
  Polygon points;
  std::string style;
  Point shift;  // unit vector: the stroke sits on this side of the line, its edge on the line
};

struct BoardGeometry {
  std::vector<CellGeom> cells;
  Rect cells_bounds;               // the cells alone
  std::vector<CoordLabel> coords;  // in the frame, outside cells_bounds
  // Page cuts that follow cell edges without crossing a cell, if the shape has such lines.
  std::vector<double> cut_x, cut_y;
  std::vector<GuideLine> lines;
  bool label_cells = false;  // print every cell's name in it (boards too irregular for a frame)
  double turned_deg = 0;     // the view: how far the board was turned on the page (turn_geometry)
};

// The geometry of `layout`'s board at its cell size, coordinates centred `frame_mm / 2`
// outside the cells. Cells and zones filled in, origin at the top-left of the cells.
BoardGeometry board_geometry(const Layout& layout, double frame_mm);

// The board as another side sees it: every polygon, centre, label, coordinate and line turned
// about the board's centre by the angle that carries the cells of side 0's view onto those the
// topology's `turns` turns give them (rules::Topology::rotate), so that side sits at the bottom.
// Cells keep their names and colours; the cells start at (0, 0) again. Page cuts are dropped: a
// turned board is drawn whole, in diagrams, never cut into tiles.
void turn_geometry(BoardGeometry& geometry, const rules::Board& board, int turns);

// Twice the smallest inradius over all cells: the largest circle every cell holds (0 if none).
double narrowest_cell(const BoardGeometry& geometry);

// One builder per cell shape; they fill cells (without zones), bounds, coords and cuts.
BoardGeometry square_geometry(const rules::Board& board, double cell_mm, double frame_mm);
// trigs.cpp: `cell_mm` is the side of one triangle.
BoardGeometry triangle_geometry(const rules::Board& board, double cell_mm, double frame_mm);
// hex.cpp: `cell_mm` is the distance across a hexagon's flats.
BoardGeometry hex_geometry(const rules::Board& board, double cell_mm, double frame_mm);

}  // namespace pp
