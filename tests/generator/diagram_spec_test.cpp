#include <gtest/gtest.h>

#include "common/units.h"
#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "model/diagram_spec.h"

using namespace pp;

namespace {

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "no error";
}

const pp::SourcePos kArg{"--mark", 0, 0};

}  // namespace

TEST(DiagramSpec, WidthsReadLikeEveryOtherLength) {
  // The layout's `width:` and `diagram --width` go through the one parser (common/units.h), so
  // both take a space before the unit.
  const std::string file = "w.yaml";
  const auto width = [&](const std::string& w) {
    return read_diagrams(yaml::At(file, yaml::load_string("diagrams:\n  - width: " + w + "\n", file)["diagrams"]))[0]
        .width_mm;
  };
  EXPECT_DOUBLE_EQ(width("80mm"), 80);
  EXPECT_DOUBLE_EQ(width("80 mm"), 80);
  EXPECT_DOUBLE_EQ(width("3in"), 76.2);
  EXPECT_DOUBLE_EQ(width("8 cm"), 80);
  EXPECT_DOUBLE_EQ(pp::length_mm("80 mm", "--width", 20, 1000), width("80 mm"));
  EXPECT_EQ(error_of([&] { width("80"); }),
            "w.yaml:2:12: width must be a length with a unit (mm, cm, in or pt), like 30mm, not '80'");
  EXPECT_EQ(error_of([&] { width("80px"); }),
            "w.yaml:2:12: width must be a length with a unit (mm, cm, in or pt), like 30mm, not '80px'");
  EXPECT_EQ(error_of([&] { width("-80mm"); }), "w.yaml:2:12: width must be from 20mm to 1000mm, not -80mm");
}

TEST(DiagramSpec, MarksAndArrowsFromTheCommandLine) {
  const CellMark m = parse_mark("c5:capture", kArg);
  EXPECT_EQ(m.cell, "c5");
  EXPECT_EQ(m.kind, marks::Capture);
  EXPECT_EQ(parse_mark("j10:lion-return", kArg).kind->name, "lion-return");
  EXPECT_EQ(error_of([] {
              parse_mark("c5:captur", {"", 0, 0});
            }).substr(0, 53),
            "unknown mark style 'captur' (did you mean 'capture'?)");
  EXPECT_NE(error_of([] { parse_mark("c5", kArg); }), "no error");
  EXPECT_NE(error_of([] { parse_mark(":move", kArg); }), "no error");
  const ArrowSpec a = parse_arrow("e3-c4", kArg);
  EXPECT_EQ(a.from, "e3");
  EXPECT_EQ(a.to, "c4");
  EXPECT_NE(error_of([] { parse_arrow("e3c4", kArg); }), "no error");
  EXPECT_NE(error_of([] { parse_arrow("e3-", kArg); }), "no error");
}

TEST(DiagramSpec, ReadsALayoutsDiagramList) {
  const auto root = pp::yaml::load_string(R"(diagrams:
  - fen: 10/10/10/10/10/2R2Q4/10/4c5/10/10
    moves: e3
    caption: The black cardinal can take on c5 and f5.
    width: 60mm
  - name: Knight tour
    marks: [c3:move, d5:capture]
    arrows: [b1-c3]
  - caption: The black cardinal can take on c5 and f5.
)",
                                          "grand.yaml");
  const auto d = read_diagrams(yaml::At("grand.yaml", root["diagrams"]));
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0].fen, "10/10/10/10/10/2R2Q4/10/4c5/10/10");
  EXPECT_EQ(d[0].moves, std::vector<std::string>{"e3"});
  EXPECT_EQ(d[0].moves_pos[0].line, 3);
  EXPECT_DOUBLE_EQ(d[0].width_mm, 60);
  EXPECT_EQ(d[0].name, "the-black-cardinal-can-take-on-c5-and-f5");
  EXPECT_EQ(d[1].name, "knight-tour");
  EXPECT_DOUBLE_EQ(d[1].width_mm, 0);  // unset: the board's default width
  ASSERT_EQ(d[1].marks.size(), 2u);
  EXPECT_EQ(d[1].marks[1].kind, marks::Capture);
  EXPECT_EQ(d[1].marks[1].pos.line, 7);
  EXPECT_EQ(d[1].arrows[0].to, "c3");
  EXPECT_EQ(d[2].name, "the-black-cardinal-can-take-on-c5-and-f5-2");
}

TEST(DiagramSpec, BadDiagramsPointAtTheLine) {
  auto read = [](const std::string& text) {
    return error_of([&] { read_diagrams(yaml::At("v.yaml", yaml::load_string(text, "v.yaml")["diagrams"])); });
  };
  EXPECT_EQ(read("diagrams:\n  - captoin: x\n"),
            "v.yaml:2:5: unknown key 'captoin' in a diagram (did you mean 'caption'?)");
  EXPECT_EQ(read("diagrams:\n  - marks: [c5:zap]\n").substr(0, 45), "v.yaml:2:13: unknown mark style 'zap'; styles");
  EXPECT_EQ(read("diagrams:\n  - width: 2mm\n"), "v.yaml:2:12: width must be from 20mm to 1000mm, not 2mm");
  EXPECT_EQ(read("diagrams: {fen: x}\n"), "v.yaml:1:11: diagrams must be a list, not a mapping");
  EXPECT_EQ(read("diagrams:\n  - moves: [e-3]\n"),
            "v.yaml:2:13: 'e-3' is not a cell name, nor a piece in hand (P@ for White's, p@ for Black's)");
}

TEST(DiagramSpec, Slugs) {
  EXPECT_EQ(slug("Calling the Guard!"), "calling-the-guard");
  EXPECT_EQ(slug("  --  "), "diagram");
  EXPECT_EQ(slug("../../etc/passwd"), "etc-passwd");
}
