// Every shipped layout, each with the next shipped theme in turn (so every theme meets a dozen
// layouts or more; all with all under `ctest -L deep`, PAWNPRINT_EVERY_THEME=1), rendered
// as `pawnprint render` renders it (as PDF and SVG, in memory), held against what the files must
// say rather than that they exist: pages the size of the paper, as many as the tiling plans;
// every cell of the rules core's board drawn once on every tile; one token for each piece of the
// setup and each extra the layout asks for; each piece's illustration marking the cells the
// rules core gives that piece.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "common/yamldoc.h"
#include "diagram_marks.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "pages/board_pages.h"
#include "pages/tiling.h"
#include "render/render.h"
#include "rules/load/load.h"
#include "scene/board_scene.h"
#include "support.h"
#include "tokens/stands.h"

namespace pp {
namespace {

using Size = test::PageSize;
using test::paper_sized;

const OutputFile* file_named(const LayoutOutput& out, const std::string& path) {
  for (const auto& f : out.files)
    if (f.path == path) return &f;
  return nullptr;
}

// The SVG pages of one sheet set, "STEM-1.svg", "STEM-2.svg", ... in order.
std::vector<const OutputFile*> svg_pages(const LayoutOutput& out, const std::string& stem) {
  std::vector<const OutputFile*> pages;
  while (const OutputFile* f = file_named(out, stem + "-" + std::to_string(pages.size() + 1) + ".svg"))
    pages.push_back(f);
  return pages;
}

Size svg_size(const std::string& svg) {
  std::smatch m;
  static const std::regex re("<svg [^>]*width=\"([0-9.]+)mm\" height=\"([0-9.]+)mm\"");
  if (!std::regex_search(svg, m, re)) return {0, 0};
  return {std::stod(m[1]), std::stod(m[2])};
}

// Every match of `re` in `text`, its groups joined by spaces.
std::vector<std::string> all(const std::string& text, const std::regex& re) {
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it) {
    std::string s;
    for (size_t g = 1; g < it->size(); ++g) {
      if (g > 1) s += ' ';
      s += (*it)[g].str();
    }
    out.push_back(s);
  }
  return out;
}

// Tokens the layout's own text asks for, as "side letter" -> count: every piece of its setup's
// placement (README: two sides by letter case, named white and black unless `tokens: sides:`
// names them; six armies by the army letters w u y b g r before their capitals, named white,
// blue, gold, black, green and red) and, for every side, each extra of `tokens: extras:`.
std::map<std::string, int> tokens_asked(const YAML::Node& raw, int sides) {
  const std::string setup = raw["setup"].as<std::string>();
  const std::string placement = setup.substr(0, setup.find(' '));
  const bool armies = sides > 2;
  std::vector<std::string> names = armies ? std::vector<std::string>{"white", "blue", "gold", "black", "green", "red"}
                                          : std::vector<std::string>{"white", "black"};
  // A layout may name its sides for its tokens (Xiangqi's red and black).
  if (raw["tokens"] && raw["tokens"]["sides"]) names = raw["tokens"]["sides"].as<std::vector<std::string>>();
  std::map<std::string, int> out;
  size_t army = 0;
  for (char c : placement) {
    if (!std::isalpha(static_cast<unsigned char>(c))) continue;
    if (armies && std::islower(static_cast<unsigned char>(c))) {
      army = std::string("wuybgr").find(c);
      continue;
    }
    const size_t side = armies ? army : std::isupper(static_cast<unsigned char>(c)) ? 0 : 1;
    ++out[names.at(side) + " " + static_cast<char>(std::toupper(static_cast<unsigned char>(c)))];
  }
  if (raw["tokens"] && raw["tokens"]["extras"])
    for (const auto& x : raw["tokens"]["extras"])
      for (const auto& side : names) out[side + " " + x["piece"].as<std::string>()] += x["count"].as<int>();
  return out;
}

// The themes layout number `n` is rendered with: the next in turn, or all of them.
std::vector<std::filesystem::path> themes_for(size_t n, const std::vector<std::filesystem::path>& themes) {
  if (std::getenv("PAWNPRINT_EVERY_THEME")) return themes;
  return {themes[n % themes.size()]};
}

}  // namespace

