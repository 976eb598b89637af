// Graded tokens and the octagon and hexagon shapes, measured where they are drawn. A layout's
// size ladder (`tokens.sizes`) makes its largest token fill its cell but for 1 mm all round and
// every other a share of it: Shogi's King 28 - 2 = 26 mm tall and its Pawn 85% of that, Janggi's
// General 26 mm across and its Soldier 70%. The outlines are read off 1200 dpi rasters of a
// theme that paints each token one flat red (the edge pixels' coverage read as a fraction of a
// pixel) and off the cut file's paths, both within 0.05 mm of those hand-worked sizes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>

#include "art/side_style.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "raster_check.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/token_pages.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

constexpr int kDpi = 1200;
constexpr double kPx = kDpi / 25.4;  // pixels a mm
constexpr double kTolMm = 0.05;
const double kRoot2 = std::sqrt(2.0), kRoot3 = std::sqrt(3.0);

Theme flat_red_theme() { return test::load_flat_red_theme("graded-theme"); }

struct GradedSheets {
  Layout layout;
  TokenPlan plan;
  TokenSheets sheets;
};

// A layout's token sheets at the size and shape it chooses itself, or in `shape`.
GradedSheets graded_sheets(const std::string& name, const Theme& theme,
                           std::optional<TokenShape> shape = std::nullopt) {
  GradedSheets out{load_layout(test::layout_path(name).string()), {}, {}};
  out.plan = plan_tokens(out.layout);
  std::string warning;
  TokenSheetOptions opt;
  opt.shape = shape.value_or(out.plan.shape.value_or(TokenShape::Circle));
  opt.diameter_mm = choose_token_mm(out.layout, out.plan, 0, opt.shape, warning);
  EXPECT_EQ(warning, "") << name;
  out.sheets = token_pages(out.layout, theme, load_art_style(theme), out.plan, *parse_paper("a4"), 6, opt);
  return out;
}

// The square of side 2 * `half` mm round `centre` on `page`, at 1200 dpi: the page's items
// moved so that square is a page of its own.
Raster crop_around(const Page& page, Point centre, double half) {
  Page crop{2 * half, 2 * half, "crop", {}};
  crop.items.push_back(group_item("crop", std::make_shared<const Items>(page.items),
                                  Affine::translate(half - centre.x, half - centre.y)));
  return rasterise(crop, kDpi);
}

// How much of a pixel the red covers: the green channel is 255 on the paper and 0 on the red.
double red_cover(const Raster& r, int x, int y) { return (255 - test::pixel(r, x, y)[1]) / 255.0; }

// The length in mm of the ink on one pixel row (or column) of `r` at `at` mm through `mid` mm:
// from the last pixel the token's ink reaches without a gap, each way from `mid`, each end pixel
// counted as the share of it the red covers (the gap to the next token is 1.5 mm).
double ink_span(const Raster& r, double at, bool row, double mid) {
  const int line = static_cast<int>(at * kPx), end = row ? r.width : r.height;
  const auto cov = [&](int i) { return row ? red_cover(r, i, line) : red_cover(r, line, i); };
  const int start = static_cast<int>(mid * kPx);
  if (cov(start) <= 0) return 0;
  int first = start, last = start;
  while (first > 0 && cov(first - 1) > 0) --first;
  while (last + 1 < end && cov(last + 1) > 0) ++last;
  return (last - first - 1 + cov(first) + cov(last)) / kPx;
}

// A token's outline measured on the raster round it: `half` mm each way from its centre.
struct Span {
  Raster r;
  double half;
  double across(double dy) const { return ink_span(r, half + dy, true, half); }  // a row dy below the centre
  double down(double dx) const { return ink_span(r, half + dx, false, half); }   // a column
};

Span measure_around(const Page& page, Point centre, double half) { return {crop_around(page, centre, half), half}; }

