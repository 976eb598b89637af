// Diagrams checked against the rules core: the marks read back from the SVG are the legal
// moves the core generates, for the seed's example and for every diagram of every layout, and
// each piece's illustration marks what the core says of that piece alone.
#include <gtest/gtest.h>
#include <librsvg/rsvg.h>

#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "diagram/make.h"
#include "diagram/promotion_text.h"
#include "diagram/sheets.h"
#include "diagram_marks.h"
#include "model/paper.h"
#include "render/render.h"
#include "rules/notation/fen.h"
#include "rules/play/movegen.h"
#include "support.h"
#include "support/paths.h"
#include "writers/svg.h"

using namespace pp;
using namespace pp::diagram;
using pp::test::alone_cells;
using pp::test::legal_cells;
using pp::test::marks_in;
using pp::test::move_cells;
using pp::test::move_marks;

namespace {

std::string layout_file(const std::string& name) { return pp::test::layout_path(name).string(); }

std::string svg_of(const Layout& layout, const Theme& theme, const FigureContent& c, double width = 80) {
  return svg_bytes(figure_page(make_figure(layout, theme, c, width), 2, "test"));
}

// Every shipped layout.
std::vector<std::string> layouts() {
  std::vector<std::string> out;
  for (const auto& file : pp::test::layout_files()) out.push_back(file.string());
  return out;
}

}  // namespace

TEST(DiagramRules, SeedGrandChessCardinal) {
  const Layout layout = load_layout(layout_file("grand-chess"));
  const Theme theme = load_theme("classic");
  const auto game = game_of(layout);
  DiagramSpec spec;
  spec.fen = "10/10/10/10/10/2R2Q4/10/4c5/10/10";
  spec.moves = {"e3"};
  const std::string svg = svg_of(layout, theme, content_of(layout, *game, spec));
  const auto marks = marks_in(svg);
  std::set<std::string> captures;
  for (const auto& [cell, kinds] : marks)
    if (kinds.count("capture")) captures.insert(cell);
  EXPECT_EQ(captures, (std::set<std::string>{"c5", "f5"}));
  // The cardinal's other moves, worked out by hand: the diagonals from e3 up to c5 (d4) and
  // to the edges, and its knight leaps.
  const std::set<std::string> expected = {"d4", "c5", "f4", "g5", "h6", "i7", "j8", "d2", "c1", "f2",
                                          "g1", "c2", "c4", "d1", "d5", "f1", "f5", "g2", "g4"};
  EXPECT_EQ(move_cells(marks), expected);
  EXPECT_NE(svg.find("class=\"cell c5 "), std::string::npos);
  EXPECT_NE(svg.find("class=\"piece bC e3\""), std::string::npos);
}

TEST(DiagramRules, EveryDiagramMarksExactlyTheLegalMoves) {
  const Theme theme = load_theme("classic");
  int checked = 0;
  for (const auto& file : layouts()) {
    const Layout layout = load_layout(file);
    const auto game = game_of(layout);
    std::vector<DiagramSpec> specs = layout.diagrams;
    for (const auto& r : layout.sheet.rules) specs.push_back(r.diagram);
    for (const auto& spec : specs) {
      if (spec.moves.empty()) continue;
      const rules::Position pos = rules::parse_fen(game->variant(), game->board(), spec.fen, false);
      std::set<std::string> legal;
      for (const auto& m : spec.moves) {
        const auto cells = legal_cells(*game, pos, layout.board.find(m));
        legal.insert(cells.begin(), cells.end());
      }
      DiagramSpec no_user_marks = spec;
      no_user_marks.marks.clear();
      const auto marks = marks_in(svg_of(layout, theme, content_of(layout, *game, no_user_marks)));
      EXPECT_EQ(move_cells(marks), legal) << file << " " << spec.name;
      EXPECT_FALSE(legal.empty()) << file << " " << spec.name << " shows no move at all";
      ++checked;
    }
  }
  EXPECT_GE(checked, 15);
}

namespace {

using CellKinds = std::map<std::string, std::set<std::string>>;

// The marks of the diagram of the rule titled `title` in the shipped layout `name`.
CellKinds rule_diagram_marks(const std::string& name, const std::string& title) {
  const Layout layout = load_layout(layout_file(name));
  const auto game = game_of(layout);
  for (const auto& r : layout.sheet.rules)
    if (r.title == title) return marks_in(svg_of(layout, load_theme("classic"), content_of(layout, *game, r.diagram)));
  ADD_FAILURE() << name << " has no rule " << title;
  return {};
}

// A pawn's diagram also hatches the far rank it promotes on.
void add_last_rank(CellKinds& marks, const std::string& files, int rank) {
  for (char f : files) marks[std::string(1, f) + std::to_string(rank)].insert("promotion");
}

}  // namespace