TEST(ShippedRender, EveryLayoutWithAThemeInTurnHoldsWhatTheRulesAndThePaperSay) {
  const auto layouts = test::layout_files(), themes = test::theme_files();
  ASSERT_FALSE(layouts.empty());
  ASSERT_FALSE(themes.empty());
  RenderOptions options;
  options.formats = {&kPdf, &kSvg};
  options.threads = 1;
  static const std::regex cell_re("<path class=\"cell ([a-z]+[0-9]+) "),
      token_re("class=\"token ([a-z]+) piece-([A-Z])\""), origin_re("class=\"origin ([a-z]+[0-9]+)\""),
      piece_re("class=\"piece ([a-z])([A-Z]) ([a-z]+[0-9]+)( promoted)?\"");
  for (size_t n = 0; n < layouts.size(); ++n) {
    const auto& layout_file = layouts[n];
    const YAML::Node raw = load_yaml_doc(layout_file.string(), "layout").root;  // extends merged
    const Layout layout = load_layout(layout_file.string());
    const auto game = rules::load_game(layout_file.string());  // the rules core's own reading
    std::set<std::string> board_cells;
    for (const auto& c : game->board().cells()) board_cells.insert(c.name);
    const auto standard = test::standard_paper(layout.print.paper);
    ASSERT_TRUE(standard) << layout_file << ": add the size of " << layout.print.paper;
    const Size paper = *standard;
    const auto tokens = tokens_asked(raw, game->sides());
    for (const auto& theme_file : themes_for(n, themes)) {
      SCOPED_TRACE(layout_file.filename().string() + " in " + theme_file.filename().string());
      const Theme theme = load_theme(theme_file.string());
      const LayoutOutput out = render_layout(layout, theme, options);
      const std::string& name = out.folder;

      // The board: as many pages as the tiling plans (its tiles, and an assembly map when there
      // are more than two) and the piece stands take (board: stands), each the paper's size; the
      // tiles cover the board exactly, each inside the printable area; each tile's page draws
      // every cell of the board once.
      const BoardArt art = build_board_art(layout, theme);
      const TilePlan plan = plan_tiles(art.bounds, art.geometry, *parse_paper(layout.print.paper),
                                       layout.print.margin_mm, layout.print.overlap_mm);
      const size_t stands = layout.stands ? stand_pages(layout, theme, *parse_paper(layout.print.paper)).size() : 0;
      const size_t pages = plan.tiles.size() + (plan.tiles.size() > 2 ? 1 : 0) + stands;
      const Rect area = SheetFrame::art_area(plan.page_w, plan.page_h, layout.print.margin_mm);
      double covered = 0;
      for (const auto& t : plan.tiles) {
        const double x = t.printed.x + t.offset.x, y = t.printed.y + t.offset.y;
        EXPECT_TRUE(x >= area.x - 1e-9 && y >= area.y - 1e-9 && x + t.printed.w <= area.right() + 1e-9 &&
                    y + t.printed.h <= area.bottom() + 1e-9)
            << "tile " << t.name << " leaves the printable area";
        covered += t.visible.w * t.visible.h;
      }
      EXPECT_NEAR(covered, art.bounds.w * art.bounds.h, 1e-6) << "the tiles do not cover the board exactly";
      const OutputFile* board_pdf = file_named(out, name + "-board.pdf");
      ASSERT_NE(board_pdf, nullptr);
      const auto pdf_sizes = test::pdf_page_sizes(board_pdf->bytes);
      EXPECT_EQ(pdf_sizes.size(), pages);
      for (const Size& s : pdf_sizes) EXPECT_TRUE(paper_sized(s, paper)) << s.first << " x " << s.second << " mm";
      const auto board_svgs = svg_pages(out, name + "-board");
      EXPECT_EQ(board_svgs.size(), pages);
      size_t tiles = 0;
      for (const OutputFile* f : board_svgs) {
        EXPECT_TRUE(paper_sized(svg_size(f->bytes), paper)) << f->path;
        if (f->bytes.find("class=\"board-part tile-") == std::string::npos) continue;  // the assembly map
        ++tiles;
        const auto drawn = all(f->bytes, cell_re);
        EXPECT_EQ(drawn.size(), board_cells.size()) << f->path;
        EXPECT_EQ(std::set<std::string>(drawn.begin(), drawn.end()), board_cells) << f->path;
      }
      EXPECT_EQ(tiles, plan.tiles.size());

      // The token sheets: one token for every piece of the setup and every extra, by side and
      // piece; pages the paper's size.
      const auto piece_svgs = svg_pages(out, name + "-pieces");
      std::map<std::string, int> drawn_tokens;
      for (const OutputFile* f : piece_svgs) {
        EXPECT_TRUE(paper_sized(svg_size(f->bytes), paper)) << f->path;
        for (const auto& t : all(f->bytes, token_re)) ++drawn_tokens[t];
      }
      EXPECT_EQ(drawn_tokens, tokens);
      const OutputFile* pieces_pdf = file_named(out, name + "-pieces.pdf");
      ASSERT_NE(pieces_pdf, nullptr);
      const auto piece_sizes = test::pdf_page_sizes(pieces_pdf->bytes);
      EXPECT_EQ(piece_sizes.size(), piece_svgs.size());
      for (const Size& s : piece_sizes) EXPECT_TRUE(paper_sized(s, paper)) << s.first << " x " << s.second << " mm";

      // One illustration per piece of the roster: the piece alone on its framed cell, a mark on
      // every cell the rules core says it reaches or takes on from there, and nowhere else.
      std::set<char> illustrated;
      for (const auto& f : out.files) {
        if (f.path.find("-diagram-piece-") == std::string::npos || !f.path.ends_with(".svg")) continue;
        const auto origin = all(f.bytes, origin_re);
        const auto pieces = all(f.bytes, piece_re);
        ASSERT_EQ(origin.size(), 1u) << f.path;
        ASSERT_GE(pieces.size(), 1u) << f.path;
        // "w Q d4 ", or "w P d4  promoted" for +P; a hopper's screen ("w P e7 ") after it.
        auto piece_of = [&](const std::string& text) {
          return game->variant().type_index(text[2], text.ends_with(" promoted"));
        };
        const std::string& shown = *std::find_if(pieces.begin(), pieces.end(), [&](const std::string& t) {
          return t.find(" " + origin[0] + " ") == 3;
        });
        const char side = shown[0], letter = shown[2];
        EXPECT_EQ(side, 'w') << f.path;
        const int type = piece_of(shown);
        ASSERT_GE(type, 0) << f.path;
        illustrated.insert(letter);
        std::vector<int> screens;
        int screen_type = -1;
        for (const auto& other : pieces)
          if (&other != &shown) {
            EXPECT_EQ(other[0], 'w') << f.path;
            screens.push_back(game->board().find(other.substr(4, other.find(' ', 4) - 4)));
            screen_type = piece_of(other);
          }
        EXPECT_LE(screens.size(), 1u) << f.path;
        const auto expected = test::alone_cells(*game, type, game->board().find(origin[0]), screens, screen_type);
        const auto marks = test::marks_in(f.bytes);
        EXPECT_EQ(test::move_cells(marks), expected) << f.path;
        EXPECT_EQ(test::move_marks(marks), expected.size()) << f.path;
      }
      std::set<char> roster;
      for (const auto& p : game->variant().pieces) roster.insert(p.letter);
      EXPECT_EQ(illustrated, roster);

      // The rules sheet on the paper too, and the manifest lists every file.
      const OutputFile* rules_pdf = file_named(out, name + "-rules.pdf");
      ASSERT_NE(rules_pdf, nullptr);
      for (const Size& s : test::pdf_page_sizes(rules_pdf->bytes)) EXPECT_TRUE(paper_sized(s, paper));
      const std::string manifest = out.manifest.dump();
      for (const auto& f : out.files)
        EXPECT_TRUE(f.path == "manifest.json" || manifest.find("\"" + f.path + "\"") != std::string::npos) << f.path;
    }
  }
}

}  // namespace pp
