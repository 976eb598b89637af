// The `text` section of a theme: every text pawnprint sets, by name, over the styles of
// themes/base/text.yaml, which every theme starts from.
#include <string_view>

#include "common/paths.h"
#include "common/yamldoc.h"
#include "model/theme.h"
#include "model/theme_reader.h"

namespace pp {
namespace {

using yaml::At;
using S = TextStyles;

const std::vector<std::string_view> kBaseKeys{"schema", "name", "about", "page", "text"};

std::filesystem::path base_path() { return themes_dir() / "base" / "text.yaml"; }

}  // namespace

const std::vector<TextRole>& text_roles() {
  static const std::vector<TextRole> roles{
      {"title", &S::title, false},
      {"about", &S::about, false},
      {"heading", &S::heading, false},
      {"subheading", &S::subheading, false},
      {"rules-text", &S::rules_text, false},
      {"caption", &S::caption, false},
      {"legend", &S::legend, false},
      {"page-numbers", &S::page_numbers, false},
      {"move", &S::move, false},
      {"piece-letters", &S::piece_letters, true},
      {"hand-counts", &S::hand_counts, true},
      {"coordinates", &S::coordinates, false},
      {"labels", &S::labels, true},
      {"river", &S::river, true},
      {"footer-heading", &S::footer_heading, false},
      {"footer", &S::footer, false},
      {"ruler", &S::ruler, false},
      {"ruler-name", &S::ruler_name, false},
      {"glue", &S::glue, false},
      {"map-title", &S::map_title, false},
      {"map-labels", &S::map_labels, false},
      {"calibration-title", &S::calibration_title, false},
      {"calibration-axes", &S::calibration_axes, false},
      {"calibration-figures", &S::calibration_figures, false},
      {"calibration-text", &S::calibration_text, false},
  };
  return roles;
}

namespace theme_reading {

void read_text_styles(const Reader& r, const At& section) {
  std::vector<std::string_view> names;
  for (const TextRole& role : text_roles()) names.emplace_back(role.name);
  section.keys(names, "text");
  for (const TextRole& role : text_roles())
    if (const At n = section[role.name]) {
      FontSpec& style = r.theme.text.*role.style;
      style = r.font(n, style, !role.sized_by_drawing);
    }
}

void fill_families(Theme& theme) {
  for (const TextRole& role : text_roles())
    if (FontSpec& style = theme.text.*role.style; style.family.empty()) style.family = theme.page.font.family;
}

void read_base(Theme& theme) {
  const YamlDoc doc = load_yaml_doc(base_path().string(), "theme");
  const At root(doc);
  root.keys(kBaseKeys, "theme");
  const Reader r{theme};
  if (const At n = root["page"]) read_page(r, n, theme.page);
  if (const At n = root["text"]) read_text_styles(r, n);
}

}  // namespace theme_reading

Theme base_theme() {
  Theme theme;
  theme_reading::read_base(theme);
  theme_reading::fill_families(theme);
  return theme;
}

}  // namespace pp
