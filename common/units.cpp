#include "common/units.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <utility>

#include "common/yamlutil.h"

namespace pp {
namespace {

constexpr std::array<std::pair<std::string_view, double>, 4> kUnits{
    {{"mm", 1.0}, {"cm", 10.0}, {"in", kMmPerInch}, {"pt", kMmPerPt}}};

std::string range_message(std::string_view what, double lo, double hi, std::string_view text) {
  return std::string(what) + " must be from " + format_mm(lo) + " to " + format_mm(hi) + ", not " + std::string(text);
}

std::string unit_message(std::string_view what, std::string_view text) {
  return std::string(what) + " must be a length with a unit (mm, cm, in or pt), like 30mm, not '" + std::string(text) +
         "'";
}

}  // namespace

std::optional<double> parse_length(std::string_view text) {
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  for (auto [unit, scale] : kUnits) {
    if (text.size() <= unit.size() || text.substr(text.size() - unit.size()) != unit) continue;
    std::string_view number = text.substr(0, text.size() - unit.size());
    while (!number.empty() && number.back() == ' ') number.remove_suffix(1);
    double value = 0;
    auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec != std::errc() || end != number.data() + number.size() || !std::isfinite(value)) return std::nullopt;
    return value * scale;
  }
  return std::nullopt;
}

double length_mm(const std::string& file, const YAML::Node& node, std::string_view what, double lo_mm, double hi_mm) {
  const std::string text = yaml::as_string(file, node, what);
  auto mm = parse_length(text);
  if (!mm) throw yaml::error_at(file, node, unit_message(what, text));
  if (*mm < lo_mm || *mm > hi_mm) throw yaml::error_at(file, node, range_message(what, lo_mm, hi_mm, text));
  return *mm;
}

double length_mm(std::string_view text, std::string_view what, double lo_mm, double hi_mm) {
  auto mm = parse_length(text);
  if (!mm) throw InputError({}, unit_message(what, text));
  if (*mm < lo_mm || *mm > hi_mm) throw InputError({}, range_message(what, lo_mm, hi_mm, text));
  return *mm;
}

std::string short_number(double v, int decimals) {
  char buf[48];
  // Past a billion the digits say nothing a person can use (1e308 is 309 of them).
  if (!(std::fabs(v) < 1e9)) {
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
  }
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  std::string s = buf;
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  return s == "-0" ? "0" : s;
}

std::string format_mm(double mm) { return short_number(mm, 2) + "mm"; }

}  // namespace pp
