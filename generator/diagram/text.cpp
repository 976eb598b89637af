#include "diagram/text.h"

#include "diagram/palette.h"

namespace pp::diagram {

SetText set_text(const std::string& text, const TextLook& look) {
  return {text::set(text, look.font, look.width, look.centre), look};
}

pp::Items text_items(const SetText& text, Point at) {
  pp::Items out;
  out.reserve(text.block.lines.size());
  for (const text::Line& line : text.block.lines)
    out.push_back(text_item(text.look.classes, line.text, Point{line.x, line.baseline} + at, text.look.font,
                            ink(text.look.colour)));
  return out;
}

void cover(Extent& extent, const SetText& text, Point at) {
  for (const text::Line& line : text.block.lines) {
    const Point p = Point{line.x, line.baseline} + at;
    extent.add({p.x, p.y - line.ascent});
    extent.add({p.x + line.advance, p.y + line.descent});
  }
}

}  // namespace pp::diagram
