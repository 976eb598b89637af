#include "diagram/text.h"

#include "text/text.h"

namespace pp::diagram {

SetText set_text(const std::string& text, const TextLook& look) {
  const text::Block block = text::set(text, look.font, look.width, look.centre);
  SetText out;
  out.width = block.width;
  out.height = block.height;
  for (const text::Line& line : block.lines) {
    Item item;
    item.kind = Item::Kind::Text;
    item.points = {{line.x, line.baseline}};
    item.text = line.text;
    item.font = look.font;
    item.advance = line.advance;
    item.ascent = line.ascent;
    item.descent = line.descent;
    item.paint.fill = look.colour;
    item.classes = look.classes;
    out.lines.push_back(std::move(item));
  }
  return out;
}

}  // namespace pp::diagram
