#pragma once
// What to draw, in millimetres: the one description every writer (Cairo for PDF/JPEG/PNG, the
// SVG writer) turns into a file. Every item carries CSS class names ("cell e4 light") that the
// SVG writer emits, so diagrams can be restyled and read back by tools.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "common/colour.h"
#include "geometry/geom.h"

namespace pp {

class RunCache;  // common/run_cache.h

struct Style {
  Colour fill = kNone;
  Colour stroke = kNone;
  double width_mm = 0;
  std::vector<double> dash;  // on/off lengths in mm; empty for a solid line
  bool round = false;        // round caps and joins
};

struct PathItem {
  Polygon points;
  bool closed = true;
  Style style;
  std::vector<Polygon> holes;  // closed sub-paths cut out of the fill (even-odd rule)
};

struct CircleItem {
  Point centre;
  double radius = 0;
  Style style;
};

enum class Align { Left, Centre, Right };
enum class VAlign { Top, Middle, Baseline, Bottom };

struct TextItem {
  std::string text;
  Point at;
  std::string font;  // Pango font description, "DejaVu Sans Bold 9" (size in points)
  Colour colour = kBlack;
  Align align = Align::Left;
  VAlign valign = VAlign::Baseline;
  double angle_deg = 0;  // about `at`, clockwise on the page
};

// An SVG file drawn by librsvg into `box`, keeping its aspect ratio; `stylesheet` is CSS
// applied to it (how one neutral piece drawing becomes each side's colour).
struct ImageItem {
  ImageItem() = default;
  ImageItem(std::string file, std::string css, Rect where, std::string shows = {})
      : path(std::move(file)), stylesheet(std::move(css)), box(where), name(std::move(shows)) {}
  std::string path;
  std::string stylesheet;
  Rect box;
  std::string name;  // what it shows ("bK"): an SVG's <symbol> carries it, for a page's CSS to recolour
};

struct Item;
using Items = std::vector<Item>;

// Children drawn through `transform`, clipped to `clip` (in the parent's coordinates). The
// children are shared, so one board can appear on many pages without being copied.
struct GroupItem {
  std::shared_ptr<const Items> children;
  Affine transform;
  std::optional<Rect> clip;
  double opacity = 1;
};

struct Item {
  std::string cls;  // space-separated class names
  std::variant<PathItem, CircleItem, TextItem, ImageItem, GroupItem> what;
};

// A page (or a free-standing picture such as a diagram): its size and its items. A page of a
// set whose count has no bound (the board's tiles) is made when it is drawn: `build` makes its
// items, so a plan of thousands of pages holds only their sizes and titles. Whatever draws or
// reads a page gets its items from page_items().
struct Page {
  double width_mm = 0;
  double height_mm = 0;
  std::string title;  // for the SVG <title>
  Items items;
  // When set, `items` is empty and this makes them; called from any thread, so it reads only
  // what it owns or shares immutably.
  std::function<Items()> build = {};
  // The cache of the run that made the page (common/run_cache.h), which its drawing reads its
  // picture files through; null for a page made outside a run, whose drawing reads them itself.
  RunCache* cache = nullptr;
};

// The items `page` draws: its own, or those its `build` makes now, alive as long as the pointer
// (a writer drops a built page's items once it has drawn them).
inline std::shared_ptr<const Items> page_items(const Page& page) {
  if (page.build) return std::make_shared<const Items>(page.build());
  return {std::shared_ptr<const Items>(), &page.items};  // the page's own: shared, not owned
}

// Shorthands used by every scene builder.
inline Item path_item(std::string cls, Polygon points, Style style, bool closed = true) {
  return {std::move(cls), PathItem{std::move(points), closed, std::move(style), {}}};
}
inline Item line_item(std::string cls, Point a, Point b, Style style) {
  return path_item(std::move(cls), {a, b}, std::move(style), false);
}
inline Item rect_item(std::string cls, const Rect& r, Style style) {
  return path_item(std::move(cls), {{r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}},
                   std::move(style));
}
inline Item circle_item(std::string cls, Point centre, double radius, Style style) {
  return {std::move(cls), CircleItem{centre, radius, std::move(style)}};
}
inline Item text_item(std::string cls, std::string text, Point at, std::string font, Colour colour,
                      Align align = Align::Left, VAlign valign = VAlign::Baseline, double angle = 0) {
  return {std::move(cls), TextItem{std::move(text), at, std::move(font), colour, align, valign, angle}};
}
inline Item group_item(std::string cls, std::shared_ptr<const Items> children, Affine transform = {},
                       std::optional<Rect> clip = std::nullopt, double opacity = 1) {
  return {std::move(cls), GroupItem{std::move(children), transform, clip, opacity}};
}

}  // namespace pp
