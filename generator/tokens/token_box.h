#pragma once
// A tuck box for a set's tokens (`--only box`): one net on one sheet, cut on its solid outline
// and folded on its dashed lines (SVG classes `cut` and `fold`), with the variant's title on its
// front, back and lid and glue tabs to close it. Its inside is sized for the set: flat tokens in
// stacks, standees upright in rows.
#include <vector>

#include "pages/maker.h"
#include "tokens/token_pages.h"

namespace pp {

// Room left inside the box each way, over what it holds (the card's thickness among it).
inline constexpr double kBoxClearanceMm = 2;
// A token stacks its coin's thickness and this much more: the printed faces and their glue.
inline constexpr double kTokenFacesMm = 0.4;
// A folded standee, its tabs folded flat against its faces (or its slot base beside it), takes
// this much of its row.
inline constexpr double kStandeeStoredMm = 1.5;
// Flaps and tabs are this share of the depth, at most kBoxFlapMm, and less than half the width
// and the height, so each folds inside without meeting another.
inline constexpr double kBoxFlapShare = 0.6, kBoxFlapMm = 15;

// What the box holds and how: `across` by `deep` stacks (standees: rows of them across the
// front, each running front to back) of at most `per_stack` each.
struct BoxSize {
  double width = 0, depth = 0, height = 0;  // inside: the front's width, front to back, and up
  double flap = 0;                          // the depth of every flap and tab
  int across = 1, deep = 1, per_stack = 0;
  int count = 0;          // tokens or standees
  bool standees = false;  // standees stand in rows; else flat tokens lie in stacks
};

// The net's size on the paper: two widths, two depths and a tab across; a flap, a depth, the
// height, a depth and a flap down.
double box_net_width(const BoxSize& box);
double box_net_height(const BoxSize& box);

// The box for `count` tokens of `options`: of every way to stack them (standees: to stand them
// in rows) whose net fits the printable area of `paper`, upright or turned, the one using the
// least card (the box's surface); ties to fewer stacks. Throws InputError when none fits.
BoxSize box_size(const Layout& layout, const TokenPlan& plan, const TokenSheetOptions& options, const Paper& paper,
                 double margin_mm);

// The sheet: the net centred in the printable area, upright if it fits, else turned.
Page box_page(const Layout& layout, const Theme& theme, const BoxSize& box, const Paper& paper, double margin_mm);

// Adds the box's sheet when --only names it, and its entry `box` in the manifest.
void make_box_sheet(RenderContext& context, std::vector<SheetSet>& sets);

}  // namespace pp
