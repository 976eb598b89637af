#pragma once
// Where tokens go on a sheet: circles in hexagonal rows (about 15% more per page than a square
// grid), squares in a grid, triangles in rows pointing alternately up and down, as a
// triangular board tiles, wedges (Shogi pieces) in a grid pointing up the page.
#include <vector>

#include "geometry/geom.h"
#include "model/token_size.h"

namespace pp {

struct TokenSlot {
  Point centre;          // circle/square centre; triangle centroid; middle of a wedge's box
  bool flipped = false;  // triangle or wedge pointing down
};

// A wedge is a koma's pentagon: base kWedgeBase of its height, the slanting sides' shoulders
// kWedgeShoulder of the height above the base and kWedgeShoulderWidth apart, the point on the
// middle line; it holds a circle of kWedgeHolds of its height.
inline constexpr double kWedgeBase = 0.85, kWedgeShoulder = 0.7, kWedgeShoulderWidth = 0.75, kWedgeHolds = 0.78;

// How much an outline's size grows to move every edge out by 1 mm (at least): a square's side
// by 2, a triangle's by 2 * sqrt(3); a wedge's height by a little more than 2.
double outline_growth(TokenShape shape);

// Every slot for a token of `size_mm` (diameter, square side, triangle side or wedge height) whose printed
// area reaches `reach_mm` beyond its outline (the bleed), with at least `gap_mm` between two
// printed areas, lying wholly inside `area`. Rows run along the longer count of the two
// directions.
std::vector<TokenSlot> pack_tokens(const Rect& area, TokenShape shape, double size_mm, double reach_mm, double gap_mm);

// The token's outline around a slot, as a polygon (circles: none, use the radius).
Polygon token_outline(TokenShape shape, const TokenSlot& slot, double size_mm);

}  // namespace pp
