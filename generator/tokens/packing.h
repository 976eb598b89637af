#pragma once
// Where tokens go on a sheet: circles in hexagonal rows (about 15% more per page than a square
// grid), squares in a grid, triangles in rows pointing alternately up and down, as a
// triangular board tiles, wedges (Shogi pieces) in a grid pointing up the page, octagons in a
// grid, flat-topped hexagons in a honeycomb.
#include <vector>

#include "tokens/token_shapes.h"

namespace pp {

// Every slot for a token of `size_mm` (diameter, square side, triangle side or wedge height) whose printed
// area reaches `reach_mm` beyond its outline (the bleed), with at least `gap_mm` between two
// printed areas, lying wholly inside `area`. Rows run along the longer count of the two
// directions, for shapes that may turn.
std::vector<TokenSlot> pack_tokens(const Rect& area, TokenShape shape, double size_mm, double reach_mm, double gap_mm);

// The shapes' rows along x (TokenShapeRow::rows).
std::vector<TokenSlot> hexagonal_rows(const Rect& a, double size, double reach, double gap);
std::vector<TokenSlot> square_rows(const Rect& a, double size, double reach, double gap);
std::vector<TokenSlot> triangle_rows(const Rect& a, double size, double reach, double gap);
// Flat-topped hexagons `size` across the flats, as the cells of a hexagonal board lie: columns
// side by side, every other one half a hexagon lower.
std::vector<TokenSlot> honeycomb_rows(const Rect& a, double size, double reach, double gap);
// `growth`: the wedge's outline_growth, which its bleed grows the height by.
std::vector<TokenSlot> wedge_rows(const Rect& a, double size, double reach, double gap, double growth);

}  // namespace pp
