#pragma once
// Standees: pieces that stand up. Each is one strip cut out and folded: two faces joined by a
// fold at the piece's top, the piece upright on each (the upper face is printed upside down, so
// once folded a player on either side sees it the right way up), and below each face a tab that
// folds out; the two tabs make the base, which carries the army mark and the piece's name. Cut
// lines are solid, fold lines dashed (SVG classes `cut` and `fold`).
#include <vector>

#include "tokens/token_pages.h"

namespace pp {

// A slot base: the slot's width (two thicknesses of card and room), its length per mm of the
// base, and the gap between the strip and its base.
inline constexpr double kSlotWidthMm = 1, kSlotLength = 0.7, kSlotGapMm = 2;

// The face of the tallest piece, per mm of the base's width, when --standee-height is not given.
inline constexpr double kStandeeHeight = 1.6;

struct StandeeSize {
  double base = 0;    // the strip's width, and the base's each way (the two tabs together)
  double tab = 0;     // each tab's depth: half the base; 0 with a slot base
  bool slot = false;  // a square base of its own below the strip, with a slot the folded piece stands in
  double face = 0;    // the tallest piece's face
};

StandeeSize standee_size(const TokenSheetOptions& options);

// The face of `letter`, per mm of the tallest: the layout's `tokens.heights`, else Kings (royal
// pieces) the whole, pawns least, every other piece between.
double standee_share(const Layout& layout, char letter);

// The widest base that stands inside every cell of the layout's board with 1 mm to spare all round.
double standee_base_mm(const Layout& layout);

// The tallest standee's strip, at the default height, its fold on the slot's centre.
Polygon standee_strip(const TokenSlot& slot, double base_mm);

TokenSheets standee_pages(const Layout& layout, const Theme& theme, const ArtStyle& art, const TokenPlan& plan,
                          const Paper& paper, double margin_mm, const TokenSheetOptions& options);

}  // namespace pp
