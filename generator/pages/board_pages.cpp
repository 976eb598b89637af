#include "pages/board_pages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>
#include <tuple>

#include "model/layout.h"
#include "model/theme.h"
#include "pages/sheet.h"
#include "scene/shared_items.h"
#include "text/text.h"

namespace pp {
namespace {

constexpr double kEdgeEps = 1e-6;
constexpr double kOutside = 1.6;  // crosses outside the art sit this far from it

Rect moved(const Rect& r, Point by) { return {r.x + by.x, r.y + by.y, r.w, r.h}; }

// Lines 2.5 mm apart across `strip`, bottom left to top right.
Items hatching(const Rect& strip, const Colour& ink) {
  const Style line{kNone, ink, 0.25, {}, false};
  const double step = 2.5;
  Items hatch;
  for (double d = -strip.h; d < strip.w; d += step)
    hatch.push_back(line_item("hatch", {strip.x + d, strip.bottom()}, {strip.x + d + strip.h, strip.y}, line));
  return hatch;
}

// Hatched, whitened strip with its instruction; `vertical` runs the text along a tall strip.
// Tiles put their strips at a few places on the paper, so one shared copy of each hatching
// serves them all (`shared`); the assembly map's strips each have a place of their own, and
// keeping them for the plan would grow with the page count: for them `shared` is null.
void add_glue_strip(Items& items, const Rect& strip, const Theme& theme, const std::string& text, bool vertical,
                    SharedItems* shared) {
  items.push_back(rect_item("glue-tint", strip, Style{Colour{1, 1, 1, 0.6}, kNone, 0, {}, false}));
  const Colour& ink = theme.page.glue;
  const auto hatch =
      shared_items(shared, "glue hatch", {strip.x, strip.y, strip.w, strip.h, ink.r, ink.g, ink.b, ink.a},
                   [&] { return hatching(strip, ink); });
  items.push_back(group_item("glue-hatch", hatch, {}, strip));
  const Point centre{strip.x + strip.w / 2, strip.y + strip.h / 2};
  // A paper-coloured band behind the words keeps them readable over the hatching.
  items.push_back(text_item("glue-text", text, centre, theme.text.glue.pango(), Colour{0.25, 0.25, 0.25, 1},
                            Align::Centre, VAlign::Middle, vertical ? -90 : 0));
}

// Points along a seam for the crosses: at each end, outside the art when the seam reaches
// the art's edge, else at a cell edge (from `edges`) a little way in.
std::vector<double> cross_positions(double a, double b, double lo, double hi, const std::vector<double>& edges) {
  auto near = [&](double want) {
    double best = want, d = 1e300;
    for (double e : edges)
      if (e > a + 5 && e < b - 5 && std::abs(e - want) < d) best = e, d = std::abs(e - want);
    return best;
  };
  std::vector<double> out;
  out.push_back(a <= lo + kEdgeEps ? lo - kOutside : near(a + (b - a) * 0.2));
  out.push_back(b >= hi - kEdgeEps ? hi + kOutside : near(b - (b - a) * 0.2));
  return out;
}

std::string sheet_heading(const std::string& title, const std::string& what, size_t index, size_t count) {
  return what + " · " + title + ", board, sheet " + std::to_string(index) + " of " + std::to_string(count);
}

// What every board sheet is drawn from, shared by their builders: copies, so a page can be
// built on any thread after the layout and theme it came from are gone.
struct BoardParts {
  std::string title;  // the layout's
  Theme theme;
  BoardArt art;
  TilePlan plan;
  double margin = 0, overlap = 0;
  std::shared_ptr<SharedItems> shared;  // the sheets' rulers and hatching, one copy of each
};

Items tile_items(const BoardParts& parts, const Tile& t, size_t index, size_t count) {
  const Theme& theme = parts.theme;
  const BoardArt& art = parts.art;
  const TilePlan& plan = parts.plan;
  const double margin = parts.margin, overlap = parts.overlap;
  Items items;
  const Point off = t.offset;
  items.push_back(
      group_item("board-part tile-" + t.name, art.items, Affine::translate(off.x, off.y), moved(t.printed, off)));

  const std::string below = t.glue_bottom ? row_name(t.row + 1) + std::to_string(t.col + 1) : "";
  const std::string right = t.glue_right ? row_name(t.row) + std::to_string(t.col + 2) : "";
  if (t.glue_right)
    add_glue_strip(items, moved({t.visible.right(), t.printed.y, overlap, t.printed.h}, off), theme,
                   "GLUE HERE · " + right + " goes on top", true, parts.shared.get());
  if (t.glue_bottom)
    add_glue_strip(items, moved({t.printed.x, t.visible.bottom(), t.visible.w, overlap}, off), theme,
                   "GLUE HERE · " + below + " goes on top", false, parts.shared.get());

  const Rect& a = art.bounds;
  const auto& g = art.geometry;
  auto vertical_seam = [&](double x) {
    for (double y : cross_positions(t.visible.y, t.visible.bottom(), a.y, a.bottom(), g.cut_y))
      add_cross(items, {x + off.x, y + off.y}, theme, "cross");
  };
  auto horizontal_seam = [&](double y) {
    for (double x : cross_positions(t.visible.x, t.visible.right(), a.x, a.right(), g.cut_x))
      add_cross(items, {x + off.x, y + off.y}, theme, "cross");
  };
  if (t.col > 0) vertical_seam(t.visible.x);
  if (t.glue_right) vertical_seam(t.visible.right());
  if (t.row > 0) horizontal_seam(t.visible.y);
  if (t.glue_bottom) horizontal_seam(t.visible.bottom());
  add_trim_marks(items, moved(t.printed, off), theme);

  Footer footer;
  footer.shared = parts.shared.get();
  if (plan.tiles.size() == 1) {
    footer.heading = parts.title + ", board";
  } else {
    footer.heading = sheet_heading(parts.title, t.name + " of " + plan.range, index, count);
    std::vector<std::string> edges;
    if (t.col > 0) edges.emplace_back("left");
    if (t.row > 0) edges.emplace_back("top");
    if (edges.empty()) footer.instruction = "Keep the hatched glue strips: the next sheets are laid over them.";
    else
      footer.instruction = "Trim the " +
                           (edges.size() == 2 ? edges[0] + " and " + edges[1] + " edges" : edges[0] + " edge") +
                           " at the marks, lay it on the glue strip, crosses matched.";
  }
  add_footer(items, plan.page_w, plan.page_h, margin, theme, footer);
  return items;
}

// A stretch of the line x = at (or y = at), from `from` to `to` along it.
struct Span {
  double at, from, to;
};

// The spans, those on one line that meet or overlap joined into one.
std::vector<Span> joined(std::vector<Span> spans) {
  std::sort(spans.begin(), spans.end(),
            [](const Span& a, const Span& b) { return std::tie(a.at, a.from) < std::tie(b.at, b.from); });
  std::vector<Span> out;
  for (const Span& s : spans)
    if (!out.empty() && std::abs(out.back().at - s.at) < kEdgeEps && s.from <= out.back().to + kEdgeEps)
      out.back().to = std::max(out.back().to, s.to);
    else out.push_back(s);
  return out;
}

// The map's tile labels, all in one size: the style's (20 pt in the base theme) where each fits
// within four fifths of its tile's width and height, else as large as the tightest allows, in
// whole half points. A fixed size runs labels into each other at twenty tiles across.
std::string map_label_font(const TilePlan& plan, const std::function<Rect(const Rect&)>& to_page,
                           const FontSpec& style) {
  constexpr double kRoom = 0.8;
  const double largest = style.points;
  const std::string at_largest_font = style.pango();
  double points = largest;
  for (const auto& t : plan.tiles) {
    const Rect r = to_page(t.visible);
    const text::Block at_largest = text::set(t.name, at_largest_font);
    if (at_largest.width > 0) points = std::min(points, largest * kRoom * r.w / at_largest.width);
    if (at_largest.height > 0) points = std::min(points, largest * kRoom * r.h / at_largest.height);
  }
  return style.sized(std::max(0.5, std::floor(points * 2) / 2)).pango();
}

Items map_items(const BoardParts& parts, size_t count) {
  const Theme& theme = parts.theme;
  const BoardArt& art = parts.art;
  const TilePlan& plan = parts.plan;
  const double margin = parts.margin, overlap = parts.overlap;
  Items items;
  const Rect area = SheetFrame::art_area(plan.page_w, plan.page_h, margin);
  constexpr double kTitle = 10;
  const Rect& a = art.bounds;
  const double scale = std::min({1.0, area.w / a.w, (area.h - kTitle) / a.h});
  const Point origin{area.x + (area.w - a.w * scale) / 2 - a.x * scale, area.y + kTitle - a.y * scale};
  auto to_page = [&](const Rect& r) {
    return Rect{r.x * scale + origin.x, r.y * scale + origin.y, r.w * scale, r.h * scale};
  };

  items.push_back(text_item(
      "map-title", "How the " + std::to_string(plan.tiles.size()) + " board sheets of " + parts.title + " fit together",
      {area.x + area.w / 2, area.y + 5}, theme.text.map_title.pango(), theme.page.marks, Align::Centre,
      VAlign::Middle));
  items.push_back(group_item("board-preview", art.items, Affine{scale, 0, 0, scale, origin.x, origin.y}, {}, 0.45));
  // Strips and outlines of neighbouring tiles run on into each other: each run is one strip or
  // line, so a map of thousands of tiles does not hold thousands of each.
  std::vector<Span> right_strips, bottom_strips, across, down;
  for (const auto& t : plan.tiles) {
    const Rect& v = t.visible;
    if (t.glue_right) right_strips.push_back({v.right(), t.printed.y, t.printed.bottom()});
    if (t.glue_bottom) bottom_strips.push_back({v.bottom(), v.x, v.right()});
    across.insert(across.end(), {{v.y, v.x, v.right()}, {v.bottom(), v.x, v.right()}});
    down.insert(down.end(), {{v.x, v.y, v.bottom()}, {v.right(), v.y, v.bottom()}});
  }
  for (const Span& s : joined(right_strips))
    add_glue_strip(items, to_page({s.at, s.from, overlap, s.to - s.from}), theme, "", true, nullptr);
  for (const Span& s : joined(bottom_strips))
    add_glue_strip(items, to_page({s.from, s.at, s.to - s.from, overlap}), theme, "", false, nullptr);
  const Style edge{kNone, theme.page.marks, 0.4, {}, true};
  auto page_point = [&](double x, double y) { return Point{x * scale + origin.x, y * scale + origin.y}; };
  for (const Span& s : joined(across))
    items.push_back(line_item("map-seam", page_point(s.from, s.at), page_point(s.to, s.at), edge));
  for (const Span& s : joined(down))
    items.push_back(line_item("map-seam", page_point(s.at, s.from), page_point(s.at, s.to), edge));
  const std::string label_font = map_label_font(plan, to_page, theme.text.map_labels);
  for (const auto& t : plan.tiles) {
    const Rect r = to_page(t.visible);
    items.push_back(text_item("map-label", t.name, {r.x + r.w / 2, r.y + r.h / 2}, label_font, theme.page.marks,
                              Align::Centre, VAlign::Middle));
  }
  add_footer(items, plan.page_w, plan.page_h, margin, theme,
             {sheet_heading(parts.title, "Assembly map", 1, count),
              "Hatched strips take glue; the sheet to their right or below goes on top.", parts.shared.get()});
  return items;
}

}  // namespace

std::vector<Page> board_pages(const Layout& layout, const Theme& theme, const BoardArt& art, const TilePlan& plan,
                              double margin_mm, double overlap_mm) {
  const auto parts = std::make_shared<const BoardParts>(
      BoardParts{layout.title, theme, art, plan, margin_mm, overlap_mm, std::make_shared<SharedItems>()});
  std::vector<Page> pages;
  const bool map = plan.tiles.size() > 2;
  const size_t count = plan.tiles.size() + (map ? 1 : 0);
  if (map)
    pages.push_back({plan.page_w, plan.page_h, layout.title + " assembly map", {}, [parts, count] {
                       return map_items(*parts, count);
                     }});
  for (size_t i = 0; i < plan.tiles.size(); ++i)
    pages.push_back({plan.page_w,
                     plan.page_h,
                     layout.title + " board " + plan.tiles[i].name,
                     {},
                     [parts, i, index = pages.size() + 1, count] {
                       return tile_items(*parts, parts->plan.tiles[i], index, count);
                     }});
  return pages;
}

}  // namespace pp
