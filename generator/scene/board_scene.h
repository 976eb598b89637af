#pragma once
// The board as a picture in mm: frame, cells, zones, grid, border, coordinates. Built once per
// layout and shared by every page that shows a piece of it.
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "geometry/cells.h"
#include "scene/scene.h"

namespace pp {

struct Layout;
struct Theme;

struct BoardArt {
  BoardGeometry geometry;
  std::shared_ptr<const Items> items;
  Rect bounds;  // everything drawn, frame included; cells start at (0, 0)
  // An excerpt's cells (diagram/region.h): what is drawn over the board is cut to them.
  std::optional<Rect> clip;
};

BoardArt build_board_art(const Layout& layout, const Theme& theme);

// The outer edges of a set of cells (edges no two of them share), chained into closed loops.
std::vector<Polygon> outline_of(const std::vector<const CellGeom*>& cells);

// Every cell edge once, collinear edges joined: the grid as a few long lines.
std::vector<std::pair<Point, Point>> grid_lines(const std::vector<const CellGeom*>& cells);

// `loop` (clockwise on the page) pushed outwards by d, corners mitred.
Polygon offset_polygon(const Polygon& loop, double d);

}  // namespace pp
