#include <gtest/gtest.h>

#include "diagram/text.h"
#include "scene_probe.h"

using namespace pp::diagram;
using pp::Item;
using pp::TextItem;

namespace {
std::string words_of(const pp::Items& lines) {
  std::string all;
  for (const Item& l : lines) all += (all.empty() ? "" : " ") + std::get<TextItem>(l.what).text;
  return all;
}
const TextItem& text_of(const Item& it) { return std::get<TextItem>(it.what); }
}  // namespace

TEST(DiagramText, OneLineIsAsTallAsTheFontSays) {
  const SetText t = set_text("Bowman", {"DejaVu Sans 10", 0, false, "#000000", "text"});
  const pp::Items lines = text_items(t, {0, 0});
  ASSERT_EQ(lines.size(), 1u);
  // DejaVu Sans: ascent + descent is about 1.16 em; 10 pt = 3.53 mm.
  EXPECT_NEAR(t.height(), 3.528 * 1.164, 0.1);
  EXPECT_GT(t.width(), 10);
  EXPECT_LT(t.width(), 20);
  EXPECT_NEAR(text_of(lines[0]).at.y, t.block.lines[0].ascent, 1e-9);
  EXPECT_EQ(text_of(lines[0]).valign, pp::VAlign::Baseline);
}

TEST(DiagramText, WrapsAtTheWidthWithoutLosingWords) {
  const std::string text =
      "A Bowman steps one square straight ahead, moving or capturing, and may leap over a piece "
      "directly in front of it onto the empty square behind, again and again.";
  const SetText t = set_text(text, {"DejaVu Sans 9", 40, false, "#000000", "text"});
  const pp::Items lines = text_items(t, {0, 0});
  ASSERT_GE(lines.size(), 4u);
  for (const auto& l : t.block.lines) EXPECT_LE(l.advance, 40 + 1e-6) << l.text;
  EXPECT_LE(t.width(), 40 + 1e-6);
  EXPECT_EQ(words_of(lines), text);
  for (size_t i = 1; i < lines.size(); ++i) EXPECT_GT(text_of(lines[i]).at.y, text_of(lines[i - 1]).at.y + 3);
  EXPECT_NEAR(t.height(), text_of(lines.back()).at.y + t.block.lines.back().descent, 1e-6);
}

TEST(DiagramText, CentredLinesSitInTheMiddleAndMoveWithTheBlock) {
  const SetText t = set_text("Setup", {"DejaVu Sans 9", 50, true, "#336699", "caption"});
  const pp::Items lines = text_items(t, {10, 20});
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_NEAR((text_of(lines[0]).at.x - 10) * 2 + t.block.lines[0].advance, 50, 1e-6);
  EXPECT_NEAR(text_of(lines[0]).at.y - 20, t.block.lines[0].baseline, 1e-9);
  EXPECT_EQ(lines[0].cls, "caption");
  EXPECT_EQ(text_of(lines[0]).colour, pp::parse_colour("#336699"));
  // The box a layout reserves is the measured one, moved the same way.
  pp::Extent e;
  cover(e, t, {10, 20});
  EXPECT_NEAR(e.rect().y, 20, 1e-9);
  EXPECT_NEAR(e.rect().h, t.height(), 1e-9);
  EXPECT_NEAR(e.rect().w, t.block.lines[0].advance, 1e-9);
}

TEST(DiagramText, SameTextSameMeasure) {
  const TextLook look{"DejaVu Sans 8", 30, false, "#000000", "text"};
  const SetText a = set_text("Calling the Guard once per game", look);
  const SetText b = set_text("Calling the Guard once per game", look);
  EXPECT_EQ(a.height(), b.height());
  EXPECT_EQ(a.block.lines.size(), b.block.lines.size());
}
