#include "tokens/standees.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>

#include "art/piece_svg.h"
#include "art/side_style.h"
#include "art/stand_in.h"
#include "common/input_error.h"
#include "common/units.h"
#include "geometry/cells.h"
#include "model/layout.h"
#include "model/theme.h"
#include "pages/sheet.h"
#include "pages/tiling.h"
#include "scene/marks.h"
#include "tokens/cut_marks.h"
#include "tokens/standee_picture.h"

namespace pp {
namespace {

constexpr double kCellSpareMm = 1;   // between the base and the cell's edge, all round
constexpr double kStripGapMm = 1.5;  // between two strips' bleeds, room for scissors
// A pawn's face and any other piece's but a King's, per mm of the tallest.
constexpr double kPawnShare = 0.7, kPieceShare = 0.85;
// The drawing keeps this far from the face's sides and from the base fold it stands on.
constexpr double kFaceClearMm = 1;
// On a tab: the army mark this much of the tab's depth across, its centre this far down the tab;
// the name's middle this far down.
constexpr double kTabMark = 0.3, kTabMarkDown = 0.32, kTabNameDown = 0.7;
// The name in points: this much of the base's width, within these bounds.
constexpr double kNameSize = 0.075, kNameMinPt = 4.0, kNameMaxPt = 9.0;

// Turned half round about `at`: what the upper face and tab carry.
Affine half_turn(Point at) { return {-1, 0, 0, -1, 2 * at.x, 2 * at.y}; }

struct StandeePainter {
  const Layout& layout;
  const ArtStyle& art;
  const TokenPlan& plan;
  StandeeSize size;

  // The army mark and the piece's name on a tab `depth` deep whose top edge's middle is `top`.
  void add_base_marks(Items& out, const TokenKind& kind, const SideStyle& side, Point top, double depth) const {
    if (side.mark != Mark::None)
      add_mark(out, side.mark, {top.x, top.y + kTabMarkDown * depth}, kTabMark * depth, side.mark_colour,
               side.background);
    const double pt = std::clamp(kNameSize * size.base / kMmPerPt, kNameMinPt, kNameMaxPt);
    const TokenStyle& t = art.tokens;
    out.push_back(text_item("label", kind.name, {top.x, top.y + kTabNameDown * depth},
                            art.labels.sized(tenths(pt)).pango(), t.label_colour, Align::Centre, VAlign::Middle));
  }

  // One face's drawing and one tab's mark and name (none with a slot base), upright, for the
  // lower half of the strip folded at `fold`.
  Items lower_half(const TokenKind& kind, const SideStyle& side, Point fold, double face) const {
    Items out = face_drawing(kind, side, fold, face);
    if (!size.slot) add_base_marks(out, kind, side, {fold.x, fold.y + face}, size.tab);
    return out;
  }

  // The piece's drawing on a face below the fold at `fold`.
  Items face_drawing(const TokenKind& kind, const SideStyle& side, Point fold, double face) const {
    Items out;
    const double s = std::min(size.base, face) - 2 * kFaceClearMm;
    const Rect box{fold.x - s / 2, fold.y + face - kFaceClearMm - s, s, s};
    const std::string path = art.drawing(kind.letter, layout.art_of(kind.letter, kind.promoted), kind.name,
                                         plan.sides[kind.side], layout.name)
                                 .string();
    if (path.empty()) {
      for (Item& item :
           art::stand_in(kind.letter, art::moves_of(layout, kind.letter, kind.promoted), side.piece, box, art.letters))
        out.push_back(std::move(item));
    } else {
      out.push_back({"piece", ImageItem{path, art::stylesheet(side.piece), box}});
    }
    return out;
  }

  // The tallest piece's standee as the sheet's picture of one folded shows it.
  FoldedStandee folded(const Theme& theme) const {
    const TokenKind* tallest = &plan.kinds.front();
    for (const TokenKind& kind : plan.kinds)
      if (standee_share(layout, kind.letter) > standee_share(layout, tallest->letter)) tallest = &kind;
    const SideStyle& side = art.side(plan.sides[tallest->side]);
    FoldedStandee out;
    out.face_mm = size.face * standee_share(layout, tallest->letter);
    out.face = face_drawing(*tallest, side, {0, 0}, out.face_mm);
    if (!size.slot) add_base_marks(out.tab_marks, *tallest, side, {0, out.face_mm}, size.tab);
    out.base = size.base, out.tab = size.tab, out.card = side.background, out.ink = theme.page.marks;
    return out;
  }

