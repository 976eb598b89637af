#include "model/paper.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "common/printable.h"
#include "common/units.h"

namespace pp {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

const Paper* named(const std::string& name) {
  for (const Paper& p : named_papers())
    if (p.name == name) return &p;
  return nullptr;
}

// Width and height in mm of "WxH" with units, or nullopt when it is not that syntax.
std::optional<std::pair<double, double>> custom_size(const std::string& text) {
  auto x = text.find('x');
  if (x == std::string::npos) return std::nullopt;
  std::string w = text.substr(0, x), h = text.substr(x + 1);
  auto unit_of = [](const std::string& s) {
    size_t i = s.size();
    while (i > 0 && std::isalpha(static_cast<unsigned char>(s[i - 1]))) --i;
    return s.substr(i);
  };
  if (unit_of(w).empty()) w += unit_of(h);
  auto wm = parse_length(w), hm = parse_length(h);
  if (!wm || !hm) return std::nullopt;
  return std::pair{*wm, *hm};
}

// The number in "99.6%" (as a factor, 0.996) or "0.996", or nullopt when it is neither.
std::optional<double> scale_value(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  const bool percent = !text.empty() && text.back() == '%';
  if (percent) text.remove_suffix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  double value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
    return std::nullopt;
  return percent ? value / 100 : value;
}

bool in_range(double mm) { return mm >= kMinPaperMm && mm <= kMaxPaperMm; }

}  // namespace

const std::vector<Paper>& named_papers() {
  static const std::vector<Paper> papers{
      {"a3", 297, 420},      {"a4", 210, 297},         {"a5", 148, 210},        {"b4", 250, 353},
      {"b5", 176, 250},      {"letter", 215.9, 279.4}, {"legal", 215.9, 355.6}, {"tabloid", 279.4, 431.8},
      {"4x6", 101.6, 152.4}, {"5x7", 127, 177.8},
  };
  return papers;
}

std::optional<Paper> parse_paper(std::string_view text) {
  const std::string name = lower(text);
  if (const Paper* p = named(name)) return *p;
  const auto size = custom_size(name);
  if (!size || !in_range(size->first) || !in_range(size->second)) return std::nullopt;
  return Paper{name, std::min(size->first, size->second), std::max(size->first, size->second)};
}

std::string paper_problem(std::string_view text) {
  if (parse_paper(text)) return "";
  const std::string name = lower(text);
  if (const auto size = custom_size(name)) {
    return "'" + shortened(name) + "' is " + short_number(size->first, 0) + " x " + short_number(size->second, 0) +
           " mm: each side must be " + short_number(kMinPaperMm, 0) + " mm to " + short_number(kMaxPaperMm, 0) + " mm";
  }
  std::string names;
  for (const Paper& p : named_papers()) names += (names.empty() ? "" : " ") + p.name;
  return "'" + shortened(text) + "' is not a paper: one of " + names + ", or WxH with a unit, like 300x420mm";
}

std::optional<double> parse_print_scale(std::string_view text) {
  const auto value = scale_value(text);
  if (!value || *value < kMinPrintScale - 1e-12 || *value > kMaxPrintScale + 1e-12) return std::nullopt;
  return value;
}

std::string print_scale_problem(std::string_view text) {
  if (parse_print_scale(text)) return "";
  const std::string range = "from " + short_number(kMinPrintScale * 100, 1) + "% to " +
                            short_number(kMaxPrintScale * 100, 1) + "% (the printed length over the true one)";
  const auto value = scale_value(text);
  if (!value)
    return "must be a percentage like 99.6% or a factor like 0.996, " + range + ", not '" + std::string(text) + "'";
  std::string message = "'" + std::string(text) + "' is " + short_number(*value * 100, 2) + "%: it must be " + range;
  // A percentage written without its sign.
  if (*value >= kMinPrintScale * 100 && *value <= kMaxPrintScale * 100)
    message += "; did you mean " + std::string(text) + "%?";
  else if (*value<kMinPrintScale&& * value> 0.85)
    message += "; a printer this far out usually has \"fit to page\" or another scaling option on";
  return message;
}

}  // namespace pp
