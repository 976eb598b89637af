#pragma once
// Double-sided token sheets: which edge the sheet is turned over, and where a point of a
// sheet's front lies on its back once it is turned over for duplex printing.
#include "geometry/geom.h"
#include "model/token_backs.h"

namespace pp {

// Does turning a page of `w` x `h` mm over this edge mirror it top to bottom (else left to
// right)? A sheet turned over its long edge mirrors across the long edge: left to right for a
// portrait page, top to bottom for a landscape one; the short edge the other way.
bool flips_vertically(double w, double h, Duplex duplex);

// The point of the back page (seen from the back, upright) that lies behind `front`.
Point behind(Point front, double w, double h, Duplex duplex);

}  // namespace pp
