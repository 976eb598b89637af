#include "render/fonts.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "common/yamlutil.h"
#include "text/text.h"

namespace pp {
namespace {

namespace y = pp::yaml;

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

// fontconfig's generic names, which always resolve to some installed family.
bool generic(const std::string& family) {
  static const char* const kGeneric[] = {"sans", "sans-serif", "serif",   "monospace",
                                         "mono", "system-ui",  "cursive", "fantasy"};
  const std::string l = lower(family);
  return std::any_of(std::begin(kGeneric), std::end(kGeneric), [&](const char* g) { return l == g; });
}

void check_font(const FontUse& font, const std::vector<std::string>& installed) {
  const std::string& path = font.path;
  const std::string& value = font.value;
  const text::FontParts parts = text::font_parts(value);
  if (parts.points != 0 && (parts.points < 2 || parts.points > 200)) {
    char size[32];
    std::snprintf(size, sizeof size, "%g", parts.points);
    throw InputError(font.pos, path + ": '" + value + "' is " + size + " pt; sizes go from 2 to 200 pt");
  }
  if (parts.families.empty()) return;  // Pango's default family
  for (const auto& family : parts.families) {
    if (generic(family)) return;
    for (const auto& have : installed)
      if (lower(have) == lower(family)) return;
  }
  std::vector<std::string_view> names(installed.begin(), installed.end());
  std::string message = path + ": no installed font family '" + parts.families.front() + "'";
  if (auto near = y::nearest(parts.families.front(), names); !near.empty())
    message += " (did you mean '" + near + "'?)";
  else message += " (`fc-list : family` lists the installed ones)";
  throw InputError(font.pos, message);
}

}  // namespace

void check_fonts(const Theme& theme) {
  static const std::vector<std::string> installed = text::installed_families();
  for (const FontUse& font : theme.fonts) check_font(font, installed);
}

}  // namespace pp
