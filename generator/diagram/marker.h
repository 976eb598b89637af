#pragma once
// The marks a diagram puts on cells. Each kind has its own shape as well as its own colour
// (Okabe-Ito palette), so a diagram reads in black-and-white print and for colour-blind
// readers. The kind's name is both the `--mark CELL:STYLE` word and the SVG class.
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "geometry/geom.h"
#include "scene/scene.h"

namespace pp::diagram {

enum class Mark {
  MoveOrCapture,  // filled disc in a ring
  Move,           // filled disc
  Capture,        // saltire cross
  EnPassant,      // dashed ring round the pawn an en-passant capture removes
  Initial,        // open ring: first move only
  Jump,           // diamond: a leap nothing can block
  Leapfrog,       // triangle pointing onward: a Bowman's landing
  Reenter,        // open triangle: where a Bowman comes back in
  Lion,           // five-pointed star: the Lion's two-step reach
  LionReturn,     // open star: capture and return
  Castle,         // square frame: the King's castling destination
  Promotion,      // hatched cell: promotion zone
  GuardCall,      // plus in a ring: where Calling the Guard puts the Guard
  Assassinate,    // cross-hair: the Assassin checks and wins
  Forbidden,      // barred circle: a capture the rules do not allow here
  Highlight,      // tinted cell
};

struct MarkInfo {
  Mark kind;
  std::string_view name;    // "capture"
  std::string_view legend;  // "move, no capture"
  std::string_view colour;  // "#d55e00"
};

// A kind drawn in a colour of the author's (`--mark e4:capture:red`): its own legend entry.
struct Tint {
  Mark kind = Mark::Highlight;
  std::string name;    // as written: "green", "#c04000"
  std::string colour;  // "#rrggbb"
  bool operator<(const Tint& o) const { return std::tie(kind, name, colour) < std::tie(o.kind, o.name, o.colour); }
};

// Every kind in the order a legend lists them.
const std::vector<MarkInfo>& mark_kinds();
const MarkInfo& mark_info(Mark kind);
std::optional<Mark> mark_by_name(std::string_view name);
// "move, capture, ..." for error messages.
std::string mark_names();

// A cell's centre (with inradius, the largest circle about it inside the cell); works for any
// convex cell (squares, triangles).
Point centroid(const Polygon& polygon);

// The symbol for `kind` drawn on the cell `polygon` named `cell`. `forward` is the unit vector a
// directional symbol points along (the mover's forward direction).
// `tint` ("#rrggbb") replaces the kind's own colour; empty keeps it.
Items mark_cell(Mark kind, const Polygon& polygon, const std::string& cell, Point forward = {0, -1},
                const std::string& tint = "");

// The same symbol centred on `c` with inscribed radius `r`, for legends.
Items mark_symbol(Mark kind, Point c, double r, const std::string& classes, Point forward = {0, -1},
                  const std::string& tint = "");

}  // namespace pp::diagram
