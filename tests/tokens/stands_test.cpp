// Piece stands (board: stands: true): measured on a 300 dpi raster of their page, each stand's
// outline is a square of the size asked, and a layout without the key has none.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "render/render.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/stands.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

constexpr int kStandDpi = 300;
constexpr double kStandPx = kStandDpi / 25.4;

bool stand_dark(const Raster& r, int x, int y) {
  const unsigned char* p = r.data() + static_cast<ptrdiff_t>(y) * r.stride + 4 * static_cast<ptrdiff_t>(x);
  return p[0] + p[1] + p[2] < 300;
}

// Middles of the dark runs along a row (or down a column), in mm.
std::vector<double> dark_runs(const Raster& r, int fixed, bool along_row) {
  std::vector<double> out;
  const int n = along_row ? r.width : r.height;
  for (int i = 0; i < n; ++i) {
    if (!(along_row ? stand_dark(r, i, fixed) : stand_dark(r, fixed, i))) continue;
    int j = i;
    while (j + 1 < n && (along_row ? stand_dark(r, j + 1, fixed) : stand_dark(r, fixed, j + 1))) ++j;
    out.push_back((i + j + 1) / 2.0 / kStandPx);
    i = j;
  }
  return out;
}

int classes(const Items& items, const std::string& cls) {
  int n = 0;
  for (const Item& it : items) {
    n += it.cls == cls;
    if (const auto* g = std::get_if<GroupItem>(&it.what)) n += classes(*g->children, cls);
  }
  return n;
}

}  // namespace

TEST(PieceStands, EachSidesStandIsASquareOfItsSize) {
  const Layout shogi = load_layout(test::layout_path("shogi").string());
  ASSERT_TRUE(shogi.stands);
  EXPECT_DOUBLE_EQ(stand_mm(shogi), 4 * 28);  // four of its 28 mm cells
  const std::vector<Page> pages = stand_pages(shogi, load_theme("classic"), *parse_paper("a4"));
  ASSERT_EQ(pages.size(), 1u);  // both on one A4
  EXPECT_EQ(classes(pages[0].items, "stand white"), 1);
  EXPECT_EQ(classes(pages[0].items, "stand black"), 1);
  const Raster r = rasterise(pages[0], kStandDpi);
  // Down a column right of the labels: the top and bottom edges of both stands.
  const double side = stand_mm(shogi);
  const std::vector<double> ys = dark_runs(r, static_cast<int>((pages[0].width_mm / 2 + 0.4 * side) * kStandPx), false);
  ASSERT_GE(ys.size(), 4u);
  const std::vector<double> edges(ys.begin(), ys.begin() + 4);
  EXPECT_NEAR(edges[1] - edges[0], side, 2 / kStandPx);
  EXPECT_NEAR(edges[3] - edges[2], side, 2 / kStandPx);
  EXPECT_GT(edges[2] - edges[1], 5);  // apart, with room to cut
  // Across each stand's middle: its left and right edges.
  for (const double y : {(edges[0] + edges[1]) / 2, (edges[2] + edges[3]) / 2}) {
    const std::vector<double> xs = dark_runs(r, static_cast<int>(y * kStandPx), true);
    ASSERT_EQ(xs.size(), 2u) << y;
    EXPECT_NEAR(xs[1] - xs[0], side, 2 / kStandPx);
  }
}

TEST(PieceStands, TheBoardSheetsEndWithThemOnlyWhenAskedAndBadValuesNameTheirLine) {
  const fs::path dir = test::temp_dir("stands");
  fs::create_directories(dir);
  const std::string shogi = test::layout_path("shogi").string();
  std::ofstream(dir / "none.yaml") << "extends: " << shogi << "\nboard:\n  stands: false\n";
  std::ofstream(dir / "bad.yaml") << "extends: " << shogi << "\nboard:\n  stands: maybe\n";
  RenderOptions o;
  o.formats = {&kPdf};
  o.threads = 1;
  o.only = {SheetKind::Board};
  const auto board_pages = [&](const Layout& layout) {
    const LayoutOutput out = render_layout(layout, load_theme("classic"), o);
    return out.manifest.dump();
  };
  const std::string with = board_pages(load_layout(shogi));
  EXPECT_NE(with.find("\"stand_mm\": 112"), std::string::npos) << with;
  const std::string without = board_pages(load_layout((dir / "none.yaml").string()));
  EXPECT_EQ(without.find("stand_mm"), std::string::npos);
  std::ofstream(dir / "plain.yaml") << "extends: " << shogi << "\nboard:\n  chequered: 0.5\n";
  for (const auto& [file, at] : {std::pair{"bad.yaml", ":3:11: "}, std::pair{"plain.yaml", ":3:14: "}}) {
    const test::CliRun bad = test::run_pawnprint("validate " + (dir / file).string());
    EXPECT_EQ(bad.status, 2) << file;
    EXPECT_NE(bad.err.find(std::string(file) + at), std::string::npos) << bad.err;
    EXPECT_EQ(std::count(bad.err.begin(), bad.err.end(), '\n'), 1) << bad.err;
  }
  fs::remove_all(dir);
}
