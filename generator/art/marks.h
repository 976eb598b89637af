#pragma once
// Army marks as scene items: small symbols that tell armies apart in black and white.
#include "art/side_style.h"
#include "scene/scene.h"

namespace pp {

// Adds `mark` centred on `at`, fitting a circle of diameter `size_mm`, filled (or, for a ring,
// stroked) in `colour` with a thin outline in `outline` so it shows on any background.
void add_mark(Items& items, Mark mark, Point at, double size_mm, Colour colour, Colour outline);

}  // namespace pp