// The cut file's closed paths, as polygons.
std::vector<Polygon> cut_file_paths(const fs::path& folder) {
  std::vector<Polygon> out;
  const std::regex path(R"re(<path d="([^"]+)" class="cut")re"), point(R"re([ML]([-0-9.]+) ([-0-9.]+))re");
  for (const auto& f : fs::directory_iterator(folder)) {
    if (!f.path().filename().string().ends_with(".cut.svg")) continue;
    const std::string svg = test::read_text(f.path());
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), path); it != std::sregex_iterator(); ++it) {
      const std::string d = (*it)[1];
      Polygon p;
      for (auto q = std::sregex_iterator(d.begin(), d.end(), point); q != std::sregex_iterator(); ++q)
        p.push_back({std::stod((*q)[1]), std::stod((*q)[2])});
      out.push_back(p);
    }
  }
  return out;
}

Rect path_box(const Polygon& p) {
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (const Point q : p)
    x0 = std::min(x0, q.x), y0 = std::min(y0, q.y), x1 = std::max(x1, q.x), y1 = std::max(y1, q.y);
  return {x0, y0, x1 - x0, y1 - y0};
}

// How many of `sizes` (the measure of each path) lie within the tolerance of each expected size;
// the keys are the expected sizes in hundredths of a mm.
std::map<int, int> tally_sizes(const std::vector<double>& sizes, const std::vector<double>& expected) {
  std::map<int, int> out;
  for (const double e : expected) out[static_cast<int>(std::lround(e * 100))] = 0;
  for (const double s : sizes)
    for (const double e : expected)
      if (std::abs(s - e) <= kTolMm) ++out[static_cast<int>(std::lround(e * 100))];
  return out;
}

fs::path render_cut_file(const test::Scratch& out, const std::string& layout, const std::string& extra = "") {
  const auto run = test::run_pawnprint("render " + test::layout_path(layout).string() + " --only pieces " + extra +
                                       " --format cut -q --out " + out.path.string());
  EXPECT_EQ(run.status, 0) << run.err;
  return out.path / layout;
}

}  // namespace

// Shogi's cells are 28 mm: its King, Rook and Bishop are 26 mm tall, the Golds and Silvers 95%
// of that, Knights and Lances 90%, Pawns 85%; each a koma's pentagon, base 0.85 of its height.
TEST(GradedTokens, ShogisPiecesMeasureTheirLadderOnTheRaster) {
  const Theme flat = flat_red_theme();
  const GradedSheets s = graded_sheets("shogi", flat);
  const std::map<char, double> ladder{{'K', 1},    {'R', 1},   {'B', 1},   {'G', 0.95},
                                      {'S', 0.95}, {'N', 0.9}, {'L', 0.9}, {'P', 0.85}};
  std::map<char, int> seen;
  for (const PlacedToken& t : s.sheets.placed) {
    const char letter = s.plan.kinds[static_cast<size_t>(t.kind)].letter;
    if (t.page != 0 || seen[letter]++ > 0) continue;  // one of each piece
    SCOPED_TRACE(std::string(1, letter));
    const double h = 26 * ladder.at(letter);
    const Span m = measure_around(s.sheets.pages[0], t.slot.centre, 14);
    EXPECT_NEAR(m.down(0), h, kTolMm);
    // A quarter of a mm above the base its sides have come in by 0.05 / 0.7 of that each.
    EXPECT_NEAR(m.across(h / 2 - 0.25), 0.85 * h - 2 * 0.25 * 0.05 / 0.7, kTolMm);
    EXPECT_NEAR(m.across(h / 2 - 0.7 * h), 0.75 * h, kTolMm);  // the shoulders
  }
  EXPECT_EQ(seen.size(), ladder.size());
}

