// Standees: a strip as wide as the base, whose base stands inside every cell with 1 mm to spare
// on every shape of board, faces of the height asked (Kings tallest, pawns least) and the fold
// lines where they belong, measured on a 600 dpi raster of one standee's cut and fold lines.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "art/side_style.h"
#include "geometry/cells.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "raster_check.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/standees.h"
#include "tokens/token_pages.h"

using namespace pp;

namespace {

constexpr int kStandeeDpi = 600;
constexpr double kStandeePx = kStandeeDpi / 25.4;  // pixels a mm

bool standee_dark(const Raster& r, int x, int y) {
  const unsigned char* p = test::pixel(r, x, y);
  return std::max({p[0], p[1], p[2]}) < 160;
}

// Middles of the runs of `lines` (pixel rows or columns counted dark), in mm.
std::vector<double> middles(const std::vector<bool>& lines) {
  std::vector<double> out;
  for (size_t i = 0; i < lines.size();) {
    if (!lines[i]) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < lines.size() && lines[j]) ++j;
    out.push_back(static_cast<double>(i + j) / 2 / kStandeePx);
    i = j;
  }
  return out;
}

struct Measured {
  double left = 0, right = 0;  // the cut's sides, mm
  std::vector<double> rows;    // lines across: the cut's ends and the three folds, top to bottom
};

// One standee's cut and fold lines alone, drawn and measured.
Measured measure(const Page& page, const Item& token) {
  const Items one{token};
  Items lines = test::only_lines(one, "cut");
  for (Item& fold : test::only_lines(one, "fold")) lines.push_back(std::move(fold));
  const Raster r = rasterise({page.width_mm, page.height_mm, "", lines}, kStandeeDpi);
  std::vector<bool> rows(static_cast<size_t>(r.height)), columns(static_cast<size_t>(r.width));
  for (int y = 0; y < r.height; ++y) {
    int n = 0;
    for (int x = 0; x < r.width; ++x) n += standee_dark(r, x, y) ? 1 : 0;
    rows[static_cast<size_t>(y)] = n > 5 * kStandeePx;  // a line across, dashed or not
  }
  for (int x = 0; x < r.width; ++x) {
    int n = 0;
    for (int y = 0; y < r.height; ++y) n += standee_dark(r, x, y) ? 1 : 0;
    columns[static_cast<size_t>(x)] = n > 40 * kStandeePx;  // a side of the cut
  }
  Measured m;
  const auto sides = middles(columns);
  EXPECT_EQ(sides.size(), 2u);
  if (sides.size() == 2) m.left = sides[0], m.right = sides[1];
  m.rows = middles(rows);
  return m;
}

TokenSheets standees(const Layout& layout, const Theme& theme, double base, double height) {
  TokenSheetOptions opt{base, TokenShape::Standee, false};
  opt.standee_height_mm = height;
  return token_pages(layout, theme, load_art_style(theme), plan_tokens(layout), *parse_paper("a4"), 6, opt);
}

const Item* first_token(const Page& page, const std::string& piece) {
  for (const Item& item : page.items)
    if (item.cls.starts_with("token standee") && item.cls.ends_with(piece)) return &item;
  return nullptr;
}

// The face of the first standee of `piece` on the sheets, between its base fold and its top
// fold, as drawn.
double drawn_face(const TokenSheets& s, const std::string& piece) {
  for (const Page& p : s.pages)
    if (const Item* token = first_token(p, piece)) {
      const Measured m = measure(p, *token);
      EXPECT_EQ(m.rows.size(), 5u) << piece;
      return m.rows.size() == 5 ? m.rows[2] - m.rows[1] : 0;
    }
  ADD_FAILURE() << "no standee of " << piece;
  return 0;
}

// The faces a layout's own heights give, measured on the sheets for chess's 28 mm base.
std::map<std::string, double> drawn_faces(const std::filesystem::path& layout_file,
                                          const std::vector<std::string>& pieces) {
  const Layout layout = load_layout(layout_file.string());
  const TokenSheets s = standees(layout, load_theme("classic"), 28, 0);
  std::map<std::string, double> out;
  for (const auto& piece : pieces) out[piece] = drawn_face(s, "piece-" + piece);
  return out;
}

}  // namespace

