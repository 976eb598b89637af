#include "pages/sheet.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "common/units.h"
#include "model/theme.h"
#include "pages/tiling.h"
#include "scene/shared_items.h"
#include "text/text.h"

namespace pp {
namespace {

constexpr double kHair = 0.2;  // line width of marks, mm

// A ruler `count` units of `unit` mm long from `origin` along +x, ticks hanging down,
// `subdivisions` small ticks per unit, a middle tick when the subdivisions are even.
Items ruler(Point origin, double unit, int count, int subdivisions, const std::string& name, const Colour& ink,
            const TextStyles& text) {
  const Style line{kNone, ink, kHair, {}, false};
  Items items;
  const double length = unit * count;
  items.push_back(line_item("ruler-line", origin, {origin.x + length, origin.y}, line));
  for (int i = 0; i <= count * subdivisions; ++i) {
    const double x = origin.x + unit * i / subdivisions;
    const bool major = i % subdivisions == 0, half = subdivisions % 2 == 0 && i % (subdivisions / 2) == 0;
    const double h = major ? 2.6 : half ? 1.8 : 1.1;
    items.push_back(line_item("tick", {x, origin.y}, {x, origin.y + h}, line));
    if (major)
      items.push_back(text_item("figure", std::to_string(i / subdivisions), {x + 0.4, origin.y + 3.9},
                                text.ruler.pango(), ink, Align::Left, VAlign::Baseline));
  }
  items.push_back(text_item("ruler-name", name, {origin.x + length + 3.2, origin.y + 2.2}, text.ruler_name.pango(), ink,
                            Align::Left, VAlign::Middle));
  return items;
}

void add_ruler(Items& items, Point origin, double unit, int count, int subdivisions, const std::string& name,
               const Theme& theme, SharedItems* shared) {
  const Colour& ink = theme.page.marks;
  const std::initializer_list<double> key{origin.x, origin.y, unit,  double(count), double(subdivisions),
                                          ink.r,    ink.g,    ink.b, ink.a};
  const std::string fonts = theme.text.ruler.pango() + " " + theme.text.ruler_name.pango();
  items.push_back(group_item("ruler", shared_items(shared, "ruler " + name + " " + fonts, key, [&] {
                               return ruler(origin, unit, count, subdivisions, name, ink, theme.text);
                             })));
}

}  // namespace

Rect add_footer(Items& items, double page_w, double page_h, double margin, const Theme& theme, const Footer& footer) {
  const double top = page_h - margin - SheetFrame::kFooter;
  const double left = margin;
  add_ruler(items, {left, top + 0.3}, 10, 10, 10, "100 mm", theme, footer.shared);
  add_ruler(items, {left, top + 6.3}, kMmPerInch, 4, 8, "4 in", theme, footer.shared);
  const double text_x = left + 114;
  // A long heading (a long title, a token preset) shrinks to stay on the paper.
  const double room = page_w - margin - text_x;
  const FontSpec& style = theme.text.footer_heading;
  std::string heading_font;
  // Text width grows with the font size: one measure gives the size, a second confirms it.
  const auto width_at = [&](double pt) {  // sets heading_font too
    heading_font = style.sized(tenths(pt)).pango();
    return text::set(footer.heading, heading_font).width;
  };
  const double largest = style.points, smallest = std::min(5.0, largest);
  if (const double wide = width_at(largest); wide > room) {
    double size = std::clamp(std::floor(10 * largest * room / wide) / 10, smallest, largest);
    while (width_at(size) > room && size > smallest) size -= 0.1;
  }
  items.push_back(text_item("heading", footer.heading, {text_x, top + 3.2}, heading_font, theme.page.marks));
  const std::string body = theme.text.footer.pango();
  double widest = text::set(footer.heading, heading_font).width;
  if (!footer.instruction.empty()) {
    items.push_back(text_item("instruction", footer.instruction, {text_x, top + 7}, body, theme.page.marks));
    widest = std::max(widest, text::set(footer.instruction, body).width);
  }
  items.push_back(text_item("note", kActualSizeNote, {text_x, top + 10.6}, body, theme.page.marks));
  widest = std::max(widest, text::set(kActualSizeNote, body).width);
  return {left, top, text_x + widest - left, SheetFrame::kFooter};
}

void add_trim_marks(Items& items, const Rect& box, const Theme& theme) {
  const Style line{kNone, theme.page.marks, kHair, {}, false};
  constexpr double gap = 1, len = 2.4;
  const double xs[2] = {box.x, box.right()}, ys[2] = {box.y, box.bottom()};
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) {
      const double x = xs[i], y = ys[j], sx = i ? 1 : -1, sy = j ? 1 : -1;
      items.push_back(line_item("trim", {x, y + sy * gap}, {x, y + sy * (gap + len)}, line));
      items.push_back(line_item("trim", {x + sx * gap, y}, {x + sx * (gap + len), y}, line));
    }
}

void add_cross(Items& items, Point at, const Theme& theme, const std::string& cls) {
  constexpr double arm = 1.9, ring = 1.0;
  // A white halo keeps the cross visible on dark cells.
  const Style halo{kNone, kWhite, kHair + 0.5, {}, false};
  const Style ink{kNone, theme.page.marks, kHair, {}, false};
  for (const Style& st : {halo, ink}) {
    items.push_back(line_item(cls, {at.x - arm, at.y}, {at.x + arm, at.y}, st));
    items.push_back(line_item(cls, {at.x, at.y - arm}, {at.x, at.y + arm}, st));
    items.push_back({cls, CircleItem{at, ring, st}});
  }
}

void apply_print_scale(Page& page, const PrintScale& scale, bool figure) {
  if (scale.identity()) return;
  const double sx = 1 / scale.x, sy = 1 / scale.y;
  Affine to_print{sx, 0, 0, sy, 0, 0};
  if (figure) {
    page.width_mm *= sx;
    page.height_mm *= sy;
  } else {
    const double cx = page.width_mm / 2, cy = page.height_mm / 2;
    to_print.x0 = cx - cx * sx;
    to_print.y0 = cy - cy * sy;
  }
  auto scaled = [to_print](Items content) {
    return Items{group_item("print-scale", std::make_shared<const Items>(std::move(content)), to_print)};
  };
  if (page.build) page.build = [scaled, build = std::move(page.build)] { return scaled(build()); };
  else page.items = scaled(std::move(page.items));
}

}  // namespace pp