// Janggi's 28 mm between points: the General an octagon 26 mm across its flats, Chariot, Cannon,
// Horse and Elephant 85% of that, Guards and Soldiers 70%. 0.45 of the width below its centre an
// octagon is 2 (1 / sqrt 2 - 0.45) of it wide (a circle would be 0.436).
TEST(GradedTokens, JanggisOctagonsMeasureTheirLadderOnTheRaster) {
  const Theme flat = flat_red_theme();
  const GradedSheets s = graded_sheets("janggi", flat);
  ASSERT_TRUE(s.plan.shape == TokenShape::Octagon);
  const std::map<char, double> ladder{{'K', 1},    {'R', 0.85}, {'C', 0.85}, {'N', 0.85},
                                      {'B', 0.85}, {'A', 0.7},  {'P', 0.7}};
  std::map<char, int> seen;
  for (const PlacedToken& t : s.sheets.placed) {
    const char letter = s.plan.kinds[static_cast<size_t>(t.kind)].letter;
    if (t.page != 0 || seen[letter]++ > 0) continue;
    SCOPED_TRACE(std::string(1, letter));
    const double w = 26 * ladder.at(letter);
    const Span m = measure_around(s.sheets.pages[0], t.slot.centre, 14);
    EXPECT_NEAR(m.across(0), w, kTolMm);
    EXPECT_NEAR(m.down(0), w, kTolMm);
    EXPECT_NEAR(m.across(0.45 * w), 2 * (1 / kRoot2 - 0.45) * w, kTolMm);
    EXPECT_NEAR(m.down(-0.45 * w), 2 * (1 / kRoot2 - 0.45) * w, kTolMm);
  }
  EXPECT_EQ(seen.size(), ladder.size());
}

// The same sizes in the cut file a cutting machine reads: every piece's path, counted by size.
TEST(GradedTokens, TheCutFileCutsEachPieceAtItsLadderSize) {
  {
    const test::Scratch out;
    std::vector<double> heights;
    for (const Polygon& p : cut_file_paths(render_cut_file(out, "shogi"))) heights.push_back(path_box(p).h);
    ASSERT_EQ(heights.size(), 40u);
    // K R B of each side; G S; N L; P.
    const auto got = tally_sizes(heights, {26, 24.7, 23.4, 22.1});
    EXPECT_EQ(got, (std::map<int, int>{{2600, 6}, {2470, 8}, {2340, 8}, {2210, 18}}));
    // The manifest gives each piece's outline and names no coin, which only the largest would fit;
    // the gallery's card says the tokens go up to the largest's (26 mm x 0.78 across its circle).
    const std::string manifest = test::read_text(out.path / "shogi/manifest.json");
    EXPECT_NE(manifest.find("\"King\": 26"), std::string::npos) << manifest;
    EXPECT_NE(manifest.find("\"Pawn\": 22.1"), std::string::npos) << manifest;
    EXPECT_EQ(manifest.find("\"preset\""), std::string::npos) << manifest;
    const std::string gallery = test::read_text(out.path / "index.html");
    EXPECT_NE(gallery.find("wedge tokens up to 20.28mm, 40 pieces"), std::string::npos);
  }
  {
    const test::Scratch out;
    std::vector<double> widths;
    for (const Polygon& p : cut_file_paths(render_cut_file(out, "janggi"))) {
      EXPECT_EQ(p.size(), 8u);
      widths.push_back(path_box(p).w);
      EXPECT_NEAR(path_box(p).h, path_box(p).w, kTolMm);
    }
    ASSERT_EQ(widths.size(), 32u);
    // The Generals; the Chariots, Cannons, Horses and Elephants; the Guards and Soldiers.
    const auto got = tally_sizes(widths, {26, 22.1, 18.2});
    EXPECT_EQ(got, (std::map<int, int>{{2600, 2}, {2210, 16}, {1820, 14}}));
  }
}

