#pragma once
// What a kind of sheet (board, pieces, diagrams, rules) is given to make its pages, and what it
// hands back. Each kind lives in its own folder and is listed once in render/render.cpp.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/json.h"
#include "common/run_cache.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/print_scale.h"
#include "model/svg_text.h"
#include "model/theme.h"
#include "model/token_backs.h"
#include "model/token_size.h"
#include "rules/play/game.h"
#include "scene/scene.h"
#include "writers/formats.h"

namespace pp {

// A limit that keeps a run within a home computer's memory and time: a board of many large cells
// on small paper can ask for thousands of pages (a 64x64 board of 200 mm cells on A4: 8193).
// The raster page's limit is writers/raster.h's.
inline constexpr int kMaxPages = 1000;

// The formats of board and token sheets when no --format is given.
inline const std::vector<const Format*> kDefaultFormats{&kPdf, &kJpeg};

// The kinds of sheet, each made by its own folder's SheetMaker. The box (a tuck box for the set's
// tokens) is made only when --only names it.
enum class SheetKind { Board, Pieces, Rules, Diagram, Box };

// Its name in file names and manifest.json: board, pieces, rules, diagram, box.
inline std::string_view sheet_kind_name(SheetKind kind) {
  switch (kind) {
    case SheetKind::Board: return "board";
    case SheetKind::Pieces: return "pieces";
    case SheetKind::Rules: return "rules";
    case SheetKind::Diagram: return "diagram";
    case SheetKind::Box: return "box";
  }
  return "board";
}

struct RenderOptions {
  std::optional<std::string> paper;  // overrides the layout's print.paper
  std::vector<int> dpis{72, 300};
  std::vector<const Format*> formats;       // every kind in these (page formats); empty: each kind's own
  std::optional<double> cell_mm;            // overrides the layout's board.cell
  std::optional<double> token_mm;           // token sheets: overrides the layout's tokens.size
  std::optional<TokenShape> token_shape;    // overrides the layout's tokens.shape
  std::optional<double> standee_height_mm;  // the tallest standee's face
  bool token_labels = false;                // piece names under the symbols
  std::optional<TokenBacks> token_backs;    // overrides the layout's tokens.backs
  Duplex duplex = Duplex::Long;             // the edge a double-sided sheet turns over
  Point back_offset{};                      // moves what a token sheet's back carries, mm
  CutMarks cut_marks = CutMarks::None;      // a cutting machine's registration marks on token sheets
  StandeeBase standee_base = StandeeBase::Tabs;
  std::optional<double> scale_x, scale_y;  // the printer's scale, overriding the layout's print.scale
  ScaleSetting user_scale;                 // the user's config.yaml print.scale, under the layout's
  int threads = 0;                         // 0: one per core
  int max_pages = kMaxPages;               // pages of one layout's run, all sheets together
  std::string view;                        // diagrams and rules sheet seen from this side; empty: the first
  std::vector<SheetKind> only;             // the kinds written; empty: every kind
  SvgText svg_text = SvgText::Text;        // how SVG files carry their text
  bool transparent_png = false;            // PNG files clear where the page is not drawn on (--background none)
};

// All pages of one kind of sheet; written as one PDF, or one raster/SVG file per page.
struct SheetSet {
  SheetKind kind;
  std::vector<Page> pages;
  std::string name;  // file name part when several sets share a kind; else the kind's name
  // Written in these unless --format asks for others; empty: kDefaultFormats. Diagrams default to
  // SVG and PDF (for pages and word processors), the rules sheet to PDF alone.
  std::vector<const Format*> formats;
  // What the gallery calls the first page ("assembly map"); empty: it is numbered as the rest.
  std::string first_page_label = {};
};

struct RenderContext {
  const Layout& layout;
  const Theme& theme;
  const RenderOptions& options;
  Paper paper;
  Json& manifest;   // makers add their own keys ("board", "tokens", ...)
  RunCache& cache;  // the run's: the piece drawings checked, the missing ones said once
  // The layout's rules compiled, by the first maker that needs them, for the others to share.
  std::shared_ptr<const rules::Game> game;
};

using SheetMaker = void (*)(RenderContext& context, std::vector<SheetSet>& sets);

}  // namespace pp
