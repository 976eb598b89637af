// Diagrams read at their printed size: cell names only where they fit their cells, strokes
// thin enough to leave small cells visible, the moving piece framed, boards of many cells drawn
// wider; the en-passant victim marked; rules sheets name what a pawn becomes and fill page one.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <regex>
#include <set>

#include "diagram/board_art.h"
#include "diagram/make.h"
#include "diagram/promotion_text.h"
#include "diagram/sheet_blocks.h"
#include "diagram/sheets.h"
#include "geometry/cells.h"
#include "model/paper.h"
#include "support/paths.h"
#include "writers/svg.h"

using namespace pp;
using namespace pp::diagram;

namespace {

std::string layout_file(const std::string& name) { return pp::test::layout_path(name).string(); }

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The illustration of the piece `letter`; `game` and `art` (the theme's piece art) are made here
// when not given.
std::string piece_svg(const Layout& layout, const Theme& theme, char letter, double width = 0,
                      const rules::Game* game = nullptr, const ArtStyle* art = nullptr) {
  std::unique_ptr<rules::Game> own;
  if (!game) game = (own = game_of(layout)).get();
  const FigureContent c = piece_content(layout, *game, game->variant().type_index(letter));
  return svg_bytes(figure_page(make_figure(layout, theme, c, width, {}, art), 2, "test"));
}

// The moves of the piece on `cell` in the position `fen`, as an SVG.
std::string position_svg(const Layout& layout, const std::string& fen, const std::string& cell) {
  DiagramSpec spec;
  spec.fen = fen;
  spec.moves = {cell};
  const auto game = game_of(layout);
  return svg_bytes(
      figure_page(make_figure(layout, load_theme("classic"), content_of(layout, *game, spec), 80), 2, "t"));
}

// Every class="KIND CELL" of one kind, as cell names.
std::set<std::string> cells_of(const std::string& svg, const std::string& kind) {
  std::set<std::string> out;
  const std::regex re("class=\"" + kind + " ([a-z]+[0-9]+)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), re); it != std::sregex_iterator(); ++it)
    out.insert((*it)[1]);
  return out;
}

// The text of every line carrying `cls` on the sheet's pages, joined by spaces.
// The text of every item of class `cls` (any class when empty), in drawing order.
void texts(const pp::Items& items, const std::string& cls, std::string& out) {
  for (const auto& it : items) {
    if (const auto* t = std::get_if<TextItem>(&it.what); t && (cls.empty() || it.cls == cls))
      out += (out.empty() ? "" : " ") + t->text;
    if (const auto* g = std::get_if<GroupItem>(&it.what)) texts(*g->children, cls, out);
  }
}

// The width of the figure a full-width block centres: the block's width less twice its indent.
double centred_figure_width(const pp::Item& block, double block_width) {
  const auto& children = *std::get<GroupItem>(block.what).children;
  for (const auto& it : children)
    if (it.cls == "figure") return block_width - 2 * std::get<GroupItem>(it.what).transform.x0;
  return 0;
}

}  // namespace

TEST(DiagramLegibility, TextFitsOnlyInsideItsCell) {
  const Polygon square = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  EXPECT_TRUE(box_fits(square, {5, 5}, 8, 3, 0.5));
  EXPECT_FALSE(box_fits(square, {5, 5}, 9.5, 3, 0.5));
  EXPECT_FALSE(box_fits(square, {8, 5}, 5, 3, 0));
  // Point up: wide near the base, narrow towards the apex.
  const double h = 10 * std::sqrt(3) / 2;
  const Polygon up = {{5, 0}, {10, h}, {0, h}};
  EXPECT_TRUE(box_fits(up, {5, h - 1}, 6, 1.5, 0));
  EXPECT_FALSE(box_fits(up, {5, 2}, 6, 1.5, 0));
}

TEST(DiagramLegibility, SixArmiesDropsCellNamesButKeepsRowLetters) {
  const Layout layout = load_layout(layout_file("six-armies"));
  const Theme theme = load_theme("classic");
  const std::string svg = piece_svg(layout, theme, 'B');
  EXPECT_EQ(count(svg, "class=\"label "), 0);
  EXPECT_EQ(count(svg, "class=\"cell "), 378);
  EXPECT_EQ(count(svg, "class=\"coord "), 36);  // 18 rows, a letter at each end
  // The same rule keeps them where they fit: on a board drawn large enough, where the board
  // puts them; at a page's width, in the middle of every cell no piece covers.
  auto names = [&](double width, const std::vector<bool>& occupied) {
    std::map<std::string, Point> out;
    const BoardArt art = diagram_art(layout, theme, width, occupied);
    for (const auto& it : *art.items)
      if (it.cls.rfind("label ", 0) == 0) out[it.cls.substr(6)] = std::get<TextItem>(it.what).at;
    return out;
  };
  EXPECT_EQ(names(700, {}).size(), 378u);
  const auto game = game_of(layout);
  std::vector<bool> occupied(378, false);
  for (const auto& p : content_of(layout, *game, {}).pieces) occupied[static_cast<size_t>(p.cell)] = true;
  const auto map = names(186, occupied);
  EXPECT_EQ(map.size(), 378u - 6 * 27);
  const BoardArt art = diagram_art(layout, theme, 186, occupied);
  for (const auto& c : art.geometry.cells) {
    const auto it = map.find(c.name);
    EXPECT_EQ(it != map.end(), !occupied[static_cast<size_t>(c.id)]) << c.name;
    if (it != map.end()) {
      EXPECT_NEAR(std::hypot(it->second.x - c.centre.x, it->second.y - c.centre.y), 0, 1e-9) << c.name;
    }
  }
  EXPECT_TRUE(names(120, occupied).empty());
}

TEST(DiagramLegibility, ManyCellBoardsAreDrawnWiderAndSquareBoardsKeepTheirWidth) {
  const Theme theme = load_theme("classic");
  for (const auto& file : test::layout_files()) {
    const Layout layout = load_layout(file.string());
    const double w = default_width(layout, theme, kDiagramWidth);
    if (narrowest_cell(diagram_art(layout, theme, kDiagramWidth).geometry) >= kMinCellMm) {
      // Every cell readable at 80 mm: the diagram stays 80 mm wide (84 mm with its margins).
      EXPECT_DOUBLE_EQ(w, kDiagramWidth) << file;
      const char first = game_of(layout)->variant().pieces.front().letter;
      EXPECT_NE(piece_svg(layout, theme, first).find("width=\"84mm\""), std::string::npos) << file;
    } else {
      // Wider, just enough for the narrowest cell's inscribed circle to be kMinCellMm across.
      EXPECT_GT(w, kDiagramWidth) << file;
      EXPECT_NEAR(narrowest_cell(diagram_art(layout, theme, w).geometry), kMinCellMm, 0.05) << file;
    }
  }
  // By hand: 10 squares across 80 mm are about 8 mm, readable; Six Armies' 378 trigs are not
  // (about 114 mm, README).
  EXPECT_DOUBLE_EQ(default_width(load_layout(layout_file("chess-legions")), theme, kDiagramWidth), kDiagramWidth);
  const Layout six = load_layout(layout_file("six-armies"));
  const double w = default_width(six, theme, kDiagramWidth);
  EXPECT_GT(w, 100);
  EXPECT_LT(w, 130);
  // At that width a trig's inscribed circle is kMinCellMm across; at 80 mm it would not be.
  EXPECT_NEAR(narrowest_cell(diagram_art(six, theme, w).geometry), kMinCellMm, 0.05);
  EXPECT_LT(narrowest_cell(diagram_art(six, theme, 80).geometry), 0.8 * kMinCellMm);
}

TEST(DiagramLegibility, LinesAndOutlinesLeaveSmallCellsVisible) {
  const Theme theme = load_theme("classic");
  for (const auto& file : test::layout_files()) {
    const std::string name = file.stem().string();
    const Layout layout = load_layout(file.string());
    const BoardArt art = diagram_art(layout, theme, default_width(layout, theme, kDiagramWidth));
    const double cell = narrowest_cell(art.geometry);
    // Zone outlines, promotion lines and the grid, the grid's lines (or a points board's) in a
    // group of their own.
    std::vector<const pp::Item*> lines;
    for (const auto& it : *art.items) {
      if (it.cls.rfind("line ", 0) == 0 || it.cls.rfind("zone ", 0) == 0) lines.push_back(&it);
      if (it.cls == "grid" || it.cls == "points")
        for (const auto& g : *std::get<pp::GroupItem>(it.what).children) lines.push_back(&g);
    }
    for (const pp::Item* it : lines) {
      const auto& path = std::get<PathItem>(it->what);
      EXPECT_LE(path.style.width_mm, std::max(0.12, 0.06 * cell) + 1e-9) << name << " " << it->cls;
      EXPECT_GT(path.style.width_mm, 0) << name << " " << it->cls;
    }
    EXPECT_FALSE(lines.empty()) << name;
  }
  // The printed board keeps its theme's strokes.
  const Layout six = load_layout(layout_file("six-armies"));
  const BoardArt printed = build_board_art(six, theme);
  for (const auto& it : *printed.items) {
    if (it.cls == "line promotion-white") {
      EXPECT_DOUBLE_EQ(std::get<PathItem>(it.what).style.width_mm, 1.2);
    }
  }
}

TEST(DiagramLegibility, TheMovingPieceStandsOnAFramedCell) {
  const Theme theme = load_theme("classic");
  const auto art = piece_art(theme);
  for (const auto& file : test::layout_files()) {
    const std::string name = file.stem().string();
    const Layout layout = load_layout(file.string());
    const auto game = game_of(layout);
    for (const auto& p : game->variant().pieces) {
      const std::string svg = piece_svg(layout, theme, p.letter, 0, game.get(), art ? &*art : nullptr);
      const auto origin = cells_of(svg, "origin");
      ASSERT_EQ(origin.size(), 1u) << name << " " << p.name;
      EXPECT_EQ(cells_of(svg, "piece w" + std::string(1, p.letter)), origin) << name << " " << p.name;
      // Framed under the piece: the frame comes first in the file.
      EXPECT_LT(svg.find("class=\"origin "), svg.find("class=\"piece ")) << name;
    }
  }
  // A position with no moves asked for frames nothing.
  const Layout chess = load_layout(layout_file("chess"));
  const auto game = game_of(chess);
  const std::string setup = svg_bytes(figure_page(make_figure(chess, theme, content_of(chess, *game, {}), 80), 2, "t"));
  EXPECT_EQ(count(setup, "class=\"origin "), 0);
}

TEST(DiagramLegibility, PawnsStartOnTheirOwnRowSoTheirFirstMoveShows) {
  const Theme theme = load_theme("classic");
  const Layout six = load_layout(layout_file("six-armies"));
  // White's pawns stand on row c; the one under the centre is c15, whose run reaches e15.
  const std::string svg = piece_svg(six, theme, 'P');
  EXPECT_EQ(cells_of(svg, "origin"), std::set<std::string>{"c15"});
  EXPECT_EQ(cells_of(svg, "marker initial"), std::set<std::string>{"e15"});
}

TEST(DiagramLegibility, EnPassantMarksTheTakenPawnAndListsItOnlyThen) {
  // 4k3/8/8/3pP3/8/8/8/4K3 w - d6: the pawn on e5 may take d5 by moving to d6 (worked by hand).
  const Layout chess = load_layout(layout_file("chess"));
  const std::string svg = position_svg(chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5");
  EXPECT_EQ(cells_of(svg, "marker en-passant"), std::set<std::string>{"d5"});
  EXPECT_EQ(cells_of(svg, "marker capture"), std::set<std::string>{"d6"});
  EXPECT_EQ(cells_of(svg, "marker move"), std::set<std::string>{"e6"});
  EXPECT_GT(count(svg, "class=\"legend en-passant\""), 0);
  // Without the double step just played there is no such capture, no mark and no legend line.
  const std::string plain = position_svg(chess, "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "e5");
  EXPECT_EQ(count(plain, "en-passant"), 0);
  EXPECT_TRUE(cells_of(plain, "marker capture").empty());
}

TEST(DiagramLegibility, RulesSheetsSayWhatAPawnBecomes) {
  const Theme theme = load_theme("classic");
  const Paper a4 = *parse_paper("a4");
  const std::map<std::string, std::string> expected = {
      {"chess", "Promotes to a Queen, Rook, Bishop or Knight."},
      {"grand-chess",
       "Promotes only to a piece its side has lost: a Queen, Marshall, Cardinal, Rook, Bishop or Knight."},
      {"six-armies",
       "Promotes only to a piece its army has lost: a Queen, Tower, Spire, Bishop, Knight, Champion or Guard."}};
  for (const auto& [name, words] : expected) {
    const Layout layout = load_layout(layout_file(name));
    EXPECT_EQ(promotion_text(game_of(layout)->variant()), words) << name;
    std::string shown;
    for (const auto& page : rules_sheet(layout, theme, a4)) texts(page.page.items, "promotion-rule", shown);
    EXPECT_EQ(shown, words) << name;
  }
}

// `moves: [P@]` marks where the Pawn in White's hand may be dropped, as the rules core allows: no
// first or last rank, no occupied cell; a piece not in the hand is one clear error.
TEST(DiagramLegibility, AHandsDropsAreMarkedWhereTheRulesAllowThem) {
  const Layout house = load_layout(layout_file("crazyhouse"));
  const std::string svg = position_svg(house, "4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1", "P@");
  const std::set<std::string> marked = cells_of(svg, "marker move");
  EXPECT_EQ(marked.size(), 6u * 8u) << svg;  // ranks 2 to 7, all empty
  EXPECT_FALSE(marked.contains("a1"));
  EXPECT_FALSE(marked.contains("d8"));
  EXPECT_TRUE(marked.contains("d7"));
  // Black's Knight may go on every empty cell, the first and last ranks included.
  EXPECT_EQ(cells_of(position_svg(house, "4k3/8/8/8/8/8/8/4K3[Pn] b - - 0 1", "n@"), "marker move").size(), 62u);
  try {
    position_svg(house, "4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1", "Q@");
    FAIL() << "a piece not in hand was shown";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("no Q in White's hand to show the drops of"), std::string::npos) << e.what();
  }
}

// A position the game has ended in (Giveaway: Black has no piece left, so Black has won) still
// shows the moves the rules would allow: a diagram is an illustration.
TEST(DiagramLegibility, APositionTheGameHasEndedInStillShowsItsMoves) {
  const Layout giveaway = load_layout(layout_file("giveaway"));
  EXPECT_EQ(cells_of(position_svg(giveaway, "8/3P4/8/8/8/8/8/8 w - - 0 1", "d7"), "marker move"),
            std::set<std::string>{"d8"});
  // A checkmated side has no move, so none is shown.
  const Layout chess = load_layout(layout_file("chess"));
  EXPECT_TRUE(cells_of(position_svg(chess, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", "g8"), "marker move").empty());
}

TEST(DiagramLegibility, EachSidesOwnPromotionIsSaidForBoth) {
  const Layout layout = load_layout((test::source_dir() / "tests/rules/layouts/promotion-own-pawns.yaml").string());
  EXPECT_EQ(promotion_text(game_of(layout)->variant()),
            "Promotes to a Queen or Knight for White, to a Tumbler for Black.");
}

TEST(DiagramLegibility, TheSixArmiesSheetSaysItsMovesAreAReading) {
  // Lines are wrapped, so words are looked for one short run at a time.
  std::string shown;
  for (const auto& page :
       rules_sheet(load_layout(layout_file("six-armies")), load_theme("classic"), *parse_paper("a4")))
    texts(page.page.items, "", shown);
  for (const char* words :
       {"move pictures are lost", "pawnprint's reading", "Capture the Kings", "Promotion beyond the centre",
        "Order of play and fewer players", "neutral army", "wait for a pawn"})
    EXPECT_NE(shown.find(words), std::string::npos) << words;
}

TEST(DiagramLegibility, PageOneHoldsTheFirstPieceWhenASmallerBoardLetsIt) {
  const Theme theme = load_theme("classic");
  const Paper a4 = *parse_paper("a4");
  std::vector<Layout> square;
  for (const auto& file : test::layout_files())
    if (Layout l = load_layout(file.string()); l.shape == "square") square.push_back(std::move(l));
  ASSERT_FALSE(square.empty());
  for (const std::string paper : {"a4", "letter"})
    for (const Layout& layout : square) {
      const std::string& name = layout.name;
      const auto pages = rules_sheet(layout, theme, *parse_paper(paper));
      const auto& ids = pages.front().ids;
      const std::string first = "piece " + layout.variant.pieces.front().name;  // King, or General
      EXPECT_NE(std::find(ids.begin(), ids.end(), first), ids.end()) << name << " " << paper;
      // ... with the setup no smaller than three quarters of its width.
      const auto setup = static_cast<size_t>(std::find(ids.begin(), ids.end(), "setup") - ids.begin());
      ASSERT_LT(setup, ids.size()) << name;
      const double w = centred_figure_width(pages.front().page.items[setup], pages.front().boxes[setup].w);
      // A board taller than wide is drawn as high as a square one (Clobber's 5x6): its width less.
      const pp::Rect cells = board_geometry(layout, 0).cells_bounds;
      const double upright = cells.h > cells.w ? cells.w / cells.h : 1;
      EXPECT_GE(w, 0.75 * 120 * upright - 1e-6) << name << " " << paper;
      EXPECT_LE(w, 120 + 1e-6) << name << " " << paper;
    }
  // A board of many small cells cannot have a piece beside it on page one: it gets the width.
  const auto six = rules_sheet(load_layout(layout_file("six-armies")), theme, a4);
  ASSERT_GE(six.front().ids.size(), 3u);
  EXPECT_EQ(six.front().ids[2], "setup");
  EXPECT_NEAR(centred_figure_width(six.front().page.items[2], six.front().boxes[2].w), 186, 1e-6);
}

TEST(DiagramLegibility, ASixArmiesKingAloneStillShowsItsMoves) {
  // One army's King alone would end a six-army game; the illustration shows its moves anyway:
  // every one of the 12 trigs touching its own, across an edge or at a corner.
  const Layout six = load_layout(layout_file("six-armies"));
  const auto game = game_of(six);
  const std::string svg = piece_svg(six, load_theme("classic"), 'K');
  const auto origin = cells_of(svg, "origin");
  ASSERT_EQ(origin.size(), 1u);
  std::set<std::string> touching;
  for (int c : game->neighbours(six.board.find(*origin.begin()))) touching.insert(six.board.cell(c).name);
  EXPECT_EQ(touching.size(), 12u);
  EXPECT_EQ(cells_of(svg, "marker move-capture"), touching);
}
