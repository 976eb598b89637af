#pragma once
// The layout's board drawn for a diagram: a narrow frame, small coordinates, and whatever does
// not read at the diagram's cell size left out or thinned (cell names, wide zone strokes), by
// one rule for every board, square or not.
#include <vector>

#include "diagram/region.h"
#include "model/layout.h"
#include "model/theme.h"
#include "scene/board_scene.h"

namespace pp::diagram {

// A cell's inscribed circle is at least this wide (mm) in a diagram of the default width, so a
// piece drawing and a mark on it still read in print.
constexpr double kMinCellMm = 3.8;

// The board drawn `width` mm wide, frame and coordinates included. Cell names the board prints
// move to the middle of cells `occupied` (by id) leaves free when they fit there and nowhere else.
// `turns` turns the board for another side's view (Layout::turns). With a `region`, only its
// cells are drawn, `width` wide with their own frame and coordinates (cut_to_region).
BoardArt diagram_art(const Layout& layout, const Theme& theme, double width, const std::vector<bool>& occupied = {},
                     int turns = 0, const Region* region = nullptr);

// The width a diagram of this board gets when nobody asks for one: `base`, or more when the
// board has so many cells that at `base` they would be narrower than kMinCellMm, up to `most`.
double default_width(const Layout& layout, const Theme& theme, double base, double most = 180);

// Whether a text of `width` x `height` mm centred on `at` lies inside the convex `cell`,
// `margin` mm clear of its edges.
bool box_fits(const Polygon& cell, Point at, double width, double height, double margin);

}  // namespace pp::diagram
