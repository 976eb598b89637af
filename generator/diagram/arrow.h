#pragma once
// Arrows between cell centres, drawn as one filled outline (shaft and head together) so they
// print crisply in every writer. A leaper's arrow bends: a knight's L goes along its longer
// leg first, then turns; a Bowman's chain of leaps draws each hop as an arc.
#include <optional>
#include <string>
#include <vector>

#include "geometry/geom.h"
#include "scene/scene.h"

namespace pp::diagram {

struct ArrowLook {
  std::string colour = "#0072b2";
  double width = 0;  // shaft width in mm; 0 means 12% of the cell
  double opacity = 0.85;
};

// The outline of an arrow along `path` (at least two points) for a board whose cells are about
// `cell` mm across. The tail starts a little off the first centre; the tip stops short of the last.
Items arrow(const Polygon& path, double cell, const ArrowLook& look, const std::string& classes);

// Where a leap of (dx, dy) lattice steps bends, given the mm vectors of one step along each
// lattice axis; nothing for a straight (orthogonal or diagonal) move.
std::optional<Point> leap_bend(Point from, int dx, int dy, Point ex, Point ey);

// Points of an arc from `a` to `b` bulging sideways by `bulge` times their distance; used for hops.
Polygon hop_arc(Point a, Point b, double bulge, int segments = 12);

}  // namespace pp::diagram
