#include "tokens/standee_picture.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace pp {
namespace {

// Depth drawn at a slant: a mm toward the viewer goes this far left and down on the picture.
constexpr double kSlantX = 0.5, kSlantY = 0.35;
// The card's thickness seen from the side, its gap to the front view, the ground's overhang,
// per mm of the base; the picture's lines, mm on the page.
constexpr double kThick = 0.12, kGap = 0.3, kOverhang = 0.15, kLineMm = 0.2;
// Seen from the side, a tab rises this much of its depth from the ground to the face it leaves.
constexpr double kTabRise = 0.15;
constexpr double kStepMm = 0.5;  // the search's step, size and place

// A standee's dimensions in its own mm, and where its two views stand.
struct Frame {
  double w, face, depth;  // depth: the front tab's, or half the slot base's
  double side_w, front_w, height;
  bool side;  // the side view drawn, left of the front view
  double front_x() const { return side ? side_w + kGap * w : 0; }
  double width() const { return front_x() + front_w; }
};

Frame frame_of(const FoldedStandee& s) {
  Frame f{s.base, s.face_mm, s.tab > 0 ? s.tab : s.base / 2, 0, 0, 0, s.side_view};
  f.side_w = (s.tab > 0 ? 2 * s.tab : s.base) + 2 * kOverhang * s.base;
  f.front_w = s.base + 2 * kSlantX * f.depth;
  f.height = s.face_mm + kSlantY * f.depth + kThick * s.base;
  return f;
}

Polygon quad(Point a, Point b, Point c, Point d) { return {a, b, c, d}; }

// Seen from the side, its ground's middle at `g`: the glued halves rounded over the fold, the
// tabs flat on the ground each way, or the foot through the slot base.
void side_view(Items& out, const FoldedStandee& s, const Frame& f, Point g, const Style& card, const Style& line) {
  const double t = kThick * f.w, top = g.y - f.face;
  // With tabs the halves end a little above the ground, the tabs sloping out from them to it.
  const double foot = s.tab > 0 ? g.y - kTabRise * s.tab : g.y;
  Polygon slab{{g.x - t / 2, foot}};
  for (int k = 0; k <= 8; ++k) {  // the fold, a half circle over the top
    const double angle = M_PI - M_PI * k / 8;
    slab.push_back({g.x + t / 2 * std::cos(angle), top + t / 2 - t / 2 * std::sin(angle)});
  }
  slab.push_back({g.x + t / 2, foot});
  if (s.tab > 0) {
    for (const double side : {-1.0, 1.0}) {
      const Polygon tab{{g.x + side * t / 2, foot}, {g.x + side * (t / 2 + s.tab), g.y}};
      out.push_back(path_item("folded-standee tab", tab, line, false));
    }
  } else {
    out.push_back(rect_item("folded-standee base", {g.x - f.w / 2, g.y - t, f.w, t}, card));
    out.push_back(rect_item("folded-standee base", {g.x - f.w / 2, g.y - t, f.w, t}, line));
  }
  out.push_back(path_item("folded-standee halves", slab, card));
  out.push_back(path_item("folded-standee halves", slab, line));
  // Where the halves are glued, back to back.
  Style glue = line;
  glue.width_mm /= 2;
  out.push_back(line_item("folded-standee glue", {g.x, top + t}, {g.x, foot}, glue));
  const double reach = f.side_w / 2;
  Style ground = line;
  ground.stroke.a *= 0.45;
  out.push_back(line_item("folded-standee ground", {g.x - reach, g.y + line.width_mm},
                          {g.x + reach, g.y + line.width_mm}, ground));
}

// Seen from the front at a slant, its face's top middle at `o`: the back tab (or the slot base)
// behind, the face with its drawing, the front tab lying toward the viewer with its marks.
void front_view(Items& out, const FoldedStandee& s, const Frame& f, Point o, const Style& card, const Style& line) {
  const double h = f.w / 2, y = o.y + f.face, dx = kSlantX * f.depth, dy = kSlantY * f.depth;
  const Polygon behind =
      s.tab > 0 ? quad({o.x - h, y}, {o.x + h, y}, {o.x + h + dx, y - dy}, {o.x - h + dx, y - dy})
                : quad({o.x - h - dx, y + dy}, {o.x + h - dx, y + dy}, {o.x + h + dx, y - dy}, {o.x - h + dx, y - dy});
  out.push_back(path_item("folded-standee base", behind, card));
  out.push_back(path_item("folded-standee base", behind, line));
  const Rect face{o.x - h, o.y, f.w, f.face};
  out.push_back(rect_item("folded-standee face", face, card));
  out.push_back(group_item("folded-standee face", std::make_shared<Items>(s.face), Affine::translate(o.x, o.y), face));
  out.push_back(rect_item("folded-standee face", face, line));
  if (s.tab <= 0) return;
  // The tab's own frame, its depth running down the page from the face's foot, laid flat.
  const Affine flat{1, 0, -kSlantX, kSlantY, o.x + kSlantX * f.face, o.y + f.face - kSlantY * f.face};
  auto tab = std::make_shared<Items>();
  const Rect printed{-h, f.face, f.w, s.tab};
  tab->push_back(rect_item("folded-standee tab", printed, card));
  for (const Item& item : s.tab_marks) tab->push_back(item);
  out.push_back(group_item("folded-standee tab", tab, flat, std::nullopt));
  // The outline drawn after the squash, so that it is as thick as the other lines.
  Polygon edge;
  for (const Point p : {Point{-h, f.face}, Point{h, f.face}, Point{h, f.face + s.tab}, Point{-h, f.face + s.tab}})
    edge.push_back(flat.apply(p));
  out.push_back(path_item("folded-standee tab", edge, line));
}

}  // namespace

