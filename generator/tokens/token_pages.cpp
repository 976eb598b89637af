#include "tokens/token_pages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "art/piece_svg.h"
#include "art/side_style.h"
#include "common/input_error.h"
#include "common/units.h"
#include "geometry/cells.h"
#include "model/layout.h"
#include "model/theme.h"
#include "pages/sheet.h"
#include "pages/tiling.h"
#include "scene/marks.h"

namespace pp {
namespace {

const double kSqrt3 = std::sqrt(3.0);
constexpr double kGapMm = 1.5;  // between two tokens' bleeds, room for scissors

// The outline size for a token holding a circle of `d`: a circle's diameter, a square's side,
// a triangle's side.
double outline_for(TokenShape shape, double d) { return shape == TokenShape::Triangle ? d * kSqrt3 : d; }

std::string fmt(const char* f, double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

struct TokenPainter {
  const Layout& layout;
  const ArtStyle& art;
  const TokenPlan& plan;
  const TokenSheetOptions& opt;
  double outline;

  Item shape_item(const std::string& cls, const TokenSlot& slot, double size, const Style& style) const {
    if (opt.shape == TokenShape::Circle) return {cls, CircleItem{slot.centre, size / 2, style}};
    return path_item(cls, token_outline(opt.shape, slot, size), style);
  }

  // Where the army marks go: two, opposite each other, clear of the drawing.
  std::vector<Point> mark_spots(const TokenSlot& s) const {
    const double d = opt.diameter_mm;
    const auto [x, y] = s.centre;
    if (opt.shape == TokenShape::Square) return {{x - 0.36 * d, y - 0.36 * d}, {x + 0.36 * d, y + 0.36 * d}};
    if (opt.shape == TokenShape::Triangle) {
      const auto tri = token_outline(opt.shape, s, outline);
      return {{x + 0.78 * (tri[1].x - x), y + 0.78 * (tri[1].y - y)},
              {x + 0.78 * (tri[2].x - x), y + 0.78 * (tri[2].y - y)}};
    }
    return {{x - 0.39 * d, y}, {x + 0.39 * d, y}};
  }

  Item drawing(const TokenKind& kind, const SideStyle& side, const TokenSlot& s) const {
    const std::string path =
        art.drawing(kind.letter, layout.art_of(kind.letter), kind.name, plan.sides[kind.side], layout.name).string();
    const std::string css = art::stylesheet(side.piece);
    const double d = opt.diameter_mm;
    const auto [x, y] = s.centre;
    if (opt.shape == TokenShape::Triangle) {
      // Six-army drawings keep inside the triangle (50,8) (96,88) (4,88) of their viewBox, side 92,
      // centroid at (50, 61.3): scale that triangle to sit inside the ring.
      const double inner = outline - 2 * kSqrt3 * (art.tokens.ring.width_mm + 1.0);
      const double box = inner / 0.92;
      Rect r{x - box / 2, y - 0.6133 * box, box, box};
      if (opt.labels) r = {x - box * 0.4, y - 0.6133 * box * 0.8 - 0.05 * d, box * 0.8, box * 0.8};
      auto children = std::make_shared<Items>(Items{{"piece", ImageItem{path, css, r}}});
      const Affine turn = s.flipped ? Affine{-1, 0, 0, -1, 2 * x, 2 * y} : Affine{};
      return group_item("piece-turn", children, turn);
    }
    const double box = (opt.labels ? 0.58 : 0.70) * d;
    const double dy = opt.labels ? -0.075 * d : 0;
    return {"piece", ImageItem{path, css, {x - box / 2, y + dy - box / 2, box, box}}};
  }

  void paint(Items& items, const TokenKind& kind, const TokenSlot& s) const {
    const SideStyle& side = art.side(plan.sides[kind.side]);
    const TokenStyle& t = art.tokens;
    const double d = opt.diameter_mm;
    auto token = std::make_shared<Items>();
    token->push_back(shape_item(
        "bleed", s, outline_for(opt.shape, d) + 2 * t.bleed_mm * (opt.shape == TokenShape::Triangle ? kSqrt3 : 1),
        Style{side.background, kNone, 0, {}, false}));
    if (t.ring.width_mm > 0) {
      const double inset = t.ring.width_mm / 2 + 0.6;
      const double grow = opt.shape == TokenShape::Triangle ? kSqrt3 : 1;
      token->push_back(
          shape_item("ring", s, outline - 2 * inset * grow, Style{kNone, side.ring, t.ring.width_mm, {}, true}));
    }
    token->push_back(drawing(kind, side, s));
    if (side.mark != Mark::None)
      for (const Point p : mark_spots(s)) add_mark(*token, side.mark, p, 0.12 * d, side.mark_colour, side.background);
    if (opt.labels) {
      const double pt = std::clamp(0.075 * d / kMmPerPt, 4.0, 9.0);
      const double below = opt.shape == TokenShape::Triangle ? 0.2 * d : 0.3 * d;
      token->push_back(text_item("label", kind.name, {s.centre.x, s.centre.y + below},
                                 t.label_font + " " + fmt("%.1f", pt), t.label_colour, Align::Centre, VAlign::Middle));
    }
    if (t.cut.width_mm > 0)
      token->push_back(shape_item("cut", s, outline, Style{kNone, t.cut.colour, t.cut.width_mm, {}, true}));
    std::string cls = "token " + plan.sides[kind.side] + " piece-" + std::string(1, kind.letter);
    items.push_back(group_item(cls, token));
  }
};

}  // namespace

double cell_fit_mm(const Layout& layout) {
  const BoardGeometry g = board_geometry(layout, 0);
  return g.cells.empty() ? layout.cell_mm : narrowest_cell(g);
}

std::string preset_for(double diameter_mm) {
  for (const auto& p : token_presets())
    if (std::abs(p.diameter_mm - diameter_mm) < 1e-9) return std::string(p.name);
  return "";
}

namespace {

// Does a square or triangle token round a coin of `d` lie within every cell, centred on it and
// turned either way up (triangles point up or down, as the trigs do)?
bool polygon_token_fits(const Layout& layout, TokenShape shape, double d) {
  const BoardGeometry g = board_geometry(layout, 0);
  const double size = outline_for(shape, d);
  for (const auto& c : g.cells)
    if (!convex_contains(c.polygon, token_outline(shape, {c.centre, false}, size)) &&
        !convex_contains(c.polygon, token_outline(shape, {c.centre, true}, size)))
      return false;
  return true;
}

}  // namespace

double choose_token_mm(const Layout& layout, const TokenPlan& plan, double option_mm, TokenShape shape,
                       std::string& warning) {
  const double fit = cell_fit_mm(layout);
  const double d = option_mm > 0 ? option_mm : plan.size_mm ? *plan.size_mm : default_token_mm(fit);
  warning.clear();
  if (shape == TokenShape::Circle ? d > fit + 1e-9 : !polygon_token_fits(layout, shape, d))
    warning = std::string(shape_name(shape)) + " tokens of " + format_mm(d) + " are larger than a cell of " +
              layout.name + " (it holds a circle of " + format_mm(fit) + ")";
  return d;
}

TokenSheets token_pages(const Layout& layout, const Theme& theme, const ArtStyle& art, const TokenPlan& plan,
                        const Paper& paper, double margin_mm, const TokenSheetOptions& options) {
  TokenSheets out;
  out.outline_mm = outline_for(options.shape, options.diameter_mm);
  out.reach_mm = art.tokens.bleed_mm;
  // Portrait or landscape, whichever holds more tokens.
  std::vector<TokenSlot> slots;
  double page_w = paper.width_mm, page_h = paper.height_mm;
  for (bool landscape : {false, true}) {
    const double w = landscape ? paper.height_mm : paper.width_mm, h = landscape ? paper.width_mm : paper.height_mm;
    const Rect area{margin_mm, margin_mm, w - 2 * margin_mm,
                    h - 2 * margin_mm - SheetFrame::kFooter - SheetFrame::kFooterGap};
    auto s = pack_tokens(area, options.shape, out.outline_mm, out.reach_mm, kGapMm);
    if (s.size() > slots.size()) slots = std::move(s), page_w = w, page_h = h, out.area = area;
  }
  if (slots.empty())
    throw InputError({layout.file(), 0, 0},
                     "a token of " + format_mm(options.diameter_mm) + " does not fit on " + paper.name + " paper");
  const TokenPainter painter{layout, art, plan, options, out.outline_mm};
  const int total = plan.total();
  const int per_page = static_cast<int>(slots.size());
  const int pages = (total + per_page - 1) / per_page;
  const std::string preset = preset_for(options.diameter_mm);
  const std::string coin = preset.empty() ? "" : " (" + preset + ")";
  int n = 0;
  for (int k = 0; k < static_cast<int>(plan.kinds.size()); ++k)
    for (int i = 0; i < plan.kinds[k].count; ++i, ++n) {
      const int page = n / per_page;
      if (page == static_cast<int>(out.pages.size())) {
        Page p{page_w, page_h, layout.title + " pieces, sheet " + std::to_string(page + 1), {}};
        Footer f;
        f.heading = layout.title + " · pieces " + std::to_string(page + 1) + " of " + std::to_string(pages) + " · " +
                    std::to_string(total) + " × " + format_mm(options.diameter_mm) + coin;
        f.instruction =
            "Cut on the thin outer line" + (preset.empty() ? std::string(".") : ", stick on a " + preset + ".");
        add_footer(p.items, page_w, page_h, margin_mm, theme, f);
        out.pages.push_back(std::move(p));
      }
      const TokenSlot& slot = slots[static_cast<size_t>(n % per_page)];
      painter.paint(out.pages.back().items, plan.kinds[k], slot);
      out.placed.push_back({page, slot, k});
    }
  return out;
}

}  // namespace pp
