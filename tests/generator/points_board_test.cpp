// Points boards (Xiangqi), measured on the rendered raster as a player would check a print: the
// lines through the points are one point spacing apart, the river breaks the inner files, and
// the board cut into tiles goes back together.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>

#include "support.h"

namespace pp {
namespace {

using test::Image;

// classic theme: the ground (light cells), the lines (grid), the frame, white paper, the border.
const std::vector<unsigned> kPalette{0xefd9b4, 0x5b3a21, 0xf6ecdc, 0xffffff, 0x3a2414};
constexpr int kLine = 1;

// Whether `count` consecutive runs of `centres` (and no more) are lines `spacing` apart, within a
// pixel and a half. Other runs are text in the line colour: coordinates, the footer.
bool evenly_spaced(const std::vector<double>& centres, size_t count, double spacing) {
  size_t longest = 1, run = 1;
  for (size_t i = 1; i < centres.size(); ++i) {
    run = std::abs(centres[i] - centres[i - 1] - spacing) <= 1.5 ? run + 1 : 1;
    longest = std::max(longest, run);
  }
  return longest == count;
}

// The first of every `step` lines (rows or columns) whose line-coloured runs pass `test`.
int first_line(int n, int step, const std::function<bool(int)>& test) {
  for (int i = 0; i < n; i += step)
    if (test(i)) return i;
  return -1;
}

class XiangqiBoard : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new test::TempDir;
    const auto run = test::pawnprint({"render", test::layout_path("xiangqi").string(), "--only", "board", "--paper",
                                      "a3", "--format", "png", "--dpi", "150", "--out", (*dir_ / "out").string()});
    ASSERT_EQ(run.status, 0) << run.err;
    image_ = new Image(test::read_png(*dir_ / "out" / "xiangqi" / "xiangqi-board-1-150dpi.png"));
  }
  static void TearDownTestSuite() {
    delete image_;
    delete dir_;
  }
  static test::TempDir* dir_;
  static Image* image_;
  static constexpr double kSpacing = 28 / 25.4 * 150;  // the layout's 28 mm at 150 dpi
};
test::TempDir* XiangqiBoard::dir_ = nullptr;
Image* XiangqiBoard::image_ = nullptr;

TEST_F(XiangqiBoard, NineFilesOfPointsOneSpacingApart) {
  const Image& im = *image_;
  const int row = first_line(im.height, 3, [&](int y) {
    return evenly_spaced(test::runs_along_row(im, y, kLine, kPalette), 9, kSpacing);
  });
  EXPECT_GE(row, 0) << "no row of pixels crosses nine file lines 28 mm apart";
}

TEST_F(XiangqiBoard, TenRanksOfPointsOneSpacingApart) {
  const Image& im = *image_;
  const int column = first_line(im.width, 3, [&](int x) {
    return evenly_spaced(test::runs_along_column(im, x, kLine, kPalette), 10, kSpacing);
  });
  EXPECT_GE(column, 0) << "no column of pixels crosses ten rank lines 28 mm apart";
}

TEST_F(XiangqiBoard, TheRiverBreaksTheInnerFiles) {
  // In the river a row meets only the two outer files, eight spacings apart.
  const Image& im = *image_;
  const int row = first_line(im.height, 3, [&](int y) {
    const auto lines = test::runs_along_row(im, y, kLine, kPalette);
    for (size_t i = 1; i < lines.size(); ++i)
      if (std::abs(lines[i] - lines[i - 1] - 8 * kSpacing) < 1.5) return true;
    return false;
  });
  EXPECT_GE(row, 0) << "no row crosses only the two outer files";
}

}  // namespace
}  // namespace pp