  // A standee in the slot of the strips' grid centred on `centre`: with tabs, its top fold on
  // the centre; with a slot base, the strip at the top of the slot and its base below it.
  void paint(Items& items, const TokenKind& kind, Point centre) const {
    const SideStyle& side = art.side(plan.sides[kind.side]);
    const TokenStyle& t = art.tokens;
    const double face = size.face * standee_share(layout, kind.letter);
    const double w = size.base, half = face + size.tab;
    const Point fold = size.slot ? Point{centre.x, centre.y - (kSlotGapMm + w) / 2} : centre;
    const Rect strip{fold.x - w / 2, fold.y - half, w, 2 * half};
    const Rect base{fold.x - w / 2, fold.y + size.face + kSlotGapMm, w, w};
    auto token = std::make_shared<Items>();
    const double b = t.bleed_mm;
    const Style bleed{side.background, kNone, 0, {}, false};
    token->push_back(rect_item("bleed", strip.inflated(b), bleed));
    if (size.slot) token->push_back(rect_item("bleed", base.inflated(b), bleed));
    auto lower = std::make_shared<Items>(lower_half(kind, side, fold, face));
    token->push_back(group_item("face", lower));
    token->push_back(group_item("face turned", lower, half_turn(fold)));
    // The fold at the top, between the faces, and one between each face and its tab.
    const Style dashed{kNone, t.cut.colour, kFoldLineMm, {kFoldDash, kFoldDash}};
    if (size.slot) token->push_back(line_item("fold", {strip.x, fold.y}, {strip.right(), fold.y}, dashed));
    else
      for (const double y : {fold.y - face, fold.y, fold.y + face})
        token->push_back(line_item("fold", {strip.x, y}, {strip.right(), y}, dashed));
    const Style cut{kNone, t.cut.colour, t.cut.width_mm, {}, false};
    if (t.cut.width_mm > 0) token->push_back(rect_item("cut", strip, cut));
    if (size.slot) {
      // The base: a square with a slot across its middle, the mark and the name below it.
      const double slot_w = kSlotLength * w;
      const Point mid{base.x + w / 2, base.y + w / 2};
      add_base_marks(*token, kind, side, {mid.x, mid.y + kSlotWidthMm}, w / 2 - kSlotWidthMm);
      token->push_back(rect_item("cut base", base, cut));
      token->push_back(rect_item("cut slot", {mid.x - slot_w / 2, mid.y - kSlotWidthMm / 2, slot_w, kSlotWidthMm},
                                 Style{kNone, t.cut.colour, std::min(t.cut.width_mm, 0.1), {}, false}));
    }
    items.push_back(group_item("token standee " + plan.sides[kind.side] + " piece-" + std::string(1, kind.letter) +
                                   (kind.promoted ? " promoted" : ""),
                               token));
  }
};

// The folds of strips `w` wide and `length` long in a grid inside `area`, their bleeds `reach`
// beyond them and `gap` apart.
std::vector<TokenSlot> strip_rows(const Rect& area, double w, double length, double reach) {
  std::vector<TokenSlot> out;
  const double across = w + 2 * reach, down = length + 2 * reach;
  for (double y = area.y; y + down <= area.bottom() + 1e-9; y += down + kStripGapMm)
    for (double x = area.x; x + across <= area.right() + 1e-9; x += across + kStripGapMm)
      out.push_back({{x + across / 2, y + down / 2}, false});
  return out;
}

}  // namespace

StandeeSize standee_size(const TokenSheetOptions& options) {
  const double base = options.diameter_mm;
  const bool slot = options.standee_base == StandeeBase::Slot;
  return {base, slot ? 0 : base / 2, slot,
          options.standee_height_mm > 0 ? options.standee_height_mm : kStandeeHeight * base};
}

double standee_share(const Layout& layout, char letter) {
  if (const auto it = layout.tokens.heights.find(letter); it != layout.tokens.heights.end()) return it->second;
  for (const auto& t : layout.variant.pieces)
    if (t.letter == letter) return t.royal ? 1 : t.pawn ? kPawnShare : kPieceShare;
  return kPieceShare;
}

double standee_base_mm(const Layout& layout) {
  const BoardGeometry g = board_geometry(layout, 0);
  if (g.cells.empty()) return layout.cell_mm - 2 * kCellSpareMm;
  double widest = layout.cell_mm;
  for (const CellGeom& c : g.cells) {
    double fits = 0, fails = widest;
    for (int step = 0; step < 30; ++step) {
      const double side = (fits + fails) / 2;
      const auto [x, y] = c.centre;
      const Polygon square{{x - side / 2, y - side / 2},
                           {x + side / 2, y - side / 2},
                           {x + side / 2, y + side / 2},
                           {x - side / 2, y + side / 2}};
      (convex_contains(c.polygon, square, kCellSpareMm) ? fits : fails) = side;
    }
    widest = std::min(widest, fits);
  }
  return std::max(kMinTokenMm, std::floor(widest * 10 + 1e-4) / 10);  // in tenths of a mm
}

Polygon standee_strip(const TokenSlot& slot, double base_mm) {
  const auto [x, y] = slot.centre;
  const double half = kStandeeHeight * base_mm + base_mm / 2;
  return {{x - base_mm / 2, y - half},
          {x + base_mm / 2, y - half},
          {x + base_mm / 2, y + half},
          {x - base_mm / 2, y + half}};
}

TokenSheets standee_pages(const Layout& layout, const Theme& theme, const ArtStyle& art, const TokenPlan& plan,
                          const Paper& paper, double margin_mm, const TokenSheetOptions& options) {
  TokenSheets out;
  const StandeeSize size = standee_size(options);
  const double length = size.slot ? 2 * size.face + kSlotGapMm + size.base : 2 * (size.face + size.tab);
  out.outline_mm = size.base;
  out.reach_mm = art.tokens.bleed_mm;
  std::vector<TokenSlot> slots;
  double page_w = paper.width_mm, page_h = paper.height_mm;
  for (bool landscape : {false, true}) {
    const double w = landscape ? paper.height_mm : paper.width_mm, h = landscape ? paper.width_mm : paper.height_mm;
    // A cutting machine cuts inside its marks, and nothing may be printed round them.
    const MarkLayout marks = mark_layout(options.cut_marks, w, h, margin_mm);
    const Rect area = options.cut_marks == CutMarks::None ? SheetFrame::art_area(w, h, margin_mm) : marks.cut_area;
    auto s = strip_rows(area, size.base, length, out.reach_mm);
    std::erase_if(s, [&](const TokenSlot& slot) {
      const double across = size.base + 2 * out.reach_mm, down = length + 2 * out.reach_mm;
      return !clear_of_marks(marks, {slot.centre.x - across / 2, slot.centre.y - down / 2, across, down});
    });
    if (s.size() > slots.size()) slots = std::move(s), page_w = w, page_h = h, out.area = area;
  }
  if (slots.empty())
    throw InputError({layout.file(), 0, 0}, "a standee " + format_mm(size.base) + " wide and " + format_mm(length) +
                                                " long does not fit on " + paper.name + " paper");
  const StandeePainter painter{layout, art, plan, size};
  const int total = plan.total();
  const auto footer = [&](int page, int pages) {
    Footer f;
    f.heading = layout.title + " · standees " + std::to_string(page) + " of " + std::to_string(pages) + " · " +
                std::to_string(total) + " × base " + format_mm(size.base) + ", " + format_mm(size.face) + " tall";
    f.instruction = size.slot ? "Cut the solid lines and slots; fold at the top, glue back to back, stand in the slot."
                              : "Cut the solid lines; fold in the middle, glue back to back, fold the tabs out.";
    return f;
  };
  FoldedStandee folded = painter.folded(theme);
  const MarkLayout marks = mark_layout(options.cut_marks, page_w, page_h, margin_mm);
  const Rect printable{margin_mm, margin_mm, page_w - 2 * margin_mm, page_h - 2 * margin_mm};
  // The picture of a folded standee, in the same place on every sheet: where the footer and the
  // strips leave room for it, its front view alone where the room is narrow, or else where the
  // last strips of the grid were.
  std::optional<Rect> picture;
  for (;;) {
    const int pages = (total + static_cast<int>(slots.size()) - 1) / static_cast<int>(slots.size());
    Items scratch;
    std::vector<Rect> taken{
        add_marked_footer(scratch, options.cut_marks, page_w, page_h, margin_mm, theme, footer(pages, pages))};
    const double across = size.base + 2 * out.reach_mm, down = length + 2 * out.reach_mm;
    for (const TokenSlot& slot : slots)
      taken.push_back({slot.centre.x - across / 2, slot.centre.y - down / 2, across, down});
    for (const bool side : {true, false})
      if (!picture) {
        folded.side_view = side;
        picture = folded_place(printable, taken, marks, folded_aspect(folded));
      }
    if (picture || slots.size() == 1) break;
    slots.pop_back();
  }
  const int per_page = static_cast<int>(slots.size());
  const int pages = (total + per_page - 1) / per_page;
  int n = 0;
  for (int k = 0; k < static_cast<int>(plan.kinds.size()); ++k)
    for (int i = 0; i < plan.kinds[k].count; ++i, ++n) {
      const int page = n / per_page;
      if (page == static_cast<int>(out.pages.size())) {
        Page p{page_w, page_h, layout.title + " standees, sheet " + std::to_string(page + 1), {}};
        add_marked_footer(p.items, options.cut_marks, page_w, page_h, margin_mm, theme, footer(page + 1, pages));
        if (picture)
          for (Item& item : folded_standee(folded, *picture)) p.items.push_back(std::move(item));
        if (options.cut_marks != CutMarks::None) add_cut_marks(p.items, marks);
        out.pages.push_back(std::move(p));
      }
      const TokenSlot& slot = slots[static_cast<size_t>(n % per_page)];
      painter.paint(out.pages.back().items, plan.kinds[k], slot.centre);
      out.placed.push_back({page, slot, k, plan.kinds[k].letter});
    }
  out.sheets = static_cast<int>(out.pages.size());
  return out;
}

}  // namespace pp
