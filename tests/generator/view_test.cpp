// --view and `view:`: the board is drawn as another side sees it, turned as a whole, with its
// coordinates, pieces and marks on the cells they belong to; the cells keep their classes.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <string>

#include "model/layout.h"
#include "support.h"

namespace pp {
namespace {

struct Box {
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
  double cx() const { return (x0 + x1) / 2; }
  double cy() const { return (y0 + y1) / 2; }
};

// Each cell's bounding box, from the SVG's `class="cell NAME ..." d="M x y L x y ..."` paths
// (every cell is in one group, so their boxes compare).
std::map<std::string, Box> cells_in(const std::string& svg) {
  std::map<std::string, Box> out;
  static const std::regex path("<path class=\"cell ([a-z0-9]+)[^\"]*\" d=\"([^\"]*)\"");
  static const std::regex number("-?[0-9.]+");
  for (std::sregex_iterator it(svg.begin(), svg.end(), path), end; it != end; ++it) {
    const std::string d = (*it)[2];
    std::vector<double> v;
    for (std::sregex_iterator n(d.begin(), d.end(), number), e; n != e; ++n) v.push_back(std::stod(n->str()));
    Box& b = out[(*it)[1]];
    for (size_t i = 0; i + 1 < v.size(); i += 2)
      b = {std::min(b.x0, v[i]), std::min(b.y0, v[i + 1]), std::max(b.x1, v[i]), std::max(b.y1, v[i + 1])};
  }
  return out;
}

// Where each coordinate's text stands: label -> every (x, y) it is written at.
std::multimap<std::string, std::pair<double, double>> coords_in(const std::string& svg) {
  std::multimap<std::string, std::pair<double, double>> out;
  static const std::regex text("<text class=\"coord ([a-z0-9]+)\" x=\"(-?[0-9.]+)\" y=\"(-?[0-9.]+)\"");
  for (std::sregex_iterator it(svg.begin(), svg.end(), text), end; it != end; ++it)
    out.insert({(*it)[1], {std::stod((*it)[2]), std::stod((*it)[3])}});
  return out;
}

std::string diagram_svg(const std::string& layout, const std::vector<std::string>& extra) {
  test::TempDir dir;
  std::vector<std::string> args = {"diagram", test::layout_path(layout).string(), "--out", (dir / "d.svg").string()};
  args.insert(args.end(), extra.begin(), extra.end());
  const test::Run run = test::pawnprint(args);
  EXPECT_EQ(run.status, 0) << run.err;
  return test::read_file(dir / "d.svg");
}

TEST(View, BlackPutsA8BottomRightAndWhiteTopLeft) {
  for (const std::string view : {"white", "black"}) {
    SCOPED_TRACE(view);
    const std::string svg = diagram_svg("chess", {"--view", view, "--moves", "e2", "--arrow", "e2-e4"});
    const auto cells = cells_in(svg);
    ASSERT_EQ(cells.size(), 64u);
    double x_min = 1e300, y_min = 1e300, x_max = -1e300, y_max = -1e300;
    for (const auto& [name, b] : cells)
      x_min = std::min(x_min, b.x0), y_min = std::min(y_min, b.y0), x_max = std::max(x_max, b.x1),
      y_max = std::max(y_max, b.y1);
    const Box a8 = cells.at("a8"), h1 = cells.at("h1");
    const bool black = view == "black";
    EXPECT_DOUBLE_EQ(black ? a8.x1 : a8.x0, black ? x_max : x_min);
    EXPECT_DOUBLE_EQ(black ? a8.y1 : a8.y0, black ? y_max : y_min);
    EXPECT_DOUBLE_EQ(black ? h1.x0 : h1.x1, black ? x_min : x_max);
    EXPECT_DOUBLE_EQ(black ? h1.y0 : h1.y1, black ? y_min : y_max);
    // Cells keep their names and colours; pieces and marks stay on their cells.
    EXPECT_NE(svg.find("class=\"cell a8 light\""), std::string::npos);
    EXPECT_NE(svg.find("class=\"cell a1 dark\""), std::string::npos);
    EXPECT_NE(svg.find("class=\"piece bK e8\""), std::string::npos);
    EXPECT_NE(svg.find("class=\"marker move e3\""), std::string::npos);
    EXPECT_NE(svg.find("class=\"arrow e2-e4\""), std::string::npos);
    // Files and ranks follow: a is left of h for White, right of it for Black; 8 above 1 for
    // White, below it for Black.
    const auto coords = coords_in(svg);
    ASSERT_EQ(coords.count("a"), 2u);
    ASSERT_EQ(coords.count("8"), 2u);
    const double a_x = coords.find("a")->second.first, h_x = coords.find("h")->second.first;
    const double r8_y = coords.find("8")->second.second, r1_y = coords.find("1")->second.second;
    EXPECT_EQ(a_x > h_x, black);
    EXPECT_EQ(r8_y > r1_y, black);
    // Each coordinate stands beside its own file or rank.
    for (auto [it, end] = coords.equal_range("a"); it != end; ++it) EXPECT_NEAR(it->second.first, a8.cx(), 1e-3);
    for (auto [it, end] = coords.equal_range("8"); it != end; ++it) EXPECT_NEAR(it->second.second, a8.cy(), 1e-3);
  }
}

TEST(View, AnArmyOfSixArmiesSitsAtTheBottom) {
  const Layout layout = load_layout(test::layout_path("six-armies").string());
  const std::vector<std::string> armies = {"white", "blue", "gold", "black", "green", "red"};
  ASSERT_EQ(layout.variant.sides, 6);
  std::map<int, std::string> king_cell;  // army -> cell name
  for (const auto& p : layout.variant.setup)
    if (p.letter == 'K') king_cell[p.side] = layout.board.cell(p.cell).name;
  ASSERT_EQ(king_cell.size(), 6u);
  for (const int army : {0, 2, 4}) {
    SCOPED_TRACE(armies[static_cast<size_t>(army)]);
    const auto cells = cells_in(diagram_svg("six-armies", {"--view", armies[static_cast<size_t>(army)]}));
    ASSERT_EQ(static_cast<int>(cells.size()), layout.board.size());
    int lowest = -1;
    for (const auto& [side, cell] : king_cell)
      if (lowest < 0 || cells.at(cell).cy() > cells.at(king_cell[lowest]).cy()) lowest = side;
    EXPECT_EQ(lowest, army);
  }
}

TEST(View, BlackTurnsGlinskisBoardRound) {
  const auto white = cells_in(diagram_svg("glinski", {}));
  const auto black = cells_in(diagram_svg("glinski", {"--view", "black"}));
  // f1, White's side, is at the bottom for White and at the top for Black; f11 the other way.
  EXPECT_GT(white.at("f1").cy(), white.at("f11").cy());
  EXPECT_LT(black.at("f1").cy(), black.at("f11").cy());
  EXPECT_NEAR(black.at("f1").cy(), white.at("f11").cy(), 1e-2);
}

TEST(View, UnknownViewIsOneLineNamingTheViews) {
  test::TempDir dir;
  const test::Run run = test::pawnprint(
      {"diagram", test::layout_path("chess").string(), "--view", "gold", "--out", (dir / "d.svg").string()});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "--view: no side 'gold' in Chess; views: white, black\n");
  EXPECT_FALSE(std::filesystem::exists(dir / "d.svg"));
  const test::Run kit = test::pawnprint(
      {"render", test::layout_path("chess").string(), "--view", "red", "--out", (dir / "out").string(), "-q"});
  EXPECT_EQ(kit.status, 2);
  EXPECT_EQ(std::count(kit.err.begin(), kit.err.end(), '\n'), 1);
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

TEST(View, ALayoutDiagramMayNameItsView) {
  test::TempDir dir;
  test::write_file(dir / "v.yaml", "extends: " + test::layout_path("chess").string() +
                                       "\ndiagrams:\n  - {name: turned, view: black, moves: [e2]}\n"
                                       "  - {name: bad, view: blu}\n");
  const test::Run bad = test::pawnprint({"validate", (dir / "v.yaml").string()});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("v.yaml:4:"), std::string::npos) << bad.err;
  EXPECT_NE(bad.err.find("no side 'blu' in Chess; views: white, black"), std::string::npos) << bad.err;
  test::write_file(dir / "v.yaml", "extends: " + test::layout_path("chess").string() +
                                       "\ndiagrams:\n  - {name: turned, view: black, moves: [e2]}\n");
  const test::Run run =
      test::pawnprint({"render", (dir / "v.yaml").string(), "--format", "svg", "--out", (dir / "out").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  const auto cells = cells_in(test::read_file(dir / "out" / "chess" / "chess-diagram-turned.svg"));
  EXPECT_GT(cells.at("a8").cy(), cells.at("a1").cy());
  const auto setup = cells_in(test::read_file(dir / "out" / "chess" / "chess-diagram-setup.svg"));
  EXPECT_LT(setup.at("a8").cy(), setup.at("a1").cy());
}

}  // namespace
}  // namespace pp
