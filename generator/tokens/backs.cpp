#include "tokens/backs.h"

namespace pp {

bool flips_vertically(double w, double h, Duplex duplex) { return (duplex == Duplex::Long) == (w > h); }

Point behind(Point front, double w, double h, Duplex duplex) {
  return flips_vertically(w, h, duplex) ? Point{front.x, h - front.y} : Point{w - front.x, front.y};
}

}  // namespace pp
