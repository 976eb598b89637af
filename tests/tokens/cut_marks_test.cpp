// Print-then-cut registration marks, measured on a 600 dpi raster of the printed sheet and read
// from the cut file: Silhouette Studio's type 1 marks (a 5 mm square 10 mm in from the top-left
// corner, corner marks of 20 mm arms 0.5 mm thick at the top right and bottom left) with nothing
// else printed within 32 mm of those corners, and Cricut's frame round a 6.75 x 9.25 in area;
// every token inside the area the machine cuts.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <regex>

#include "art/side_style.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "raster_check.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/token_pages.h"
#include "writers/formats.h"

using namespace pp;

namespace {

constexpr int kMarksDpi = 600;
constexpr double kMarksPx = kMarksDpi / 25.4;

bool black(const Raster& r, int x, int y) {
  const unsigned char* p = test::pixel(r, x, y);
  return std::max({p[0], p[1], p[2]}) < 128;
}

// The bounds, in mm, of what is printed inside `zone` (mm), with `is` deciding what counts; an
// empty rectangle if nothing.
template <class Is>
Rect printed_within(const Raster& r, const Rect& zone, Is is) {
  int x0 = r.width, y0 = r.height, x1 = -1, y1 = -1;
  const int left = std::max(0, static_cast<int>(zone.x * kMarksPx)),
            top = std::max(0, static_cast<int>(zone.y * kMarksPx));
  const int right = std::min(r.width, static_cast<int>(zone.right() * kMarksPx));
  const int bottom = std::min(r.height, static_cast<int>(zone.bottom() * kMarksPx));
  for (int y = top; y < bottom; ++y)
    for (int x = left; x < right; ++x)
      if (is(r, x, y)) x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
  if (x1 < 0) return {};
  return {x0 / kMarksPx, y0 / kMarksPx, (x1 + 1 - x0) / kMarksPx, (y1 + 1 - y0) / kMarksPx};
}

void expect_rect(const Rect& got, const Rect& want, double tolerance) {
  EXPECT_NEAR(got.x, want.x, tolerance);
  EXPECT_NEAR(got.y, want.y, tolerance);
  EXPECT_NEAR(got.w, want.w, tolerance);
  EXPECT_NEAR(got.h, want.h, tolerance);
}

TokenSheets sheets_for(const std::string& name, TokenShape shape, TokenBacks backs, CutMarks marks,
                       const std::string& paper = "a4") {
  const Theme theme = load_theme("classic");
  const Layout layout = load_layout(test::layout_path(name).string());
  std::string warning;
  const double size = choose_token_mm(layout, plan_tokens(layout), 0, shape, warning);
  TokenSheetOptions opt{size, shape, false};
  opt.backs = backs;
  opt.cut_marks = marks;
  return token_pages(layout, theme, load_art_style(theme), plan_tokens(layout), *parse_paper(paper), 6, opt);
}

// Only the tokens of a page (what is cut), drawn alone.
Raster tokens_alone(const Page& page) {
  Items tokens;
  for (const Item& item : page.items)
    if (item.cls.starts_with("token")) tokens.push_back(item);
  return rasterise({page.width_mm, page.height_mm, "", tokens}, kMarksDpi / 4);
}

// The cut file's registration marks: the bounds of each filled path of class cut-mark.
std::vector<Rect> marks_in_cut_file(const Page& page) {
  const std::string svg = find_format("cut")->bytes({&page, 1}, {});
  std::vector<Rect> out;
  const std::regex mark(R"re(<path d="([^"]+)" class="cut-mark" fill="#000000")re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), mark); it != std::sregex_iterator(); ++it) {
    const std::string d = (*it)[1];
    Polygon points;
    const std::regex point(R"re([ML]([-0-9.]+) ([-0-9.]+))re");
    for (auto q = std::sregex_iterator(d.begin(), d.end(), point); q != std::sregex_iterator(); ++q)
      points.push_back({std::stod((*q)[1]), std::stod((*q)[2])});
    out.push_back(bounds_of(points));
  }
  return out;
}

}  // namespace