TEST(Standees, StripBaseFacesAndFoldsMeasureAsAsked) {
  const Theme theme = load_theme("classic");
  const Layout chess = load_layout(test::layout_path("chess").string());
  std::string warning;
  // Chess's 30 mm cells hold a 28 mm base with 1 mm to spare; faces 1.6 times that, or as asked.
  const double base = choose_token_mm(chess, plan_tokens(chess), 0, TokenShape::Standee, warning);
  EXPECT_NEAR(base, chess.cell_mm - 2, 0.05);
  EXPECT_TRUE(warning.empty()) << warning;
  for (const double asked : {0.0, 50.0}) {
    const TokenSheets s = standees(chess, theme, base, asked);
    const double king_face = asked > 0 ? asked : 1.6 * base;
    double faces[2] = {0, 0};
    int i = 0;
    for (const std::string piece : {"piece-K", "piece-P"}) {
      SCOPED_TRACE(piece + " " + std::to_string(asked));
      const Item* token = nullptr;
      const Page* page = nullptr;
      for (const Page& p : s.pages)
        if (!token) token = first_token(p, piece), page = &p;
      ASSERT_TRUE(token);
      const Measured m = measure(*page, *token);
      EXPECT_NEAR(m.right - m.left, base, 0.1);
      ASSERT_EQ(m.rows.size(), 5u);  // cut, base fold, top fold, base fold, cut
      const double tab = base / 2;
      EXPECT_NEAR(m.rows[1] - m.rows[0], tab, 0.1);
      EXPECT_NEAR(m.rows[4] - m.rows[3], tab, 0.1);
      EXPECT_NEAR(m.rows[2] - m.rows[1], m.rows[3] - m.rows[2], 0.1);  // the top fold between the faces
      faces[i++] = m.rows[2] - m.rows[1];
    }
    EXPECT_NEAR(faces[0], king_face, 0.1);
    EXPECT_LT(faces[1], faces[0] - 5);  // a pawn well shorter than the King
  }
}

// On the hexagons of Gliński's board and the points of Xiangqi's, the same measures.
TEST(Standees, HexAndPointsBoardsStripsMeasureAsAsked) {
  const Theme theme = load_theme("classic");
  for (const std::string name : {"glinski", "xiangqi"}) {
    SCOPED_TRACE(name);
    const Layout layout = load_layout(test::layout_path(name).string());
    std::string warning;
    const double base = choose_token_mm(layout, plan_tokens(layout), 0, TokenShape::Standee, warning);
    const TokenSheets s = standees(layout, theme, base, 0);
    const Item* token = first_token(s.pages[0], "piece-" + std::string(1, layout.variant.pieces[0].letter));
    ASSERT_TRUE(token);
    const Measured m = measure(s.pages[0], *token);
    EXPECT_NEAR(m.right - m.left, base, 0.1);
    ASSERT_EQ(m.rows.size(), 5u);
    EXPECT_NEAR(m.rows[1] - m.rows[0], base / 2, 0.1);
    EXPECT_NEAR(m.rows[4] - m.rows[3], base / 2, 0.1);
    EXPECT_NEAR(m.rows[2] - m.rows[1], m.rows[3] - m.rows[2], 0.1);
    const double face = m.rows[2] - m.rows[1];
    EXPECT_NEAR(face, 1.6 * base * standee_share(layout, layout.variant.pieces[0].letter), 0.1);
  }
}

TEST(Standees, TheBaseStandsInsideEveryCellOfEveryBoardShape) {
  for (const std::string name : {"chess", "glinski", "xiangqi", "six-armies", "shogi"}) {
    SCOPED_TRACE(name);
    const Layout layout = load_layout(test::layout_path(name).string());
    std::string warning;
    const double base = choose_token_mm(layout, plan_tokens(layout), 0, TokenShape::Standee, warning);
    EXPECT_TRUE(warning.empty()) << warning;
    EXPECT_GT(base, 8);
    const BoardGeometry g = board_geometry(layout, 0);
    ASSERT_FALSE(g.cells.empty());
    // Each corner of the base, centred on a cell, at least 1 mm inside each of its edges; a
    // base 0.2 mm wider would not be, on the narrowest cell.
    double room = 1e9;
    for (const CellGeom& c : g.cells)
      for (const double dx : {-0.5, 0.5})
        for (const double dy : {-0.5, 0.5}) {
          const Point p{c.centre.x + dx * base, c.centre.y + dy * base};
          for (size_t i = 0; i < c.polygon.size(); ++i) {
            const Point a = c.polygon[i], b = c.polygon[(i + 1) % c.polygon.size()];
            const double d =
                std::abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / std::hypot(b.x - a.x, b.y - a.y);
            room = std::min(room, d);
          }
        }
    EXPECT_GE(room, 1 - 1e-6);
    EXPECT_LT(room, 1.2);
  }
}

