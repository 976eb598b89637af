#include "art/letter_disc.h"

#include <cstdio>
#include <string>

#include "common/colour.h"
#include "common/units.h"

namespace pp::art {

Items letter_disc(char letter, const PieceColours& colours, const Rect& box, const FontSpec& font) {
  const Colour body = parse_colour(colours.body).value_or(kWhite);
  const Colour line = parse_colour(colours.line).value_or(kBlack);
  const Colour detail = parse_colour(colours.detail).value_or(kBlack);
  const Point centre{box.x + box.w / 2, box.y + box.h / 2};
  const double r = 0.44 * box.w;
  // Capitals some 0.8 r tall, so even a W stays inside the ring.
  return {{"piece-letter disc", CircleItem{centre, r, Style{body, line, 0.06 * r, {}, false}}},
          text_item("piece-letter letter", std::string(1, letter), centre,
                    font.sized(tenths(1.1 * r / kMmPerPt)).pango(), detail, Align::Centre, VAlign::Middle)};
}

}  // namespace pp::art
