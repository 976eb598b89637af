#include <gtest/gtest.h>

#include "common/input_error.h"
#include "common/units.h"
#include "common/yamlutil.h"
#include "model/paper.h"

namespace pp {
namespace {

TEST(Units, ReadsEveryUnitAsMillimetres) {
  EXPECT_DOUBLE_EQ(*parse_length("30mm"), 30);
  EXPECT_DOUBLE_EQ(*parse_length("2.5cm"), 25);
  EXPECT_DOUBLE_EQ(*parse_length("1.25in"), 31.75);
  EXPECT_DOUBLE_EQ(*parse_length("72pt"), 25.4);
  EXPECT_DOUBLE_EQ(*parse_length("12 mm"), 12);
}

TEST(Units, RejectsMissingOrUnknownUnits) {
  EXPECT_FALSE(parse_length("30"));
  EXPECT_FALSE(parse_length("30px"));
  EXPECT_FALSE(parse_length("mm"));
  EXPECT_FALSE(parse_length("3x0mm"));
}

TEST(Units, YamlErrorsPointAtTheValue) {
  const YAML::Node doc = pp::yaml::load_string("a: 1\ncell: 3 furlongs\n", "t.yaml");
  try {
    length_mm("t.yaml", doc["cell"], "board.cell", 5, 200);
    FAIL() << "no error";
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.pos().line, 2);
    EXPECT_EQ(e.pos().col, 7);
    EXPECT_NE(e.describe().find("t.yaml:2:7:"), std::string::npos) << e.describe();
  }
  const YAML::Node small = pp::yaml::load_string("cell: 1mm\n", "t.yaml");
  EXPECT_THROW(length_mm("t.yaml", small["cell"], "board.cell", 5, 200), pp::InputError);
}

TEST(Paper, KnownAndCustomSizes) {
  EXPECT_DOUBLE_EQ(parse_paper("a4")->width_mm, 210);
  EXPECT_DOUBLE_EQ(parse_paper("A3")->height_mm, 420);
  EXPECT_DOUBLE_EQ(parse_paper("letter")->width_mm, 215.9);
  const auto custom = parse_paper("420x300mm");
  ASSERT_TRUE(custom);
  EXPECT_DOUBLE_EQ(custom->width_mm, 300);  // stored portrait
  EXPECT_DOUBLE_EQ(custom->height_mm, 420);
  EXPECT_DOUBLE_EQ(parse_paper("8.5inx14in")->height_mm, 14 * 25.4);
  EXPECT_FALSE(parse_paper("b5"));
  EXPECT_FALSE(parse_paper("10x10mm"));  // too small to print on
}

}  // namespace
}  // namespace pp