TEST(Standees, RenderNamesTheLinesAndTheManifestTheSizes) {
  const test::Scratch out;
  const auto run = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                       " --only pieces --token-shape standee --standee-height 45mm --format svg -q "
                                       "--out " +
                                       out.path.string());
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string svg = test::read_text(out.path / "chess/chess-pieces-1.svg");
  size_t cuts = 0, folds = 0;
  for (size_t at = 0; (at = svg.find("class=\"cut\"", at)) != std::string::npos; ++at) ++cuts;
  for (size_t at = 0; (at = svg.find("class=\"fold\"", at)) != std::string::npos; ++at) ++folds;
  EXPECT_GT(cuts, 5u);
  EXPECT_EQ(folds, 3 * cuts);  // the top fold and two base folds a standee
  const std::string manifest = test::read_text(out.path / "chess/manifest.json");
  EXPECT_NE(manifest.find("\"base_mm\": 28,"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"King\": 45,"), std::string::npos) << manifest;
  const auto bad = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                       " --token-shape standee --standee-height 3mm -q --out " + out.path.string());
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--standee-height"), std::string::npos) << bad.err;
}

TEST(Standees, ALayoutSetsEachPiecesHeightAndBadOnesNameTheirLine) {
  const test::Scratch out;
  std::filesystem::create_directories(out.path);
  const std::string chess = test::read_text(test::layout_path("chess"));
  const size_t tokens = chess.find("\ntokens:\n") + 9;  // just inside the layout's tokens:
  auto with = [&](const std::string& line) { return chess.substr(0, tokens) + line + "\n" + chess.substr(tokens); };
  std::ofstream(out.path / "tall.yaml") << with("  heights: {P: 50%, N: 100%}");
  const auto run =
      test::run_pawnprint("render " + (out.path / "tall.yaml").string() +
                          " --only pieces --token-shape standee --format pdf -q --out " + (out.path / "out").string());
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string manifest = test::read_text(out.path / "out/chess/manifest.json");
  EXPECT_NE(manifest.find("\"Pawn\": 22.4"), std::string::npos) << manifest;  // half of 1.6 x 28
  EXPECT_NE(manifest.find("\"Knight\": 44.8"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"Bishop\": 38.08"), std::string::npos) << manifest;  // the ladder's 0.85
  // The same heights measured where they are drawn: the tallest face 1.6 x 28 = 44.8 mm.
  const auto faces = drawn_faces(out.path / "tall.yaml", {"P", "N", "B", "K"});
  EXPECT_NEAR(faces.at("P"), 22.4, 0.1);
  EXPECT_NEAR(faces.at("N"), 44.8, 0.1);
  EXPECT_NEAR(faces.at("B"), 0.85 * 44.8, 0.1);
  EXPECT_NEAR(faces.at("K"), 44.8, 0.1);
  const int line = static_cast<int>(std::count(chess.begin(), chess.begin() + static_cast<long>(tokens), '\n')) + 1;
  std::ofstream(out.path / "low.yaml") << with("  heights: {P: 10%}");
  const auto low = test::run_pawnprint("validate " + (out.path / "low.yaml").string());
  EXPECT_EQ(low.status, 2);
  EXPECT_NE(low.err.find("low.yaml:" + std::to_string(line) + ":"), std::string::npos) << low.err;
  EXPECT_NE(low.err.find("from 20% to 100%"), std::string::npos) << low.err;
  std::ofstream(out.path / "who.yaml") << with("  heights: {Z: 50%}");
  const auto who = test::run_pawnprint("validate " + (out.path / "who.yaml").string());
  EXPECT_EQ(who.status, 2);
  EXPECT_NE(who.err.find("not 'Z'"), std::string::npos) << who.err;
}

