#pragma once
// Diagram text: set and measured by the text module, drawn as the scene's text items, one per
// line at its baseline, so every writer reproduces Pango's line breaks.
#include <string>

#include "scene/extent.h"
#include "scene/scene.h"
#include "text/text.h"

namespace pp::diagram {

struct TextLook {
  std::string font;  // Pango font description (a theme style's), the size in points
  double width = 0;  // mm to wrap at; 0 keeps each paragraph on one line
  bool centre = false;
  std::string colour = "#000000";
  std::string classes = "text";
};

struct SetText {
  text::Block block;  // top of the first line at y = 0, left edge at x = 0
  TextLook look;
  double width() const { return block.width; }
  double height() const { return block.height; }
};

SetText set_text(const std::string& text, const TextLook& look);

// The lines as text items, with the top-left of the block at `at`.
pp::Items text_items(const SetText& text, Point at);

// Adds the lines' boxes, as Pango measured them, with the block at `at`.
void cover(Extent& extent, const SetText& text, Point at);

}  // namespace pp::diagram
