#include <gtest/gtest.h>

#include <string>
#include <tuple>
#include <vector>

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
  EXPECT_FALSE(parse_paper("b9"));
  EXPECT_FALSE(parse_paper("10x10mm"));  // too small to print on
}

TEST(Paper, EveryNamedPaperHasItsIsoOrUsSize) {
  // ISO 216 A and B series, US sizes and photo sizes in inches, portrait.
  const std::vector<std::tuple<std::string, double, double>> sizes{{"a3", 297, 420},
                                                                   {"a4", 210, 297},
                                                                   {"a5", 148, 210},
                                                                   {"b4", 250, 353},
                                                                   {"b5", 176, 250},
                                                                   {"letter", 8.5 * 25.4, 11 * 25.4},
                                                                   {"legal", 8.5 * 25.4, 14 * 25.4},
                                                                   {"tabloid", 11 * 25.4, 17 * 25.4},
                                                                   {"4x6", 4 * 25.4, 6 * 25.4},
                                                                   {"5x7", 5 * 25.4, 7 * 25.4}};
  EXPECT_EQ(named_papers().size(), sizes.size());
  for (const auto& [name, w, h] : sizes) {
    const auto p = parse_paper(name);
    ASSERT_TRUE(p) << name;
    EXPECT_NEAR(p->width_mm, w, 1e-9) << name;
    EXPECT_NEAR(p->height_mm, h, 1e-9) << name;
    EXPECT_EQ(paper_problem(name), "");
  }
}

TEST(Paper, ProblemsSayWhetherTheNameOrTheSizeIsWrong) {
  EXPECT_EQ(paper_problem("10000x10000mm"), "'10000x10000mm' is 10000 x 10000 mm: each side must be 50 mm to 2000 mm");
  EXPECT_EQ(paper_problem("40x300mm"), "'40x300mm' is 40 x 300 mm: each side must be 50 mm to 2000 mm");
  const std::string unknown = paper_problem("a9");
  EXPECT_EQ(unknown.rfind("'a9' is not a paper: one of a3 a4 a5 b4 b5 letter legal tabloid 4x6 5x7", 0), 0u) << unknown;
}

}  // namespace
}  // namespace pp
