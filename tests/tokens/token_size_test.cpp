#include <gtest/gtest.h>

#include "tokens/token_size.h"

using namespace pp;

TEST(TokenSize, PresetsAndLengths) {
  EXPECT_DOUBLE_EQ(*parse_token_size("euro-1"), 23.25);
  EXPECT_DOUBLE_EQ(*parse_token_size("euro-2"), 25.75);
  EXPECT_DOUBLE_EQ(*parse_token_size("euro-50c"), 24.25);
  EXPECT_DOUBLE_EQ(*parse_token_size("us-quarter"), 24.26);
  EXPECT_DOUBLE_EQ(*parse_token_size("us-dollar"), 26.49);
  EXPECT_DOUBLE_EQ(*parse_token_size("washer-m10"), 20);
  EXPECT_DOUBLE_EQ(*parse_token_size("washer-m12"), 24);
  EXPECT_DOUBLE_EQ(*parse_token_size("crown-cap"), 26);
  EXPECT_DOUBLE_EQ(*parse_token_size("24mm"), 24);
  EXPECT_NEAR(*parse_token_size("1in"), 25.4, 1e-9);
  EXPECT_FALSE(parse_token_size("euro-3"));
  EXPECT_FALSE(parse_token_size("24"));      // a length needs its unit
  EXPECT_FALSE(parse_token_size("500mm"));   // not a token
  EXPECT_FALSE(parse_token_size("2mm"));
}

TEST(TokenSize, DefaultIsTheLargestPresetThatFitsWithAMargin) {
  EXPECT_DOUBLE_EQ(default_token_mm(25), 23.25);  // 24 (washer-m12) leaves less than the margin
  EXPECT_DOUBLE_EQ(default_token_mm(25.5), 24);
  EXPECT_DOUBLE_EQ(default_token_mm(30), 26.49);
  EXPECT_DOUBLE_EQ(default_token_mm(21.5), 20);
  EXPECT_DOUBLE_EQ(default_token_mm(15), 13.5);  // nothing fits: the cell less the margin
}

TEST(TokenSize, Shapes) {
  EXPECT_EQ(parse_token_shape("circle"), TokenShape::Circle);
  EXPECT_EQ(parse_token_shape("square"), TokenShape::Square);
  EXPECT_EQ(parse_token_shape("triangle"), TokenShape::Triangle);
  EXPECT_FALSE(parse_token_shape("hexagon"));
}
