#include <gtest/gtest.h>

#include "diagram/legend.h"
#include "model/theme.h"
#include "scene_probe.h"

using namespace pp::diagram;
using pp::Item;

namespace {
// Kinds in the legend, in order, read back from the class names of its labels.
std::vector<std::string> kinds_in(const Legend& l) {
  std::vector<std::string> out;
  for (const Item& it : l.items)
    if (it.cls.rfind("legend ", 0) == 0 && pp::probe::kind(it) == "polygon" &&
        pp::probe::style(it).fill == pp::parse_colour("#eeeeee"))
      out.push_back(it.cls.substr(7));
  return out;
}
// The legend as a figure draws it: in the theme's legend style.
LegendLook themed() {
  LegendLook look;
  look.text.font = pp::base_theme().text.legend.pango();
  return look;
}
size_t labels_in(const Legend& l) {
  size_t n = 0;
  for (const Item& it : l.items) n += pp::probe::is_text(it);
  return n;
}
}  // namespace

TEST(DiagramLegend, ListsOnlyTheKindsShownInTheirOrder) {
  const Legend l = legend({marks::Capture, marks::Move, marks::Jump}, 80, themed());
  EXPECT_EQ(kinds_in(l), (std::vector<std::string>{"move", "capture", "jump"}));
  EXPECT_EQ(labels_in(l), 3u);
  EXPECT_LE(l.width, 80 + 1e-6);
  EXPECT_GT(l.height, 3.9);
}

TEST(DiagramLegend, EmptyWhenNothingIsMarked) {
  const Legend l = legend({}, 80, themed());
  EXPECT_TRUE(l.items.empty());
  EXPECT_EQ(l.height, 0);
}

TEST(DiagramLegend, UsesColumnsWhenWideAndStaysInsideWhenNarrow) {
  std::set<pp::DiagramMark> all;
  for (const auto& m : mark_kinds()) all.insert(m.kind);
  const Legend wide = legend(all, 180, themed());
  const Legend narrow = legend(all, 30, themed());
  EXPECT_EQ(kinds_in(wide).size(), mark_kinds().size());
  EXPECT_LE(wide.width, 180 + 1e-6);
  EXPECT_LE(narrow.width, 30 + 1e-6);
  EXPECT_GT(narrow.height, 2 * wide.height);
  // Shapes from the items, each label line measured again on its own.
  pp::Extent extent;
  extent.add(narrow.items);
  for (const Item& it : narrow.items)
    if (const auto* t = std::get_if<pp::TextItem>(&it.what)) {
      const pp::text::Block line = pp::text::set(t->text, t->font);
      extent.add({t->at.x, t->at.y - line.lines.at(0).ascent});
      extent.add({t->at.x + line.width, t->at.y + line.lines.at(0).descent});
    }
  const pp::Rect b = extent.rect();
  EXPECT_GE(b.y, -1e-6);
  EXPECT_GE(b.x, -1e-6);
  EXPECT_LE(b.bottom(), narrow.height + 1e-6);
  EXPECT_LE(b.right(), narrow.width + 1e-6);
}
