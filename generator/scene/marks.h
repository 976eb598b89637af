#pragma once
// Army marks: small symbols that tell armies apart in black and white, drawn on tokens (the
// theme's `sides.*.mark`) and on the board's army zones (`board.zones.*.mark`).
#include <string>
#include <string_view>

#include "model/mark.h"
#include "scene/scene.h"

namespace pp {

// Adds `mark` centred on `at`, fitting a circle of diameter `size_mm`, filled (or, for a ring,
// stroked) in `colour` with a thin outline in `outline` so it shows on any background. Its
// items carry the classes "mark mark-NAME", after `cls` when given.
void add_mark(Items& items, Mark mark, Point at, double size_mm, Colour colour, Colour outline,
              const std::string& cls = "");

}  // namespace pp
