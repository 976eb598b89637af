// The tuck box (`--only box`): its inside, measured between the fold lines of its cut file, is
// what the sizing rule gives, worked out here again from the set's tokens: chess's coins, the
// hexagonal Gliński set's, Six Armies' triangles (on A3) and chess's standees. Its folds print
// where the cut file has them (a 600 dpi raster of the sheet's fold lines alone), the net lies
// inside the printable area, and the title is on its front, back and lid.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <regex>

#include "common/run_cache.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/theme.h"
#include "raster_check.h"
#include "render/render.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/token_list.h"

using namespace pp;

namespace {

struct Inside {
  double w = 0, d = 0, h = 0;
};

// The rule as docs/printing.md gives it: `count` things each `fx` by `fy` on the floor; flat
// tokens in a grid of stacks, each token `each` mm thick, standees `each` mm apart in rows
// `fx` wide, all `tallest` tall; 2 mm of room each way. Of the grids whose net (two widths, two
// depths and a flap across; two flaps, two depths and the height down; flaps 0.6 of the depth,
// at most 15 mm, under 0.45 of the width and 0.6 of the height) fits the printable area of the
// paper upright or turned, the one of least surface, ties to the wider front.
Inside rule(int count, double fx, double fy, double each, bool standees, double tallest, double paper_w,
            double paper_h) {
  constexpr double margin = 6, room = 2;
  Inside best;
  double least = std::numeric_limits<double>::max();
  for (int a = 1; a <= count; ++a)
    for (int b = 1; a * b <= count && (b == 1 || !standees); ++b) {
      const int n = a * b, per = (count + n - 1) / n;
      if ((n - 1) * per >= count) continue;
      const double w = a * fx + room, d = standees ? per * each + room : b * fy + room,
                   h = standees ? tallest + room : per * each + room;
      const double flap = std::min({15.0, 0.6 * d, 0.45 * w, 0.6 * h});
      const double net_w = 2 * w + 2 * d + flap, net_h = 2 * flap + 2 * d + h;
      bool fits = false;
      for (const bool turned : {false, true}) {
        const double pw = turned ? paper_h : paper_w, ph = turned ? paper_w : paper_h;
        // Less the margin and the marks' band round it, and the footer with its gap below.
        fits |= net_w <= pw - 2 * (margin + 3.5) && net_h <= ph - 2 * margin - 3.5 - 12 - 4;
      }
      const double surface = 2 * (w * d + w * h + d * h);
      if (fits && (surface < least - 1e-6 || (surface < least + 1e-6 && w > best.w))) best = {w, d, h}, least = surface;
    }
  return best;
}

struct Segment {
  double x0, y0, x1, y1;
};

struct BoxCutFile {
  double width = 0, height = 0;
  std::vector<Point> cut;  // the outline's corners
  std::vector<Segment> folds;
};

BoxCutFile read_box_cut_file(const std::string& svg) {
  BoxCutFile out;
  std::smatch m;
  if (std::regex_search(svg, m, std::regex("viewBox=\"0 0 ([0-9.]+) ([0-9.]+)\"")))
    out.width = std::stod(m[1]), out.height = std::stod(m[2]);
  const std::regex path("<path d=\"([^\"]*)\" class=\"(cut|fold)\"");
  const std::regex number("-?[0-9.]+");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), path); it != std::sregex_iterator(); ++it) {
    const std::string d = (*it)[1];
    std::vector<double> v;
    for (auto n = std::sregex_iterator(d.begin(), d.end(), number); n != std::sregex_iterator(); ++n)
      v.push_back(std::stod(n->str()));
    if ((*it)[2] == "fold" && v.size() == 4) out.folds.push_back({v[0], v[1], v[2], v[3]});
    if ((*it)[2] == "cut")
      for (size_t i = 0; i + 1 < v.size(); i += 2) out.cut.push_back({v[i], v[i + 1]});
  }
  return out;
}

