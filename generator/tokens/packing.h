#pragma once
// Where tokens go on a sheet: circles in hexagonal rows (about 15% more per page than a square
// grid), squares in a grid, triangles in rows pointing alternately up and down, as a
// triangular board tiles.
#include <vector>

#include "geometry/geom.h"
#include "model/token_size.h"

namespace pp {

struct TokenSlot {
  Point centre;          // circle/square centre; triangle centroid
  bool flipped = false;  // triangle pointing down
};

// Every slot for a token of `size_mm` (diameter, square side or triangle side) whose printed
// area reaches `reach_mm` beyond its outline (the bleed), with at least `gap_mm` between two
// printed areas, lying wholly inside `area`. Rows run along the longer count of the two
// directions.
std::vector<TokenSlot> pack_tokens(const Rect& area, TokenShape shape, double size_mm, double reach_mm, double gap_mm);

// The token's outline around a slot, as a polygon (circles: none, use the radius).
Polygon token_outline(TokenShape shape, const TokenSlot& slot, double size_mm);

}  // namespace pp
