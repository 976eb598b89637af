#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "common/yaml_at.h"
#include "common/yamldoc.h"
#include "common/yamlutil.h"
#include "model/layout.h"
#include "model/sheet_spec.h"
#include "support/paths.h"

using namespace pp;

namespace {
std::string error_of(const std::string& text) {
  try {
    read_sheet(yaml::At("v.yaml", yaml::load_string(text, "v.yaml")["sheet"]));
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "no error";
}
}  // namespace

TEST(DiagramSheetSpec, ReadsIntroPiecesAndRules) {
  const auto root = pp::yaml::load_string(R"(sheet:
  intro: Ten by ten.
  pieces:
    W: Steps ahead.
  rules:
    - title: The volley
      text: Leaps.
      diagram: {fen: 10/10/10/10/10/10/10/4W5/10/10, moves: [e3]}
)",
                                          "v.yaml");
  const SheetSpec s = read_sheet(yaml::At("v.yaml", root["sheet"]));
  EXPECT_EQ(s.intro, "Ten by ten.");
  EXPECT_EQ(s.pieces.at("W"), "Steps ahead.");
  ASSERT_EQ(s.rules.size(), 1u);
  EXPECT_EQ(s.rules[0].title, "The volley");
  EXPECT_EQ(s.rules[0].diagram.moves[0], "e3");
  EXPECT_EQ(s.rules[0].diagram.name, "rule-the-volley");
}

TEST(DiagramSheetSpec, AbsentSheetIsEmptyAndMistakesPointAtTheLine) {
  EXPECT_TRUE(read_sheet(yaml::At("v.yaml", YAML::Node())).rules.empty());
  EXPECT_EQ(error_of("sheet:\n  intra: x\n"), "v.yaml:2:3: unknown key 'intra' in sheet (did you mean 'intro'?)");
  EXPECT_EQ(error_of("sheet:\n  pieces: {w: x}\n"),
            "v.yaml:2:12: sheet pieces are keyed by upper-case piece letter, not 'w'");
  EXPECT_EQ(error_of("sheet:\n  rules:\n    - title: x\n"), "v.yaml:3:7: a sheet rule needs a diagram");
}

// Every shipped layout's diagram and sheet sections read cleanly, and its rules sheet has an
// introduction and a description of every piece of its roster (the keys of `pieces:`).
TEST(DiagramSheetSpec, ShippedLayoutsRead) {
  const auto files = pp::test::layout_files();
  ASSERT_FALSE(files.empty());
  for (const auto& file : files) {
    SCOPED_TRACE(file.string());
    const Layout layout = load_layout(file.string());  // extends merged
    const YAML::Node& root = layout.doc.root;
    ASSERT_TRUE(root["sheet"]) << "a shipped layout needs a rules sheet";
    const SheetSpec& s = layout.sheet;
    EXPECT_NE(s.intro.find_first_not_of(" \n"), std::string::npos);
    std::set<std::string> roster, described;  // piece keys: "R", a promoted form "+R"
    for (const auto& p : root["pieces"]) roster.insert(p.first.as<std::string>());
    for (const auto& [letter, text] : s.pieces)
      if (text.find_first_not_of(" \n") != std::string::npos) described.insert(letter);
    EXPECT_EQ(described, roster);
  }
}
