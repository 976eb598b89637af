#pragma once
// What a diagram draws, in millimetres with y pointing down. Each item corresponds to one item
// of the page scene (polygon, polyline, circle, text line) and carries the CSS classes the SVG
// writer puts on it, so authors can restyle a diagram and tools can read its meaning back.
#include <string>
#include <vector>

namespace pp::diagram {

struct Pt {
  double x = 0;
  double y = 0;
};

inline Pt operator+(Pt a, Pt b) { return {a.x + b.x, a.y + b.y}; }
inline Pt operator-(Pt a, Pt b) { return {a.x - b.x, a.y - b.y}; }
inline Pt operator*(Pt a, double k) { return {a.x * k, a.y * k}; }

struct Rect {
  double x = 0;
  double y = 0;
  double w = 0;
  double h = 0;
  double right() const { return x + w; }
  double bottom() const { return y + h; }
  bool contains(const Rect& r, double eps = 1e-6) const {
    return r.x >= x - eps && r.y >= y - eps && r.right() <= right() + eps && r.bottom() <= bottom() + eps;
  }
  bool overlaps(const Rect& r, double eps = 1e-6) const {
    return r.x < right() - eps && x < r.right() - eps && r.y < bottom() - eps && y < r.bottom() - eps;
  }
};

// Colours are "#rrggbb"; an empty colour means no fill or no stroke.
struct Paint {
  std::string fill;
  std::string stroke;
  double stroke_width = 0;   // mm
  std::vector<double> dash;  // mm on, mm off, ...
  double opacity = 1;
};

struct Item {
  enum class Kind { Polygon, Polyline, Circle, Text };
  Kind kind = Kind::Polygon;
  std::vector<Pt> points;  // Polygon/Polyline: the outline; Circle: the centre; Text: the baseline start
  double radius = 0;       // Circle
  std::string text;        // Text: one line, already broken by Pango
  std::string font;        // Text: Pango font description, size in points
  double advance = 0;      // Text: width, ascent and descent in mm as Pango measured them
  double ascent = 0;
  double descent = 0;
  Paint paint;
  std::string classes;  // "marker capture c5"
};

using Items = std::vector<Item>;

inline Item polygon(std::vector<Pt> pts, Paint paint, std::string classes) {
  return {Item::Kind::Polygon, std::move(pts), 0, {}, {}, 0, 0, 0, std::move(paint), std::move(classes)};
}
inline Item polyline(std::vector<Pt> pts, Paint paint, std::string classes) {
  return {Item::Kind::Polyline, std::move(pts), 0, {}, {}, 0, 0, 0, std::move(paint), std::move(classes)};
}
inline Item circle(Pt c, double r, Paint paint, std::string classes) {
  return {Item::Kind::Circle, {c}, r, {}, {}, 0, 0, 0, std::move(paint), std::move(classes)};
}

// Bounding box of everything drawn (strokes included), for layout and overflow checks.
Rect bounds(const Items& items);
void translate(Items& items, Pt by);

}  // namespace pp::diagram
