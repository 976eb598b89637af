#include "diagram/palette.h"

#include <stdexcept>

#include "common/colour.h"

namespace pp::diagram {
Palette load_palette(const Theme& theme) { return theme.palette; }

Colour ink(std::string_view hex, double opacity) {
  if (hex.empty()) return kNone;
  auto c = parse_colour(hex);
  if (!c) throw std::logic_error("bad diagram colour " + std::string(hex));
  c->a *= opacity;
  return *c;
}

Style ink_style(std::string_view fill, std::string_view stroke, double width, double opacity) {
  return {ink(fill, opacity), ink(stroke, opacity), width, {}, false};
}

std::string resolve(const Palette& palette, const std::string& word) {
  if (const auto it = palette.find(word); it != palette.end()) return it->second;
  const auto colour = parse_colour(word);
  return colour ? colour->hex() : word;
}

}  // namespace pp::diagram
