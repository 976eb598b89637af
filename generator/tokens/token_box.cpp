#include "tokens/token_box.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numbers>

#include "common/input_error.h"
#include "common/units.h"
#include "model/layout.h"
#include "model/theme.h"
#include "pages/sheet.h"
#include "pages/tiling.h"
#include "text/text.h"
#include "tokens/cut_marks.h"
#include "tokens/standees.h"
#include "tokens/token_sheets.h"

namespace pp {
namespace {

// The half-round notch in the front's top edge that a thumb pulls the lid's flap out by: this
// much of the front's width across, at most kNotchMm.
constexpr double kNotchShare = 0.3, kNotchMm = 20;
// The tuck flap is this much narrower each side than the lid, so it slides in.
constexpr double kTuckInsetMm = 0.5;
constexpr double kCutLineMm = 0.25;
// The title's largest size, and the room it keeps from a panel's sides.
constexpr double kTitleMaxPt = 28, kTitleMinPt = 5, kPanelPadMm = 4;
// Glue areas whitened over the box's colour.
constexpr Colour kGlueTint{1, 1, 1, 0.6};

// The width and height of what one token covers lying flat: its outline's bounds.
Point token_footprint(const TokenSheetOptions& options) {
  const TokenShapeRow& row = token_shape_row(options.shape);
  const double size = row.size_for_coin(options.diameter_mm);
  if (!row.outline) return {size, size};
  const Rect r = bounds_of(row.outline(TokenSlot{{0, 0}, false}, size));
  return {r.w, r.h};
}

double flap_for(double width, double depth, double height) {
  return std::min({kBoxFlapMm, kBoxFlapShare * depth, 0.45 * width, kBoxFlapShare * height});
}

bool net_fits(const BoxSize& box, const Paper& paper, double margin_mm) {
  const double w = box_net_width(box), h = box_net_height(box);
  for (bool turned : {false, true}) {
    const Rect area = SheetFrame::art_area(turned ? paper.height_mm : paper.width_mm,
                                           turned ? paper.width_mm : paper.height_mm, margin_mm);
    if (w <= area.w && h <= area.h) return true;
  }
  return false;
}

double surface(const BoxSize& b) { return 2 * (b.width * b.depth + b.width * b.height + b.depth * b.height); }

// The largest size up to kTitleMaxPt at which `text` fits `room` mm across.
std::string fitted_font(const FontSpec& style, const std::string& text, double room, double most_pt = kTitleMaxPt) {
  double pt = std::max(kTitleMinPt, most_pt);
  const double wide = text::set(text, style.sized(pt).pango()).width;
  if (wide > room) pt = std::max(kTitleMinPt, std::floor(10 * pt * room / wide) / 10);
  while (pt > kTitleMinPt && text::set(text, style.sized(tenths(pt)).pango()).width > room) pt -= 0.1;
  return style.sized(tenths(pt)).pango();
}

std::string count_text(const BoxSize& box) {
  return std::to_string(box.count) + (box.standees ? " standees" : " tokens");
}

// The net, its top left corner at `at`: the body's panels left to right front, side, back, side
// and the glue tab; the lid and its tuck flap above the back, the bottom and its glue flap below
// it, a dust flap above and below each side.
struct Net {
  const BoxSize& box;
  Point at;

  double w() const { return box.width; }
  double d() const { return box.depth; }
  double f() const { return box.flap; }
  double body_top() const { return at.y + f() + d(); }
  double body_bottom() const { return body_top() + box.height; }
  double x(int panel) const {  // the left edge of panel 0 front, 1 side, 2 back, 3 side, 4 tab
    const double widths[] = {w(), d(), w(), d()};
    double x = at.x;
    for (int i = 0; i < panel; ++i) x += widths[i];
    return x;
  }
  double notch() const { return std::min(kNotchMm, kNotchShare * w()) / 2; }

  // The cut line round it all, clockwise from the front's top left corner.
  Polygon outline() const {
    const double top = body_top(), bottom = body_bottom(), c = f() / 2;
    Polygon p;
    // The front's top edge, with the thumb notch.
    p.push_back({x(0), top});
    const double mid = x(0) + w() / 2, radius = notch();
    constexpr int kSteps = 24;
    for (int i = 0; i <= kSteps; ++i) {
      const double a = std::numbers::pi * (1 - static_cast<double>(i) / kSteps);
      p.push_back({mid + radius * std::cos(a), top + radius * std::sin(a)});
    }
    auto dust_flap = [&](double left, double edge, double dir) {  // dir -1: up, +1: down
      const double from = dir < 0 ? left : left + d(), to = dir < 0 ? left + d() : left;
      const double s = dir < 0 ? 1 : -1;
      p.push_back({from, edge});
      p.push_back({from + s * c, edge + dir * f()});
      p.push_back({to - s * c, edge + dir * f()});
      p.push_back({to, edge});
    };
    dust_flap(x(1), top, -1);
    // The lid and its tuck flap, narrowed and cornered.
    const double lid = top - d(), tuck = lid - f(), l = x(2) + kTuckInsetMm, r = x(3) - kTuckInsetMm;
    p.push_back({x(2), lid});
    p.push_back({l, lid});
    p.push_back({l, tuck + c});
    p.push_back({l + c, tuck});
    p.push_back({r - c, tuck});
    p.push_back({r, tuck + c});
    p.push_back({r, lid});
    p.push_back({x(3), lid});
    dust_flap(x(3), top, -1);
    // The glue tab on the last side, cornered so it clears the folds at the front's corners.
    p.push_back({x(4) + f(), top + c});
    p.push_back({x(4) + f(), bottom - c});
    dust_flap(x(3), bottom, 1);
    // The bottom and its glue flap below the back.
    const double floor = bottom + d();
    p.push_back({x(3), floor});
    p.push_back({x(3) - c, floor + f()});
    p.push_back({x(2) + c, floor + f()});
    p.push_back({x(2), floor});
    dust_flap(x(1), bottom, 1);
    p.push_back({x(0), bottom});
    // Consecutive repeats (a flap's corner on a panel's) drawn once.
    p.erase(std::unique(p.begin(), p.end(),
                        [](Point a, Point b) { return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9; }),
            p.end());
    return p;
  }

