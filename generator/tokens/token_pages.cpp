#include "tokens/token_pages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>

#include "art/drawing_ink.h"
#include "art/piece_svg.h"
#include "art/side_style.h"
#include "art/stand_in.h"
#include "common/input_error.h"
#include "common/units.h"
#include "model/layout.h"
#include "model/theme.h"
#include "pages/sheet.h"
#include "pages/tiling.h"
#include "scene/marks.h"
#include "tokens/cut_marks.h"

namespace pp {
namespace {

constexpr double kGapMm = 1.5;  // between two tokens' bleeds, room for scissors
// Army marks are this much of the coin across, and this much on a plain back, alone.
constexpr double kMarkSize = 0.12, kBackMarkSize = 0.3;
// A piece's name is set at this much of the coin, in points within the bounds below.
constexpr double kLabelSize = 0.075, kLabelMinPt = 4.0, kLabelMaxPt = 9.0;
// The ring's middle lies this far inside the cut line, besides half its width.
constexpr double kRingInsetMm = 0.6;
// A drawing keeps this far inside the ring.
constexpr double kArtClearMm = 1.0;
// A drawing made for a pointed token may reach this far (per side of its viewBox) past the
// outline it is drawn to, with the line drawn along it: the room kArtClearMm leaves.
constexpr double kArtFrameSlack = 0.02;
// Fold backs: the tokens' printed areas keep this far from the fold.
constexpr double kFoldClearMm = 2;

// The outline size for a token holding a circle of `d`: a circle's diameter, a square's side,
// a triangle's side, a wedge's height, an octagon's or hexagon's width across the flats.
double outline_for(TokenShape shape, double d) { return token_shape_row(shape).size_for_coin(d); }

// One token's size: the coin it holds and its outline's. A layout's size ladder makes some
// smaller than the sheet's largest.
struct TokenSize {
  double coin = 0;
  double outline = 0;
};

struct TokenPainter {
  const Layout& layout;
  const ArtStyle& art;
  const TokenPlan& plan;
  const TokenSheetOptions& opt;
  const TokenShapeRow& row;
  double outline;
  // Whether every drawing on the sheet is made for the shape, so all keep one scale; and, per
  // drawing, whether it is (a back may show one the fronts do not).
  bool sheet_art_own = false;
  std::shared_ptr<std::map<std::string, bool>> own_art = std::make_shared<std::map<std::string, bool>>();

  std::string drawing_file(const TokenKind& kind) const {
    return art
        .drawing(kind.letter, layout.art_of(kind.letter, kind.promoted), kind.name, plan.sides[kind.side], layout.name)
        .string();
  }

  bool made_for_shape(const std::string& path) const {
    if (row.art_frame.empty() || path.empty()) return false;
    const auto [it, fresh] = own_art->try_emplace(path, false);
    if (fresh) it->second = art::ink_within(path, row.art_frame, kArtFrameSlack);
    return it->second;
  }

  // The size of the token whose front shows `letter`; its back is the same token.
  TokenSize size_of(char letter) const {
    const double share = layout.tokens.size_share(letter);
    return {opt.diameter_mm * share, outline * share};
  }

  static double label_pt(const TokenSize& z) {
    return std::clamp(kLabelSize * z.coin / kMmPerPt, kLabelMinPt, kLabelMaxPt);
  }

  Item shape_item(const std::string& cls, const TokenSlot& slot, double size, const Style& style) const {
    if (!row.outline) return {cls, CircleItem{slot.centre, size / 2, style}};
    return path_item(cls, row.outline(slot, size), style);
  }

  Items stand_in(const TokenKind& kind, const SideStyle& side, const Rect& box) const {
    return art::stand_in(kind.letter, art::moves_of(layout, kind.letter, kind.promoted), side.piece, box, art.letters);
  }

  Item drawing(const TokenKind& kind, const SideStyle& side, const TokenSlot& s, const TokenSize& z) const {
    const std::string path = drawing_file(kind);
    const std::string css = art::stylesheet(side.piece);
    const double inner = z.outline - row.growth * (art.tokens.ring.width_mm + kArtClearMm);
    ArtFrame frame{s.centre, z.coin, z.outline, inner, opt.labels};
    // The name is centred on its line: half an em above it, and half an em of room.
    if (opt.labels) frame.label_top = s.centre.y + row.label_below(z.coin, z.outline) - label_pt(z) * kMmPerPt;
    frame.own_art = sheet_art_own && made_for_shape(path);
    const ArtBoxes boxes = row.art(frame);
    if (!row.art_turns) {
      if (path.empty()) return group_item("piece", std::make_shared<Items>(stand_in(kind, side, boxes.disc)));
      return {"piece", ImageItem{path, css, boxes.drawing}};
    }
    auto children = std::make_shared<Items>(path.empty() ? stand_in(kind, side, boxes.disc)
                                                         : Items{{"piece", ImageItem{path, css, boxes.drawing}}});
    const auto [x, y] = s.centre;
    const Affine turn = s.flipped ? Affine{-1, 0, 0, -1, 2 * x, 2 * y} : Affine{};
    return group_item("piece-turn", children, turn);
  }