TEST(Standees, APiecesOwnHeightWinsOverTheTable) {
  const test::Scratch out;
  std::filesystem::create_directories(out.path);
  std::string chess = test::read_text(test::layout_path("chess"));
  const std::string pawn = "P: {name: Pawn, betza: fmWfcF, pawn: true}";
  ASSERT_NE(chess.find(pawn), std::string::npos);
  chess.replace(chess.find(pawn), pawn.size(), "P: {name: Pawn, betza: fmWfcF, pawn: true, height: 50%}");
  const size_t tokens = chess.find("\ntokens:\n") + 9;
  chess.insert(tokens, "  heights: {P: 90%, R: 60%}\n");
  std::ofstream(out.path / "own.yaml") << chess;
  const auto run =
      test::run_pawnprint("render " + (out.path / "own.yaml").string() +
                          " --only pieces --token-shape standee --format pdf -q --out " + (out.path / "out").string());
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string manifest = test::read_text(out.path / "out/chess/manifest.json");
  EXPECT_NE(manifest.find("\"Pawn\": 22.4"), std::string::npos) << manifest;   // its own 50%, not the table's 90%
  EXPECT_NE(manifest.find("\"Rook\": 26.88"), std::string::npos) << manifest;  // the table's 60% of 44.8
  const auto faces = drawn_faces(out.path / "own.yaml", {"P", "R"});
  EXPECT_NEAR(faces.at("P"), 22.4, 0.1);
  EXPECT_NEAR(faces.at("R"), 0.6 * 44.8, 0.1);
  chess.replace(chess.find("height: 50%"), 11, "height: 5%");
  std::ofstream(out.path / "low.yaml") << chess;
  const auto low = test::run_pawnprint("validate " + (out.path / "low.yaml").string());
  EXPECT_EQ(low.status, 2);
  EXPECT_NE(low.err.find("pieces.P.height must be a share of the tallest face from 20% to 100%"), std::string::npos)
      << low.err;
}

// A slot base: each standee's strip has only its top fold, and below it a square base as wide
// as the strip with a slot 1 mm wide and 0.7 of the base long across its middle, read from the
// cut file's red paths.
TEST(Standees, ASlotBaseIsASquareWithASlotAcrossItsMiddle) {
  const test::Scratch out;
  const auto run = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                       " --only pieces --token-shape standee --standee-base slot --format cut -q "
                                       "--out " +
                                       out.path.string());
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string svg = test::read_text(out.path / "chess/chess-pieces-1.cut.svg");
  const std::regex path(R"re(<path d="([^"]+)" class="(\w+)")re");
  std::vector<Rect> cuts;
  int folds = 0;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), path); it != std::sregex_iterator(); ++it) {
    if ((*it)[2] == "fold") {
      ++folds;
      continue;
    }
    const std::string d = (*it)[1];
    Polygon points;
    const std::regex point(R"re([ML]([-0-9.]+) ([-0-9.]+))re");
    for (auto q = std::sregex_iterator(d.begin(), d.end(), point); q != std::sregex_iterator(); ++q)
      points.push_back({std::stod((*q)[1]), std::stod((*q)[2])});
    cuts.push_back(bounds_of(points));
  }
  std::vector<Rect> slots, bases;
  for (const Rect& r : cuts) {
    if (std::abs(r.h - 1) < 0.01) slots.push_back(r);
    if (std::abs(r.h - 28) < 0.01 && std::abs(r.w - 28) < 0.01) bases.push_back(r);
  }
  ASSERT_GT(slots.size(), 5u);
  EXPECT_EQ(slots.size(), bases.size());
  EXPECT_EQ(folds, static_cast<int>(bases.size()));  // the top fold alone
  for (size_t i = 0; i < slots.size() && i < bases.size(); ++i) {
    EXPECT_NEAR(slots[i].w, 0.7 * 28, 0.01);
    EXPECT_NEAR(slots[i].x + slots[i].w / 2, bases[i].x + 14, 0.01);
    EXPECT_NEAR(slots[i].y + slots[i].h / 2, bases[i].y + 14, 0.01);
  }
  const auto bad = test::run_pawnprint("render " + test::layout_path("chess").string() +
                                       " --token-shape standee --standee-base peg -q --out " + out.path.string());
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--standee-base: must be tabs or slot, not 'peg'"), std::string::npos) << bad.err;
}
