#include "tokens/backs.h"

namespace pp {

std::optional<Duplex> parse_duplex(std::string_view text) {
  if (text == "long") return Duplex::Long;
  if (text == "short") return Duplex::Short;
  return std::nullopt;
}

std::string_view duplex_name(Duplex duplex) { return duplex == Duplex::Long ? "long" : "short"; }

bool flips_vertically(double w, double h, Duplex duplex) { return (duplex == Duplex::Long) == (w > h); }

Point behind(Point front, double w, double h, Duplex duplex) {
  return flips_vertically(w, h, duplex) ? Point{front.x, h - front.y} : Point{w - front.x, front.y};
}

}  // namespace pp
