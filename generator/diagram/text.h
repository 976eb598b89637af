#pragma once
// Text set with Pango: wrapped to a width, measured, and returned as one item per line at its
// baseline, so any scene writer that can draw a single line reproduces Pango's line breaks.
#include <string>

#include "diagram/draw.h"

namespace pp::diagram {

struct TextLook {
  std::string font = "DejaVu Sans 8";  // Pango font description; the size is in points
  double width = 0;                    // mm to wrap at; 0 keeps each paragraph on one line
  bool centre = false;
  std::string colour = "#000000";
  std::string classes = "text";
};

struct SetText {
  Items lines;        // top of the first line at y = 0, left edge at x = 0
  double width = 0;   // of the widest line, mm
  double height = 0;  // from the top of the first line to the bottom of the last, mm
};

SetText set_text(const std::string& text, const TextLook& look);

}  // namespace pp::diagram
