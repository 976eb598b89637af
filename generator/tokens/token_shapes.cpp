#include "tokens/token_shapes.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "tokens/packing.h"
#include "tokens/standees.h"

namespace pp {
namespace {

const double kSqrt3 = std::sqrt(3.0);

// A drawing made for a pointed token (a Six Armies trig, a koma) spans this much of its
// viewBox's side with its own outline, so the viewBox is that much larger than the room inside
// the ring.
constexpr double kArtFrameSpan = 0.92;
// The triangle a Six Armies drawing keeps inside, (50,8) (96,88) (4,88) of its viewBox (the
// standard set's README), and how far down the viewBox its centroid lies.
const Polygon kTrigArtFrame{{0.5, 0.08}, {0.96, 0.88}, {0.04, 0.88}};
constexpr double kTrigArtCentroid = 0.6133;
// With a name set below it, a pointed token's drawing shrinks to this much of its size...
constexpr double kLabelledArt = 0.8;
// ...and a trig's moves up by this much of the coin, a wedge's by this much of its height.
constexpr double kTrigLabelLift = 0.05, kWedgeLabelLift = 0.06;
// A letter in a circle on a wedge: this much of the drawing's box wide, its top this far above
// the centre (the wedge is wider low down).
constexpr double kWedgeDisc = 0.6, kWedgeDiscTop = 0.25;

// On a circle or square, the drawing is a square of this much of the coin, or with a name
// below it this much, moved up by this much of the coin.
constexpr double kLevelArt = 0.70, kLevelLabelledArt = 0.58, kLevelLabelLift = 0.075;

// Army marks: on a circle, left and right this far from the centre (per coin); on a square,
// on the diagonal this far each way; on a triangle, this far from the centroid towards each
// base corner (per distance to the corner); on a wedge, near the base corners, this far across
// and down (per height).
constexpr double kCircleMark = 0.39, kSquareMark = 0.36, kTrigMark = 0.78, kWedgeMarkAcross = 0.28,
                 kWedgeMarkDown = 0.36;

// The name's distance below the centre: per coin on circles, squares and triangles (a
// triangle's centroid lies low, so less), per height on a wedge.
constexpr double kLevelLabelBelow = 0.3, kTrigLabelBelow = 0.2, kWedgeLabelBelow = 0.36;

// A wedge of height 1 pointing up, centred on its box.
Polygon unit_wedge() {
  const double base = kWedgeBase / 2, shoulder = kWedgeShoulderWidth / 2, top = kWedgeShoulder - 0.5;
  return {{0, -0.5}, {shoulder, -top}, {base, 0.5}, {-base, 0.5}, {-shoulder, -top}};
}

// Growing about the centre moves each edge by its distance from the centre, the nearest least.
double wedge_growth() {
  const Polygon w = unit_wedge();
  double nearest = 1;
  for (size_t i = 0; i < w.size(); ++i) {
    const Point a = w[i], b = w[(i + 1) % w.size()];
    nearest = std::min(nearest, std::abs(a.x * b.y - a.y * b.x) / std::hypot(b.x - a.x, b.y - a.y));
  }
  return 1 / nearest;
}

// The koma drawing's wedge: the token's, spanning kArtFrameSpan of the viewBox, centred.
Polygon wedge_art_frame() {
  Polygon out = unit_wedge();
  for (Point& p : out) p = {0.5 + kArtFrameSpan * p.x, 0.5 + kArtFrameSpan * p.y};
  return out;
}

// The largest square centred on x = `mid` that stands inside the convex `outline` on its
// lowest side, or on the line y = `floor` if that is higher.
Rect standing_square(const Polygon& outline, double mid, double floor) {
  const Rect around = bounds_of(outline);
  const double base = std::min(around.bottom(), floor);
  double fits = 0, fails = around.h;
  for (int step = 0; step < 40; ++step) {
    const double side = (fits + fails) / 2;
    const Polygon corners{
        {mid - side / 2, base - side}, {mid + side / 2, base - side}, {mid + side / 2, base}, {mid - side / 2, base}};
    (convex_contains(outline, corners) ? fits : fails) = side;
  }
  return {mid - fits / 2, base - fits, fits, fits};
}

Polygon square_outline(const TokenSlot& slot, double size) {
  const auto [x, y] = slot.centre;
  const double h = size / 2;
  return {{x - h, y - h}, {x + h, y - h}, {x + h, y + h}, {x - h, y + h}};
}

Polygon triangle_outline(const TokenSlot& slot, double size) {
  const auto [x, y] = slot.centre;
  const double h = size / 2;
  const double height = size * kSqrt3 / 2;
  const double s = slot.flipped ? -1 : 1;  // apex above the centroid, or below
  return {{x, y - s * 2 * height / 3}, {x + h, y + s * height / 3}, {x - h, y + s * height / 3}};
}

// A regular polygon of `corners` round the slot's centre, `size` across its flats, its first
// corner at `first` radians clockwise from the right. Symmetric top to bottom, so a back turned
// over, or folded behind, is the same outline.
Polygon regular_outline(const TokenSlot& slot, double size, int corners, double first) {
  const double radius = size / 2 / std::cos(std::numbers::pi / corners);
  Polygon out;
  for (int k = 0; k < corners; ++k) {
    const double a = first + 2 * std::numbers::pi * k / corners;
    out.push_back({slot.centre.x + radius * std::cos(a), slot.centre.y + radius * std::sin(a)});
  }
  return out;
}

// A Janggi piece: flats at the top, bottom and sides.
Polygon octagon_outline(const TokenSlot& slot, double size) {
  return regular_outline(slot, size, 8, std::numbers::pi / 8);
}

// Flat-topped, as the hexagonal boards' cells are, so a token fills its cell the same way up.
Polygon hex_outline(const TokenSlot& slot, double size) { return regular_outline(slot, size, 6, 0); }

Polygon wedge_outline(const TokenSlot& slot, double size) {
  const auto [x, y] = slot.centre;
  Polygon out = unit_wedge();
  const double s = slot.flipped ? -size : size;  // turned about the centre
  for (Point& p : out) p = {x + s * p.x, y + s * p.y};
  return out;
}

ArtBoxes level_art(const ArtFrame& f) {
  const double box = (f.labels ? kLevelLabelledArt : kLevelArt) * f.coin;
  const double dy = f.labels ? -kLevelLabelLift * f.coin : 0;
  const Rect r{f.centre.x - box / 2, f.centre.y + dy - box / 2, box, box};
  return {r, r};
}

// Six-army drawings keep inside their viewBox's trig: scale that trig to sit inside the ring.
// A letter in a circle fills the circle inscribed in that triangle instead.
ArtBoxes trig_art(const ArtFrame& f) {
  const auto [x, y] = f.centre;
  const double box = f.inner / kArtFrameSpan;
  Rect r{x - box / 2, y - kTrigArtCentroid * box, box, box};
  if (f.labels)
    r = {x - box * kLabelledArt / 2, y - kTrigArtCentroid * box * kLabelledArt - kTrigLabelLift * f.coin,
         box * kLabelledArt, box * kLabelledArt};
  const double disc = f.inner / kSqrt3 * (f.labels ? kLabelledArt : 1);
  const Rect disc_box{x - disc / 2, r.y + kTrigArtCentroid * r.w - disc / 2, disc, disc};
  if (!f.own_art) r = standing_square(triangle_outline({f.centre, false}, f.inner), x, f.label_top);
  return {r, disc_box};
}

// A koma drawing's own wedge is the token's shape, so it sits just inside the ring; any other
// drawing fits that box too.
ArtBoxes wedge_art(const ArtFrame& f) {
  const auto [x, y] = f.centre;
  const double box = f.inner / kArtFrameSpan * (f.labels ? kLabelledArt : 1);
  Rect r{x - box / 2, y - box / 2 - (f.labels ? kWedgeLabelLift * f.outline : 0), box, box};
  if (!f.own_art) r = standing_square(wedge_outline({f.centre, false}, f.inner), x, f.label_top);
  return {r, {x - kWedgeDisc / 2 * box, y - kWedgeDiscTop * box, kWedgeDisc * box, kWedgeDisc * box}};
}

std::vector<Point> circle_marks(const TokenSlot& s, double coin, double) {
  const auto [x, y] = s.centre;
  return {{x - kCircleMark * coin, y}, {x + kCircleMark * coin, y}};
}

std::vector<Point> square_marks(const TokenSlot& s, double coin, double) {
  const auto [x, y] = s.centre;
  return {{x - kSquareMark * coin, y - kSquareMark * coin}, {x + kSquareMark * coin, y + kSquareMark * coin}};
}

std::vector<Point> triangle_marks(const TokenSlot& s, double, double outline) {
  const auto [x, y] = s.centre;
  const auto tri = triangle_outline(s, outline);
  return {{x + kTrigMark * (tri[1].x - x), y + kTrigMark * (tri[1].y - y)},
          {x + kTrigMark * (tri[2].x - x), y + kTrigMark * (tri[2].y - y)}};
}

// Near the base's corners, which a turned wedge has at the top.
std::vector<Point> wedge_marks(const TokenSlot& s, double, double outline) {
  const auto [x, y] = s.centre;
  const double side = s.flipped ? -1 : 1;
  return {{x - side * kWedgeMarkAcross * outline, y + side * kWedgeMarkDown * outline},
          {x + side * kWedgeMarkAcross * outline, y + side * kWedgeMarkDown * outline}};
}

using Outline = Polygon (*)(const TokenSlot&, double);
using Rows = std::vector<TokenSlot> (*)(const Rect&, double, double, double);
using Marks = std::vector<Point> (*)(const TokenSlot&, double, double);

// A level shape (a circle, a square, an octagon, a hexagon) holds a coin as wide as the shape is
// across its flats, each edge that far from the centre, and its drawing and name sit as on a
// circle; it does not point, so its drawing never turns.
TokenShapeRow level_row(TokenShape shape, Outline outline, Rows rows, bool rows_may_turn, Marks marks) {
  return {shape,
          [](double coin) { return coin; },
          1,
          2,
          outline,
          rows,
          rows_may_turn,
          &level_art,
          {},
          false,
          marks,
          [](double coin, double) { return kLevelLabelBelow * coin; },
          nullptr,
          nullptr};
}

const std::array<TokenShapeRow, 7>& rows() {
  static const std::array<TokenShapeRow, 7> table{{
      level_row(TokenShape::Circle, nullptr, &hexagonal_rows, true, &circle_marks),
      level_row(TokenShape::Square, &square_outline, &square_rows, true, &square_marks),
      {TokenShape::Triangle, [](double coin) { return coin * kSqrt3; }, 1, 2 * kSqrt3, &triangle_outline,
       &triangle_rows, false, &trig_art, kTrigArtFrame, true, &triangle_marks,
       [](double coin, double) { return kTrigLabelBelow * coin; }, nullptr, nullptr},
      {TokenShape::Wedge, [](double coin) { return coin / kWedgeHolds; }, kWedgeHolds, wedge_growth(), &wedge_outline,
       [](const Rect& a, double size, double reach, double gap) {
         return wedge_rows(a, size, reach, gap, wedge_growth());
       },
       false, &wedge_art, wedge_art_frame(), true, &wedge_marks,
       [](double, double outline) { return kWedgeLabelBelow * outline; }, nullptr, nullptr},
      // Neither the octagon nor the hexagon has a standee of its own: a standee is a strip
      // folded at its top whatever piece it shows, and its flat outline is a rectangle.
      level_row(TokenShape::Octagon, &octagon_outline, &square_rows, true, &circle_marks),
      // A honeycomb turned would lie its hexagons on their points, not flat as the cells lie.
      level_row(TokenShape::Hex, &hex_outline, &honeycomb_rows, false, &circle_marks),
      // Its size is its base's width; everything else is in tokens/standees.cpp.
      {TokenShape::Standee,
       [](double base) { return base; },
       1,
       2,
       &standee_strip,
       nullptr,
       false,
       nullptr,
       {},
       false,
       nullptr,
       nullptr,
       &standee_pages,
       &standee_base_mm},
  }};
  return table;
}

}  // namespace

const TokenShapeRow& token_shape_row(TokenShape shape) {
  for (const auto& row : rows())
    if (row.shape == shape) return row;
  return rows().front();
}

double outline_growth(TokenShape shape) { return token_shape_row(shape).growth; }

Polygon token_outline(TokenShape shape, const TokenSlot& slot, double size_mm) {
  const TokenShapeRow& row = token_shape_row(shape);
  return row.outline ? row.outline(slot, size_mm) : Polygon{};
}

}  // namespace pp