// Every layout with a ladder: the largest token is its cell (every graded layout's is square,
// or the square round a point) less 1 mm all round, the others their share of it, none larger.
TEST(GradedTokens, TheLargestFillsItsCellButForAMillimetre) {
  const Theme flat = flat_red_theme();
  std::set<std::string> graded;
  for (const auto& f : fs::directory_iterator(test::source_dir() / "layouts")) {
    const std::string name = f.path().stem().string();
    const Layout layout = load_layout(f.path().string());
    if (layout.tokens.sizes.empty()) continue;
    SCOPED_TRACE(name);
    graded.insert(name);
    const GradedSheets s = graded_sheets(name, flat);
    // A wedge's height and an octagon's width are its outline's size, the cell's side less 2 mm.
    EXPECT_NEAR(s.sheets.outline_mm, layout.cell_mm - 2, kTolMm);
    const Page& page = s.sheets.pages[0];
    for (const PlacedToken& t : s.sheets.placed) {
      if (t.page != 0) continue;
      const double share = layout.tokens.size_share(s.plan.kinds[static_cast<size_t>(t.kind)].letter);
      const Rect b = path_box(token_outline(*s.plan.shape, t.slot, s.sheets.outline_mm * share));
      EXPECT_LE(std::max(b.w, b.h), layout.cell_mm - 2 + 1e-6);
      EXPECT_GE(share, 0.7);
    }
    EXPECT_GE(page.items.size(), 1u);
  }
  // The layouts cut as koma, those that extend them, and Janggi's four.
  EXPECT_EQ(graded, (std::set<std::string>{"annanshogi", "checkshogi", "euroshogi", "gorogoro", "janggi",
                                           "janggicasual", "janggimodern", "janggitraditional", "judkins", "kyotoshogi",
                                           "micro", "mini", "minishogi", "shogi"}));
}

// Glinski's flat-topped cells are 26 mm across their flats, so a hexagon token holds the largest
// preset within 0.75 mm of that, a US quarter (24.26 mm); flat-topped as the cells are: 24.26
// down the middle, 2 / sqrt 3 of it across, and a quarter of the way down 0.866 of it across.
TEST(HexTokens, HexagonsMeasureAsTheCellsOnTheRasterAndInTheCutFile) {
  const Theme flat = flat_red_theme();
  const GradedSheets s = graded_sheets("glinski", flat, TokenShape::Hex);
  const double f = 24.26;
  EXPECT_NEAR(s.sheets.outline_mm, f, 1e-9);
  int measured = 0;
  for (const PlacedToken& t : s.sheets.placed) {
    if (t.page != 0 || measured++ > 6) continue;
    const Span m = measure_around(s.sheets.pages[0], t.slot.centre, 14.6);
    EXPECT_NEAR(m.down(0), f, kTolMm);
    EXPECT_NEAR(m.across(0), 2 * f / kRoot3, kTolMm);
    EXPECT_NEAR(m.across(0.25 * f), 1.5 * f / kRoot3, kTolMm);
    EXPECT_NEAR(m.across(-0.25 * f), 1.5 * f / kRoot3, kTolMm);
  }
  const test::Scratch out;
  const std::vector<Polygon> paths = cut_file_paths(render_cut_file(out, "glinski", "--token-shape hex"));
  EXPECT_EQ(paths.size(), 38u);  // 18 pieces and a spare Queen a side
  for (const Polygon& p : paths) {
    ASSERT_EQ(p.size(), 6u);
    const Rect b = path_box(p);
    EXPECT_NEAR(b.h, f, kTolMm);
    EXPECT_NEAR(b.w, 2 * f / kRoot3, kTolMm);
    // Its top and bottom are flats: two corners on each.
    EXPECT_EQ(std::count_if(p.begin(), p.end(), [&](Point q) { return std::abs(q.y - b.y) < 0.002; }), 2);
    EXPECT_EQ(std::count_if(p.begin(), p.end(), [&](Point q) { return std::abs(q.y - b.bottom()) < 0.002; }), 2);
  }
}

