#pragma once
// How an SVG file carries its text (`--svg-text`): as <text> (small; looks right where its font
// is installed), as the glyphs' outlines (looks the same everywhere), or as <text> with its
// fonts embedded, cut down to the characters used.
namespace pp {

enum class SvgText { Text, Paths, Font };

}  // namespace pp
