#pragma once
// What stands in for a piece no set has a drawing for: its letter in a circle, in its side's
// colours (the circle in the body and line colours, the letter in the detail colour drawn on the
// body), so a layout with a piece of its own prints and reads before anyone draws it.
#include "art/piece_svg.h"
#include "model/font_spec.h"
#include "scene/scene.h"

namespace pp::art {

// The disc and letter fitted into the square `box`, with the classes "piece-letter"; the
// letter in `font` at the size the disc gives it.
Items letter_disc(char letter, const PieceColours& colours, const Rect& box, const FontSpec& font);

}  // namespace pp::art
