#pragma once
// What a kind of sheet (board, pieces, diagrams, rules) is given to make its pages, and what it
// hands back. Each kind lives in its own folder and is listed once in render/render.cpp.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/json.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/print_scale.h"
#include "model/theme.h"
#include "rules/game.h"
#include "scene/scene.h"

namespace pp {

// A limit that keeps a run within a home computer's memory and time: a board of many large cells
// on small paper can ask for thousands of pages (a 64x64 board of 200 mm cells on A4: 8193).
// The raster page's limit is writers/raster.h's.
inline constexpr int kMaxPages = 1000;

// The formats of board and token sheets when no --format is given.
inline const std::vector<std::string> kDefaultFormats{"pdf", "jpeg"};

struct RenderOptions {
  std::optional<std::string> paper;  // overrides the layout's print.paper
  std::vector<int> dpis{72, 300};
  std::vector<std::string> formats;        // every kind in these; empty: each kind's own (SheetSet)
  std::optional<double> cell_mm;           // overrides the layout's board.cell
  std::optional<double> token_mm;          // token sheets: overrides the layout's tokens.size
  std::optional<std::string> token_shape;  // circle, square, triangle, wedge
  bool token_labels = false;               // piece names under the symbols
  std::optional<std::string> token_backs;  // none, plain, mirror, promoted, mask: overrides tokens.backs
  std::string duplex = "long";             // the edge a double-sided sheet turns over: long, short
  Point back_offset{};                     // moves what a token sheet's back carries, mm
  std::optional<double> scale_x, scale_y;  // the printer's scale, overriding the layout's print.scale
  ScaleSetting user_scale;                 // the user's config.yaml print.scale, under the layout's
  int threads = 0;                         // 0: one per core
  int max_pages = kMaxPages;               // pages of one layout's run, all sheets together
  std::string view;                        // diagrams and rules sheet seen from this side; empty: the first
  std::vector<std::string> only;           // SheetSet kinds written; empty: every kind
  bool svg_text_paths = false;             // SVG text as glyph outlines rather than <text>
  bool svg_text_font = false;              // SVG <text> with its fonts embedded, cut down
  bool transparent_png = false;            // PNG files clear where the page is not drawn on (--background none)
};

// All pages of one kind of sheet; written as one PDF, or one raster/SVG file per page.
struct SheetSet {
  std::string kind;  // "board", "pieces", "rules", "diagram"
  std::vector<Page> pages;
  std::string name;  // file name part when several sets share a kind; else the kind
  // Written in these unless --format asks for others; empty: kDefaultFormats. Diagrams default to
  // SVG and PDF (for pages and word processors), the rules sheet to PDF alone.
  std::vector<std::string> formats;
};

struct RenderContext {
  const Layout& layout;
  const Theme& theme;
  const RenderOptions& options;
  Paper paper;
  Json& manifest;  // makers add their own keys ("board", "tokens", ...)
  // The layout's rules compiled, by the first maker that needs them, for the others to share.
  std::shared_ptr<const rules::Game> game;
};

using SheetMaker = void (*)(RenderContext& context, std::vector<SheetSet>& sets);

}  // namespace pp
