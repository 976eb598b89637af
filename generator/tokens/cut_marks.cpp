#include "tokens/cut_marks.h"

#include <algorithm>

#include "pages/sheet.h"
#include "pages/tiling.h"

namespace pp {
namespace {

// A printed area keeps this far from a keep-out zone.
constexpr double kClearMm = 1;

Polygon box(const Rect& r) { return {{r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}}; }

// A corner mark whose outer corner is `at`, its arms running `dx` and `dy` (each +1 or -1).
Polygon corner(Point at, double dx, double dy) {
  const double a = kSilhouetteArmMm, t = kSilhouetteThickMm;
  return {{at.x, at.y},
          {at.x + dx * a, at.y},
          {at.x + dx * a, at.y + dy * t},
          {at.x + dx * t, at.y + dy * t},
          {at.x + dx * t, at.y + dy * a},
          {at.x, at.y + dy * a}};
}

// The footer's band with Silhouette's marks: its bottom just above the bottom-left mark's zone,
// between the marks' sides, so it never lies on a mark or in a zone.
double silhouette_footer_bottom(double h) { return h - kSilhouetteInsetMm - kSilhouetteZoneMm - kClearMm; }

MarkLayout silhouette(double w, double h) {
  MarkLayout out;
  const double in = kSilhouetteInsetMm, zone = kSilhouetteInsetMm + kSilhouetteZoneMm;
  out.marks.push_back(box({in, in, kSilhouetteSquareMm, kSilhouetteSquareMm}));
  out.marks.push_back(corner({w - in, in}, -1, 1));
  out.marks.push_back(corner({in, h - in}, 1, -1));
  // The machine cuts between the marks; the tokens stay a millimetre inside them.
  out.cut_area = {in + kClearMm, in + kClearMm, w - 2 * (in + kClearMm), h - 2 * (in + kClearMm)};
  out.keep_out = {{0, 0, zone, zone}, {w - zone, 0, zone, zone}, {0, h - zone, zone, zone}};
  const double bottom = silhouette_footer_bottom(h);
  out.keep_out.push_back({0, bottom - SheetFrame::kFooter, w, SheetFrame::kFooter});
  return out;
}

MarkLayout cricut(double w, double h, double margin_mm) {
  MarkLayout out;
  // Above the footer, centred; as large as Design Space cuts, or as the paper holds.
  const double above = h - margin_mm - SheetFrame::kFooter - SheetFrame::kFooterGap;
  const double edge = kCricutFrameGapMm + kCricutFrameMm;
  const bool wide = w > h;
  const double aw = std::min(wide ? kCricutAreaH : kCricutAreaW, w - 2 * (margin_mm + edge));
  const double ah = std::min(wide ? kCricutAreaW : kCricutAreaH, above - margin_mm - 2 * edge);
  out.cut_area = {(w - aw) / 2, margin_mm + edge + (above - margin_mm - 2 * edge - ah) / 2, aw, ah};
  const Rect outer = out.cut_area.inflated(edge), inner = out.cut_area.inflated(kCricutFrameGapMm);
  out.marks.push_back(box(outer));
  out.holes.push_back(box(inner));
  const Rect square{inner.x, inner.y, kCricutSquareMm, kCricutSquareMm};
  out.marks.push_back(box(square));
  out.keep_out.push_back(square.inflated(kCricutFrameGapMm));
  return out;
}

}  // namespace

MarkLayout mark_layout(CutMarks marks, double w, double h, double margin_mm) {
  switch (marks) {
    case CutMarks::Silhouette: return silhouette(w, h);
    case CutMarks::Cricut: return cricut(w, h, margin_mm);
    case CutMarks::None: break;
  }
  MarkLayout out;
  out.cut_area = {margin_mm, margin_mm, w - 2 * margin_mm, h - 2 * margin_mm};
  return out;
}

void add_cut_marks(Items& items, const MarkLayout& layout) {
  const Style ink{kBlack, kNone, 0, {}, false};
  for (size_t i = 0; i < layout.marks.size(); ++i) {
    Item mark = path_item("cut-mark", layout.marks[i], ink);
    // Cricut's frame (its first shape) has the cut area as its hole.
    if (i == 0) std::get<PathItem>(mark.what).holes = layout.holes;
    items.push_back(std::move(mark));
  }
}

Rect add_marked_footer(Items& items, CutMarks marks, double w, double h, double margin_mm, const Theme& theme,
                       const Footer& footer) {
  if (marks != CutMarks::Silhouette) return add_footer(items, w, h, margin_mm, theme, footer);
  // add_footer sets the band `margin` above the page's bottom and `margin` in from its sides.
  const double side = kSilhouetteInsetMm + kClearMm;
  return add_footer(items, w, silhouette_footer_bottom(h) + side, side, theme, footer);
}

bool clear_of_marks(const MarkLayout& layout, const Rect& printed) {
  return std::none_of(layout.keep_out.begin(), layout.keep_out.end(),
                      [&](const Rect& zone) { return zone.inflated(kClearMm).overlaps(printed); });
}

}  // namespace pp
