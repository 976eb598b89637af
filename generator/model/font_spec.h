#pragma once
// A text style's font: family, weight, style and size, as a theme names it. Drawing code asks
// for its Pango description, at the style's size or, where the drawing sets the size (a token's
// label follows the token), at the drawing's.
#include <string>

#include "common/yaml_at.h"

namespace pp {

enum class FontWeight { Thin, ExtraLight, Light, Regular, Medium, SemiBold, Bold, ExtraBold, Black };
enum class FontSlant { Normal, Italic, Oblique };

struct FontSpec {
  std::string family;  // one family, or a list to fall back along ("DejaVu Sans, WenQuanYi Micro Hei")
  FontWeight weight = FontWeight::Regular;
  FontSlant slant = FontSlant::Normal;
  double points = 0;  // 0: the drawing sets it

  // "DejaVu Sans Bold 9": the Pango description drawing code hands to the text module.
  std::string pango() const;
  // The same font at `size` points, or at its own size times `factor` (to a tenth of a point;
  // none stays none).
  FontSpec sized(double size) const;
  FontSpec scaled(double factor) const;
};

// Sizes a theme may give, in points: smaller prints as a smudge, larger fits no sheet.
constexpr double kSmallestPoints = 2, kLargestPoints = 200;

// `points` rounded to a tenth as "%.1f" prints it, so a computed size names the font it always has.
double tenths(double points);

// A font as a theme writes it, over `below`: a Pango description ("DejaVu Sans Bold 9"), which
// sets the family, weight and style, and the size when it names one; or a mapping
// {family, weight, style, size} that changes only the keys it has. Bad values are InputErrors
// at the value. `sized`: whether a size may be given (else the drawing sets it).
FontSpec read_font_spec(const yaml::At& n, FontSpec below, bool sized = true);

}  // namespace pp
