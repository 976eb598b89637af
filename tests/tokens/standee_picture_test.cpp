// Every standee sheet carries a picture of a standee folded, drawn where nothing else is: measured
// on a 150 dpi raster of the picture alone, against a raster of the rest of the sheet (the strips'
// bleeds and cut lines, the footer's rulers and text, the cutting machine's marks). The strips
// keep the sizes the standee tests measure: the same base and length whatever the picture.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "art/side_style.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "raster_check.h"
#include "support/paths.h"
#include "tokens/standees.h"
#include "tokens/token_pages.h"

using namespace pp;

namespace {

constexpr int kPictureDpi = 150;
constexpr double kPicturePx = kPictureDpi / 25.4;

struct PictureCase {
  std::string layout, paper;
  StandeeBase base = StandeeBase::Tabs;
  CutMarks marks = CutMarks::None;
  double height = 0;  // --standee-height; 0 the default
};

TokenSheets picture_sheets(const PictureCase& c, const Layout& layout) {
  const Theme theme = load_theme("classic");
  std::string warning;
  TokenSheetOptions opt{choose_token_mm(layout, plan_tokens(layout), 0, TokenShape::Standee, warning),
                        TokenShape::Standee, false};
  opt.standee_base = c.base;
  opt.cut_marks = c.marks;
  opt.standee_height_mm = c.height;
  return token_pages(layout, theme, load_art_style(theme), plan_tokens(layout), *parse_paper(c.paper),
                     layout.print.margin_mm, opt);
}

// The page's items split: the picture's, and the rest.
std::pair<Items, Items> split_picture(const Page& page) {
  std::pair<Items, Items> out;
  for (const Item& item : page.items) (item.cls == "folded-standee" ? out.first : out.second).push_back(item);
  return out;
}

bool picture_draws_piece(const Items& items) {
  return std::any_of(items.begin(), items.end(), [](const Item& item) {
    if (item.cls == "piece") return true;
    const auto* group = std::get_if<GroupItem>(&item.what);
    return group && picture_draws_piece(*group->children);
  });
}

}  // namespace

TEST(StandeePicture, OnEverySheetInsideThePrintableAreaAndClearOfEveryStrip) {
  const std::vector<PictureCase> cases = {{"chess", "a4"},
                                          {"chess", "a4", StandeeBase::Slot},
                                          {"shogi", "a4"},
                                          {"xiangqi", "letter"},
                                          {"chess", "letter", StandeeBase::Tabs, CutMarks::Silhouette},
                                          {"chess", "a4", StandeeBase::Tabs, CutMarks::Cricut},
                                          {"chess", "a4", StandeeBase::Tabs, CutMarks::None,
                                           50}};  // the grid gives up a strip
  for (const PictureCase& c : cases) {
    SCOPED_TRACE(c.layout + " on " + c.paper + " " + std::to_string(static_cast<int>(c.base)) + " " +
                 std::to_string(static_cast<int>(c.marks)) + " height " + std::to_string(c.height));
    const Layout layout = load_layout(test::layout_path(c.layout).string());
    const TokenSheets s = picture_sheets(c, layout);
    ASSERT_FALSE(s.pages.empty());
    const double margin = layout.print.margin_mm;
    for (const Page& page : s.pages) {
      const auto [picture, rest] = split_picture(page);
      ASSERT_EQ(picture.size(), 1u) << page.title;
      EXPECT_TRUE(picture_draws_piece(picture)) << "the face shows the piece as the strips do";
      const Raster pic = rasterise({page.width_mm, page.height_mm, "", picture}, kPictureDpi);
      const Raster other = rasterise({page.width_mm, page.height_mm, "", rest}, kPictureDpi);
      int x0 = pic.width, y0 = pic.height, x1 = -1, y1 = -1, clashes = 0;
      for (int y = 0; y < pic.height; ++y)
        for (int x = 0; x < pic.width; ++x) {
          if (!test::inked(pic, x, y)) continue;
          x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
          if (test::inked(other, x, y)) ++clashes;
        }
      ASSERT_GE(x1, 0) << "nothing drawn";
      EXPECT_EQ(clashes, 0) << page.title << ": the picture lies on something else";
      // Inside the printer's margin, and at least 10 mm tall (the least the placing allows).
      EXPECT_GE(x0 / kPicturePx, margin - 0.1);
      EXPECT_GE(y0 / kPicturePx, margin - 0.1);
      EXPECT_LE((x1 + 1) / kPicturePx, page.width_mm - margin + 0.1);
      EXPECT_LE((y1 + 1) / kPicturePx, page.height_mm - margin + 0.1);
      EXPECT_GE((y1 - y0 + 1) / kPicturePx, 9.5);
      // Clear of every strip's printed area (its bleed, round its cut line) by a millimetre; each
      // King's strip as wide as the base and as long as its two faces and two tabs (or faces alone).
      const Rect drawn{x0 / kPicturePx, y0 / kPicturePx, (x1 - x0 + 1) / kPicturePx, (y1 - y0 + 1) / kPicturePx};
      const double face = c.height > 0 ? c.height : 1.6 * s.outline_mm;
      for (const Item& token : page.items) {
        if (!token.cls.starts_with("token standee")) continue;
        for (const Item& part : *std::get<GroupItem>(token.what).children) {
          if (part.cls != "bleed" && part.cls != "cut") continue;
          const Rect r = bounds_of(std::get<PathItem>(part.what).points);
          EXPECT_FALSE(r.inflated(1).overlaps(drawn)) << token.cls;
          if (part.cls != "cut" || !token.cls.ends_with("piece-K")) continue;
          EXPECT_NEAR(r.w, s.outline_mm, 1e-6);
          EXPECT_NEAR(r.h, c.base == StandeeBase::Slot ? 2 * face : 2 * face + s.outline_mm, 1e-6);
        }
      }
    }
  }
}