// The same diagrams as above, their every mark worked out by hand rather than asked of the core.
TEST(DiagramRules, RuleDiagramsMarkWhatIsWorkedOutByHand) {
  // The King on e1 steps to its five neighbours and castles to c1 or g1, the cells it lands on.
  EXPECT_EQ(rule_diagram_marks("chess", "Castling"), (CellKinds{{"d1", {"move"}},
                                                                {"d2", {"move"}},
                                                                {"e2", {"move"}},
                                                                {"f2", {"move"}},
                                                                {"f1", {"move"}},
                                                                {"c1", {"castle"}},
                                                                {"g1", {"castle"}}}));
  // The pawn on e5 steps to e6 or takes on d6 the pawn on d5, which has just run past it.
  CellKinds en_passant{{"e6", {"move"}}, {"d6", {"capture"}}, {"d5", {"en-passant"}}};
  add_last_rank(en_passant, "abcdefgh", 8);
  EXPECT_EQ(rule_diagram_marks("chess", "En passant"), en_passant);
  // Xiangqi's Cannon on d2: along its rank to a2 and to h2 (the Horse on i2 has no screen before
  // it), down to d1, up to its own soldier on d4, and over that screen onto the Chariot on d8.
  EXPECT_EQ(rule_diagram_marks("xiangqi", "The cannon's screen"), (CellKinds{{"a2", {"move"}},
                                                                             {"b2", {"move"}},
                                                                             {"c2", {"move"}},
                                                                             {"e2", {"move"}},
                                                                             {"f2", {"move"}},
                                                                             {"g2", {"move"}},
                                                                             {"h2", {"move"}},
                                                                             {"d1", {"move"}},
                                                                             {"d3", {"move"}},
                                                                             {"d8", {"capture"}}}));
  // The Soldier on c5, on its own side of the river, steps forward only; the one on e6 sideways too.
  EXPECT_EQ(rule_diagram_marks("xiangqi", "Soldiers across the river"),
            (CellKinds{{"c6", {"move"}}, {"e7", {"move"}}, {"d6", {"move"}}, {"f6", {"move"}}}));
}

