#pragma once
// A points board (model/layout.h, PointsBoard): lines through the cells' centres, the river
// with its words, the palaces' diagonals and the position marks, drawn over one ground colour.
#include "geometry/cells.h"
#include "scene/scene.h"

namespace pp {

struct Layout;
struct Theme;

// Appends the drawing of the points board of `layout` with geometry `g` (turned or not).
void add_points(Items& items, const BoardGeometry& g, const Layout& layout, const Theme& theme);

// The width of the lines between points on a board of cells `cell_mm` across: a share of the
// cell, kept between the theme's grid and border widths.
double point_line_mm(const Theme& theme, double cell_mm);

}  // namespace pp
