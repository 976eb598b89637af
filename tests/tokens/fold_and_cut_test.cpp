// Sheets for printers without duplex and for cutting machines. A fold sheet's backs, mirrored
// about its fold on a 300 dpi raster, cover its fronts; the fold line lies across the middle of
// the page. A cut file's red and blue lines lie on the cut and fold lines the sheet prints,
// measured on a 1200 dpi raster of those lines alone; on square, triangle, hex and points boards.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <regex>

#include "art/side_style.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "pages/sheet.h"
#include "raster_check.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/token_pages.h"
#include "writers/formats.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

constexpr double kMargin = 6;

// The flat red theme, for Six Armies' four other armies too (the mark stays each army's).
Theme flat_theme() {
  const fs::path dir = test::temp_dir("fold-theme");
  fs::create_directories(dir);
  std::string text = test::kFlatRedTheme;
  const std::string red = "{body: \"#ff0000\", line: \"#ff0000\", detail: \"#ff0000\"}\n";
  for (const char* side : {"blue", "gold", "green", "red"})
    text.insert(text.find("tokens:"), "  " + std::string(side) + ": " + red);
  std::ofstream(dir / "flat.yaml") << text;
  Theme theme = load_theme((dir / "flat.yaml").string());
  fs::remove_all(dir);
  return theme;
}

TokenSheets sheets_for(const std::string& name, const Theme& theme, TokenShape shape, TokenBacks backs) {
  const Layout layout = load_layout(test::layout_path(name).string());
  TokenSheetOptions opt{layout.name == "six-armies" ? 20.0 : 24.0, shape, false};
  opt.backs = backs;
  return token_pages(layout, theme, load_art_style(theme), plan_tokens(layout), *parse_paper("a4"), kMargin, opt);
}

using test::pixel;
using test::red;

bool dark(const Raster& r, int x, int y) {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return false;
  const unsigned char* p = pixel(r, x, y);
  return std::max({p[0], p[1], p[2]}) < 160;
}

// Red pixels of one half whose mirror about the fold (row `fold`, in pixels) has no red pixel
// within `reach` pixels.
int unmatched_after_folding(const Raster& r, double fold, int reach) {
  int unmatched = 0;
  for (int y = 0; y < r.height; ++y)
    for (int x = 0; x < r.width; ++x) {
      if (!red(r, x, y)) continue;
      const int my = static_cast<int>(std::floor(2 * fold - (y + 0.5)));
      bool found = false;
      for (int dy = -reach; dy <= reach && !found; ++dy)
        for (int dx = -reach; dx <= reach && !found; ++dx) found = red(r, x + dx, my + dy);
      unmatched += found ? 0 : 1;
    }
  return unmatched;
}

}  // namespace

TEST(FoldBacks, EveryShapesBacksLieBehindTheirFrontsOnceFolded) {
  const Theme theme = flat_theme();
  constexpr int kCutDpi = 300;
  constexpr double kCutPx = kCutDpi / 25.4;
  for (const std::string name : {"chess", "six-armies", "glinski", "xiangqi"})
    for (const TokenShape shape : {TokenShape::Circle, TokenShape::Square, TokenShape::Triangle, TokenShape::Wedge,
                                   TokenShape::Octagon, TokenShape::Hex}) {
      SCOPED_TRACE(name + " " + std::string(shape_name(shape)));
      const TokenSheets s = sheets_for(name, theme, shape, TokenBacks::Fold);
      EXPECT_EQ(static_cast<int>(s.pages.size()), s.sheets);  // no back pages
      EXPECT_EQ(s.backs.size(), s.placed.size());
      const Page& page = s.pages[0];
      const Raster r = rasterise(page, kCutDpi);
      // The fold: the dark rows across the middle third, away from any token.
      double rows = 0, weight = 0;
      for (int y = r.height / 3; y < 2 * r.height / 3; ++y) {
        int n = 0;
        for (int x = 0; x < r.width; ++x) n += dark(r, x, y) ? 1 : 0;
        if (n > r.width / 4) rows += n * (y + 0.5), weight += n;
      }
      ASSERT_GT(weight, 0) << "no fold line";
      const double fold_mm = rows / weight / kCutPx;
      EXPECT_NEAR(fold_mm, page.height_mm / 2, 0.1);
      // Folded about it, every red pixel of a token lands on its back's, within 0.2 mm.
      int red_pixels = 0;
      for (int y = 0; y < r.height; ++y)
        for (int x = 0; x < r.width; ++x) red_pixels += red(r, x, y) ? 1 : 0;
      EXPECT_GT(red_pixels, 100000);
      EXPECT_EQ(unmatched_after_folding(r, fold_mm * kCutPx, static_cast<int>(0.2 * kCutPx)), 0);
      // Nothing crosses the fold.
      for (int x = 0; x < r.width; ++x) EXPECT_FALSE(red(r, x, static_cast<int>(fold_mm * kCutPx))) << x;
    }
}

