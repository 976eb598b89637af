#pragma once
// Splitting a board picture bigger than one sheet into tiles. Cuts follow cell edges when the
// board has straight ones (square boards); otherwise they go through cells, and the glue strip
// still carries the picture underneath so a slightly crooked cut shows no gap.
#include <string>
#include <vector>

#include "geometry/cells.h"
#include "model/paper.h"

namespace pp {

struct PrintOptions;

// Space on every sheet: the safe margin, a band for trim marks around the art, and the footer
// with the rulers and the note.
struct SheetFrame {
  static constexpr double kMarkBand = 3.5;  // trim marks and crosses outside the art
  static constexpr double kFooter = 12;     // rulers, note, labels
  static constexpr double kFooterGap = 4;   // art to footer; bottom trim marks live here
  // The area art may fill on a page of this size (mm, page coordinates).
  static Rect art_area(double page_w, double page_h, double margin);
};

struct Tile {
  int row = 0, col = 0;
  std::string name;  // "B2": row letter, column number
  Rect visible;      // the part of the board this tile shows once assembled (art coords)
  Rect printed;      // visible plus glue strips on the right and bottom (art coords)
  bool glue_right = false, glue_bottom = false;
  Point offset;  // page position = art position + offset
};

struct TilePlan {
  double page_w = 0, page_h = 0;  // oriented paper
  bool landscape = false;
  int rows = 1, cols = 1;
  std::vector<double> cut_x, cut_y;  // seams between columns / rows (art coords)
  std::vector<Tile> tiles;           // only tiles holding some of the board, row by row
  std::string range;                 // "A1-B2"
};

// Chooses the orientation that needs fewest sheets (portrait on a tie) and the cuts.
TilePlan plan_tiles(const Rect& art, const BoardGeometry& geometry, const Paper& paper, double margin_mm,
                    double overlap_mm);

// Row letters: A..Z, then AA...
std::string row_name(int row);

}  // namespace pp
