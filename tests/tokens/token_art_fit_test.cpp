// Every token's drawing lies inside its cut line, in every shape, with and without names, for
// the standard set and for Six Armies' own: each token's drawing is drawn alone on a raster
// and its ink compared with the cut outline the sheet draws for it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "art/side_style.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "support/paths.h"
#include "tokens/token_pages.h"

using namespace pp;

namespace {

constexpr int kFitDpi = 600;
constexpr double kFitPx = 25.4 / kFitDpi;  // mm a pixel

const Item* child(const GroupItem& token, const std::string& cls) {
  for (const Item& item : *token.children)
    if (item.cls == cls) return &item;
  return nullptr;
}

// The cut line: a polygon, or a circle.
struct Cut {
  Polygon polygon;
  Point centre;
  double radius = 0;

  explicit Cut(const Item& item) {
    if (const auto* path = std::get_if<PathItem>(&item.what)) polygon = path->points;
    if (const auto* circle = std::get_if<CircleItem>(&item.what)) centre = circle->centre, radius = circle->radius;
  }
  Rect bounds() const {
    return polygon.empty() ? Rect{centre.x - radius, centre.y - radius, 2 * radius, 2 * radius} : bounds_of(polygon);
  }
  // How far `p` lies outside the line, or 0.
  double outside(Point p) const {
    if (polygon.empty()) return std::max(0.0, std::hypot(p.x - centre.x, p.y - centre.y) - radius);
    double worst = 0;
    for (size_t i = 0; i < polygon.size(); ++i) {
      const Point a = polygon[i], b = polygon[(i + 1) % polygon.size()];
      const Point c = polygon[(i + 2) % polygon.size()];  // on the inside of edge a-b
      const double len = std::hypot(b.x - a.x, b.y - a.y);
      const double side = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) > 0 ? 1 : -1;
      worst = std::max(worst, -side * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len);
    }
    return worst;
  }
};

struct Overrun {
  int inked = 0;        // pixels of the drawing
  double farthest = 0;  // mm past the cut line
};

// The token's drawing alone, on a raster of the box round its cut line and a millimetre more.
Overrun measure(const Item& drawing, const Cut& cut) {
  const Rect box = cut.bounds();
  Page page{box.w + 2, box.h + 2, "", {}};
  page.items.push_back(
      group_item("crop", std::make_shared<Items>(Items{drawing}), Affine::translate(1 - box.x, 1 - box.y)));
  const Raster r = rasterise(page, kFitDpi);
  Overrun out;
  for (int y = 0; y < r.height; ++y)
    for (int x = 0; x < r.width; ++x) {
      const unsigned char* p = r.data() + static_cast<ptrdiff_t>(y) * r.stride + 4 * static_cast<ptrdiff_t>(x);
      if (std::min({p[0], p[1], p[2]}) > 200) continue;  // paper, or a piece's light body inside its line
      ++out.inked;
      const Point at{box.x - 1 + (x + 0.5) * kFitPx, box.y - 1 + (y + 0.5) * kFitPx};
      out.farthest = std::max(out.farthest, cut.outside(at));
    }
  return out;
}

}  // namespace

TEST(TokenArtFit, EveryShapesDrawingLiesInsideItsCutLine) {
  const Theme theme = load_theme("classic");
  const ArtStyle art = load_art_style(theme);
  for (const std::string name : {"chess", "six-armies"}) {
    const Layout layout = load_layout(test::layout_path(name).string());
    const TokenPlan plan = plan_tokens(layout);
    for (const TokenShape shape : {TokenShape::Circle, TokenShape::Square, TokenShape::Triangle, TokenShape::Wedge,
                                   TokenShape::Octagon, TokenShape::Hex})
      for (const bool labels : {false, true}) {
        SCOPED_TRACE(name + " " + std::string(shape_name(shape)) + (labels ? " with names" : ""));
        TokenSheetOptions opt{24, shape, labels};
        const TokenSheets s = token_pages(layout, theme, art, plan, *parse_paper("a4"), 6, opt);
        int tokens = 0;
        for (const Item& item : s.pages[0].items) {
          const auto* token = std::get_if<GroupItem>(&item.what);
          if (!token || !item.cls.starts_with("token ")) continue;
          const Item* cut = child(*token, "cut");
          const Item* drawing = child(*token, "piece-turn");
          if (!drawing) drawing = child(*token, "piece");
          ASSERT_TRUE(cut && drawing) << item.cls;
          const Overrun o = measure(*drawing, Cut(*cut));
          EXPECT_GT(o.inked, 1000) << item.cls;  // the drawing is there
          EXPECT_LT(o.farthest, kFitPx) << item.cls;
          ++tokens;
        }
        EXPECT_GE(tokens, 16);
      }
  }
}
