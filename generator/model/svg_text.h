#pragma once
// How an SVG file carries its text (`--svg-text`): as <text> (small; looks right where its font
// is installed), as the glyphs' outlines (looks the same everywhere), or as <text> with its
// fonts embedded, cut down to the characters used.
#include "common/choices.h"

namespace pp {

enum class SvgText { Text, Paths, Font };

inline constexpr auto kSvgText =
    choices<SvgText>({{"text", SvgText::Text}, {"paths", SvgText::Paths}, {"font", SvgText::Font}});

}  // namespace pp
