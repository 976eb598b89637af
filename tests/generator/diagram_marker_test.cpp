#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "diagram/marker.h"
#include "rules/mechanisms/mechanism.h"
#include "scene_probe.h"

using namespace pp::diagram;
using pp::Item;
using pp::Items;
using pp::Point;
using pp::Polygon;
using pp::Rect;
using pp::probe::bounds;

namespace {

const Polygon kSquare = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
const Polygon kTriangle = {{0, 0}, {12, 0}, {6, 12 * std::sqrt(3) / 2}};

// What a symbol looks like without its colour: item kinds, outline sizes, filled or stroked,
// and sizes relative to the cell.
std::string shape_signature(const Items& items) {
  std::string sig;
  for (const Item& it : items) {
    const auto* circle = std::get_if<pp::CircleItem>(&it.what);
    const size_t points = circle ? 1 : pp::probe::path(it).points.size();
    sig += pp::probe::kind(it) + ":" + std::to_string(points) + ":" +
           (pp::probe::style(it).fill.visible() ? "f" : "o") + ":" +
           std::to_string(std::lround((circle ? circle->radius : 0) * 20)) + ":" +
           std::to_string(std::lround(bounds({it}).w * 4)) + ";";
  }
  return sig;
}

}  // namespace

TEST(DiagramMarker, TableHoldsEveryRulesMarkInLegendOrderAndNamesRoundTrip) {
  std::set<std::string_view> names;
  for (size_t i = 0; i < mark_kinds().size(); ++i) {
    const MarkInfo& m = mark_kinds()[i];
    if (i > 0) {
      EXPECT_LT(mark_kinds()[i - 1].kind, m.kind) << m.name;
    }
    EXPECT_EQ(mark_by_name(m.name), m.kind);
    EXPECT_TRUE(names.insert(m.name).second) << m.name;
  }
  // The core's marks and those the special rules declare, all drawable by name.
  for (const rules::MarkKind* m : rules::rule_marks()) EXPECT_TRUE(names.count(m->name)) << m->name;
  for (const char* name : {"castle", "leapfrog", "reenter", "lion", "lion-return", "guard-call", "assassinate"})
    EXPECT_TRUE(names.count(name)) << name;
  EXPECT_FALSE(mark_by_name("captures").has_value());
}

TEST(DiagramMarker, EveryKindHasItsOwnShapeNotJustItsOwnColour) {
  std::map<std::string, std::string_view> seen;
  for (const auto& m : mark_kinds()) {
    const std::string sig = shape_signature(mark_cell(m.kind, kSquare, "c5"));
    auto [it, fresh] = seen.emplace(sig, m.name);
    EXPECT_TRUE(fresh) << m.name << " looks like " << it->second << " in black and white";
  }
}

TEST(DiagramMarker, ClassesNameTheKindAndTheCell) {
  for (const auto& m : mark_kinds())
    for (const Item& it : mark_cell(m.kind, kSquare, "c5")) EXPECT_EQ(it.cls, "marker " + std::string(m.name) + " c5");
}

TEST(DiagramMarker, CentreAndInradiusOfSquaresAndTriangles) {
  Point c = centroid(kSquare);
  EXPECT_DOUBLE_EQ(c.x, 5);
  EXPECT_DOUBLE_EQ(c.y, 5);
  EXPECT_DOUBLE_EQ(inradius(kSquare, c), 5);
  c = centroid(kTriangle);
  EXPECT_NEAR(c.x, 6, 1e-9);
  EXPECT_NEAR(c.y, 12 * std::sqrt(3) / 6, 1e-9);
  EXPECT_NEAR(inradius(kTriangle, c), 12 / (2 * std::sqrt(3)), 1e-9);
}

TEST(DiagramMarker, SymbolsStayInsideTheirCell) {
  for (const auto* poly : {&kSquare, &kTriangle}) {
    const Point c = centroid(*poly);
    const double r = inradius(*poly, c);
    for (const auto& m : mark_kinds()) {
      const Rect b = bounds(mark_cell(m.kind, *poly, "x"));
      // Every symbol fits the cell's inscribed circle; hatching, tint and a wall fit the cell itself.
      const double reach = std::max({c.x - b.x, b.right() - c.x, c.y - b.y, b.bottom() - c.y});
      if (m.kind == marks::Promotion || m.kind == marks::Highlight || m.kind->symbol == rules::Symbol::Block) {
        // Hatch strokes may reach half their width past the edge they end on.
        Rect cell = pp::bounds_of(*poly);
        cell = {cell.x - 0.05 * r, cell.y - 0.05 * r, cell.w + 0.1 * r, cell.h + 0.1 * r};
        EXPECT_TRUE(cell.contains(b)) << m.name;
      } else {
        EXPECT_LE(reach, r * 1.001) << m.name;
      }
    }
  }
}

TEST(DiagramMarker, DirectionalSymbolsPointForward) {
  // A Bowman's landing triangle points towards the mover's far side.
  for (Point fwd : {Point{0, -1}, Point{0, 1}}) {
    const Items tri = mark_cell(*mark_by_name("leapfrog"), kSquare, "e5", fwd);
    ASSERT_EQ(tri.size(), 1u);
    const Point apex = pp::probe::path(tri[0]).points[0];
    EXPECT_NEAR(apex.x, 5, 1e-9);
    EXPECT_GT((apex.y - 5) * fwd.y, 1);  // more than 1 mm towards `fwd`
  }
}

TEST(DiagramMarker, PromotionHatchingIsClippedToTheCell) {
  const Items hatch = mark_cell(marks::Promotion, kTriangle, "t1");
  ASSERT_GE(hatch.size(), 4u);
  for (const Item& line : hatch) {
    ASSERT_EQ(pp::probe::path(line).points.size(), 2u);
    for (Point p : pp::probe::path(line).points) {
      // Inside or on the triangle: on the inner side of all three edges.
      for (size_t i = 0; i < 3; ++i) {
        const Point a = kTriangle[i], b = kTriangle[(i + 1) % 3];
        EXPECT_GE((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x), -1e-9);
      }
    }
  }
}
