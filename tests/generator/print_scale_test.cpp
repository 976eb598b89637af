// Printing at home: the calibration page and the printer's scale, measured on the PDFs the
// program writes, rasterised at 300 dpi; a line's position is the centre of its darkness, to a
// small part of a pixel.
#include <gtest/gtest.h>

#include <cmath>

#include "model/layout.h"
#include "model/paper.h"
#include "pages/calibration.h"
#include "pages/sheet.h"
#include "pages/tiling.h"
#include "render/render.h"
#include "support.h"
#include "writers/svg.h"

namespace pp {
namespace {

using test::Image;
using test::pawnprint;
using test::TempDir;

constexpr int kDpi = 300;
constexpr double kPx = kDpi / 25.4;  // pixels a mm

Image page_image(const std::filesystem::path& pdf, const std::filesystem::path& dir, int page = 1) {
  const auto stem = (dir / "page").string();
  const auto run = test::shell("pdftoppm -r 300 -f " + std::to_string(page) + " -l " + std::to_string(page) +
                               " -png '" + pdf.string() + "' '" + stem + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  for (const auto& f : test::files_below(dir))
    if (f.rfind("page-", 0) == 0 && f.size() > 4 && f.substr(f.size() - 4) == ".png") {
      Image im = test::read_png(dir / f);
      std::filesystem::remove(dir / f);
      return im;
    }
  ADD_FAILURE() << "no page image";
  return {};
}

double darkness(const Image& im, int x, int y) {
  const unsigned char* p = im.at(x, y);
  return 255 - (p[0] + p[1] + p[2]) / 3.0;
}

// The centre, in mm, of the line crossed going along x at height `y` (or along y at `x`),
// looked for within `window` mm of `near`.
double line_at(const Image& im, bool along_x, double fixed_mm, double near_mm, double window = 0.6) {
  const int fixed = static_cast<int>(fixed_mm * kPx);
  const int from = static_cast<int>(std::floor((near_mm - window) * kPx));
  const int to = static_cast<int>(std::ceil((near_mm + window) * kPx));
  double sum = 0, weighted = 0;
  for (int i = from; i <= to; ++i) {
    const double d = along_x ? darkness(im, i, fixed) : darkness(im, fixed, i);
    sum += d, weighted += d * (i + 0.5);
  }
  EXPECT_GT(sum, 255 * 1.5) << "no line near " << near_mm << " mm";
  return sum > 0 ? weighted / sum / kPx : 0;
}

// Where a point drawn at `p` on a page of w x h lands when the page is drawn for `scale`: about
// the page's centre, divided by the scale.
Point for_print(Point p, double w, double h, const PrintScale& scale) {
  return {w / 2 + (p.x - w / 2) / scale.x, h / 2 + (p.y - h / 2) / scale.y};
}

struct Measured {
  double width, height;  // between the middles of the frame's lines, mm
};

// The calibration frame of an A4 page drawn for `scale`, measured between its lines' middles
// on a row and a column clear of the rulers' ticks.
Measured measure_frame(const Image& im, const PrintScale& scale) {
  const Paper a4 = *parse_paper("a4");
  const Rect f = calibration_frame(a4, kCalibrationMargin);
  auto at = [&](double x, double y) { return for_print({x, y}, a4.width_mm, a4.height_mm, scale); };
  const double row = at(0, f.y + 100.5).y, column = at(f.x + 75.5, 0).x;  // between mm and 1/16 in ticks
  const double left = line_at(im, true, row, at(f.x, 0).x), right = line_at(im, true, row, at(f.right(), 0).x);
  const double top = line_at(im, false, column, at(0, f.y).y), bottom = line_at(im, false, column, at(0, f.bottom()).y);
  return {right - left, bottom - top};
}

TEST(PrintScale, ReadsPercentagesAndFactorsWithinTheirLimits) {
  EXPECT_DOUBLE_EQ(*parse_print_scale("99.6%"), 0.996);
  EXPECT_DOUBLE_EQ(*parse_print_scale("1.004"), 1.004);
  EXPECT_DOUBLE_EQ(*parse_print_scale(" 100.4 % "), 1.004);
  EXPECT_DOUBLE_EQ(*parse_print_scale("95%"), 0.95);
  EXPECT_DOUBLE_EQ(*parse_print_scale("105%"), 1.05);
  for (const char* bad : {"", "%", "abc", "94.9%", "105.1%", "1.2", "99.6", "99,6%", "nan", "inf%", "99.6%%"})
    EXPECT_FALSE(parse_print_scale(bad)) << bad;
  EXPECT_EQ(print_scale_problem("99.6%"), "");
  EXPECT_NE(print_scale_problem("99.6").find("did you mean 99.6%?"), std::string::npos);
  EXPECT_NE(print_scale_problem("94%").find("fit to page"), std::string::npos);
  EXPECT_NE(print_scale_problem("x").find("not 'x'"), std::string::npos);
}

TEST(PrintScale, OnlyTheContentIsScaledAboutThePageCentre) {
  Page page{200, 300, "t", {rect_item("r", {10, 20, 30, 40}, {})}};
  apply_print_scale(page, {});
  ASSERT_EQ(page.items.size(), 1u);
  EXPECT_EQ(page.items[0].cls, "r");  // nothing changes at 100%
  apply_print_scale(page, {0.99, 1.02});
  EXPECT_EQ(page.width_mm, 200);
  EXPECT_EQ(page.height_mm, 300);
  const auto& group = std::get<GroupItem>(page.items[0].what);
  const Point centre = group.transform.apply({100, 150}), corner = group.transform.apply({0, 0});
  EXPECT_NEAR(centre.x, 100, 1e-9);
  EXPECT_NEAR(centre.y, 150, 1e-9);
  EXPECT_NEAR(corner.x, 100 - 100 / 0.99, 1e-9);
  EXPECT_NEAR(corner.y, 150 - 150 / 1.02, 1e-9);
  // A figure is its own page: page and content together, from the corner.
  Page figure{80, 60, "f", {rect_item("r", {0, 0, 80, 60}, {})}};
  apply_print_scale(figure, {0.98, 1}, true);
  EXPECT_NEAR(figure.width_mm, 80 / 0.98, 1e-9);
  EXPECT_EQ(figure.height_mm, 60);
  EXPECT_NEAR(std::get<GroupItem>(figure.items[0].what).transform.apply({80, 60}).x, figure.width_mm, 1e-9);
}

// A page built when drawn is scaled as it is built: the same picture as the page made whole
// and then scaled, and nothing built until then.
TEST(PrintScale, APageBuiltWhenDrawnIsScaledToo) {
  Items items{rect_item("r", {10, 20, 30, 40}, {kBlack, kNone, 0, {}, false}),
              text_item("t", "A1", {50, 60}, "DejaVu Sans 9", kBlack)};
  int built = 0;
  Page whole{200, 300, "t", items};
  Page later{200, 300, "t", {}, [&] {
               ++built;
               return items;
             }};
  for (bool figure : {false, true}) {
    SCOPED_TRACE(figure);
    Page a = whole, b = later;
    apply_print_scale(a, {0.99, 1.02}, figure);
    apply_print_scale(b, {0.99, 1.02}, figure);
    EXPECT_EQ(built, 0);
    EXPECT_TRUE(b.items.empty());
    EXPECT_EQ(b.width_mm, a.width_mm);
    EXPECT_EQ(b.height_mm, a.height_mm);
    EXPECT_EQ(svg_bytes(b), svg_bytes(a));
    EXPECT_EQ(built, 1);
    built = 0;
  }
}

TEST(Calibrate, TheFrameMeasures150By200MillimetresOnA4) {
  TempDir dir;
  const auto run = pawnprint({"calibrate", "--out", (dir / "out").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const auto folder = dir / "out" / "calibration";
  EXPECT_EQ(test::files_below(folder), (std::vector<std::string>{"calibration.pdf", "manifest.json"}));
  const std::string pdf = test::read_file(folder / "calibration.pdf");
  EXPECT_TRUE(test::paper_sized(test::pdf_page_sizes(pdf).at(0), {210, 297}));
  const Measured m = measure_frame(page_image(folder / "calibration.pdf", dir.path), {});
  EXPECT_NEAR(m.width, 150, 0.05);
  EXPECT_NEAR(m.height, 200, 0.05);
  const std::string manifest = test::read_file(folder / "manifest.json");
  EXPECT_NE(manifest.find("\"kind\": \"calibration\""), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"print_scale\": {\n    \"x\": 1,\n    \"y\": 1"), std::string::npos) << manifest;
}

TEST(Calibrate, AScaleOf99PercentDrawsTheFrameWiderAndLeavesItsHeightAndThePaper) {
  TempDir dir;
  const auto run = pawnprint({"calibrate", "--scale-x", "99%", "--out", (dir / "out").string(), "--paper", "A4"});
  ASSERT_EQ(run.status, 0) << run.err;
  const auto pdf = dir / "out" / "calibration" / "calibration.pdf";
  EXPECT_TRUE(test::paper_sized(test::pdf_page_sizes(test::read_file(pdf)).at(0), {210, 297}));
  const Measured m = measure_frame(page_image(pdf, dir.path), {0.99, 1});
  // A printer printing at 99% across brings 151.52 mm back to 150.
  EXPECT_NEAR(m.width, 150 / 0.99, 0.05);
  EXPECT_NEAR(m.height, 200, 0.05);
  const std::string manifest = test::read_file(dir / "out" / "calibration" / "manifest.json");
  EXPECT_NE(manifest.find("\"x\": 0.99"), std::string::npos) << manifest;
}

TEST(Calibrate, BadValuesNameTheirFlagAndValueAndWriteNothing) {
  TempDir dir;
  const auto out = (dir / "out").string();
  struct Case {
    std::vector<std::string> args;
    std::string message;
  };
  const std::vector<Case> cases{
      {{"calibrate", "--scale-x", "120%"}, "--scale-x: '120%' is 120%: it must be from 95% to 105%"},
      {{"calibrate", "--scale-y", "abc"}, "--scale-y: must be a percentage like 99.6% or a factor like 0.996"},
      {{"calibrate", "--scale-y", "99.6"}, "did you mean 99.6%?"},
      {{"calibrate", "--paper", "a5"}, "--paper: a5 paper (148 x 210 mm) cannot hold the 150 x 200 mm"},
      {{"calibrate", "--paper", "a9"}, "--paper: 'a9' is not a paper"},
      {{"render", test::layout_path("chess").string(), "--scale-x", "0.9"}, "--scale-x: '0.9' is 90%"},
      {{"kit", "--scale-y", "1.5%"}, "--scale-y: '1.5%' is 1.5%"},
      {{"diagram", test::layout_path("chess").string(), "--scale-x", "2", "--out", out + "/d.pdf"}, "--scale-x: '2'"},
  };
  for (const auto& c : cases) {
    auto args = c.args;
    if (args[0] != "diagram") args.insert(args.end(), {"--out", out});
    const auto run = pawnprint(args);
    EXPECT_EQ(run.status, 2) << args[1];
    EXPECT_NE(run.err.find(c.message), std::string::npos) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    EXPECT_FALSE(std::filesystem::exists(out)) << args[1];
  }
}

// The board sheet's 100 mm ruler measures 100 mm / 0.99 across and its lines keep their height.
TEST(PrintScale, RenderDrawsEverySheetForTheScaleOnTheSamePaper) {
  TempDir dir;
  const auto run = pawnprint({"render", test::layout_path("chess").string(), "--format", "pdf", "--scale-x", "99%",
                              "--out", (dir / "out").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const auto folder = dir / "out" / "chess";
  for (const char* file : {"chess-board.pdf", "chess-pieces.pdf", "chess-rules.pdf"})
    for (const auto& size : test::pdf_page_sizes(test::read_file(folder / file)))
      EXPECT_TRUE(test::paper_sized(size, {210, 297})) << file;
  const std::string manifest = test::read_file(folder / "manifest.json");
  EXPECT_NE(manifest.find("\"print_scale\": {\n    \"x\": 0.99,\n    \"y\": 1\n  }"), std::string::npos) << manifest;

  const Image im = page_image(folder / "chess-board.pdf", dir.path);
  const double w = im.width / kPx, h = im.height / kPx;  // pdftoppm rounds up to whole pixels
  const PrintScale scale{0.99, 1};
  const double margin = 6, top = 297 - margin - SheetFrame::kFooter;
  auto at = [&](double x, double y) { return for_print({x, y}, 210, 297, scale); };
  ASSERT_NEAR(w, 210, 0.1);
  ASSERT_NEAR(h, 297, 0.1);
  // The ruler starts at the margin, its line at top + 0.3, a 2.6 mm tick every 10 mm.
  const double row = at(0, top + 0.3 + 2.2).y;  // crosses only the 10 mm ticks
  const double zero = line_at(im, true, row, at(margin, 0).x, 0.4);
  const double hundred = line_at(im, true, row, at(margin + 100, 0).x, 0.4);
  EXPECT_NEAR(hundred - zero, 100 / 0.99, 0.05);
  // Down the page nothing moves: the 100 mm and 4 in ruler lines are where they were drawn.
  const double mm_line = line_at(im, false, at(margin + 50.5, 0).x, top + 0.3, 0.4);
  const double in_line = line_at(im, false, at(margin + 1.6, 0).x, top + 6.3, 0.4);
  EXPECT_NEAR(mm_line, top + 0.3, 0.05);
  EXPECT_NEAR(in_line - mm_line, 6, 0.05);
}

TEST(PrintScale, WithoutAScaleTheManifestSaysNothingOfIt) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  RenderOptions o;
  o.formats = {&kSvg};
  o.threads = 1;
  EXPECT_EQ(render_layout(layout, load_theme("classic"), o).manifest.dump().find("print_scale"), std::string::npos);
  o.scale_y = 1.01;
  EXPECT_NE(render_layout(layout, load_theme("classic"), o).manifest.dump().find("\"y\": 1.01"), std::string::npos);
}

TEST(PrintScale, ALayoutGivesItsScaleAndAFlagOverridesItPerDirection) {
  TempDir dir;
  const auto base = test::layout_path("chess").string();
  auto layout_with = [&](const std::string& name, const std::string& print) {
    test::write_file(dir / name, "extends: " + base + "\nprint:\n" + print);
    return (dir / name).string();
  };
  const Layout both = load_layout(layout_with("both.yaml", "  scale: 99.5%\n"));
  EXPECT_DOUBLE_EQ(both.print.scale.x.value_or(0), 0.995);
  EXPECT_DOUBLE_EQ(both.print.scale.y.value_or(0), 0.995);
  const Layout one = load_layout(layout_with("one.yaml", "  scale: {y: 1.004}\n"));
  EXPECT_FALSE(one.print.scale.x);  // unset: the user's config, else 100%
  EXPECT_DOUBLE_EQ(one.print.scale.y.value_or(0), 1.004);
  RenderOptions o;
  o.formats = {&kSvg};
  o.threads = 1;
  o.scale_x = 0.98;
  const std::string manifest = render_layout(one, load_theme("classic"), o).manifest.dump();
  EXPECT_NE(manifest.find("\"print_scale\": {\n    \"x\": 0.98,\n    \"y\": 1.004\n  }"), std::string::npos)
      << manifest;

  const auto bad = pawnprint({"validate", layout_with("bad.yaml", "  scale: {x: 90%}\n")});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("bad.yaml:3:14: print.scale.x '90%' is 90%"), std::string::npos) << bad.err;
  const auto key = pawnprint({"validate", layout_with("key.yaml", "  scale: {z: 1}\n")});
  EXPECT_EQ(key.status, 2);
  EXPECT_NE(key.err.find("unknown key 'z' in print.scale"), std::string::npos) << key.err;
}

TEST(PrintScale, ADiagramGrowsWithItsPage) {
  TempDir dir;
  const auto plain = pawnprint({"diagram", test::layout_path("chess").string(), "--out", (dir / "a.pdf").string()});
  const auto scaled = pawnprint({"diagram", test::layout_path("chess").string(), "--scale-x", "98%", "--scale-y",
                                 "1.02", "--out", (dir / "b.pdf").string()});
  ASSERT_EQ(plain.status, 0) << plain.err;
  ASSERT_EQ(scaled.status, 0) << scaled.err;
  const auto a = test::pdf_page_sizes(test::read_file(dir / "a.pdf")).at(0);
  const auto b = test::pdf_page_sizes(test::read_file(dir / "b.pdf")).at(0);
  EXPECT_NEAR(b.first, a.first / 0.98, 0.01);
  EXPECT_NEAR(b.second, a.second / 1.02, 0.01);
}

}  // namespace
}  // namespace pp
