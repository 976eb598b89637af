#include <gtest/gtest.h>

#include <cmath>

#include "diagram/arrow.h"
#include "scene_probe.h"

using namespace pp::diagram;
using pp::Items;
using pp::Point;
using pp::Polygon;
using pp::Rect;

namespace {

bool inside(const Polygon& poly, Point p) {
  bool in = false;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    if ((poly[i].y > p.y) != (poly[j].y > p.y) &&
        p.x < (poly[j].x - poly[i].x) * (p.y - poly[i].y) / (poly[j].y - poly[i].y) + poly[i].x)
      in = !in;
  }
  return in;
}

const Point kEx{10, 0}, kEy{0, -10};  // 10 mm cells, ranks grow upwards on the page

}  // namespace

TEST(DiagramArrow, KnightBendsAlongItsLongerLeg) {
  const Point from{5, 75};
  auto bend = leap_bend(from, 1, 2, kEx, kEy);
  ASSERT_TRUE(bend);
  EXPECT_DOUBLE_EQ(bend->x, 5);
  EXPECT_DOUBLE_EQ(bend->y, 55);
  bend = leap_bend(from, -2, 1, kEx, kEy);
  ASSERT_TRUE(bend);
  EXPECT_DOUBLE_EQ(bend->x, -15);
  EXPECT_DOUBLE_EQ(bend->y, 75);
  bend = leap_bend(from, 3, -2, kEx, kEy);  // a zebra-like leap goes 3 first
  ASSERT_TRUE(bend);
  EXPECT_DOUBLE_EQ(bend->x, 35);
}

TEST(DiagramArrow, StraightMovesDoNotBend) {
  EXPECT_FALSE(leap_bend({0, 0}, 0, 3, kEx, kEy));
  EXPECT_FALSE(leap_bend({0, 0}, 2, 2, kEx, kEy));
  EXPECT_FALSE(leap_bend({0, 0}, -4, 0, kEx, kEy));
}

TEST(DiagramArrow, StraightArrowIsOneOutlineWithTheTipShortOfTheCentre) {
  const Items a = arrow({{5, 5}, {45, 5}}, 10, {}, "arrow a1-e1");
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(pp::probe::kind(a[0]), "polygon");
  EXPECT_EQ(a[0].cls, "arrow a1-e1");
  const Rect b = pp::probe::bounds(a);
  EXPECT_NEAR(b.x, 5 + 2.2 - 0.2, 0.25);   // tail 0.22 cell off the start centre (less the edge)
  EXPECT_NEAR(b.right(), 45 - 1.2, 0.25);  // tip 0.12 cell short of the end centre
  EXPECT_TRUE(inside(pp::probe::path(a[0]).points, {25, 5}));
  EXPECT_FALSE(inside(pp::probe::path(a[0]).points, {25, 7}));
}

TEST(DiagramArrow, KnightArrowFollowsTheL) {
  const Point from{5, 75}, to{15, 55};
  const Point bend = *leap_bend(from, 1, 2, kEx, kEy);
  const Items a = arrow({from, bend, to}, 10, {}, "arrow");
  ASSERT_EQ(a.size(), 1u);
  const Polygon& outline = pp::probe::path(a[0]).points;
  EXPECT_TRUE(inside(outline, {5, 65}));    // along the long leg
  EXPECT_TRUE(inside(outline, bend));       // through the corner
  EXPECT_TRUE(inside(outline, {10, 55}));   // along the short leg
  EXPECT_FALSE(inside(outline, {10, 65}));  // not cutting across
}

TEST(DiagramArrow, HopArcBulgesSideways) {
  const auto arc = hop_arc({0, 0}, {0, -20}, 0.25);
  ASSERT_EQ(arc.size(), 13u);
  EXPECT_DOUBLE_EQ(arc.front().y, 0);
  EXPECT_DOUBLE_EQ(arc.back().y, -20);
  EXPECT_NEAR(std::abs(arc[6].x), 2.5, 1e-9);  // half the control point's offset at the middle
}

TEST(DiagramArrow, RejectsAPathOfOnePoint) { EXPECT_THROW(arrow({{1, 1}}, 10, {}, ""), std::invalid_argument); }
