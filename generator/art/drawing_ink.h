#pragma once
// Where a drawing puts its ink, read off a raster: how a token sheet tells a drawing made for
// a pointed token, which keeps inside the token's own outline, from one made for a square.
#include <filesystem>

#include "geometry/geom.h"

namespace pp::art {

// Does every pixel the drawing covers at least half, its viewBox fitted into the unit square
// at `pixels` pixels a side, lie inside the convex `frame` (unit-square coordinates, y down)
// or within `margin` of it?
bool ink_within(const std::filesystem::path& file, const Polygon& frame, double margin, int pixels = 200);

}  // namespace pp::art
