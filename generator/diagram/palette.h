#pragma once
// The colours a diagram's marks and arrows may be given by name (`--arrow e2-e4:red`). The names
// are fixed, so a layout is checked without knowing the theme; a theme's `diagram: palette:`
// sets what each name means, the rest keep their defaults (model/theme.h, default_palette).
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "common/colour.h"
#include "common/input_error.h"
#include "model/theme.h"
#include "scene/scene.h"

namespace pp::diagram {

// Name -> "#rrggbb".
using Palette = std::map<std::string, std::string, std::less<>>;

// red, green, blue, yellow, orange, purple, sky, grey, black, white.
const std::vector<std::string_view>& palette_names();

bool is_palette_name(std::string_view word);
// "red, green, ...", for messages and help texts.
std::string palette_list();

// The theme's palette over the defaults (Theme::palette).
Palette load_palette(const Theme& theme);

// Checks a colour as written on a mark or arrow: a palette name or a hex colour ("#c00",
// "#cc0000"). Throws InputError at `pos` naming `text` (the whole mark or arrow).
void check_colour(const std::string& word, const std::string& text, const SourcePos& pos);

// A "#rrggbb" of the diagram's own (or one resolved from the palette) as the scene's colour,
// its alpha `opacity`.
Colour ink(std::string_view hex, double opacity = 1);
// Fill and stroke in such colours ("" for none), both at `opacity`; `width` is the stroke's, mm.
Style ink_style(std::string_view fill, std::string_view stroke, double width, double opacity = 1);

// The "#rrggbb" a checked word stands for.
std::string resolve(const Palette& palette, const std::string& word);

}  // namespace pp::diagram
