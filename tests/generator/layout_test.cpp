#include <gtest/gtest.h>

#include "common/input_error.h"
#include "model/layout.h"
#include "model/theme.h"
#include "support.h"

namespace pp {
namespace {

using test::TempDir;
using test::write_file;

// The message of the InputError that loading `yaml` throws, or "" when it loads.
std::string error_for(const std::string& yaml, const TempDir& dir, const std::string& name = "x.yaml") {
  write_file(dir / name, yaml);
  try {
    load_layout((dir / name).string());
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "";
}

const char* kMinimal =
    "schema: 1\n"
    "name: tiny\n"
    "board:\n"
    "  shape: square\n"
    "  files: 4\n"
    "  ranks: 3\n"
    "  cell: 20mm\n";

TEST(Layout, ShippedLayoutsLoadWithTheirBoardsAndSetups) {
  const Layout legions = load_layout(test::layout_path("chess-legions").string());
  EXPECT_EQ(legions.board.size(), 100);
  EXPECT_DOUBLE_EQ(legions.cell_mm, 25);
  ASSERT_EQ(legions.zones.size(), 1u);
  EXPECT_EQ(legions.zones[0].cells.size(), 64u);  // b2-i9
  EXPECT_EQ(legions.zones[0].cells.front(), legions.board.find("b2"));
  EXPECT_TRUE(legions.has_variant);
  EXPECT_EQ(legions.variant.setup.size(), 60u);  // six full ranks of ten
  EXPECT_EQ(legions.print.paper, "a4");
  EXPECT_DOUBLE_EQ(legions.print.overlap_mm, 10);
  const Layout chess = load_layout(test::layout_path("chess").string());
  EXPECT_EQ(chess.board.size(), 64);
  EXPECT_EQ(chess.variant.setup.size(), 32u);
}

TEST(Layout, MinimalBoardWithoutPiecesLoads) {
  TempDir dir;
  EXPECT_EQ(error_for(kMinimal, dir), "");
  write_file(dir / "x.yaml", kMinimal);
  const Layout l = load_layout((dir / "x.yaml").string());
  EXPECT_EQ(l.board.files(), 4);
  EXPECT_EQ(l.board.ranks(), 3);
  EXPECT_FALSE(l.has_variant);
}

TEST(Layout, UnknownKeySuggestsTheNearestAndGivesItsLine) {
  TempDir dir;
  std::string yaml = kMinimal;
  yaml.replace(yaml.find("ranks"), 5, "rnaks");
  const std::string e = error_for(yaml, dir);
  EXPECT_NE(e.find("x.yaml:6:3: unknown key 'rnaks' in board (did you mean 'ranks'?)"), std::string::npos) << e;
  EXPECT_NE(error_for(std::string(kMinimal) + "prnit: {}\n", dir)
                .find(":8:1: unknown key 'prnit' in layout (did you mean 'print'?)"),
            std::string::npos);
}

TEST(Layout, WrongTypesAndAbsurdSizesAreRejectedAtTheirLine) {
  TempDir dir;
  std::string yaml = kMinimal;
  EXPECT_NE(error_for(std::string(yaml).replace(yaml.find("files: 4"), 8, "files: four"), dir)
                .find(":5:10: board.files must be a whole number"),
            std::string::npos);
  EXPECT_NE(error_for(std::string(yaml).replace(yaml.find("files: 4"), 8, "files: 65"), dir)
                .find(":5:10: board.files must be from 1 to 64"),
            std::string::npos);
  EXPECT_NE(error_for(std::string(yaml).replace(yaml.find("20mm"), 4, "2mm"), dir)
                .find(":7:9: board.cell must be from 5mm to 200mm"),
            std::string::npos);
  EXPECT_NE(error_for(std::string(yaml).replace(yaml.find("20mm"), 4, "20"), dir)
                .find(":7:9: board.cell must be a length with a unit"),
            std::string::npos);
  EXPECT_NE(
      error_for(std::string(yaml).replace(yaml.find("square"), 6, "sqaure"), dir).find("(did you mean 'square'?)"),
      std::string::npos);
  EXPECT_NE(
      error_for(std::string(kMinimal) + "print: {paper: b9}\n", dir).find(":8:16: print.paper: 'b9' is not a paper"),
      std::string::npos);
  EXPECT_NE(error_for(std::string(kMinimal) + "print: {margin: -3mm}\n", dir).find(":8:17: print.margin must be from"),
            std::string::npos);
}

TEST(Layout, PiecesNameTheirDrawingsWithPlainWordsOnly) {
  TempDir dir;
  const std::string pieces =
      "pieces:\n"
      "  K: {name: King, betza: K, royal: true}\n"
      "  A: {name: Archbishop, betza: BN, art: ART}\n"
      "setup: K2A/4/ka2 w - - 0 1\n";
  auto with_art = [&](const std::string& art) {
    std::string yaml = std::string(kMinimal) + pieces;
    return yaml.replace(yaml.find("ART"), 3, art);
  };
  write_file(dir / "ok.yaml", with_art("archbishop"));
  const Layout ok = load_layout((dir / "ok.yaml").string());
  EXPECT_EQ(ok.art_of('A'), "archbishop");
  EXPECT_EQ(ok.art_of('K'), "");
  EXPECT_NE(error_for(with_art("../../etc/passwd"), dir).find(":10:41: art: '../../etc/passwd' must be a drawing name"),
            std::string::npos)
      << error_for(with_art("../../etc/passwd"), dir);
  EXPECT_NE(error_for(with_art("Archbishop"), dir).find("must be a drawing name"), std::string::npos);
  EXPECT_NE(error_for(with_art("\"\""), dir).find("must be a drawing name"), std::string::npos);
}

TEST(Layout, ZonesTakeRangesAndListsAndRejectUnknownCells) {
  TempDir dir;
  write_file(dir / "z.yaml", std::string(kMinimal) +
                                 "  zones:\n"
                                 "    - {name: a, cells: b1-c2}\n"
                                 "    - {name: b, cells: [a1, d3, a1], style: inner}\n");
  const Layout l = load_layout((dir / "z.yaml").string());
  ASSERT_EQ(l.zones.size(), 2u);
  EXPECT_EQ(l.zones[0].cells.size(), 4u);
  EXPECT_EQ(l.zones[1].cells.size(), 2u);
  EXPECT_EQ(l.zones[1].style, "inner");
  EXPECT_EQ(l.zones[0].style, "a");
  EXPECT_NE(
      error_for(std::string(kMinimal) + "  zones:\n    - {name: a, cells: b1-z9}\n", dir).find(":9:24: no cell 'z9'"),
      std::string::npos);
}

TEST(Layout, HexBoardsLoadAndRejectUnknownCells) {
  TempDir dir;
  const std::string hex = "schema: 1\nname: hex\nboard:\n  shape: hex\n  cell: 20mm\n";
  write_file(dir / "h.yaml", hex + "  zones:\n    - {name: a, cells: [f6, a1, l6]}\n");
  const Layout l = load_layout((dir / "h.yaml").string());
  EXPECT_EQ(l.board.size(), 91);
  EXPECT_EQ(l.zones[0].cells.size(), 3u);
  // There is no file j on a hex board.
  EXPECT_EQ(error_for(hex + "  zones:\n    - {name: a, cells: [f6, j4]}\n", dir),
            (dir / "x.yaml").string() + ":7:29: no cell 'j4' on this board");
  EXPECT_NE(error_for(hex + "  side: 13\n", dir).find("x.yaml:6:9: board.side must be"), std::string::npos);
}

TEST(Layout, ExtendsMergesDeeplyAndErrorsNameTheFileThatWroteTheValue) {
  TempDir dir;
  write_file(dir / "base.yaml", kMinimal);
  write_file(dir / "child.yaml", "extends: base.yaml\nname: child\nboard:\n  cell: 30mm\n");
  const Layout l = load_layout((dir / "child.yaml").string());
  EXPECT_EQ(l.name, "child");
  EXPECT_DOUBLE_EQ(l.cell_mm, 30);
  EXPECT_EQ(l.board.files(), 4);  // from the base
  write_file(dir / "bad.yaml", "extends: base.yaml\nboard:\n  cell: 300mm\n");
  EXPECT_NE(error_for(test::read_file(dir / "bad.yaml"), dir, "bad.yaml").find("bad.yaml:3:9: board.cell must be from"),
            std::string::npos);
  write_file(dir / "base2.yaml", std::string(kMinimal) + "  colour: red\n");
  EXPECT_NE(error_for("extends: base2.yaml\nname: c\n", dir, "c.yaml").find("base2.yaml:8:3: unknown key 'colour'"),
            std::string::npos);
  EXPECT_NE(error_for("extends: loop.yaml\n", dir, "loop.yaml").find("loop.yaml:1:10: extends: 'loop.yaml' loops back"),
            std::string::npos);
  write_file(dir / "one.yaml", "extends: two.yaml\n");
  EXPECT_NE(error_for("schema: 1\nextends: one.yaml\n", dir, "two.yaml")
                .find("one.yaml:1:10: extends: 'two.yaml' loops back"),
            std::string::npos);
}

// The rules core's errors too: a child that writes only its rules over a shipped layout is named
// for them, not the layout that wrote the setup; one the parent wrote is the parent's.
TEST(Layout, ARuleWrittenByAChildIsItsErrorNotThePieces) {
  TempDir dir;
  const std::string chess = test::layout_path("chess").string();
  const std::string e = error_for("extends: " + chess + "\nname: c\nrules:\n  check: maybe\n", dir, "c.yaml");
  EXPECT_EQ(e, (dir / "c.yaml").string() + ":4:10: check must be true or false, not 'maybe'");
  const std::string p =
      error_for("extends: " + chess + "\nname: c\nsetup: x7/8/8/8/8/8/8/8 w - - 0 1\n", dir, "c.yaml");
  EXPECT_NE(p.find((dir / "c.yaml").string() + ":3:8: setup:"), std::string::npos) << p;
  write_file(dir / "base.yaml", "extends: " + chess + "\nname: b\nrules:\n  check: maybe\n");
  EXPECT_EQ(error_for("extends: base.yaml\nname: c\nsetup: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", dir, "c.yaml"),
            (dir / "base.yaml").string() + ":4:10: check must be true or false, not 'maybe'");
}

TEST(Layout, BrokenYamlGivesTheParserPosition) {
  TempDir dir;
  const std::string e = error_for("name: x\nboard: {files: 8\n", dir);
  EXPECT_NE(e.find("x.yaml:"), std::string::npos) << e;
  EXPECT_NE(e.find(":3:"), std::string::npos) << e;
}

TEST(Theme, ClassicLoadsAndBadColoursAreRejected) {
  const Theme classic = load_theme("classic");
  EXPECT_EQ(classic.name, "classic");
  EXPECT_TRUE(classic.board.cells.count("light"));
  EXPECT_TRUE(classic.board.zones.count("inner"));
  TempDir dir;
  write_file(dir / "t.yaml", "name: t\nboard:\n  cells: {light: \"#12345\"}\n");
  try {
    load_theme((dir / "t.yaml").string());
    FAIL();
  } catch (const pp::InputError& e) {
    EXPECT_NE(e.describe().find("t.yaml:3:18: board.cells.light must be a colour"), std::string::npos) << e.describe();
  }
}

}  // namespace
}  // namespace pp