// The folds' places: the upright ones' x, left to right, and the ones across' y, top to bottom.
void fold_places(const BoxCutFile& f, std::vector<double>& xs, std::vector<double>& ys) {
  for (const Segment& s : f.folds) {
    if (std::abs(s.x0 - s.x1) < 1e-6) xs.push_back(s.x0);
    if (std::abs(s.y0 - s.y1) < 1e-6) ys.push_back(s.y0);
  }
  std::sort(xs.begin(), xs.end());
  std::sort(ys.begin(), ys.end());
}

struct Case {
  std::string layout, flags;
  double fx, fy, each;  // a token's floor and thickness: its coin's and 0.4 mm of faces
  bool standees;
  double tallest, paper_w, paper_h;
};

}  // namespace

TEST(TokenBox, InsidesMeasureAsTheRuleSaysBetweenTheFolds) {
  const double tri = 20 * std::sqrt(3.0);  // Six Armies' triangle round a 20 mm washer
  const std::vector<Case> cases{
      {"chess", "", 26.49, 26.49, 2.0 + 0.4, false, 0, 210, 297},     // us-dollar coins, 2 mm
      {"glinski", "", 24.26, 24.26, 1.75 + 0.4, false, 0, 210, 297},  // us-quarter coins, 1.75 mm
      {"six-armies", "--paper a3", tri, tri * std::sqrt(3.0) / 2, 2.0 + 0.4, false, 0, 297, 420},  // M10 washers
      {"chess", "--token-shape standee", 28, 0, 1.5, true, 44.8, 210, 297},  // 28 mm bases, Kings 44.8 mm
      {"chess", "--paper letter", 26.49, 26.49, 2.4, false, 0, 215.9, 279.4},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.layout + " " + c.flags);
    const Layout layout = load_layout(test::layout_path(c.layout).string());
    const Inside want =
        rule(plan_tokens(layout).total(), c.fx, c.fy, c.each, c.standees, c.tallest, c.paper_w, c.paper_h);
    ASSERT_GT(want.w, 0);
    const test::Scratch out;
    const auto run = test::run_pawnprint("render " + test::layout_path(c.layout).string() + " " + c.flags +
                                         " --only box --format cut -q --out " + out.path.string());
    ASSERT_EQ(run.status, 0) << run.err;
    const BoxCutFile f = read_box_cut_file(test::read_text(out.path / c.layout / (c.layout + "-box-1.cut.svg")));
    EXPECT_NEAR(std::min(f.width, f.height), std::min(c.paper_w, c.paper_h), 0.01);
    std::vector<double> xs, ys;
    fold_places(f, xs, ys);
    ASSERT_EQ(xs.size(), 4u);  // front | side | back | side | glue tab
    ASSERT_EQ(ys.size(), 4u);  // tuck flap | lid | body | bottom | glue flap
    double left = f.width, right = 0, top = f.height, bottom = 0;
    for (const Point p : f.cut) {
      left = std::min(left, p.x), right = std::max(right, p.x);
      top = std::min(top, p.y), bottom = std::max(bottom, p.y);
    }
    EXPECT_NEAR(xs[0] - left, want.w, 0.1);   // the front
    EXPECT_NEAR(xs[1] - xs[0], want.d, 0.1);  // a side
    EXPECT_NEAR(xs[2] - xs[1], want.w, 0.1);  // the back
    EXPECT_NEAR(xs[3] - xs[2], want.d, 0.1);  // the other side
    EXPECT_NEAR(ys[1] - ys[0], want.d, 0.1);  // the lid
    EXPECT_NEAR(ys[2] - ys[1], want.h, 0.1);  // the body's height
    EXPECT_NEAR(ys[3] - ys[2], want.d, 0.1);  // the bottom
    // Inside the printable area: the margin and the marks' band, above the footer.
    EXPECT_GE(left, 9.5 - 1e-6);
    EXPECT_LE(right, f.width - 9.5 + 1e-6);
    EXPECT_GE(top, 9.5 - 1e-6);
    EXPECT_LE(bottom, f.height - 6 - 12 - 4 + 1e-6);
  }
}

