#pragma once
// Piece stands (komadai): with `board: stands: true`, a page after the board sheets carries a
// labelled square for each side's captured pieces, cut out and set beside the board at its
// player's right, as a Shogi set's stands are.
#include <vector>

#include "pages/maker.h"

namespace pp {

// A stand's side, in mm: as many cells as about half a rank (4 on Shogi's 9x9, 2 on
// Minishogi's 5x5), at least two.
double stand_mm(const Layout& layout);

// The stand pages: both stands on one page when the paper holds them, else one a page, each at
// most the printable area.
std::vector<Page> stand_pages(const Layout& layout, const Theme& theme, const Paper& paper);

// Adds the stand pages to the board sheets' set (made before) and says so in the manifest.
void make_stand_sheets(RenderContext& context, std::vector<SheetSet>& sets);

}  // namespace pp
