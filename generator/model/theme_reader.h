#pragma once
// Reading a theme's sections (theme.cpp, theme_pieces.cpp, theme_palette.cpp): each value in the file that wrote it.
#include <map>
#include <string>

#include "common/yaml_at.h"
#include "common/yamldoc.h"
#include "model/theme.h"

namespace pp::theme_reading {

struct Reader {
  Theme& theme;  // gathers the fonts as they are read

  Colour colour(const yaml::At& n) const;
  std::map<std::string, Colour> fills(const yaml::At& n) const;
  // `{colour, width}` over `base`; the width from 0 to `max_mm`.
  Stroke stroke(const yaml::At& n, Stroke base, double max_mm) const;
  // A font over `below` (read_font_spec), its family recorded for the check of installed fonts.
  // `sized`: the theme gives the size, not the drawing; `named`: it must not be empty (an empty
  // one takes page.font's family).
  FontSpec font(const yaml::At& n, const FontSpec& below, bool sized = true, bool named = true) const;
};

// The `pieces`, `sides` and `tokens` sections: how pieces and tokens look.
void read_piece_looks(const Reader& r, const YamlDoc& doc);
// The `page` section: the marks' and glue strips' colours, the default family.
void read_page(const Reader& r, const yaml::At& node, PageStyle& s);
// The `text` section: every text style by its name.
void read_text_styles(const Reader& r, const yaml::At& section);
// Every style naming no family takes page.font's.
void fill_families(Theme& theme);
// The styles of themes/base/text.yaml, which every theme starts from.
void read_base(Theme& theme);

// The `diagram` section: the palette of diagram colours.
void read_diagram_look(const Reader& r, const yaml::At& section);

}  // namespace pp::theme_reading
