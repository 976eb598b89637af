#pragma once
// Physical lengths as people write them in layouts and on the command line: "30mm", "2.5cm",
// "1.25in", "72pt". Everything inside the generator is in millimetres.
#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <string_view>

namespace pp {

inline constexpr double kMmPerInch = 25.4;
inline constexpr double kMmPerPt = kMmPerInch / 72.0;

// The length in mm, or nullopt when `text` is not a number followed by a known unit.
std::optional<double> parse_length(std::string_view text);

// Reads a length from a YAML scalar; a missing unit, an unknown unit or a value outside
// [lo_mm, hi_mm] is an InputError at the node.
double length_mm(const std::string& file, const YAML::Node& node, std::string_view what, double lo_mm, double hi_mm);

// The same check for text given on the command line (errors name the option, no position).
double length_mm(std::string_view text, std::string_view what, double lo_mm, double hi_mm);

// `v` with at most `decimals` decimals and no trailing zeros: "12.5", "3".
std::string short_number(double v, int decimals);

// "25mm", "12.5mm": shortest text that reads back to the same value at 0.01 mm.
std::string format_mm(double mm);

}  // namespace pp
