#pragma once
// The small picture a standee sheet carries of one of its standees cut out, folded, glued and
// standing: seen from the side (the halves glued back to back below the fold, the tabs out, or
// its foot in the slot base) and from the front at a slant (the face with its piece drawn as
// on the sheet, the base lying flat before it). It goes where no standee is: the footer beside
// its text, or the room the strips leave; in narrow room the front view goes alone, and where
// there is none the sheet gives up its last strip or two.
#include <optional>
#include <vector>

#include "tokens/cut_marks.h"

namespace pp {

struct FoldedStandee {
  Items face;             // the face's drawing, upright, in mm, its top fold's middle at (0, 0)
  Items tab_marks;        // what the front tab carries, in the same frame, below the face
  double base = 0;        // the strip's width
  double face_mm = 0;     // the face's height
  double tab = 0;         // each tab's depth; 0 with a slot base, a square `base` wide
  Colour card, ink;       // the card's colour, the lines'
  bool side_view = true;  // false: the front view alone, where the room is too narrow for both
};

// The picture's width per mm of its height.
double folded_aspect(const FoldedStandee& standee);

// The picture, filling `box` (of folded_aspect) as far as its shape lets it.
Items folded_standee(const FoldedStandee& standee, const Rect& box);

// The largest box of `aspect` from kFoldedLeastMm to kFoldedMostMm tall that lies inside
// `printable`, at least kFoldedClearMm from every rectangle of `taken`, from the marks and from
// their keep-out zones; the lowest of those, then the rightmost. None when not even the smallest fits.
inline constexpr double kFoldedLeastMm = 10, kFoldedMostMm = 30, kFoldedClearMm = 1.5;
std::optional<Rect> folded_place(const Rect& printable, const std::vector<Rect>& taken, const MarkLayout& marks,
                                 double aspect);

}  // namespace pp
