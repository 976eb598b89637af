#pragma once
// The colours of a diagram's marks and arrows: the names of model/diagram_colours.h as the
// theme's `diagram: palette:` sets them (model/theme.h, default_palette), and hex colours.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "common/colour.h"
#include "model/diagram_colours.h"
#include "model/theme.h"
#include "scene/scene.h"

namespace pp::diagram {

// Name -> "#rrggbb".
using Palette = std::map<std::string, std::string, std::less<>>;

// The theme's palette over the defaults (Theme::palette).
Palette load_palette(const Theme& theme);

// A "#rrggbb" of the diagram's own (or one resolved from the palette) as the scene's colour,
// its alpha `opacity`.
Colour ink(std::string_view hex, double opacity = 1);
// Fill and stroke in such colours ("" for none), both at `opacity`; `width` is the stroke's, mm.
Style ink_style(std::string_view fill, std::string_view stroke, double width, double opacity = 1);

// The "#rrggbb" a checked word stands for.
std::string resolve(const Palette& palette, const std::string& word);

}  // namespace pp::diagram
