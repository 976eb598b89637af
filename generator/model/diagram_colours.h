#pragma once
// The colours a diagram's marks and arrows may be given by name (`--arrow e2-e4:red`). The names
// are fixed, so a layout is checked without knowing the theme; a theme's `diagram: palette:`
// sets what each name means, the rest keep their defaults (model/theme.h, default_palette).
#include <string>
#include <string_view>
#include <vector>

#include "common/input_error.h"

namespace pp {

// red, green, blue, yellow, orange, purple, sky, grey, black, white.
const std::vector<std::string_view>& palette_names();

bool is_palette_name(std::string_view word);
// "red, green, ...", for messages and help texts.
std::string palette_list();

// Checks a colour as written on a mark or arrow: a palette name or a hex colour ("#c00",
// "#cc0000"). Throws InputError at `pos` naming `text` (the whole mark or arrow).
void check_colour(const std::string& word, const std::string& text, const SourcePos& pos);

}  // namespace pp
