// Shogi's pieces in hand beside a diagram, found by their classes in the scene and measured on
// a raster: the first side's beside the board's bottom right, the second side's beside its top
// left.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>

#include "diagram/make.h"
#include "diagram/sheets.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/theme.h"
#include "support/paths.h"

using namespace pp;

namespace {

// Calls `f` with every item below `items` and where it lands on the page.
void walk(const pp::Items& items, const Affine& at, const std::function<void(const pp::Item&, const Affine&)>& f) {
  for (const pp::Item& it : items) {
    f(it, at);
    if (const auto* g = std::get_if<GroupItem>(&it.what)) walk(*g->children, at * g->transform, f);
  }
}

struct Drawn {
  Page page;
  diagram::Figure figure;
};

Drawn shogi_diagram(const std::string& fen, const std::string& view = "") {
  const Layout layout = load_layout(test::layout_path("shogi").string());
  const Theme theme = load_theme("classic");
  const auto game = diagram::game_of(layout);
  DiagramSpec spec;
  spec.fen = fen;
  spec.view = view;
  const auto content = diagram::content_of(layout, *game, spec);
  const auto art = diagram::piece_art(theme);
  Drawn d;
  d.figure = diagram::make_figure(layout, theme, content, 100, {}, art ? &*art : nullptr);
  d.page = diagram::figure_page(d.figure, 0, "hands");
  return d;
}

// Classes of the groups below a `hand` group, and the hand groups' own.
std::vector<std::string> hand_classes(const Page& page) {
  std::vector<std::string> out;
  walk(page.items, {}, [&](const pp::Item& it, const Affine&) {
    if (it.cls.rfind("hand ", 0) != 0) return;
    out.push_back(it.cls);
    for (const pp::Item& child : *std::get<GroupItem>(it.what).children)
      out.push_back(child.cls +
                    (std::holds_alternative<TextItem>(child.what) ? "=" + std::get<TextItem>(child.what).text : ""));
  });
  return out;
}

// Inked pixels (not white) in a rectangle of the raster, in mm.
int ink(const Raster& r, double dpi, const Rect& mm) {
  const double px = dpi / 25.4;
  int n = 0;
  for (int y = static_cast<int>(mm.y * px); y < static_cast<int>(mm.bottom() * px); ++y)
    for (int x = static_cast<int>(mm.x * px); x < static_cast<int>(mm.right() * px); ++x) {
      if (x < 0 || y < 0 || x >= r.width || y >= r.height) continue;
      const unsigned char* p = r.data() + static_cast<ptrdiff_t>(y) * r.stride + 4 * static_cast<ptrdiff_t>(x);
      n += p[0] < 200 || p[1] < 200 || p[2] < 200;
    }
  return n;
}

}  // namespace

TEST(DiagramHands, EachKindInHandOnceWithItsCountInItsSidesColumn) {
  const Drawn d = shogi_diagram("4k4/9/9/9/9/9/9/9/4K4[PPSp] w - - 0 1");
  EXPECT_EQ(hand_classes(d.page), (std::vector<std::string>{"hand white", "piece wS", "piece wP", "count=2",
                                                            "hand black", "piece bP turned"}));
  // The board narrows to leave the hands a column each side; on the raster, Sente's hand is
  // at the right of the bottom rows and Gote's at the left of the top ones, the other corners
  // bare.
  const double w = d.figure.width, h = d.figure.board_height;
  EXPECT_DOUBLE_EQ(w, 100);
  const double column = (w - h) / 2;  // the shogi board, frame and all, is square
  ASSERT_GT(column, 8);
  const Raster r = rasterise(d.page, 150);
  const Rect right_bottom{w - column + 0.5, h - 2 * h / 9, column - 0.5, 2 * h / 9 - 0.5};
  const Rect right_top{w - column + 0.5, 0, column - 0.5, h - 2 * h / 9 - 1};
  const Rect left_top{0, 0, column - 0.5, h / 9};
  const Rect left_bottom{0, h / 9 + 1, column - 0.5, h - h / 9 - 1};
  EXPECT_GT(ink(r, 150, right_bottom), 500);
  EXPECT_EQ(ink(r, 150, right_top), 0);
  EXPECT_GT(ink(r, 150, left_top), 500);
  EXPECT_EQ(ink(r, 150, left_bottom), 0);

  // Seen from Gote's side the hands change places with the sides' seats.
  const Drawn turned = shogi_diagram("4k4/9/9/9/9/9/9/9/4K4[PPSp] w - - 0 1", "black");
  const Raster t = rasterise(turned.page, 150);
  EXPECT_GT(ink(t, 150, left_top), 500);  // Sente's two kinds, down from the top left
  EXPECT_EQ(ink(t, 150, right_top), 0);
  EXPECT_GT(ink(t, 150, {w - column + 0.5, h - h / 9, column - 0.5, h / 9 - 0.5}), 500);  // Gote's Pawn
}

TEST(DiagramHands, EmptyHandsLeaveTheDiagramAsItWas) {
  const Drawn empty = shogi_diagram("4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1");
  EXPECT_TRUE(hand_classes(empty.page).empty());
  EXPECT_DOUBLE_EQ(empty.figure.board_height, empty.figure.width);  // the board fills the width
}

TEST(DiagramHands, TheCommandDrawsTheHandsInSvg) {
  const std::filesystem::path dir = test::temp_dir("diagram-hands");
  std::filesystem::create_directories(dir);
  const std::string command = test::pawnprint_exe().string() + " diagram " + test::layout_path("shogi").string() +
                              " --fen '4k4/9/9/9/9/9/9/9/4K4[Ppp] w - - 0 1' --out " + (dir / "h.svg").string();
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  std::ifstream in(dir / "h.svg");
  const std::string svg((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(svg.find("class=\"hand white\""), std::string::npos);
  EXPECT_NE(svg.find("class=\"hand black\""), std::string::npos);
  EXPECT_NE(svg.find("class=\"piece bP turned\""), std::string::npos);
  EXPECT_NE(svg.find(">2</text>"), std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST(DiagramHands, TheRulesSheetsDropDiagramShowsTheHand) {
  const Layout layout = load_layout(test::layout_path("shogi").string());
  bool found = false;
  for (const auto& f : diagram::layout_diagrams(layout, load_theme("classic")))
    if (f.name.find("drop") != std::string::npos) found = found || !hand_classes(f.page).empty();
  EXPECT_TRUE(found);
}