TEST(TokenBox, FoldsPrintWhereTheCutFileHasThemAndTheTitleIsOnFrontBackAndLid) {
  const test::Scratch out;
  const auto run = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                       " --only box --format cut,svg -q --out " + out.path.string());
  ASSERT_EQ(run.status, 0) << run.err;
  const BoxCutFile f = read_box_cut_file(test::read_text(out.path / "chess/chess-box-1.cut.svg"));
  std::vector<double> xs, ys;
  fold_places(f, xs, ys);
  ASSERT_EQ(xs.size(), 4u);
  ASSERT_EQ(ys.size(), 4u);

  // The printed sheet's fold lines alone, at 600 dpi: the middles of the columns and rows
  // carrying a long dashed line.
  const Layout layout = load_layout(test::layout_path("chess").string());
  RenderOptions options;
  options.only = {SheetKind::Box};
  options.formats = {&kPdf};
  RunCache cache;
  const LayoutPlan plan = plan_layout(layout, load_theme("classic"), options, cache);
  ASSERT_EQ(plan.sets.size(), 1u);
  const Page& page = plan.sets[0].pages.at(0);
  constexpr int kDpi = 600;
  constexpr double kPx = kDpi / 25.4;
  const Raster r = rasterise({page.width_mm, page.height_mm, "", test::only_lines(page.items, "fold")}, kDpi);
  auto dark = [&r](int x, int y) {
    const unsigned char* p = test::pixel(r, x, y);
    return std::max({p[0], p[1], p[2]}) < 160;
  };
  auto middles = [&](bool columns) {
    std::vector<double> at;
    const int n = columns ? r.width : r.height, m = columns ? r.height : r.width;
    int start = -1;
    for (int i = 0; i <= n; ++i) {
      int count = 0;
      for (int j = 0; i < n && j < m; ++j) count += (columns ? dark(i, j) : dark(j, i)) ? 1 : 0;
      const bool line = count > 10 * kPx;  // a dashed line at least 20 mm long
      if (line && start < 0) start = i;
      if (!line && start >= 0) at.push_back((start + i) / 2.0 / kPx), start = -1;
    }
    return at;
  };
  const std::vector<double> columns = middles(true), rows = middles(false);
  ASSERT_EQ(columns.size(), 4u);
  ASSERT_EQ(rows.size(), 4u);
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_NEAR(columns[i], xs[i], 0.1);
    EXPECT_NEAR(rows[i], ys[i], 0.1);
  }

  // The title three times: front, back and (turned to read from the front) the lid.
  const std::string svg = test::read_text(out.path / "chess/chess-box-1.svg");
  size_t titles = 0;
  for (size_t at = svg.find(">Chess<"); at != std::string::npos; at = svg.find(">Chess<", at + 1)) ++titles;
  EXPECT_EQ(titles, 3u);
  EXPECT_NE(svg.find("rotate(180"), std::string::npos);
}

TEST(TokenBox, MadeOnlyWhenAskedAndASetTooLargeForThePaperSaysSo) {
  const test::Scratch out;
  auto run = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                 " --only pieces --format cut -q --out " + out.path.string());
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_FALSE(std::filesystem::exists(out.path / "chess/chess-box-1.cut.svg"));
  EXPECT_EQ(test::read_text(out.path / "chess/manifest.json").find("\"box\""), std::string::npos);
  // Six Armies' 162 tokens need a box whose net is larger than A4.
  run = test::run_pawnprint("render " + test::layout_path("six-armies").string() + " --only box -q --out " +
                            out.path.string());
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("six-armies.yaml: a box for 162 tokens does not fit on a4 paper"), std::string::npos)
      << run.err;
  EXPECT_FALSE(std::filesystem::exists(out.path / "six-armies"));
}
