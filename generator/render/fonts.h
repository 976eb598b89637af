#pragma once
// A theme's fonts, checked before anything is drawn: Pango would quietly put another family in
// place of one that is not installed, and draw a size no sheet has room for.
#include "model/theme.h"

namespace pp {

// Every `font:` value anywhere in the theme names an installed family (or a generic one such as
// "Sans") and a size from 2 to 200 points. Throws InputError at the value, naming the closest
// installed family.
void check_fonts(const Theme& theme);

}  // namespace pp