// Every shipped layout's sheets in octagons and hexagons (and its own graded shape): at least as
// many sheets as the tokens' areas need, at most as many as a plain grid of their boxes would.
TEST(TokenShapes, EveryShippedLayoutPacksOctagonsAndHexagons) {
  const Theme flat = flat_red_theme();
  int layouts = 0;
  for (const auto& f : fs::directory_iterator(test::source_dir() / "layouts")) {
    const std::string name = f.path().stem().string();
    const Layout layout = load_layout(f.path().string());
    if (!layout.has_variant || plan_tokens(layout).total() == 0) continue;
    ++layouts;
    for (const TokenShape shape : {TokenShape::Octagon, TokenShape::Hex}) {
      SCOPED_TRACE(name + " " + std::string(shape_name(shape)));
      const TokenPlan plan = plan_tokens(layout);
      std::string warning;
      TokenSheetOptions opt{choose_token_mm(layout, plan, 0, shape, warning), shape, false};
      const TokenSheets s = token_pages(layout, flat, load_art_style(flat), plan, *parse_paper("a4"), 6, opt);
      const double size = s.outline_mm;
      // Octagon 2 (sqrt 2 - 1) s^2, hexagon sqrt 3 / 2 s^2; boxes s by s, or 2 s / sqrt 3 by s,
      // each with its bleed and the 1.5 mm gap.
      const double area = shape == TokenShape::Octagon ? 2 * (kRoot2 - 1) * size * size : kRoot3 / 2 * size * size;
      const double h = size + 2 * s.reach_mm + 1.5, w = shape == TokenShape::Octagon ? h : 2 * h / kRoot3;
      const double per_grid = std::floor(s.area.w / w) * std::floor(s.area.h / h);
      const int total = plan.total();
      EXPECT_GE(s.sheets, static_cast<int>(std::ceil(total * area / (s.area.w * s.area.h))));
      ASSERT_GT(per_grid, 0);
      EXPECT_LE(s.sheets, static_cast<int>(std::ceil(total / per_grid)));
      EXPECT_EQ(static_cast<int>(s.placed.size()), total);
    }
  }
  EXPECT_GE(layouts, 70);
}

// Bad ladders: a share out of range, a letter not in the layout, each named by file and line.
TEST(GradedTokens, BadSizesNameTheirLine) {
  const test::Scratch out;
  fs::create_directories(out.path);
  const std::string chess = test::read_text(test::layout_path("chess"));
  const size_t tokens = chess.find("\ntokens:\n") + 9;
  const int line = static_cast<int>(std::count(chess.begin(), chess.begin() + static_cast<long>(tokens), '\n')) + 1;
  auto with = [&](const std::string& text) { return chess.substr(0, tokens) + text + "\n" + chess.substr(tokens); };
  std::ofstream(out.path / "small.yaml") << with("  sizes: {P: 10%}");
  const auto small = test::run_pawnprint("validate " + (out.path / "small.yaml").string());
  EXPECT_EQ(small.status, 2);
  EXPECT_NE(small.err.find("small.yaml:" + std::to_string(line) + ":"), std::string::npos) << small.err;
  EXPECT_NE(small.err.find("tokens.sizes.P must be a share of the largest token from 20% to 100%"), std::string::npos)
      << small.err;
  std::ofstream(out.path / "who.yaml") << with("  sizes: {Z: 50%}");
  const auto who = test::run_pawnprint("validate " + (out.path / "who.yaml").string());
  EXPECT_EQ(who.status, 2);
  EXPECT_NE(who.err.find("tokens.sizes takes letters of the layout's pieces, not 'Z'"), std::string::npos) << who.err;
  // A good ladder renders, and the manifest gives each piece's outline.
  std::ofstream(out.path / "good.yaml") << with("  sizes: {P: 80%}");
  const auto good = test::run_pawnprint("render " + (out.path / "good.yaml").string() +
                                        " --only pieces --format pdf -q --out " + (out.path / "out").string());
  ASSERT_EQ(good.status, 0) << good.err;
  const std::string manifest = test::read_text(out.path / "out/chess/manifest.json");
  // Chess's 30 mm cells: a circle 28 mm across, its Pawn 22.4.
  EXPECT_NE(manifest.find("\"Pawn\": 22.4"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"King\": 28"), std::string::npos) << manifest;
}
