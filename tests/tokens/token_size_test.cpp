#include <gtest/gtest.h>

#include <cmath>

#include "model/token_size.h"

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
  EXPECT_FALSE(parse_token_size("24"));     // a length needs its unit
  EXPECT_FALSE(parse_token_size("500mm"));  // not a token
  EXPECT_FALSE(parse_token_size("2mm"));
}

TEST(TokenSize, DefaultIsTheLargestPresetThatFitsWithAMargin) {
  EXPECT_DOUBLE_EQ(default_token_mm(25), 24.25);     // euro-50c; us-quarter (24.26) eats into the margin
  EXPECT_DOUBLE_EQ(default_token_mm(25.01), 24.26);  // us-quarter
  EXPECT_DOUBLE_EQ(default_token_mm(30), 26.49);
  EXPECT_DOUBLE_EQ(default_token_mm(36 / std::sqrt(3.0)), 20);  // a trig of 36 mm holds a 20 mm washer
  EXPECT_DOUBLE_EQ(default_token_mm(15), 14.25);                // nothing fits: the cell less the margin
}

TEST(TokenSize, Shapes) {
  EXPECT_EQ(parse_token_shape("circle"), TokenShape::Circle);
  EXPECT_EQ(parse_token_shape("square"), TokenShape::Square);
  EXPECT_EQ(parse_token_shape("triangle"), TokenShape::Triangle);
  EXPECT_FALSE(parse_token_shape("hexagon"));
}
