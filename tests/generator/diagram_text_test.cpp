#include <gtest/gtest.h>

#include <sstream>

#include "diagram/text.h"

using namespace pp::diagram;

namespace {
std::string words_of(const Items& lines) {
  std::string all;
  for (const Item& l : lines) all += (all.empty() ? "" : " ") + l.text;
  return all;
}
}  // namespace

TEST(DiagramText, OneLineIsAsTallAsTheFontSays) {
  const SetText t = set_text("Bowman", {"DejaVu Sans 10", 0, false, "#000000", "text"});
  ASSERT_EQ(t.lines.size(), 1u);
  // DejaVu Sans: ascent + descent is about 1.16 em; 10 pt = 3.53 mm.
  EXPECT_NEAR(t.height, 3.528 * 1.164, 0.1);
  EXPECT_GT(t.width, 10);
  EXPECT_LT(t.width, 20);
  EXPECT_NEAR(t.lines[0].points[0].y, t.lines[0].ascent, 1e-9);
}

TEST(DiagramText, WrapsAtTheWidthWithoutLosingWords) {
  const std::string text =
      "A Bowman steps one square straight ahead, moving or capturing, and may leap over a piece "
      "directly in front of it onto the empty square behind, again and again.";
  const SetText t = set_text(text, {"DejaVu Sans 9", 40, false, "#000000", "text"});
  ASSERT_GE(t.lines.size(), 4u);
  for (const Item& l : t.lines) EXPECT_LE(l.advance, 40 + 1e-6) << l.text;
  EXPECT_LE(t.width, 40 + 1e-6);
  EXPECT_EQ(words_of(t.lines), text);
  for (size_t i = 1; i < t.lines.size(); ++i) EXPECT_GT(t.lines[i].points[0].y, t.lines[i - 1].points[0].y + 3);
  EXPECT_NEAR(t.height, t.lines.back().points[0].y + t.lines.back().descent, 1e-6);
}

TEST(DiagramText, CentredLinesSitInTheMiddle) {
  const SetText t = set_text("Setup", {"DejaVu Sans 9", 50, true, "#000000", "caption"});
  ASSERT_EQ(t.lines.size(), 1u);
  EXPECT_NEAR(t.lines[0].points[0].x * 2 + t.lines[0].advance, 50, 1e-6);
  EXPECT_EQ(t.lines[0].classes, "caption");
}

TEST(DiagramText, SameTextSameMeasure) {
  const TextLook look{"DejaVu Sans 8", 30, false, "#000000", "text"};
  const SetText a = set_text("Calling the Guard once per game", look);
  const SetText b = set_text("Calling the Guard once per game", look);
  EXPECT_EQ(a.height, b.height);
  EXPECT_EQ(a.lines.size(), b.lines.size());
}