TEST(FoldBacks, RenderWritesOnePagePerSheetAndTheManifestSaysWhereTheFoldIs) {
  const test::Scratch out;
  const auto run = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                       " --only pieces --backs fold --format pdf -q --out " + out.path.string());
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string manifest = test::read_text(out.path / "chess/manifest.json");
  EXPECT_NE(manifest.find("\"kind\": \"fold\""), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"fold_mm\": 105"), std::string::npos) << manifest;  // landscape A4
  EXPECT_NE(manifest.find("\"pages\": 0"), std::string::npos) << manifest;
}

namespace {

// A cut file's lines: closed polygons, and ellipses sampled as polygons.
struct CutFile {
  std::vector<Polygon> cut, fold;
  std::vector<Polygon> fold_paths;  // as written: the ends of each straight piece
  double width = 0, height = 0;
};

CutFile read_cut_file(const std::string& svg) {
  CutFile out;
  std::smatch m;
  EXPECT_TRUE(std::regex_search(
      svg, m, std::regex(R"re(width="([0-9.]+)mm" height="([0-9.]+)mm" viewBox="0 0 ([0-9.]+) ([0-9.]+)")re")));
  out.width = std::stod(m[1]), out.height = std::stod(m[2]);
  EXPECT_EQ(std::stod(m[3]), out.width);
  EXPECT_EQ(std::stod(m[4]), out.height);
  const std::regex ellipse(
      R"re(<ellipse cx="([-0-9.]+)" cy="([-0-9.]+)" rx="([0-9.]+)" ry="([0-9.]+)" class="(\w+)" fill="none" stroke="(#\w+)" stroke-width="0.010"/>)re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), ellipse); it != std::sregex_iterator(); ++it) {
    const auto& e = *it;
    Polygon p;
    for (int i = 0; i < 360; ++i) {
      const double a = i * M_PI / 180;
      p.push_back({std::stod(e[1]) + std::stod(e[3]) * std::cos(a), std::stod(e[2]) + std::stod(e[4]) * std::sin(a)});
    }
    EXPECT_EQ(e[6], e[5] == "cut" ? "#ff0000" : "#0000ff");
    (e[5] == "cut" ? out.cut : out.fold).push_back(p);
  }
  const std::regex path(R"re(<path d="([^"]+)" class="(\w+)" fill="none" stroke="(#\w+)" stroke-width="0.010"/>)re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), path); it != std::sregex_iterator(); ++it) {
    const auto& e = *it;
    Polygon p;
    const std::string d = e[1];
    const std::regex point(R"re([ML]([-0-9.]+) ([-0-9.]+))re");
    for (auto q = std::sregex_iterator(d.begin(), d.end(), point); q != std::sregex_iterator(); ++q)
      p.push_back({std::stod((*q)[1]), std::stod((*q)[2])});
    if (d.ends_with("Z")) p.push_back(p.front());
    // Points every 0.05 mm along the sides.
    Polygon fine;
    for (size_t i = 0; i + 1 < p.size(); ++i) {
      const int steps = std::max(1, static_cast<int>(std::hypot(p[i + 1].x - p[i].x, p[i + 1].y - p[i].y) / 0.05));
      for (int k = 0; k < steps; ++k)
        fine.push_back({p[i].x + (p[i + 1].x - p[i].x) * k / steps, p[i].y + (p[i + 1].y - p[i].y) * k / steps});
    }
    EXPECT_EQ(e[3], e[2] == "cut" ? "#ff0000" : "#0000ff");
    if (e[2] == "fold") out.fold_paths.push_back(p);
    (e[2] == "cut" ? out.cut : out.fold).push_back(fine);
  }
  return out;
}

// Whether every point of `lines` lies on ink of the printed `word` lines of `page`: within
// `tolerance` mm of a middle of a stroke, on a 1200 dpi raster of those lines alone.
int points_off_the_printed_lines(const Page& page, const std::vector<Polygon>& lines, const std::string& word,
                                 double tolerance) {
  constexpr int kCutDpi = 1200;
  constexpr double kCutPx = kCutDpi / 25.4;
  Page alone{page.width_mm, page.height_mm, "", test::only_lines(page.items, word)};
  const Raster r = rasterise(alone, kCutDpi);
  int off = 0;
  const int reach = static_cast<int>(std::ceil(tolerance * kCutPx));
  for (const Polygon& line : lines)
    for (const Point p : line) {
      const int x = static_cast<int>(p.x * kCutPx), y = static_cast<int>(p.y * kCutPx);
      bool inked = false;
      for (int dy = -reach; dy <= reach && !inked; ++dy)
        for (int dx = -reach; dx <= reach && !inked; ++dx)
          inked = std::hypot(dx, dy) <= reach && dark(r, x + dx, y + dy);
      off += inked ? 0 : 1;
    }
  return off;
}

// Ink of the printed `word` lines of `page` farther than half the stroke and `tolerance` mm
// from the file's `lines`, on a 1200 dpi raster of those lines alone.
int ink_off_the_file_lines(const Page& page, const std::vector<Polygon>& lines, const std::string& word,
                           double tolerance) {
  constexpr int kCutDpi = 1200;
  constexpr double kCutPx = kCutDpi / 25.4;
  const Items printed = test::only_lines(page.items, word);
  Page alone{page.width_mm, page.height_mm, "", printed};
  const Raster r = rasterise(alone, kCutDpi);
  double half_width = 0;
  for (const Item& item : printed)
    if (const auto* path = std::get_if<PathItem>(&item.what))
      half_width = std::max(half_width, path->style.width_mm / 2);
  int off = 0;
  for (int y = 0; y < r.height; ++y)
    for (int x = 0; x < r.width; ++x) {
      if (!dark(r, x, y)) continue;
      const Point p{(x + 0.5) / kCutPx, (y + 0.5) / kCutPx};
      double nearest = 1e9;
      for (const Polygon& line : lines)
        for (size_t i = 0; i + 1 < line.size(); ++i) {
          const Point a = line[i], b = line[i + 1];
          const double len2 = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y);
          const double t = std::clamp(((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2, 0.0, 1.0);
          nearest = std::min(nearest, std::hypot(p.x - a.x - t * (b.x - a.x), p.y - a.y - t * (b.y - a.y)));
        }
      off += nearest <= half_width + tolerance + 0.5 / kCutPx ? 0 : 1;
    }
  return off;
}

}  // namespace

TEST(CutFiles, EachLineLiesOnThePrintedOneAndEveryPrintedCutLineIsInTheFile) {
  const Theme theme = load_theme("classic");
  struct Case {
    const char* layout;
    TokenShape shape;
    TokenBacks backs;
  };
  for (const auto& [name, shape, backs] :
       {Case{"chess", TokenShape::Circle, TokenBacks::None}, Case{"chess", TokenShape::Triangle, TokenBacks::Fold},
        Case{"six-armies", TokenShape::Wedge, TokenBacks::Fold},
        Case{"six-armies", TokenShape::Square, TokenBacks::None}, Case{"glinski", TokenShape::Circle, TokenBacks::Fold},
        Case{"glinski", TokenShape::Triangle, TokenBacks::None}, Case{"xiangqi", TokenShape::Wedge, TokenBacks::Fold},
        Case{"xiangqi", TokenShape::Square, TokenBacks::None}, Case{"janggi", TokenShape::Octagon, TokenBacks::Fold},
        Case{"glinski", TokenShape::Hex, TokenBacks::None}, Case{"shogi", TokenShape::Wedge, TokenBacks::None}}) {
    SCOPED_TRACE(std::string(name) + " " + std::string(shape_name(shape)) + " " + std::string(backs_name(backs)));
    const TokenSheets s = sheets_for(name, theme, shape, backs);
    const Page& page = s.pages[0];
    const CutFile file = read_cut_file(find_format("cut")->bytes({&page, 1}, {}));
    EXPECT_EQ(file.width, page.width_mm);
    EXPECT_EQ(file.height, page.height_mm);
    int fronts = 0;
    for (const PlacedToken& t : s.placed) fronts += t.page == 0 ? 1 : 0;
    EXPECT_EQ(static_cast<int>(file.cut.size()), fronts);  // the backs are cut with them
    EXPECT_EQ(file.fold.size(), backs == TokenBacks::Fold ? 1u : 0u);
    // The printed cut line is 0.1 mm or more wide: its ink within 0.05 mm of the file's line.
    EXPECT_EQ(points_off_the_printed_lines(page, file.cut, "cut", 0.05), 0);
    // The printed fold line is dashed: each of its dashes on the file's line.
    EXPECT_EQ(ink_off_the_file_lines(page, file.fold_paths, "fold", 0.05), 0);
    // And each token's own cut line is in the file: its centre inside one of the file's.
    for (const PlacedToken& t : s.placed) {
      if (t.page != 0) continue;
      const bool inside = std::any_of(file.cut.begin(), file.cut.end(), [&](const Polygon& p) {
        const Rect b = bounds_of(p);
        return std::abs(b.x + b.w / 2 - t.slot.centre.x) < 0.5 * b.w &&
               std::abs(b.y + b.h / 2 - t.slot.centre.y) < 0.5 * b.h;
      });
      EXPECT_TRUE(inside) << t.slot.centre.x << "," << t.slot.centre.y;
    }
  }
}

TEST(CutFiles, RenderWritesOneForEachTokenSheetAndNoneForItsBacksOrTheBoard) {
  const test::Scratch out;
  const auto run = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                       " --backs mirror --format pdf,cut -q --out " + out.path.string());
  ASSERT_EQ(run.status, 0) << run.err;
  std::vector<std::string> cut_files;
  for (const auto& f : fs::directory_iterator(out.path / "chess"))
    if (f.path().filename().string().ends_with(".cut.svg")) cut_files.push_back(f.path().filename().string());
  EXPECT_EQ(cut_files, std::vector<std::string>{"chess-pieces-1.cut.svg"});
  const std::string manifest = test::read_text(out.path / "chess/manifest.json");
  EXPECT_NE(manifest.find("\"path\": \"chess-pieces-1.cut.svg\""), std::string::npos);
  EXPECT_NE(manifest.find("\"format\": \"cut\""), std::string::npos);
  const auto game = test::run_pawnprint("game e2e4 --layout " + test::layout_path("chess").string() +
                                        " --format cut -q --out " + out.path.string());
  EXPECT_EQ(game.status, 2);
  EXPECT_NE(game.err.find("--format: cut is for token sheets"), std::string::npos) << game.err;
}

TEST(CutFiles, APrintersScaleCorrectionIsLeftOutOfTheCutFile) {
  const Theme theme = load_theme("classic");
  const TokenSheets s = sheets_for("chess", theme, TokenShape::Circle, TokenBacks::None);
  Page scaled = s.pages[0];
  apply_print_scale(scaled, {0.98, 1.02});
  const Format& cut = *find_format("cut");
  EXPECT_EQ(cut.bytes({&scaled, 1}, {}), cut.bytes({&s.pages[0], 1}, {}));
  // The printed page itself does change.
  const Format& svg = *find_format("svg");
  EXPECT_NE(svg.bytes({&scaled, 1}, {}), svg.bytes({&s.pages[0], 1}, {}));
}
