#pragma once
// Limits on the parts of a drawing whose cost grows with a number written in it rather than with
// its size: text is shaped glyph by glyph (20,000 characters took minutes), a font size beyond
// Pango's range ends in its assertions, and a filter's octaves or kernel multiply the work done
// for every pixel. A piece drawing needs none of them large.
#include <string>
#include <string_view>

namespace pp::art {

inline constexpr int kMaxDrawingCharacters = 64;  // in all its <text>, <tspan> and <textPath>
inline constexpr double kMaxFontSize = 1000;      // in the drawing's own units, or any unit
inline constexpr int kMaxFilterSteps = 16;        // filter primitives (<fe...>)
inline constexpr double kMaxOctaves = 10;         // feTurbulence's numOctaves
inline constexpr double kMaxKernelOrder = 9;      // feConvolveMatrix's order

// What `svg` writes beyond those limits, in words, or "" when it keeps within them.
std::string beyond_bounds(std::string_view svg);

}  // namespace pp::art
