#pragma once
// Where a piece goes, worked out from its Betza on a small empty board of its own cell shape (a
// square, hex or trig board big enough that nothing near the piece is cut off), as the marks its
// symbol draws (move_symbol.h). The board depends only on the shape, so one Betza gives one set
// of marks in every variant, and the marks come from the rules core's own reading of the Betza
// (rules/pieces/rays.h), so the symbol shows what the piece does in play.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "geometry/geom.h"
#include "rules/topology/topology.h"

namespace pp::art {

// What a move may do where it ends.
enum class Reach : std::uint8_t { Both, MoveOnly, CaptureOnly };

struct MoveMark {
  enum class Kind : std::uint8_t {
    Step,      // one cell, reached at once (a step or a leap over whatever stands between)
    Lame,      // one cell, along `path`, whose cells before the last must be empty (Betza n)
    Leapfrog,  // one cell, along `path`, whose cells before the last must be taken (Betza j)
    Slide,     // along `path` to its last cell and no further: a limited range (R2)
    Ride,      // along `path` and on to the board's edge (R)
    Hop,       // along `path` over a screen (at `screen`) and on to the board's edge (Betza p)
    Grasshop,  // over a screen (at `screen`) to the cell just beyond it (Betza g)
  };
  Kind kind = Kind::Step;
  Reach reach = Reach::Both;
  bool initial = false;  // only from the cells the piece starts on (Betza i)
  // From the piece's cell at (0, 0) to where the mark ends, through the cells it passes; in
  // cells (one is the distance between neighbouring cells), x to the right and y down the page,
  // the piece's side playing up the page.
  Polygon path;
  std::optional<Point> screen;
};

struct MoveMarks {
  rules::CellShape shape = rules::CellShape::Square;
  Polygon cell;  // the piece's own cell, in the same units about (0, 0)
  std::vector<MoveMark> marks;
  double extent = 1;  // the farthest any mark or the cell reaches from (0, 0)
};

// The marks of `betza` on `shape`'s board. Throws std::invalid_argument naming the offending
// character, as the Betza reader does.
MoveMarks move_marks(std::string_view betza, rules::CellShape shape);

}  // namespace pp::art
