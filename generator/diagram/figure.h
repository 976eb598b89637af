#pragma once
// One diagram as a picture: the layout's board in the theme's colours, the pieces of a
// position, marks and arrows, then a legend of the marks shown and a caption, scaled so the
// board is exactly the asked width.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "art/piece_svg.h"
#include "art/stand_in.h"
#include "diagram/hands.h"
#include "diagram/legend.h"
#include "diagram/overlay.h"
#include "diagram/region.h"
#include "scene/board_scene.h"
#include "scene/scene.h"

namespace pp::diagram {

struct PieceAt {
  int cell = -1;
  char letter = '?';  // upper case
  int side = 0;
  bool promoted = false;  // the layout's `+X` form of the letter (Shogi)
};

// How pieces look: the theme's drawing per letter and side, with its side's stylesheet; a piece
// no set draws (an empty path) is its letter in a circle in the side's colours.
struct PieceLook {
  std::string path;
  std::string stylesheet;
  art::PieceColours colours;
  bool turned = false;  // drawn turned half round, pointing down the page (tokens: turn:)
  art::Moves moves;     // for the symbol that stands in where `path` is empty (art/stand_in.h)
};

struct FigureContent {
  std::vector<PieceAt> pieces;
  std::vector<PieceLook> looks;       // parallel to pieces; empty: letter tokens
  std::vector<HandPiece> hand;        // pieces in hand, beside the board (hands.h)
  std::vector<PieceLook> hand_looks;  // parallel to hand; empty: letter discs
  bool hand_room = false;             // the hands' room kept when both are empty (a game's diagrams, one size)
  std::vector<CellMarkAt> marks;
  std::vector<ArrowAt> arrows;
  std::vector<int> movers;       // cells whose piece's moves are shown: drawn framed so the eye finds it
  int turns = 0;                 // the view: the board turned as the side these turns seat sees it (view_turns)
  std::optional<Region> region;  // an excerpt: only these files and ranks drawn
  std::string caption;
};

struct FigureLook {
  bool legend = true;
  double gap = 2.5;  // mm between board, legend and caption
  LegendLook legend_look;
  TextLook caption{"", 0, true, "#000000", "caption"};  // the font: the theme's (make_figure)
  FontSpec letters, counts;                             // letters standing for pieces; counts of pieces in hand
};

struct Figure {
  pp::Items items;  // top-left at (0, 0)
  double width = 0;
  double height = 0;
  double board_height = 0;
  std::set<Mark> shown;
};

// The diagram's view of a board: cell names and outlines by id, lattice steps on squares.
BoardView board_view(const BoardGeometry& geometry, bool square);

Figure compose(const BoardArt& art, bool square, const FigureContent& content, double width,
               const FigureLook& look = {});

// A page just big enough for the figure plus `margin` all round.
pp::Page figure_page(const Figure& figure, double margin, const std::string& title);

}  // namespace pp::diagram