  // `z`: the size of the token, which is its front's whatever its back shows.
  void paint(Items& items, const TokenKind& kind, const TokenSlot& s, const TokenSize& z,
             const std::string& back = "") const {
    const SideStyle& side = art.side(plan.sides[kind.side]);
    const TokenStyle& t = art.tokens;
    const double d = z.coin;
    auto token = std::make_shared<Items>();
    token->push_back(bleed(s, side.background, z));
    add_ring(*token, s, side.ring, z);
    token->push_back(drawing(kind, side, s, z));
    if (side.mark != Mark::None)
      for (const Point p : row.mark_spots(s, d, z.outline))
        add_mark(*token, side.mark, p, kMarkSize * d, side.mark_colour, side.background);
    if (opt.labels) {
      const double pt = label_pt(z);
      const double below = row.label_below(d, z.outline);
      token->push_back(text_item("label", kind.name, {s.centre.x, s.centre.y + below},
                                 art.labels.sized(tenths(pt)).pango(), t.label_colour, Align::Centre, VAlign::Middle));
    }
    add_cut(*token, s, z);
    std::string cls = "token " + back + plan.sides[kind.side] + " piece-" + std::string(1, kind.letter) +
                      (kind.promoted ? " promoted" : "");
    items.push_back(group_item(cls, token));
  }

  // The ring just inside the cut line.
  void add_ring(Items& items, const TokenSlot& s, Colour colour, const TokenSize& z) const {
    const Stroke& ring = art.tokens.ring;
    if (ring.width_mm <= 0) return;
    const double inset = ring.width_mm / 2 + kRingInsetMm;
    items.push_back(
        shape_item("ring", s, z.outline - inset * row.growth, Style{kNone, colour, ring.width_mm, {}, true}));
  }

  void add_cut(Items& items, const TokenSlot& s, const TokenSize& z) const {
    const Stroke& cut = art.tokens.cut;
    if (cut.width_mm > 0)
      items.push_back(shape_item("cut", s, z.outline, Style{kNone, cut.colour, cut.width_mm, {}, true}));
  }

  // The face colour beyond the cut line, so a crooked cut shows no white.
  Item bleed(const TokenSlot& s, Colour colour, const TokenSize& z) const {
    return shape_item("bleed", s, z.outline + art.tokens.bleed_mm * row.growth, Style{colour, kNone, 0, {}, false});
  }

