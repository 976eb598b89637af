#include "common/printable.h"

#include <cstdio>

namespace pp {

std::string printable_line(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool whole = len > 1 && i + len <= text.size();
    for (size_t k = 1; whole && k < len; ++k) whole = (static_cast<unsigned char>(text[i + k]) >> 6) == 2;
    if (c == '\n') {
      while (!out.empty() && out.back() == ' ') out.pop_back();
      if (i + 1 < text.size()) out += ' ';
    } else if (c >= 0x20 && c != 0x7f && len == 1) {
      out += static_cast<char>(c);
    } else if (whole) {
      out.append(text, i, len);
      i += len - 1;
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    }
  }
  return out;
}

std::string shortened(std::string_view text, size_t most) {
  if (text.size() <= most) return std::string(text);
  size_t cut = most;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) >> 6) == 2) --cut;
  return std::string(text.substr(0, cut)) + "...";
}

}  // namespace pp