// A cell one move reaches without capturing and another reaches capturing: the lame pawns' d4
// leaps to f6 over e5 both as a move and as a capture of the pawn on f5 that has just run past
// f6. The cell gets the one mark for both, the capture's vermilion ring round the move's green
// disc; b6 and d5 are plain moves.
TEST(DiagramRules, MoveAndCaptureOnOneCellGetOneMarkForBoth) {
  const Layout layout = load_layout((test::source_dir() / "tests/rules/layouts/lame-pawns.yaml").string());
  const auto game = game_of(layout);
  DiagramSpec spec;
  spec.fen = "4k3/8/8/5p2/3P4/8/8/4K3 w - f6 0 2";
  spec.moves = {"d4"};
  const std::string svg = svg_of(layout, load_theme("classic"), content_of(layout, *game, spec));
  CellKinds expected{{"d5", {"move"}}, {"b6", {"move"}}, {"f6", {"move-capture"}}, {"f5", {"en-passant"}}};
  add_last_rank(expected, "abcdefgh", 8);
  EXPECT_EQ(marks_in(svg), expected);
  const std::regex ring(R"(<circle class="marker move-capture f6"[^>]* fill="none" stroke="#d55e00")");
  const std::regex disc(R"(<circle class="marker move-capture f6"[^>]* fill="#009e73")");
  EXPECT_TRUE(std::regex_search(svg, ring)) << svg;
  EXPECT_TRUE(std::regex_search(svg, disc));
}

TEST(DiagramRules, SpecialRulesShowTheirOwnMarks) {
  const Theme theme = load_theme("classic");
  auto kinds_of = [&](const std::string& file, const std::string& rule) {
    const Layout layout = load_layout(layout_file(file));
    const auto game = game_of(layout);
    for (const auto& r : layout.sheet.rules)
      if (r.title == rule) {
        std::set<std::string> kinds;
        for (const auto& [cell, k] : marks_in(svg_of(layout, theme, content_of(layout, *game, r.diagram))))
          for (const auto& s : k) kinds.insert(std::string(s).append(":").append(cell));
        return kinds;
      }
    ADD_FAILURE() << "no rule " << rule;
    return std::set<std::string>{};
  };
  auto has = [](const std::set<std::string>& s, const std::string& k) { return s.count(k) > 0; };
  const auto volley = kinds_of("chess-legions", "The volley");
  EXPECT_TRUE(has(volley, "leapfrog:e5") && has(volley, "leapfrog:e7") && has(volley, "leapfrog:e9"));
  const auto back = kinds_of("chess-legions", "Coming back");
  EXPECT_TRUE(has(back, "reenter:c1") && has(back, "reenter:d1") && has(back, "reenter:i1") && has(back, "reenter:j1"));
  EXPECT_EQ(kinds_of("chess-legions", "Calling the Guard"), (std::set<std::string>{"guard-call:f2"}));
  const auto assassin = kinds_of("chess-legions", "Assassination");
  EXPECT_TRUE(has(assassin, "assassinate:e6") && has(assassin, "assassinate:e7"));
  const auto castle = kinds_of("chess-legions", "Castling");
  EXPECT_TRUE(has(castle, "castle:b2") && has(castle, "castle:i2"));
  const auto lion = kinds_of("mighty-lion", "Double capture");
  EXPECT_TRUE(has(lion, "capture:d6") && has(lion, "lion-return:d5"));
  EXPECT_TRUE(has(kinds_of("mighty-lion", "A protected Lion"), "forbidden:d6"));
  const auto between = kinds_of("mighty-lion", "A piece between the Lions");
  EXPECT_TRUE(has(between, "capture:d6") && !has(between, "forbidden:d6"));
  EXPECT_TRUE(has(kinds_of("mighty-lion", "The iron Lion"), "forbidden:d6"));
  const auto promo = kinds_of("grand-chess", "Promotion to captured pieces");
  EXPECT_TRUE(has(promo, "move:g10") && has(promo, "promotion:a8") && has(promo, "promotion:j10"));
}

TEST(DiagramRules, EveryPieceOfEveryLayoutHasAMoveIllustration) {
  const Theme theme = load_theme("classic");
  for (const auto& file : layouts()) {
    const Layout layout = load_layout(file);
    const auto game = game_of(layout);
    const auto figures = layout_diagrams(layout, theme);
    std::set<std::string> names;
    for (const auto& f : figures) names.insert(f.name);
    EXPECT_TRUE(names.count("diagram-setup")) << file;
    for (size_t t = 0; t < game->variant().pieces.size(); ++t) {
      const auto& p = game->variant().pieces[t];
      EXPECT_TRUE(names.count("diagram-piece-" + slug(p.name))) << file << " " << p.name;
      std::vector<int> legal;
      const FigureContent content = piece_content(layout, *game, static_cast<int>(t), &legal);
      const auto marks = marks_in(svg_of(layout, theme, content));
      std::set<std::string> from_diagram;
      for (int c : legal) from_diagram.insert(layout.board.cell(c).name);
      EXPECT_EQ(move_cells(marks), from_diagram) << file << " " << p.name;
      // The piece stands alone (but for a hopper's screen, of its own side), and its marks are
      // what the rules core says of it there: one mark on every cell it reaches or could take
      // on, and none anywhere else.
      const bool hopper = p.betza.find('p') != std::string::npos || p.betza.find('g') != std::string::npos;
      ASSERT_EQ(content.pieces.size(), hopper ? 2u : 1u) << file << " " << p.name;
      ASSERT_EQ(content.movers, std::vector<int>{content.pieces[0].cell}) << file << " " << p.name;
      std::vector<int> screens;
      int screen_type = -1;
      for (size_t i = 1; i < content.pieces.size(); ++i) {
        EXPECT_EQ(content.pieces[i].side, 0) << file << " " << p.name;
        screens.push_back(content.pieces[i].cell);
        screen_type = game->variant().type_index(content.pieces[i].letter, content.pieces[i].promoted);
      }
      const auto expected = alone_cells(*game, static_cast<int>(t), content.pieces[0].cell, screens, screen_type);
      EXPECT_FALSE(expected.empty()) << file << " " << p.name;
      EXPECT_EQ(move_cells(marks), expected) << file << " " << p.name;
      EXPECT_EQ(move_marks(marks), expected.size()) << file << " " << p.name;
    }
  }
}

TEST(DiagramRules, PieceAloneSortsMovesCapturesAndLeaps) {
  const Layout layout = load_layout(layout_file("chess-legions"));
  const Theme theme = load_theme("classic");
  const auto game = game_of(layout);
  auto kinds = [&](char letter) {
    const auto m = marks_in(svg_of(layout, theme, piece_content(layout, *game, game->variant().type_index(letter))));
    std::map<std::string, std::string> out;
    for (const auto& [cell, k] : m) out[cell] = *k.begin();
    return out;
  };
  const auto knight = kinds('N');  // on e5: every leap cannot be blocked
  EXPECT_EQ(knight.size(), 8u);
  for (const auto& [cell, k] : knight) EXPECT_EQ(k, "jump") << cell;
  const auto assassin = kinds('A');  // never captures
  EXPECT_EQ(assassin.size(), 16u);
  for (const auto& [cell, k] : assassin) EXPECT_EQ(k, "move") << cell;
  const auto pawn = kinds('P');  // on e3: e4 step, e5 run, captures d4 and f4
  EXPECT_EQ(pawn.at("e4"), "move");
  EXPECT_EQ(pawn.at("e5"), "initial");
  EXPECT_EQ(pawn.at("d4"), "capture");
  EXPECT_EQ(pawn.at("f4"), "capture");
  EXPECT_EQ(pawn.at("e10"), "promotion");
  const auto guard = kinds('G');
  EXPECT_EQ(guard.at("e7"), "move-capture");
  EXPECT_EQ(guard.size(), 16u);
}

TEST(DiagramRules, SvgsLoadInLibrsvg) {
  const Theme theme = load_theme("classic");
  for (const auto& file : layouts()) {
    const Layout layout = load_layout(file);
    for (const auto& f : layout_diagrams(layout, theme)) {
      const std::string svg = svg_bytes(f.page);
      GError* err = nullptr;
      RsvgHandle* h = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &err);
      ASSERT_NE(h, nullptr) << f.name << ": " << (err ? err->message : "");
      gdouble w = 0, hgt = 0;
      EXPECT_TRUE(rsvg_handle_get_intrinsic_size_in_pixels(h, &w, &hgt)) << f.name;
      EXPECT_GT(w, 100) << f.name;
      g_object_unref(h);
    }
  }
}

TEST(DiagramRules, RulesSheetsStayOnTheirPagesAndAreListed) {
  const Theme theme = load_theme("classic");
  for (const std::string paper : {"a4", "letter"}) {
    const Paper p = *parse_paper(paper);
    for (const auto& file : layouts()) {
      const Layout layout = load_layout(file);
      const auto pages = rules_sheet(layout, theme, p);
      EXPECT_GE(pages.size(), 2u) << file;
      const pp::Rect area{std::max(12.0, layout.print.margin_mm), std::max(12.0, layout.print.margin_mm),
                          p.width_mm - 2 * std::max(12.0, layout.print.margin_mm),
                          p.height_mm - 2 * std::max(12.0, layout.print.margin_mm)};
      for (const auto& page : pages) {
        EXPECT_DOUBLE_EQ(page.page.width_mm, p.width_mm);
        EXPECT_DOUBLE_EQ(page.page.height_mm, p.height_mm);
        for (size_t i = 0; i < page.boxes.size(); ++i) {
          EXPECT_TRUE(area.contains(page.boxes[i])) << file << " " << page.ids[i];
          for (size_t j = i + 1; j < page.boxes.size(); ++j) EXPECT_FALSE(page.boxes[i].overlaps(page.boxes[j]));
        }
      }
    }
  }
  // The kit lists the rules sheet with its page count, as a PDF.
  const Layout layout = load_layout(layout_file("chess"));
  RenderOptions options;
  options.formats = {&kPdf};
  const LayoutOutput out = render_layout(layout, theme, options);
  const std::string manifest = out.manifest.dump();
  const auto pages = rules_sheet(layout, theme, *parse_paper("a4")).size();
  EXPECT_NE(manifest.find("chess-rules.pdf"), std::string::npos) << manifest;
  for (const auto& f : out.files)
    if (f.path == "chess-rules.pdf") {
      EXPECT_EQ(pp::test::pdf_page_sizes(f.bytes).size(), pages);
    }
}
