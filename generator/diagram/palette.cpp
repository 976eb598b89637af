#include "diagram/palette.h"

#include <algorithm>

#include "common/colour.h"
#include "common/yamldoc.h"
#include "common/yamlutil.h"
#include "diagram/theme_memo.h"

namespace pp::diagram {
namespace {

// Vermilion for red and bluish green for green: the two a red-green deficiency still tells apart.
const std::vector<std::pair<std::string_view, std::string_view>> kDefaults{
    {"red", "#d55e00"},    {"green", "#009e73"}, {"blue", "#0072b2"}, {"yellow", "#f0e442"}, {"orange", "#e69f00"},
    {"purple", "#cc79a7"}, {"sky", "#56b4e9"},   {"grey", "#999999"}, {"black", "#000000"},  {"white", "#ffffff"},
};

}  // namespace

const std::vector<std::string_view>& palette_names() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> out(kDefaults.size());
    std::transform(kDefaults.begin(), kDefaults.end(), out.begin(), [](const auto& d) { return d.first; });
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

namespace {

Palette read_palette(const Theme& theme) {
  Palette out;
  for (const auto& [name, colour] : kDefaults) out.emplace(name, colour);
  const YAML::Node section = theme.doc.root["diagram"];
  if (!section) return out;
  check_doc_keys(theme.doc, "diagram", section, {"palette"}, "diagram");
  const YAML::Node palette = section["palette"];
  if (!palette) return out;
  check_doc_keys(theme.doc, "diagram.palette", palette, palette_names(), "diagram.palette");
  for (const auto& kv : palette) {
    const std::string name = kv.first.as<std::string>();
    const std::string path = "diagram.palette." + name;
    out[name] = colour_at(theme.doc.origin(path), kv.second, path).hex();
  }
  return out;
}

}  // namespace

Palette load_palette(const Theme& theme) { return per_theme<Palette>(theme, read_palette); }

void check_colour(const std::string& word, const std::string& text, const SourcePos& pos) {
  if (word.starts_with('#') ? parse_colour(word).has_value() : is_palette_name(word)) return;
  std::string msg = "'" + text + "': '" + word + "' is not a colour";
  if (!word.starts_with('#'))
    if (const auto near = yaml::nearest(word, palette_names()); !near.empty()) msg += " (did you mean '" + near + "'?)";
  throw InputError(pos, msg + "; colours: " + palette_list() + ", or #rrggbb");
}

std::string resolve(const Palette& palette, const std::string& word) {
  if (const auto it = palette.find(word); it != palette.end()) return it->second;
  const auto colour = parse_colour(word);
  return colour ? colour->hex() : word;
}

}  // namespace pp::diagram