  // Where glue goes: the tab on the last side and the flap below the bottom.
  Polygon glue_tab() const {
    const double top = body_top(), bottom = body_bottom(), c = f() / 2;
    return {{x(4), top}, {x(4) + f(), top + c}, {x(4) + f(), bottom - c}, {x(4), bottom}};
  }
  Polygon glue_flap() const {
    const double floor = body_bottom() + d(), c = f() / 2;
    return {{x(2), floor}, {x(3), floor}, {x(3) - c, floor + f()}, {x(2) + c, floor + f()}};
  }

  // The folds: the body's four upright edges, the tops and bottoms of the sides and the back,
  // the lid's far edge and the bottom's.
  std::vector<std::pair<Point, Point>> folds() const {
    const double top = body_top(), bottom = body_bottom();
    std::vector<std::pair<Point, Point>> out;
    for (int i = 1; i <= 4; ++i) out.push_back({{x(i), top}, {x(i), bottom}});
    out.push_back({{x(1), top}, {x(4), top}});
    out.push_back({{x(1), bottom}, {x(4), bottom}});
    out.push_back({{x(2), top - d()}, {x(3), top - d()}});
    out.push_back({{x(2), bottom + d()}, {x(3), bottom + d()}});
    return out;
  }
};

// The title across a panel, upright or (on the lid, read from the front) turned half round.
// At most half the panel's height tall.
void add_title(Items& items, const Theme& theme, const std::string& title, const Rect& panel, double y, bool turned) {
  const double most = std::min(kTitleMaxPt, panel.h / 2 / kMmPerPt);
  const std::string font = fitted_font(theme.text.title, title, panel.w - 2 * kPanelPadMm, most);
  items.push_back(text_item("box-title", title, {panel.x + panel.w / 2, y}, font, theme.board.border.colour,
                            Align::Centre, VAlign::Middle, turned ? 180 : 0));
}

void add_glue(Items& items, const Theme& theme, Point centre, double room, bool upright) {
  const std::string font = fitted_font(theme.text.glue, "GLUE", room, theme.text.glue.points);
  items.push_back(
      text_item("glue-text", "GLUE", centre, font, theme.page.glue, Align::Centre, VAlign::Middle, upright ? -90 : 0));
}

}  // namespace

double box_net_width(const BoxSize& box) { return 2 * box.width + 2 * box.depth + box.flap; }

double box_net_height(const BoxSize& box) { return 2 * box.flap + 2 * box.depth + box.height; }

BoxSize box_size(const Layout& layout, const TokenPlan& plan, const TokenSheetOptions& options, const Paper& paper,
                 double margin_mm) {
  const int count = plan.total();
  const bool standees = options.shape == TokenShape::Standee;
  // One stack's floor and what each token adds to it; a standee's row's width and the height
  // of the tallest.
  Point footprint = token_footprint(options);
  double each = coin_thickness_mm(options.diameter_mm) + kTokenFacesMm, tallest = 0;
  if (standees) {
    const StandeeSize size = standee_size(options);
    footprint = {size.base, 0};
    each = kStandeeStoredMm;
    for (const TokenKind& kind : plan.kinds)
      tallest = std::max(tallest, size.face * standee_share(layout, kind.letter));
  }
  BoxSize best;
  double least = std::numeric_limits<double>::max();
  for (int across = 1; across <= count; ++across)
    for (int deep = 1; across * deep <= count && (deep == 1 || !standees); ++deep) {
      const int stacks = across * deep, per = (count + stacks - 1) / stacks;
      if ((stacks - 1) * per >= count) continue;  // a stack would be empty
      BoxSize b;
      b.count = count;
      b.standees = standees;
      b.across = across, b.deep = deep, b.per_stack = per;
      b.width = across * footprint.x + kBoxClearanceMm;
      b.depth = standees ? per * each + kBoxClearanceMm : deep * footprint.y + kBoxClearanceMm;
      b.height = standees ? tallest + kBoxClearanceMm : per * each + kBoxClearanceMm;
      b.flap = flap_for(b.width, b.depth, b.height);
      const double card = surface(b);
      const bool less = card < least - 1e-6 || (card < least + 1e-6 && b.width > best.width);
      if (less && net_fits(b, paper, margin_mm)) best = b, least = card;
    }
  if (best.count == 0)
    throw InputError({layout.file(), 0, 0}, "a box for " + std::to_string(count) + " " +
                                                (standees ? "standees" : "tokens") + " does not fit on " + paper.name +
                                                " paper; try larger paper, like --paper a3");
  return best;
}

Page box_page(const Layout& layout, const Theme& theme, const BoxSize& box, const Paper& paper, double margin_mm) {
  const double net_w = box_net_width(box), net_h = box_net_height(box);
  double page_w = paper.width_mm, page_h = paper.height_mm;
  Rect area = SheetFrame::art_area(page_w, page_h, margin_mm);
  if (net_w > area.w || net_h > area.h) {
    std::swap(page_w, page_h);
    area = SheetFrame::art_area(page_w, page_h, margin_mm);
  }
  Page page{page_w, page_h, layout.title + " box", {}};
  const Net net{box, {area.x + (area.w - net_w) / 2, area.y + (area.h - net_h) / 2}};
  const auto light = theme.board.cells.find("light");
  const Colour fill = light == theme.board.cells.end() ? kNone : light->second;
  const Colour& ink = theme.board.border.colour;
  const Polygon outline = net.outline();
  page.items.push_back(path_item("box-face", outline, Style{fill, kNone, 0, {}, false}));
  const double top = net.body_top(), h = box.height;
  const Rect front{net.x(0), top, box.width, h}, back{net.x(2), top, box.width, h};
  // The title on the front below the notch, on the back with what it holds, and on the lid.
  const double below_notch = top + net.notch();
  add_title(page.items, theme, layout.title, {front.x, below_notch, front.w, h - net.notch()},
            below_notch + (h - net.notch()) / 2, false);
  add_title(page.items, theme, layout.title, {back.x, top, back.w, h / 2}, top + h * 0.4, false);
  const std::string holds = count_text(box);
  page.items.push_back(text_item("box-contents", holds, {back.x + back.w / 2, top + h * 0.72},
                                 fitted_font(theme.text.footer, holds, back.w - 2 * kPanelPadMm, 9), ink, Align::Centre,
                                 VAlign::Middle));
  add_title(page.items, theme, layout.title, {back.x, top - box.depth, back.w, box.depth}, top - box.depth / 2, true);
  for (const Polygon& glue : {net.glue_tab(), net.glue_flap()})
    page.items.push_back(path_item("glue-tint", glue, Style{kGlueTint, kNone, 0, {}, false}));
  add_glue(page.items, theme, {net.x(4) + box.flap / 2, top + h / 2}, h - box.flap, true);
  add_glue(page.items, theme, {back.x + back.w / 2, top + h + box.depth + box.flap / 2}, back.w - box.flap, false);
  page.items.push_back(path_item("cut box-outline", outline, Style{kNone, ink, kCutLineMm, {}, false}));
  for (const auto& [a, b] : net.folds())
    page.items.push_back(line_item("fold", a, b, Style{kNone, ink, kFoldLineMm, {kFoldDash, kFoldDash}}));
  Footer f;
  char inside[64];
  std::snprintf(inside, sizeof inside, "%.1f × %.1f × %.1f mm", box.width, box.depth, box.height);
  f.heading = layout.title + " · box for " + count_text(box) + " · inside " + inside;
  f.instruction = "Cut on the solid line, fold on the dashed ones (printed side out), glue the tabs inside.";
  add_footer(page.items, page_w, page_h, margin_mm, theme, f);
  return page;
}

void make_box_sheet(RenderContext& context, std::vector<SheetSet>& sets) {
  const std::vector<SheetKind>& only = context.options.only;
  if (std::find(only.begin(), only.end(), SheetKind::Box) == only.end()) return;
  const Layout& layout = context.layout;
  if (!layout.has_variant) return;  // a board alone has no tokens
  const TokenPlan plan = plan_tokens(layout);
  if (plan.total() == 0) return;
  std::string warning;  // the token sheets say it
  const TokenSheetOptions options = token_sheet_options(context, plan, warning);
  const double margin = layout.print.margin_mm;
  const BoxSize box = box_size(layout, plan, options, context.paper, margin);
  Json json = Json::object();
  json["holds"] = std::string(box.standees ? "standees" : "tokens");
  json["count"] = box.count;
  json["stacks"] = box.across * box.deep;
  json["per_stack"] = box.per_stack;
  Json inside = Json::object();
  inside["width_mm"] = box.width;
  inside["depth_mm"] = box.depth;
  inside["height_mm"] = box.height;
  json["inside"] = std::move(inside);
  context.manifest["box"] = std::move(json);
  sets.push_back({SheetKind::Box, {box_page(layout, context.theme, box, context.paper, margin)}, {}, {}});
}

}  // namespace pp
