#include "common/printable.h"

#include <algorithm>
#include <cstdio>

namespace pp {

namespace {

// A message no person reads to its end (an option or name of 100 KB echoed whole) keeps its
// shape: each run without spaces over kLongRun bytes is cut to its start and "...", and the
// line to 2000 bytes. Ordinary lines, long paths in them included, are left whole.
constexpr size_t kLongLine = 1000;
constexpr size_t kLongRun = 200;

std::string bounded(const std::string& line) {
  if (line.size() <= kLongLine) return line;
  std::string out;
  for (size_t i = 0; i < line.size();) {
    const size_t end = std::min(line.find(' ', i), line.size());
    const std::string_view run = std::string_view(line).substr(i, end - i);
    out += run.size() > kLongRun ? shortened(run, kLongRun - 40) : std::string(run);
    if (end < line.size()) out += ' ';
    i = end + 1;
  }
  // Long words cut, a line of many short ones can still be a page: the line too has its end.
  return shortened(out, 2 * kLongLine);
}

}  // namespace

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
  return bounded(out);
}

std::string shortened(std::string_view text, size_t most) {
  if (text.size() <= most) return std::string(text);
  size_t cut = most;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) >> 6) == 2) --cut;
  return std::string(text.substr(0, cut)) + "...";
}

}  // namespace pp