double folded_aspect(const FoldedStandee& standee) {
  const Frame f = frame_of(standee);
  return f.width() / f.height;
}

Items folded_standee(const FoldedStandee& standee, const Rect& box) {
  const Frame f = frame_of(standee);
  const double scale = std::min(box.w / f.width(), box.h / f.height);
  // Lines drawn in the standee's mm, as thick on the page as kLineMm; kept inside the box.
  const double pad = kLineMm / scale;
  const double s = scale * f.height / (f.height + 2 * pad);
  const Style line{kNone, standee.ink, kLineMm / s, {}, true};
  const Style card{standee.card, kNone, 0, {}, false};
  auto items = std::make_shared<Items>();
  const double ground = pad + kThick * f.w + f.face;
  if (f.side) side_view(*items, standee, f, {pad + f.side_w / 2, ground}, card, line);
  front_view(*items, standee, f, {pad + f.front_x() + kSlantX * f.depth + f.w / 2, pad + kThick * f.w}, card, line);
  const double drawn_w = (f.width() + 2 * pad) * s;
  const Affine place{s, 0, 0, s, box.x + (box.w - drawn_w) / 2, box.y};
  return {group_item("folded-standee", items, place)};
}

std::optional<Rect> folded_place(const Rect& printable, const std::vector<Rect>& taken, const MarkLayout& marks,
                                 double aspect) {
  std::vector<Rect> clear;
  clear.reserve(taken.size() + 4 * marks.marks.size() + marks.keep_out.size());
  for (const Rect& r : taken) clear.push_back(r.inflated(kFoldedClearMm));
  for (size_t i = 0; i < marks.marks.size(); ++i) {
    const Rect outer = bounds_of(marks.marks[i]).inflated(kFoldedClearMm);
    if (i > 0 || marks.holes.empty()) {
      clear.push_back(outer);
      continue;
    }
    // Cricut's frame: its four sides, the area they hold free.
    const Rect in = bounds_of(marks.holes[0]).inflated(-kFoldedClearMm);
    clear.push_back({outer.x, outer.y, outer.w, in.y - outer.y});
    clear.push_back({outer.x, in.bottom(), outer.w, outer.bottom() - in.bottom()});
    clear.push_back({outer.x, outer.y, in.x - outer.x, outer.h});
    clear.push_back({in.right(), outer.y, outer.right() - in.right(), outer.h});
  }
  for (const Rect& zone : marks.keep_out) clear.push_back(zone.inflated(kFoldedClearMm));
  for (double h = kFoldedMostMm; h >= kFoldedLeastMm - 1e-9; h -= kStepMm) {
    const double w = aspect * h;
    for (double y = printable.bottom() - h; y >= printable.y - 1e-9; y -= kStepMm)
      for (double x = printable.right() - w; x >= printable.x - 1e-9;) {
        const Rect box{x, y, w, h};
        const auto in_way = std::find_if(clear.begin(), clear.end(), [&](const Rect& r) { return r.overlaps(box); });
        if (in_way == clear.end()) return box;
        x = std::min(x - kStepMm, in_way->x - w);  // past what is in the way, leftward
      }
  }
  return std::nullopt;
}

}  // namespace pp
