#include <gtest/gtest.h>

#include <random>

#include "diagram/flow.h"

using namespace pp::diagram;
using pp::Rect;

namespace {

Block box(double w, double h, std::string id, bool keep = false) {
  Block b;
  b.items = {pp::rect_item(id, {0, 0, w, h}, {pp::kBlack, pp::kNone, 0, {}, false})};
  b.width = w;
  b.height = h;
  b.id = std::move(id);
  b.keep_with_next = keep;
  return b;
}

void expect_clean(const std::vector<FlowPage>& pages, const PageBox& pb) {
  for (const FlowPage& p : pages) {
    EXPECT_EQ(p.page.width_mm, pb.width);
    EXPECT_EQ(p.page.items.size(), p.boxes.size());
    for (size_t i = 0; i < p.boxes.size(); ++i) {
      EXPECT_TRUE(pb.content().contains(p.boxes[i])) << p.ids[i];
      for (size_t j = i + 1; j < p.boxes.size(); ++j)
        EXPECT_FALSE(p.boxes[i].overlaps(p.boxes[j])) << p.ids[i] << " " << p.ids[j];
    }
  }
}

}  // namespace

TEST(DiagramFlow, FiguresShareRowsAndPagesBreak) {
  const PageBox pb;  // A4, 12 mm margins: 186 x 273 content
  std::vector<Block> blocks = {box(186, 20, "title")};
  for (int i = 0; i < 9; ++i) blocks.push_back(box(90, 100, std::string("fig").append(std::to_string(i))));
  const auto pages = flow(blocks, pb);
  ASSERT_EQ(pages.size(), 3u);  // title + 2 rows of 2; 2 rows; 1
  EXPECT_EQ(pages[0].ids.size(), 5u);
  EXPECT_DOUBLE_EQ(pages[0].boxes[2].x, 12 + 90 + 5);
  EXPECT_DOUBLE_EQ(pages[0].boxes[2].y, pages[0].boxes[1].y);
  EXPECT_EQ(pages[2].ids, std::vector<std::string>{"fig8"});
  expect_clean(pages, pb);
}

TEST(DiagramFlow, HeadingsNeverEndAPage) {
  const PageBox pb{210, 297, 12, 5};
  const auto pages = flow({box(186, 240, "body"), box(186, 8, "heading", true), box(186, 40, "figure")}, pb);
  ASSERT_EQ(pages.size(), 2u);
  EXPECT_EQ(pages[1].ids, (std::vector<std::string>{"heading", "figure"}));
}

TEST(DiagramFlow, ManyRandomBlocksNeverOverlapOrOverflow) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> w(20, 186), h(5, 150);
  for (const PageBox pb : {PageBox{210, 297, 12, 5}, PageBox{215.9, 279.4, 10, 4}}) {
    std::vector<Block> blocks;
    blocks.reserve(200);
    for (int i = 0; i < 200; ++i)
      blocks.push_back(
          box(std::min(w(rng), pb.content().w), h(rng), std::string("b").append(std::to_string(i)), i % 17 == 0));
    const auto pages = flow(blocks, pb);
    size_t placed = 0;
    for (const auto& p : pages) placed += p.boxes.size();
    EXPECT_EQ(placed, blocks.size());
    expect_clean(pages, pb);
  }
}

TEST(DiagramFlow, ABlockLargerThanThePageIsAnError) {
  EXPECT_THROW(flow({box(200, 10, "wide")}, PageBox{}), std::runtime_error);
  EXPECT_THROW(flow({box(100, 280, "tall")}, PageBox{}), std::runtime_error);
}

TEST(DiagramFlow, APageEndsOnlyWhenTheNextBlockCannotFitOnIt) {
  // Nothing is pushed to a new page that would have fitted beside the last row or under it.
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> w(30, 186), h(10, 140);
  const PageBox pb{210, 297, 12, 5};
  const Rect area = pb.content();
  std::vector<Block> blocks;
  blocks.reserve(120);
  for (int i = 0; i < 120; ++i) blocks.push_back(box(w(rng), h(rng), std::string("b").append(std::to_string(i))));
  const auto pages = flow(blocks, pb);
  ASSERT_GT(pages.size(), 5u);
  size_t next = 0;
  for (size_t p = 0; p + 1 < pages.size(); ++p) {
    next += pages[p].boxes.size();
    const Block& b = blocks[next];
    const Rect last = pages[p].boxes.back();
    double row_bottom = 0;
    for (const Rect& r : pages[p].boxes)
      if (r.y == last.y) row_bottom = std::max(row_bottom, r.bottom());
    const bool beside =
        last.right() + pb.gap + b.width <= area.right() + 1e-6 && last.y + b.height <= area.bottom() + 1e-6;
    const bool below = row_bottom + pb.gap + b.height <= area.bottom() + 1e-6;
    EXPECT_FALSE(beside || below) << "page " << p + 1 << " had room for " << b.id;
  }
}
