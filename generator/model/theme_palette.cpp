// A theme's `diagram` section: what each diagram colour name means on its diagrams.
#include "model/theme_reader.h"

namespace pp {

const std::vector<std::pair<std::string_view, std::string_view>>& default_palette() {
  // Vermilion for red and bluish green for green: the two a red-green deficiency still tells apart.
  static const std::vector<std::pair<std::string_view, std::string_view>> defaults{
      {"red", "#d55e00"},    {"green", "#009e73"}, {"blue", "#0072b2"}, {"yellow", "#f0e442"}, {"orange", "#e69f00"},
      {"purple", "#cc79a7"}, {"sky", "#56b4e9"},   {"grey", "#999999"}, {"black", "#000000"},  {"white", "#ffffff"},
  };
  return defaults;
}

namespace theme_reading {

void read_diagram_look(const Reader& r, const yaml::At& section) {
  std::vector<std::string_view> names;
  for (const auto& [name, colour] : default_palette()) {
    r.theme.palette.emplace(name, colour);
    names.push_back(name);
  }
  if (!section) return;
  section.keys({"palette"}, "diagram");
  const yaml::At palette = section["palette"];
  if (!palette) return;
  palette.keys(names, "diagram.palette");
  for (const auto& [name, colour] : palette.entries("diagram.palette")) r.theme.palette[name] = r.colour(colour).hex();
}

}  // namespace theme_reading
}  // namespace pp
