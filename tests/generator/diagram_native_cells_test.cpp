// Shogi's and Xiangqi's rules sheets name cells as their printed boards label them: read from the
// rendered sheet's SVG, every cell its captions and text name is made of labels the sheet's
// boards print, and no algebraic cell is left in them.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>

#include "model/layout.h"
#include "model/theme.h"
#include "render/render.h"
#include "support/paths.h"

using namespace pp;

namespace {

struct SheetText {
  std::set<std::string> labels;  // the boards' coordinates as printed
  std::string words;             // the captions and the rules' text, a line each
};

SheetText rules_sheet_text(const std::string& name) {
  const Layout layout = load_layout(test::layout_path(name).string());
  RenderOptions options;
  options.only = {SheetKind::Rules};
  options.formats = {&kSvg};
  const LayoutOutput out = render_layout(layout, load_theme("classic"), options);
  SheetText sheet;
  const std::regex text(R"re(<text[^>]*class="([^"]*)"[^>]*>([\s\S]*?)</text>)re"), tag("<[^>]*>");
  for (const OutputFile& f : out.files) {
    if (!f.path.ends_with(".svg")) continue;
    for (std::sregex_iterator it(f.bytes.begin(), f.bytes.end(), text), end; it != end; ++it) {
      const std::string classes = (*it)[1], words = std::regex_replace((*it)[2].str(), tag, "");
      if (classes.starts_with("coord ")) sheet.labels.insert(words);
      else if (classes.find("caption") != std::string::npos || classes.find("body") != std::string::npos)
        sheet.words += words + "\n";
    }
  }
  return sheet;
}

std::vector<std::smatch> all(const std::string& text, const std::regex& re) {
  std::vector<std::smatch> out;
  for (std::sregex_iterator it(text.begin(), text.end(), re), end; it != end; ++it) out.push_back(*it);
  return out;
}

}  // namespace

TEST(NativeCells, ShogiRulesSheetNamesCellsByItsLabels) {
  const SheetText sheet = rules_sheet_text("shogi");
  ASSERT_FALSE(sheet.labels.empty()) << "the sheet's boards print their coordinates";
  EXPECT_TRUE(sheet.labels.count("9") && sheet.labels.count("一") && sheet.labels.count("九"));
  EXPECT_FALSE(std::regex_search(sheet.words, std::regex(R"(\b[a-i][1-9]\b)"))) << sheet.words;
  // A cell's file and rank are set as one word, joined by U+2060 so no line breaks between them.
  const auto cells = all(sheet.words, std::regex("([1-9])\u2060(一|二|三|四|五|六|七|八|九)"));
  EXPECT_GE(cells.size(), 10u) << sheet.words;
  for (const auto& c : cells) {
    EXPECT_TRUE(sheet.labels.count(c[1])) << c[0] << ": no file labelled " << c[1];
    EXPECT_TRUE(sheet.labels.count(c[2])) << c[0] << ": no rank labelled " << c[2];
  }
  // The drop diagram's highlighted e5 and b8, counted on the printed board: the fifth file from
  // the right and the fifth rank from the top, the eighth file and the second rank.
  EXPECT_NE(sheet.words.find("on 5\u2060五,"), std::string::npos) << sheet.words;
  EXPECT_NE(sheet.words.find("8\u2060二,"), std::string::npos) << sheet.words;
  EXPECT_NE(sheet.words.find("file\u00a05;"), std::string::npos) << sheet.words;
  EXPECT_EQ(sheet.words.find("the file"), std::string::npos) << sheet.words;
}

TEST(NativeCells, XiangqiRulesSheetNamesFilesByItsLabels) {
  const SheetText sheet = rules_sheet_text("xiangqi");
  ASSERT_FALSE(sheet.labels.empty());
  EXPECT_FALSE(std::regex_search(sheet.words, std::regex(R"(\b[a-i](10|[1-9])\b)"))) << sheet.words;
  const auto cells = all(sheet.words, std::regex("file\u00a0(一|二|三|四|五|六|七|八|九)\u00a0rank\u00a0(10|[1-9])"));
  EXPECT_GE(cells.size(), 8u) << sheet.words;
  for (const auto& c : cells) EXPECT_TRUE(sheet.labels.count(c[1])) << c[0] << ": no file labelled " << c[1];
  // The Advisor on e3 and the General on e1: Red's middle file, 五, ranks 3 and 1.
  EXPECT_NE(sheet.words.find("file\u00a0五\u00a0rank\u00a03"), std::string::npos) << sheet.words;
  EXPECT_NE(sheet.words.find("file\u00a0五\u00a0rank\u00a01"), std::string::npos) << sheet.words;
}

TEST(NativeCells, AnnanShogiNamesItsForwardPawnsFilesByTheirLabels) {
  const SheetText sheet = rules_sheet_text("annanshogi");
  // The b- and h-files, counted on the printed board from Sente's left: files 8 and 2, whole.
  EXPECT_TRUE(sheet.labels.count("8") && sheet.labels.count("2"));
  EXPECT_TRUE(std::regex_search(sheet.words, std::regex("Pawns on files\u00a08\\s+and\\s+2\\s+start"))) << sheet.words;
  EXPECT_FALSE(std::regex_search(sheet.words, std::regex(R"(\b[a-i]- )"))) << sheet.words;
}
