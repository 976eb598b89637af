#include "model/paper.h"

#include <algorithm>
#include <cctype>

#include "common/units.h"

namespace pp {

std::optional<Paper> parse_paper(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  if (lower == "a4") return Paper{"a4", 210, 297};
  if (lower == "a3") return Paper{"a3", 297, 420};
  if (lower == "letter") return Paper{"letter", 215.9, 279.4};
  auto x = lower.find('x');
  if (x == std::string::npos) return std::nullopt;
  std::string w = lower.substr(0, x), h = lower.substr(x + 1);
  auto unit_of = [](const std::string& s) {
    size_t i = s.size();
    while (i > 0 && std::isalpha(static_cast<unsigned char>(s[i - 1]))) --i;
    return s.substr(i);
  };
  if (unit_of(w).empty()) w += unit_of(h);
  auto wm = parse_length(w), hm = parse_length(h);
  if (!wm || !hm) return std::nullopt;
  constexpr double lo = 50, hi = 2000;
  if (*wm < lo || *hm < lo || *wm > hi || *hm > hi) return std::nullopt;
  return Paper{lower, std::min(*wm, *hm), std::max(*wm, *hm)};
}

}  // namespace pp
