#include "diagram/palette.h"

#include <algorithm>
#include <stdexcept>

#include "common/colour.h"
#include "common/yamlutil.h"

namespace pp::diagram {
const std::vector<std::string_view>& palette_names() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> out(default_palette().size());
    std::transform(default_palette().begin(), default_palette().end(), out.begin(),
                   [](const auto& d) { return d.first; });
    return out;
  }();
  return names;
}

bool is_palette_name(std::string_view word) {
  const auto& names = palette_names();
  return std::find(names.begin(), names.end(), word) != names.end();
}

std::string palette_list() {
  std::string out;
  for (std::string_view name : palette_names()) out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}

Palette load_palette(const Theme& theme) { return theme.palette; }

void check_colour(const std::string& word, const std::string& text, const SourcePos& pos) {
  if (word.starts_with('#') ? parse_colour(word).has_value() : is_palette_name(word)) return;
  std::string msg = "'" + text + "': '" + word + "' is not a colour";
  if (!word.starts_with('#'))
    if (const auto near = yaml::nearest(word, palette_names()); !near.empty()) msg += " (did you mean '" + near + "'?)";
  throw InputError(pos, msg + "; colours: " + palette_list() + ", or #rrggbb");
}

Colour ink(std::string_view hex, double opacity) {
  if (hex.empty()) return kNone;
  auto c = parse_colour(hex);
  if (!c) throw std::logic_error("bad diagram colour " + std::string(hex));
  c->a *= opacity;
  return *c;
}

Style ink_style(std::string_view fill, std::string_view stroke, double width, double opacity) {
  return {ink(fill, opacity), ink(stroke, opacity), width, {}, false};
}

std::string resolve(const Palette& palette, const std::string& word) {
  if (const auto it = palette.find(word); it != palette.end()) return it->second;
  const auto colour = parse_colour(word);
  return colour ? colour->hex() : word;
}

}  // namespace pp::diagram