  // A plain back: the token in its side's colour (its pieces' body colour, which tells the sides
  // apart where the theme gives every side one face colour), with the ring and the army mark.
  // Where a layout turns a side's pieces instead (Shogi: both sides' pieces alike), every plain
  // back is the first side's, so a back does not tell whose the piece is.
  void paint_plain(Items& items, const TokenKind& kind, const TokenSlot& s) const {
    const SideStyle& side = art.side(plan.sides[layout.turned.empty() ? kind.side : 0]);
    const Colour face = parse_colour(side.piece.body).value_or(side.background);
    const TokenSize z = size_of(kind.letter);
    auto token = std::make_shared<Items>();
    token->push_back(bleed(s, face, z));
    add_ring(*token, s, side.ring, z);
    if (side.mark != Mark::None) add_mark(*token, side.mark, s.centre, kBackMarkSize * z.coin, side.mark_colour, face);
    add_cut(*token, s, z);
    items.push_back(group_item("token back plain " + plan.sides[kind.side], token));
  }
};

// The piece of `letter` from the layout's roster, as a token of `side`.
TokenKind roster_kind(const Layout& layout, int side, char letter) {
  TokenKind kind{side, letter, std::string(1, letter), 1, "", ""};
  for (const auto& t : layout.variant.pieces)
    if (t.letter == letter) kind.name = t.name;
  return kind;
}

bool is_pawn(const Layout& layout, char letter) {
  for (const auto& t : layout.variant.pieces)
    if (t.letter == letter) return t.pawn;
  return false;
}

// The promoted form `+X` of an unpromoted piece that turns over (Shogi), as a token of its side.
std::optional<TokenKind> flipped_kind(const Layout& layout, const TokenKind& kind) {
  if (kind.promoted) return std::nullopt;
  const rules::PieceType* type = layout.variant.piece(kind.letter, true);
  if (!type) return std::nullopt;
  TokenKind out{kind.side, kind.letter, type->name, 1, "", ""};
  out.promoted = true;
  return out;
}

// What the back of the `copy`-th token of `kind` shows: a piece, or nothing for a plain back.
std::optional<TokenKind> back_of(const Layout& layout, const TokenKind& kind, int copy, TokenBacks backs) {
  switch (backs) {
    case TokenBacks::Mirror:
    case TokenBacks::Fold: return kind;
    case TokenBacks::Promoted:
      // A piece with a promoted form shows it (Shogi: the token turns over); a pawn shows
      // what it promotes to.
      if (auto flipped = flipped_kind(layout, kind)) return flipped;
      if (is_pawn(layout, kind.letter) && first_promotion(layout))
        return roster_kind(layout, kind.side, first_promotion(layout));
      break;
    case TokenBacks::Mask:
      if (kind.hides.empty()) break;
      return roster_kind(layout, kind.side, kind.hides[static_cast<size_t>(copy) % kind.hides.size()]);
    case TokenBacks::None:
    case TokenBacks::Plain: break;
  }
  return std::nullopt;
}

}  // namespace

char first_promotion(const Layout& layout) {
  const std::string& to = layout.variant.rules.promotion.to;
  return to.empty() ? '\0' : to[0];
}

namespace {

// Registration crosses at the corners of the token area, just outside it: a set that turning
// the sheet over maps onto itself, so the back's crosses (drawn behind the front's) fall on the
// same places.
// With a cutting machine's marks at the corners, the crosses sit at the middle of each edge.
std::vector<Point> registration_marks(const Rect& area, bool cut_marks) {
  constexpr double kIn = 3, kOut = 2;  // along the edge from the corner; out from the area
  if (cut_marks)
    return {{area.x + area.w / 2, area.y - kOut},
            {area.x - kOut, area.y + area.h / 2},
            {area.right() + kOut, area.y + area.h / 2},
            {area.x + area.w / 2, area.bottom() + kOut}};
  return {{area.x + kIn, area.y - kOut},
          {area.right() - kIn, area.y - kOut},
          {area.x + kIn, area.bottom() + kOut},
          {area.right() - kIn, area.bottom() + kOut}};
}

// Puts a back page after each sheet: every token's back behind its front, the crosses behind
// the front's, all moved by the back offset; the footer says which sheet it backs.
void add_backs(TokenSheets& out, const Layout& layout, const Theme& theme, const TokenPlan& plan,
               const TokenPainter& painter, const std::vector<int>& copies, double margin_mm,
               const TokenSheetOptions& options) {
  out.registration = registration_marks(out.area, options.cut_marks != CutMarks::None);
  const int sheets = out.sheets;
  std::vector<Page> fronts = std::move(out.pages);
  out.pages.clear();
  // Every token's back, on the content of its sheet's back page.
  std::vector<std::shared_ptr<Items>> contents(static_cast<size_t>(sheets));
  for (auto& content : contents) content = std::make_shared<Items>();
  for (size_t i = 0; i < out.placed.size(); ++i) {
    PlacedToken& placed = out.placed[i];
    const int sheet = placed.page;
    const Page& front = fronts[static_cast<size_t>(sheet)];
    const double w = front.width_mm, h = front.height_mm;
    const TokenKind& kind = plan.kinds[static_cast<size_t>(placed.kind)];
    // A triangle turned top to bottom points the other way.
    const bool vertical = flips_vertically(w, h, options.duplex);
    const TokenSlot slot{behind(placed.slot.centre, w, h, options.duplex), placed.slot.flipped != vertical};
    const std::optional<TokenKind> shown = back_of(layout, kind, copies[i], options.backs);
    Items& content = *contents[static_cast<size_t>(sheet)];
    if (shown) painter.paint(content, *shown, slot, painter.size_of(kind.letter), "back ");
    else painter.paint_plain(content, kind, slot);
    placed.page = 2 * sheet;
    out.backs.push_back({2 * sheet + 1, slot, placed.kind, shown ? shown->letter : '\0', shown && shown->promoted});
  }
  for (int sheet = 0; sheet < sheets; ++sheet) {
    Page& front = fronts[static_cast<size_t>(sheet)];
    const double w = front.width_mm, h = front.height_mm;
    Items& content = *contents[static_cast<size_t>(sheet)];
    for (const Point p : out.registration) {
      add_cross(front.items, p, theme, "registration");
      add_cross(content, behind(p, w, h, options.duplex), theme, "registration");
    }
    Page back{w, h, layout.title + " pieces, back of sheet " + std::to_string(sheet + 1), {}};
    back.items.push_back(group_item("back", contents[static_cast<size_t>(sheet)],
                                    Affine::translate(options.back_offset.x, options.back_offset.y)));
    Footer f;
    f.heading = layout.title + " · back of pieces " + std::to_string(sheet + 1) + " of " + std::to_string(sheets) +
                " · " + std::string(backs_name(options.backs));
    f.instruction = "Print double-sided, turning over the " + std::string(duplex_name(options.duplex)) +
                    " edge: these crosses fall on the front's.";
    add_marked_footer(back.items, options.cut_marks, w, h, margin_mm, theme, f);
    out.pages.push_back(std::move(front));
    out.pages.push_back(std::move(back));
  }
}

// With fold backs, the fronts' area on the upper half, clear of the fold and as far below the
// top as the footer band is above the bottom, so its mirror across the fold clears the footer.
Rect fold_front_area(double w, double h, double margin_mm) {
  const double top = margin_mm + SheetFrame::kFooter + SheetFrame::kFooterGap;
  return {margin_mm, top, w - 2 * margin_mm, h / 2 - kFoldClearMm - top};
}

// Puts each front's back on its own sheet's lower half, mirrored across the fold: folding the
// sheet up along it (printed side out) lays every back behind its front, upright.
void add_fold_backs(TokenSheets& out, const Theme& theme, const TokenPlan& plan, const TokenPainter& painter,
                    double margin_mm) {
  for (const PlacedToken& placed : out.placed) {
    Page& page = out.pages[static_cast<size_t>(placed.page)];
    const double fold = page.height_mm / 2;
    const TokenSlot slot{{placed.slot.centre.x, 2 * fold - placed.slot.centre.y}, !placed.slot.flipped};
    const TokenKind& kind = plan.kinds[static_cast<size_t>(placed.kind)];
    painter.paint(page.items, kind, slot, painter.size_of(kind.letter), "back ");
    out.backs.push_back({placed.page, slot, placed.kind, kind.letter, kind.promoted});
  }
  for (Page& page : out.pages) {
    const double fold = page.height_mm / 2;
    page.items.push_back(line_item("fold", {margin_mm, fold}, {page.width_mm - margin_mm, fold},
                                   Style{kNone, theme.board.border.colour, kFoldLineMm, {kFoldDash, kFoldDash}}));
  }
}

// The rectangle round what a token prints: its outline grown by the bleed.
Rect printed_bounds(const TokenShapeRow& row, const TokenSlot& slot, double outline, double reach) {
  const double size = outline + reach * row.growth;
  if (!row.outline) return {slot.centre.x - size / 2, slot.centre.y - size / 2, size, size};
  return bounds_of(row.outline(slot, size));
}

Rect mapped(const Rect& r, const std::function<Point(Point)>& map) {
  return bounds_of({map({r.x, r.y}), map({r.right(), r.bottom()})});
}

// With a cutting machine's marks, the fronts' area inside the area it cuts, and in `marks` the
// zones no front may reach: round the marks and the footer, and with backs those whose back
// would reach them on the back (behind them, or across the fold).
Rect marked_front_area(MarkLayout& marks, double w, double h, double margin_mm, const TokenSheetOptions& options) {
  if (options.backs == TokenBacks::None) return marks.cut_area;
  if (options.cut_marks != CutMarks::Silhouette)  // the footer is at its usual place
    marks.keep_out.push_back({margin_mm, h - margin_mm - SheetFrame::kFooter, w - 2 * margin_mm, SheetFrame::kFooter});
  const size_t own = marks.keep_out.size();
  for (size_t i = 0; i < own; ++i) {
    const Rect zone = marks.keep_out[i];
    if (options.backs == TokenBacks::Fold)
      marks.keep_out.push_back(mapped(zone, [h](Point p) { return Point{p.x, h - p.y}; }));
    else marks.keep_out.push_back(mapped(zone, [&](Point p) { return behind(p, w, h, options.duplex); }));
  }
  const Rect& cut = marks.cut_area;
  if (options.backs == TokenBacks::Fold) return {cut.x, cut.y, cut.w, h / 2 - kFoldClearMm - cut.y};
  return cut;
}

}  // namespace

TokenSheets token_pages(const Layout& layout, const Theme& theme, const ArtStyle& art, const TokenPlan& plan,
                        const Paper& paper, double margin_mm, const TokenSheetOptions& options) {
  const TokenShapeRow& row = token_shape_row(options.shape);
  if (row.own_pages) return row.own_pages(layout, theme, art, plan, paper, margin_mm, options);
  TokenSheets out;
  out.outline_mm = outline_for(options.shape, options.diameter_mm);
  out.reach_mm = art.tokens.bleed_mm;
  // Portrait or landscape, whichever holds more tokens.
  std::vector<TokenSlot> slots;
  double page_w = paper.width_mm, page_h = paper.height_mm;
  for (bool landscape : {false, true}) {
    const double w = landscape ? paper.height_mm : paper.width_mm, h = landscape ? paper.width_mm : paper.height_mm;
    // With backs the area is as far from the top as from the bottom, so the sheet turned over
    // puts every back inside it too, and the back's footer falls behind the front's top band.
    const double band = SheetFrame::kFooter + SheetFrame::kFooterGap;
    const bool backs = options.backs != TokenBacks::None;
    Rect area = options.backs == TokenBacks::Fold ? fold_front_area(w, h, margin_mm)
                                                  : Rect{margin_mm, margin_mm + (backs ? band : 0), w - 2 * margin_mm,
                                                         h - 2 * margin_mm - band * (backs ? 2 : 1)};
    // A cutting machine cuts inside its marks, and nothing may be printed round them.
    MarkLayout marks = mark_layout(options.cut_marks, w, h, margin_mm);
    if (options.cut_marks != CutMarks::None) area = marked_front_area(marks, w, h, margin_mm, options);
    auto s = pack_tokens(area, options.shape, out.outline_mm, out.reach_mm, kGapMm);
    std::erase_if(s, [&](const TokenSlot& slot) {
      return !clear_of_marks(marks, printed_bounds(row, slot, out.outline_mm, out.reach_mm));
    });
    if (s.size() > slots.size()) slots = std::move(s), page_w = w, page_h = h, out.area = area;
  }
  if (slots.empty())
    throw InputError({layout.file(), 0, 0},
                     "a token of " + format_mm(options.diameter_mm) + " does not fit on " + paper.name + " paper");
  TokenPainter painter{layout, art, plan, options, token_shape_row(options.shape), out.outline_mm};
  painter.sheet_art_own = std::all_of(plan.kinds.begin(), plan.kinds.end(), [&](const TokenKind& kind) {
    const std::string path = painter.drawing_file(kind);
    return path.empty() || painter.made_for_shape(path);
  });
  const int total = plan.total();
  const int per_page = static_cast<int>(slots.size());
  const int pages = (total + per_page - 1) / per_page;
  // Graded tokens are not all stuck on the one coin.
  const bool graded = !layout.tokens.sizes.empty();
  const std::string preset = graded ? "" : preset_for(options.diameter_mm);
  const std::string coin = preset.empty() ? "" : " (" + preset + ")";
  int n = 0;
  std::vector<int> copies;  // of each placed token: which copy of its kind it is
  for (int k = 0; k < static_cast<int>(plan.kinds.size()); ++k)
    for (int i = 0; i < plan.kinds[k].count; ++i, ++n) {
      const int page = n / per_page;
      if (page == static_cast<int>(out.pages.size())) {
        Page p{page_w, page_h, layout.title + " pieces, sheet " + std::to_string(page + 1), {}};
        Footer f;
        f.heading = layout.title + " · pieces " + std::to_string(page + 1) + " of " + std::to_string(pages) + " · " +
                    std::to_string(total) + (graded ? " × up to " : " × ") + format_mm(options.diameter_mm) + coin;
        f.instruction =
            options.backs == TokenBacks::Fold
                ? "Fold on the dashed line, glue, then cut on the outer lines."
                : "Cut on the thin outer line" + (preset.empty() ? std::string(".") : ", stick on a " + preset + ".");
        add_marked_footer(p.items, options.cut_marks, page_w, page_h, margin_mm, theme, f);
        if (options.cut_marks != CutMarks::None)
          add_cut_marks(p.items, mark_layout(options.cut_marks, page_w, page_h, margin_mm));
        out.pages.push_back(std::move(p));
      }
      const TokenSlot& slot = slots[static_cast<size_t>(n % per_page)];
      painter.paint(out.pages.back().items, plan.kinds[k], slot, painter.size_of(plan.kinds[k].letter));
      out.placed.push_back({page, slot, k, plan.kinds[k].letter});
      copies.push_back(i);
    }
  out.sheets = static_cast<int>(out.pages.size());
  if (options.backs == TokenBacks::Fold) add_fold_backs(out, theme, plan, painter, margin_mm);
  else if (options.backs != TokenBacks::None) add_backs(out, layout, theme, plan, painter, copies, margin_mm, options);
  return out;
}

}  // namespace pp
