#pragma once
// Text set with Pango for every sheet: wrapped to a width and measured in millimetres, one
// line at a time, so any writer that can draw a single line reproduces Pango's line breaks.
#include <string>
#include <vector>

namespace pp::text {

struct Line {
  std::string text;  // trailing spaces and the newline removed
  double x = 0;      // left edge, mm (moved right when centred)
  double baseline = 0;
  double advance = 0;  // width, ascent and descent as Pango measured them, mm
  double ascent = 0;
  double descent = 0;
};

struct Block {
  std::vector<Line> lines;  // top of the first line at y = 0; empty lines left out
  double width = 0;         // of the widest line, mm
  double height = 0;        // from the top of the first line to the bottom of the last, mm
};

// `font` is a Pango font description (size in points); `width` is the mm to wrap at, 0 keeps
// each paragraph on one line; `centre` centres each line within `width`.
Block set(const std::string& text, const std::string& font, double width = 0, bool centre = false);

// The font families installed (as fontconfig lists them to Pango), sorted.
std::vector<std::string> installed_families();

// The families and the size in points (0 when none is given) of a Pango font description such
// as "DejaVu Sans Bold 9" or "Noto Sans, DejaVu Sans 8".
struct FontParts {
  std::vector<std::string> families;
  double points = 0;
};
FontParts font_parts(const std::string& description);

}  // namespace pp::text
