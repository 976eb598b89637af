#pragma once
// Reading a theme's sections (theme.cpp, theme_art.cpp): each value in the file that wrote it.
#include <map>
#include <string>

#include "common/yamldoc.h"
#include "model/theme.h"

namespace pp::theme_reading {

struct Reader {
  const YamlDoc& doc;
  Theme& theme;  // gathers the fonts as they are read

  const std::string& file(const std::string& path) const { return doc.origin(path); }
  Colour colour(const std::string& path, const YAML::Node& node) const;
  std::map<std::string, Colour> fills(const std::string& path, const YAML::Node& node) const;
  // `{colour, width}` over `base`; the width from 0 to `max_mm`.
  Stroke stroke(const std::string& path, const YAML::Node& node, Stroke base, double max_mm) const;
  // A font as Pango names it ("DejaVu Sans Bold 9"), recorded for the check of installed fonts;
  // `named`: it must not be empty.
  std::string font(const std::string& path, const YAML::Node& node, bool named = true) const;
};

// The `pieces`, `sides` and `tokens` sections: how pieces and tokens look.
void read_piece_looks(const Reader& r);
// The `diagram` section: the palette of diagram colours.
void read_diagram_look(const Reader& r);

}  // namespace pp::theme_reading
