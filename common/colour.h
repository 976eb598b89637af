#pragma once
// Colours as themes write them: "#rgb", "#rrggbb", "#rrggbbaa" or "none".
#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <string_view>

namespace pp {

struct Colour {
  double r = 0, g = 0, b = 0, a = 1;
  bool visible() const { return a > 0; }
  std::string hex() const;  // "#rrggbb", for SVG (alpha goes in an opacity attribute)
  bool operator==(const Colour&) const = default;
};

inline constexpr Colour kBlack{0, 0, 0, 1};
inline constexpr Colour kWhite{1, 1, 1, 1};
inline constexpr Colour kNone{0, 0, 0, 0};

std::optional<Colour> parse_colour(std::string_view text);
Colour colour_at(const std::string& file, const YAML::Node& node, std::string_view what);

}  // namespace pp
