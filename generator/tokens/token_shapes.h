#pragma once
// Token shapes as rows of one table: everything that tells a circle, a square, a triangle, a
// wedge (a Shogi piece's pentagon), an octagon (a Janggi piece) and a hexagon apart on a token
// sheet (its outline, how it packs, the box its drawing fits in, where the army marks and the
// name go) is in the shape's row, so the code that packs and paints tokens never asks which
// shape it has; a new shape is a row here and its name in model/token_size.h. A standee, which is more than an outline,
// is a row too: its row hands the sheets to tokens/standees.cpp.
#include <limits>
#include <vector>

#include "geometry/geom.h"
#include "model/token_size.h"

namespace pp {

struct Layout;
struct Theme;
struct ArtStyle;
struct Paper;
struct TokenPlan;
struct TokenSheetOptions;
struct TokenSheets;

struct TokenSlot {
  Point centre;          // circle/square centre; triangle centroid; middle of a wedge's box
  bool flipped = false;  // triangle or wedge pointing down
};

// A wedge is a koma's pentagon: base kWedgeBase of its height, the slanting sides' shoulders
// kWedgeShoulder of the height above the base and kWedgeShoulderWidth apart, the point on the
// middle line; it holds a circle of kWedgeHolds of its height.
inline constexpr double kWedgeBase = 0.85, kWedgeShoulder = 0.7, kWedgeShoulderWidth = 0.75, kWedgeHolds = 0.78;

// What a token's drawing is fitted to, in page mm.
struct ArtFrame {
  Point centre;     // the slot's
  double coin = 0;  // diameter of the circle the token holds
  double outline = 0;
  double inner = 0;  // the outline's size inside the ring, with a millimetre to spare
  bool labels = false;
  // Where the piece's name begins, down the page: a drawing stays above it.
  double label_top = std::numeric_limits<double>::infinity();
  // The drawing is made for the shape: it keeps inside the row's art_frame, so that frame is
  // scaled to fill the outline. Any other drawing is fitted into the largest square the
  // outline holds.
  bool own_art = false;
};

// Where a token's drawing goes: `drawing` for a piece's SVG, `disc` for its letter in a circle
// when it has none.
struct ArtBoxes {
  Rect drawing;
  Rect disc;
};

struct TokenShapeRow {
  TokenShape shape;
  // The outline's size (a circle's diameter, a square's or triangle's side, a wedge's height,
  // an octagon's or hexagon's width across its flats)
  // for a token holding a coin of `coin` mm.
  double (*size_for_coin)(double coin);
  // The coin a token fits round, per mm of the circle a cell holds (a wedge is taller than
  // its coin and must fit the cell).
  double coin_per_cell_fit;
  // How much the outline's size grows to move every edge out by 1 mm (at least).
  double growth;
  // The outline around a slot as a polygon; null for a circle (drawn from its radius).
  Polygon (*outline)(const TokenSlot& slot, double size);
  // Slots in rows along x inside an area for tokens of `size` whose printed area reaches
  // `reach` beyond the outline, `gap` apart.
  std::vector<TokenSlot> (*rows)(const Rect& area, double size, double reach, double gap);
  // Rows may run down the page instead, when more fit that way (shapes that do not point).
  bool rows_may_turn;
  ArtBoxes (*art)(const ArtFrame& frame);
  // The outline a drawing made for the shape keeps inside, in its viewBox fitted to the unit
  // square; empty where every drawing fits the same square box.
  Polygon art_frame;
  // The drawing turns with a slot that points down.
  bool art_turns;
  // The two army marks, opposite each other and clear of the drawing.
  std::vector<Point> (*mark_spots)(const TokenSlot& slot, double coin, double outline);
  // How far below the slot's centre the piece's name is set.
  double (*label_below)(double coin, double outline);
  // A shape that is more than an outline (a standee: two faces, folds and a base) makes its own
  // sheets; null for the flat shapes, which token_pages packs and paints from the fields above.
  TokenSheets (*own_pages)(const Layout& layout, const Theme& theme, const ArtStyle& art, const TokenPlan& plan,
                           const Paper& paper, double margin_mm, const TokenSheetOptions& options);
  // The size a token takes on the layout's board when none is asked for, where that is not the
  // largest preset coin a cell holds (a standee's base); null for the coin's.
  double (*size_for_board)(const Layout& layout);
};

const TokenShapeRow& token_shape_row(TokenShape shape);

// The rows' outline and growth, for callers that hold only the shape.
double outline_growth(TokenShape shape);
Polygon token_outline(TokenShape shape, const TokenSlot& slot, double size_mm);

}  // namespace pp
