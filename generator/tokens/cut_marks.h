#pragma once
// Print-then-cut registration marks (`--cut-marks`): the marks a cutting machine's software
// prints, so its camera can find the printed sheet on the mat, drawn on a token sheet where that
// software draws them, with the area it cuts and the zones round the marks where nothing may be
// printed. Silhouette Studio's type 1 marks: a filled square at the top left and two corner
// marks at the top right and the bottom left, 10 mm in from the page's edges. Cricut Design
// Space's: a frame round the area it cuts (at most 6.75 x 9.25 in on Letter or A4) with a
// filled square in its top-left corner.
#include <vector>

#include "geometry/geom.h"
#include "model/token_backs.h"
#include "scene/scene.h"

namespace pp {

struct Theme;
struct Footer;

// Silhouette's marks: this far in from the page's edges; the square's side; a corner mark's
// arms, their thickness; the zone kept clear round each mark: a square from the page's corner
// to this far past the mark's outer corner (its arms and 2 mm more).
inline constexpr double kSilhouetteInsetMm = 10, kSilhouetteSquareMm = 5, kSilhouetteArmMm = 20,
                        kSilhouetteThickMm = 0.5, kSilhouetteZoneMm = 22;
// Cricut's largest print-then-cut image, the frame's line and its gap to that area, the square.
inline constexpr double kCricutAreaW = 6.75 * 25.4, kCricutAreaH = 9.25 * 25.4, kCricutFrameMm = 1,
                        kCricutFrameGapMm = 2, kCricutSquareMm = 6;
// A fold's dashed line (fold backs, standees, boxes): its width, its dashes and gaps.
inline constexpr double kFoldLineMm = 0.25, kFoldDash = 2;

struct MarkLayout {
  Rect cut_area;               // where tokens may lie (the whole printable area with no marks)
  std::vector<Rect> keep_out;  // where no token's printed area may reach: round the marks, the footer
  std::vector<Polygon> marks;  // the marks' filled shapes
  std::vector<Polygon> holes;  // holes in them, even-odd (the inside of Cricut's frame)
};

// The marks of a page `w` x `h` mm whose printer-safe margin is `margin_mm`. With marks, the
// footer is one of the keep-out zones and lies where add_marked_footer puts it.
MarkLayout mark_layout(CutMarks marks, double w, double h, double margin_mm);

// The marks as filled black items of class `cut-mark`, which the cut file carries too.
void add_cut_marks(Items& items, const MarkLayout& layout);

// The sheet's footer (rulers and text), clear of the marks; the box it takes (add_footer).
Rect add_marked_footer(Items& items, CutMarks marks, double w, double h, double margin_mm, const Theme& theme,
                       const Footer& footer);

// Does a token whose printed area has these bounds keep clear of every keep-out zone?
bool clear_of_marks(const MarkLayout& layout, const Rect& printed);

}  // namespace pp
