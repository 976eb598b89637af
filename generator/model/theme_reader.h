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
  // A font as Pango names it ("DejaVu Sans Bold 9"), recorded for the check of installed fonts;
  // `named`: it must not be empty.
  std::string font(const yaml::At& n, bool named = true) const;
};

// The `pieces`, `sides` and `tokens` sections: how pieces and tokens look.
void read_piece_looks(const Reader& r, const YamlDoc& doc);
// The `diagram` section: the palette of diagram colours.
void read_diagram_look(const Reader& r, const yaml::At& section);

}  // namespace pp::theme_reading
