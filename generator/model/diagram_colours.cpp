#include "model/diagram_colours.h"

#include <algorithm>

#include "common/colour.h"
#include "common/yamlutil.h"
#include "model/theme.h"

namespace pp {

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

void check_colour(const std::string& word, const std::string& text, const SourcePos& pos) {
  if (word.starts_with('#') ? parse_colour(word).has_value() : is_palette_name(word)) return;
  std::string msg = "'" + text + "': '" + word + "' is not a colour";
  if (!word.starts_with('#'))
    if (const auto near = yaml::nearest(word, palette_names()); !near.empty()) msg += " (did you mean '" + near + "'?)";
  throw InputError(pos, msg + "; colours: " + palette_list() + ", or #rrggbb");
}

}  // namespace pp
