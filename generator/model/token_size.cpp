#include "model/token_size.h"

#include <algorithm>
#include <cmath>

#include "common/units.h"

namespace pp {

const std::vector<TokenPreset>& token_presets() {
  static const std::vector<TokenPreset> presets{
      {"washer-m10", 20.0, "DIN 125 washer for M10", 2.0}, {"euro-1", 23.25, "1 euro coin", 2.33},
      {"washer-m12", 24.0, "DIN 125 washer for M12", 2.5}, {"euro-50c", 24.25, "50 euro cent coin", 2.38},
      {"us-quarter", 24.26, "US quarter dollar", 1.75},    {"euro-2", 25.75, "2 euro coin", 2.2},
      {"crown-cap", 26.0, "crown bottle cap", 6.0},        {"us-dollar", 26.49, "US dollar coin", 2.0},
  };
  return presets;
}

double coin_thickness_mm(double diameter_mm) {
  for (const auto& p : token_presets())
    if (std::abs(p.diameter_mm - diameter_mm) < 1e-9) return p.thickness_mm;
  return kCoinThicknessMm;
}

std::optional<TokenShape> parse_token_shape(std::string_view text) { return kTokenShapes.parse(text); }

std::string_view shape_name(TokenShape shape) { return kTokenShapes.name(shape); }

std::optional<double> parse_token_size(std::string_view text) {
  for (const auto& p : token_presets())
    if (p.name == text) return p.diameter_mm;
  const auto mm = parse_length(text);
  if (!mm || *mm < kMinTokenMm || *mm > kMaxTokenMm) return std::nullopt;
  return mm;
}

double default_token_mm(double cell_fit_mm) {
  const double room = cell_fit_mm - kTokenCellMargin;
  double best = 0;
  for (const auto& p : token_presets())
    if (p.diameter_mm <= room) best = std::max(best, p.diameter_mm);
  return best > 0 ? best : std::clamp(room, kMinTokenMm, kMaxTokenMm);
}

std::string token_size_help() {
  std::string out;
  for (const auto& p : token_presets()) out += std::string(p.name) + ", ";
  return out + "or a length like 24mm (" + format_mm(kMinTokenMm) + " to " + format_mm(kMaxTokenMm) + ")";
}

}  // namespace pp
