#include "common/colour.h"

#include <cmath>
#include <cstdio>

#include "common/yamlutil.h"

namespace pp {

std::string Colour::hex() const {
  auto byte = [](double v) { return static_cast<unsigned>(std::lround(v * 255.0)); };
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", byte(r) & 0xffu, byte(g) & 0xffu, byte(b) & 0xffu);
  return buf;
}

std::optional<Colour> parse_colour(std::string_view text) {
  if (text == "none" || text == "transparent") return kNone;
  if (text.empty() || text[0] != '#') return std::nullopt;
  std::string digits(text.substr(1));
  if (digits.size() == 3) digits = {digits[0], digits[0], digits[1], digits[1], digits[2], digits[2]};
  if (digits.size() == 6) digits += "ff";
  if (digits.size() != 8) return std::nullopt;
  unsigned value[4];
  for (size_t i = 0; i < 4; ++i) {
    unsigned v = 0;
    for (size_t j = 0; j < 2; ++j) {
      char c = digits[i * 2 + j];
      unsigned d = c >= '0' && c <= '9'   ? unsigned(c - '0')
                   : c >= 'a' && c <= 'f' ? unsigned(c - 'a' + 10)
                   : c >= 'A' && c <= 'F' ? unsigned(c - 'A' + 10)
                                          : 16u;
      if (d > 15) return std::nullopt;
      v = v * 16 + d;
    }
    value[i] = v;
  }
  return Colour{value[0] / 255.0, value[1] / 255.0, value[2] / 255.0, value[3] / 255.0};
}

Colour colour_at(const std::string& file, const YAML::Node& node, std::string_view what) {
  const std::string text = yaml::as_string(file, node, what);
  auto colour = parse_colour(text);
  if (!colour)
    throw yaml::error_at(file, node,
                         std::string(what) + " must be a colour like \"#3b7d2f\" or none, not '" + text + "'");
  return *colour;
}

}  // namespace pp
