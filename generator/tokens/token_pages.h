#pragma once
// The `pieces` sheets: every token a layout needs, packed on pages with a cut line, a bleed of
// face colour beyond it, the piece drawing in its side's colours, army marks, an optional
// name, and the footer with rulers every sheet carries.
#include <string>
#include <vector>

#include "model/paper.h"
#include "scene/scene.h"
#include "tokens/backs.h"
#include "tokens/packing.h"
#include "tokens/token_fit.h"
#include "tokens/token_list.h"

namespace pp {

struct Layout;
struct Theme;
struct ArtStyle;

struct TokenSheetOptions {
  // Of the largest circle inside the token: the coin beneath it (the largest token's, where the
  // layout's `tokens.sizes` grades them).
  double diameter_mm = 0;
  TokenShape shape = TokenShape::Circle;
  bool labels = false;
  TokenBacks backs = TokenBacks::None;  // else a back page follows each sheet
  Duplex duplex = Duplex::Long;
  Point back_offset{};           // moves what a back page carries, mm, right and down as the back is seen
  double standee_height_mm = 0;  // the tallest standee's face; 0: kStandeeHeight times its base
  StandeeBase standee_base = StandeeBase::Tabs;
  CutMarks cut_marks = CutMarks::None;  // a cutting machine's marks on the fronts, the tokens inside its area
};

struct PlacedToken {
  int page = 0;  // index into TokenSheets::pages
  TokenSlot slot;
  int kind = 0;           // index into TokenPlan::kinds
  char shown = '\0';      // the piece drawn on it ('\0': a plain back, the side's colour)
  bool promoted = false;  // `shown` is its letter's promoted form (a Shogi token turned over)
};

struct TokenSheets {
  std::vector<Page> pages;          // with backs: each sheet followed by its back
  std::vector<PlacedToken> placed;  // the fronts
  std::vector<PlacedToken> backs;   // the backs, where they are drawn (before back_offset)
  std::vector<Point> registration;  // crosses on every front with backs; behind them on the back
  int sheets = 0;                   // pages to cut: the fronts
  double outline_mm = 0;            // diameter, square side or triangle side as drawn
  double reach_mm = 0;              // bleed beyond the outline
  Rect area;                        // where tokens may lie on each page (page coordinates)
};

// The piece a pawn promotes to first (the first of `rules: promotion: to`), or '\0'.
char first_promotion(const Layout& layout);

TokenSheets token_pages(const Layout& layout, const Theme& theme, const ArtStyle& art, const TokenPlan& plan,
                        const Paper& paper, double margin_mm, const TokenSheetOptions& options);

}  // namespace pp
