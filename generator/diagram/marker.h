#pragma once
// The marks a diagram puts on cells (model/diagram_marks.h names them), drawn.
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "geometry/geom.h"
#include "model/diagram_marks.h"
#include "scene/scene.h"

namespace pp::diagram {

using Mark = DiagramMark;
namespace marks = pp::marks;
using MarkInfo = DiagramMarkInfo;
using pp::mark_by_name;
using pp::mark_info;
using pp::mark_kinds;
using pp::mark_names;

// A kind drawn in a colour of the author's (`--mark e4:capture:red`): its own legend entry.
struct Tint {
  Mark kind = marks::Highlight;
  std::string name;    // as written: "green", "#c04000"
  std::string colour;  // "#rrggbb"
  bool operator<(const Tint& o) const { return std::tie(kind, name, colour) < std::tie(o.kind, o.name, o.colour); }
};

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