TEST(CutMarks, SilhouettesMarksSitAtTheirPlacesWithNothingElseRoundThem) {
  struct Case {
    const char* layout;
    TokenShape shape;
    TokenBacks backs;
    const char* paper;
  };
  for (const auto& [name, shape, backs, paper] :
       {Case{"chess", TokenShape::Circle, TokenBacks::None, "a4"},
        Case{"chess", TokenShape::Standee, TokenBacks::None, "a4"},
        Case{"six-armies", TokenShape::Triangle, TokenBacks::Mirror, "letter"},
        Case{"glinski", TokenShape::Square, TokenBacks::Fold, "a4"},
        Case{"xiangqi", TokenShape::Wedge, TokenBacks::None, "letter"}}) {
    SCOPED_TRACE(std::string(name) + " " + std::string(shape_name(shape)) + " " + std::string(backs_name(backs)));
    const TokenSheets s = sheets_for(name, shape, backs, CutMarks::Silhouette, paper);
    const Page& page = s.pages[0];
    const double w = page.width_mm, h = page.height_mm;
    const Raster r = rasterise(page, kMarksDpi);
    // Within 32 mm of each marked corner only the mark is printed: the zone's ink is the mark's.
    const Rect square{10, 10, 5, 5}, top_right{w - 30, 10, 20, 20}, bottom_left{10, h - 30, 20, 20};
    const Rect zones[3] = {{0, 0, 32, 32}, {w - 32, 0, 32, 32}, {0, h - 32, 32, 32}};
    const Rect marks[3] = {square, top_right, bottom_left};
    for (int i = 0; i < 3; ++i) {
      SCOPED_TRACE(i);
      expect_rect(printed_within(r, zones[i], black), marks[i], 0.1);
      expect_rect(printed_within(r, zones[i], test::inked), marks[i], 0.1);
    }
    // The corner marks' arms are 0.5 mm thick: the vertical arm across a row, the horizontal
    // down a column.
    expect_rect(printed_within(r, {w - 32, 20, 32, 0.05}, black), {w - 10.5, 20, 0.5, 0.05}, 0.1);
    expect_rect(printed_within(r, {20, h - 32, 0.05, 32}, black), {20, h - 10.5, 0.05, 0.5}, 0.1);
    // Every token lies between the marks, clear of their zones.
    const Raster tokens = tokens_alone(page);
    int outside = 0, in_zones = 0, inked = 0;
    for (int y = 0; y < tokens.height; ++y)
      for (int x = 0; x < tokens.width; ++x) {
        if (!test::inked(tokens, x, y)) continue;
        ++inked;
        const Point p{(x + 0.5) * 4 / kMarksPx, (y + 0.5) * 4 / kMarksPx};
        outside += p.x < 10 || p.y < 10 || p.x > w - 10 || p.y > h - 10 ? 1 : 0;
        for (const Rect& z : zones) in_zones += z.contains({p.x, p.y, 0, 0}) ? 1 : 0;
      }
    EXPECT_GT(inked, 100000);
    EXPECT_EQ(outside, 0);
    EXPECT_EQ(in_zones, 0);
    // The cut file carries the same marks.
    const std::vector<Rect> in_file = marks_in_cut_file(page);
    ASSERT_EQ(in_file.size(), 3u);
    for (int i = 0; i < 3; ++i) expect_rect(in_file[static_cast<size_t>(i)], marks[i], 0.01);
  }
}

TEST(CutMarks, CricutsFrameHoldsItsAreaAndEveryToken) {
  for (const char* paper : {"a4", "letter"}) {
    SCOPED_TRACE(paper);
    const TokenSheets s = sheets_for("chess", TokenShape::Circle, TokenBacks::None, CutMarks::Cricut, paper);
    const Page& page = s.pages[0];
    const double w = page.width_mm, h = page.height_mm;
    const Raster r = rasterise(page, kMarksDpi);
    // Across the middle of the page, the frame's sides: 1 mm black lines 2 mm outside the area,
    // which is 6.75 in across, centred.
    std::vector<std::pair<double, double>> runs;  // begin and end, mm
    const int y = static_cast<int>(h / 2 * kMarksPx);
    for (int x = 0; x < r.width;) {
      if (!black(r, x, y)) {
        ++x;
        continue;
      }
      int end = x;
      while (end < r.width && black(r, end, y)) ++end;
      if (end - x > 0.8 * kMarksPx) runs.emplace_back(x / kMarksPx, end / kMarksPx);
      x = end;
    }
    ASSERT_GE(runs.size(), 2u);
    const auto left = runs.front(), right = runs.back();
    EXPECT_NEAR(left.second - left.first, 1, 0.1);
    EXPECT_NEAR(right.second - right.first, 1, 0.1);
    EXPECT_NEAR(right.first - left.second, 6.75 * 25.4 + 4, 0.1);
    EXPECT_NEAR(left.first, w - right.second, 0.1);
    // The frame's top and bottom, down the middle column: the area 9.25 in down.
    const Rect column = printed_within(r, {w / 2, 0, 0.05, h - 19}, black);
    EXPECT_NEAR(column.h, 9.25 * 25.4 + 6, 0.1);
    // The square in the frame's top-left corner, 6 mm.
    const Rect inner{left.second, column.y + 1, right.first - left.second, column.h - 2};
    expect_rect(printed_within(r, {inner.x + 0.05, inner.y + 0.05, 10, 10}, black), {inner.x, inner.y, 6, 6}, 0.1);
    // Every token inside the area, clear of the square.
    const Rect area = inner.inflated(-2);
    const Raster tokens = tokens_alone(page);
    int outside = 0, on_square = 0;
    for (int ty = 0; ty < tokens.height; ++ty)
      for (int tx = 0; tx < tokens.width; ++tx) {
        if (!test::inked(tokens, tx, ty)) continue;
        const Rect p{(tx + 0.5) * 4 / kMarksPx, (ty + 0.5) * 4 / kMarksPx, 0, 0};
        outside += area.contains(p, 0.1) ? 0 : 1;
        on_square += Rect{inner.x, inner.y, 8, 8}.contains(p) ? 1 : 0;
      }
    EXPECT_EQ(outside, 0);
    EXPECT_EQ(on_square, 0);
    const std::vector<Rect> in_file = marks_in_cut_file(page);
    ASSERT_EQ(in_file.size(), 2u);
    expect_rect(in_file[0], {left.first, column.y, right.second - left.first, column.h}, 0.1);
    expect_rect(in_file[1], {inner.x, inner.y, 6, 6}, 0.1);
  }
}

TEST(CutMarks, RenderRecordsThemAndRefusesAnUnknownKind) {
  const test::Scratch out;
  const auto run =
      test::run_pawnprint("render " + test::layout_path("chess").string() +
                          " --only pieces --cut-marks silhouette --format pdf,cut -q --out " + out.path.string());
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(test::read_text(out.path / "chess/manifest.json").find("\"cut_marks\": \"silhouette\""), std::string::npos);
  EXPECT_NE(test::read_text(out.path / "chess/chess-pieces-1.cut.svg").find("class=\"cut-mark\""), std::string::npos);
  const auto bad = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                       " --only pieces --cut-marks brother -q --out " + out.path.string());
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--cut-marks: must be silhouette, cricut or none, not 'brother'"), std::string::npos)
      << bad.err;
}
