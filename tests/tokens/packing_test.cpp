// Packed tokens never overlap, stay inside the area, and hexagonal rows beat a square grid.
#include <gtest/gtest.h>

#include <cmath>

#include "geometry_check.h"
#include "tokens/packing.h"

using namespace pp;

namespace {
const Rect kA4{6, 6, 198, 267};  // a portrait A4 page less 6 mm margins and a footer
}

TEST(Packing, CirclesKeepTheirBleedsApartAndInside) {
  for (double d : {20.0, 23.25, 26.49, 40.0}) {
    const double reach = 1, gap = 1.5;
    const auto slots = pack_tokens(kA4, TokenShape::Circle, d, reach, gap);
    ASSERT_FALSE(slots.empty());
    const double r = d / 2 + reach;
    for (size_t i = 0; i < slots.size(); ++i) {
      const auto c = slots[i].centre;
      EXPECT_TRUE(c.x - r >= kA4.x - 1e-9 && c.x + r <= kA4.right() + 1e-9 && c.y - r >= kA4.y - 1e-9 &&
                  c.y + r <= kA4.bottom() + 1e-9)
          << d << " slot " << i;
      for (size_t j = 0; j < i; ++j) {
        const double dist = std::hypot(c.x - slots[j].centre.x, c.y - slots[j].centre.y);
        EXPECT_GE(dist, 2 * r + gap - 1e-9) << d << " slots " << i << "," << j;
      }
    }
  }
}

TEST(Packing, HexagonalRowsHoldMoreThanAGrid) {
  const double d = 24.25, reach = 1, gap = 1.5, pitch = d + 2 * reach + gap;
  const auto hex = pack_tokens(kA4, TokenShape::Circle, d, reach, gap);
  const auto grid =
      static_cast<size_t>(std::floor((kA4.w - pitch) / pitch + 1) * std::floor((kA4.h - pitch) / pitch + 1));
  EXPECT_GT(hex.size(), grid);
  // Worked by hand: pitch 27.75 mm, rows 24.03 mm apart, 11 rows of alternately 7 and 6.
  EXPECT_EQ(hex.size(), 6u * 7 + 5 * 6);
}

TEST(Packing, SquaresAndTrianglesDoNotOverlap) {
  for (TokenShape shape : {TokenShape::Square, TokenShape::Triangle}) {
    const double size = 30, reach = 1, gap = 1.5;
    const auto slots = pack_tokens(kA4, shape, size, reach, gap);
    ASSERT_GT(slots.size(), 20u);
    // The printed area: the outline grown by the bleed (a triangle grows by 2*sqrt(3) per unit).
    const double grown = size + 2 * reach * (shape == TokenShape::Triangle ? std::sqrt(3.0) : 1.0);
    std::vector<Polygon> printed;
    printed.reserve(slots.size());
    for (const auto& s : slots) printed.push_back(token_outline(shape, s, grown));
    for (size_t i = 0; i < printed.size(); ++i) {
      EXPECT_TRUE(test::inside(printed[i], kA4)) << i;
      for (size_t j = 0; j < i; ++j) EXPECT_GE(test::separation(printed[i], printed[j]), gap - 1e-6) << i << "," << j;
    }
  }
}

TEST(Packing, TrianglesAlternateSoTheyTile) {
  const auto slots = pack_tokens(kA4, TokenShape::Triangle, 30, 0, 0);
  ASSERT_GE(slots.size(), 3u);
  EXPECT_FALSE(slots[0].flipped);
  EXPECT_TRUE(slots[1].flipped);
  EXPECT_FALSE(slots[2].flipped);
  // With no gap, neighbours share an edge: zero separation.
  EXPECT_NEAR(test::separation(token_outline(TokenShape::Triangle, slots[0], 30),
                               token_outline(TokenShape::Triangle, slots[1], 30)),
              0, 1e-9);
}
