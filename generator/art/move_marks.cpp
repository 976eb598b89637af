#include "art/move_marks.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "common/yaml_at.h"
#include "geometry/cells.h"
#include "rules/pieces/betza.h"
#include "rules/pieces/rays.h"
#include "rules/topology/board_shapes.h"

namespace pp::art {
namespace {

// A ride is drawn this far, in cells, before its arrow: two cells of a Rook, two of a Bishop.
constexpr double kRideShown = 3.0;

// Big enough that a piece at its centre reaches four cells every way (a Camel's or Zebra's leap,
// a slide limited to four), and no bigger, so the symbol is quick to make.
rules::Board symbol_board(rules::CellShape shape) {
  const char* text = shape == rules::CellShape::Hex        ? "{shape: hex, side: 5}"
                     : shape == rules::CellShape::Triangle ? "{shape: trigs, hexagon: 5, depth: 0}"
                                                           : "{shape: square, files: 9, ranks: 9}";
  return rules::read_board(yaml::At("symbol", YAML::Load(text)));
}

BoardGeometry unit_geometry(const rules::Board& board) {
  switch (board.topology().shape()) {
    case rules::CellShape::Hex: return hex_geometry(board, 1, 0);
    case rules::CellShape::Triangle: return triangle_geometry(board, 1, 0);
    case rules::CellShape::Square: break;
  }
  return square_geometry(board, 1, 0);
}

// The cell nearest the board's middle (on trigs, of those pointing up, as the first side's pawns
// stand in the Six Armies' setup).
int middle_cell(const rules::Board& board, const BoardGeometry& g) {
  const Point mid{g.cells_bounds.x + g.cells_bounds.w / 2, g.cells_bounds.y + g.cells_bounds.h / 2};
  int best = -1;
  double nearest = 1e9;
  for (const CellGeom& c : g.cells) {
    if (!board.topology().cell(c.id).up) continue;
    const double d = std::hypot(c.centre.x - mid.x, c.centre.y - mid.y);
    if (d < nearest - 1e-9) nearest = d, best = c.id;
  }
  return best;
}

bool same_point(Point a, Point b) { return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9; }

// One mark twice (WfW: forward twice) is drawn once.
bool same(const MoveMark& a, const MoveMark& b) {
  return a.kind == b.kind && a.reach == b.reach && a.initial == b.initial &&
         a.screen.has_value() == b.screen.has_value() && (!a.screen || same_point(*a.screen, *b.screen)) &&
         std::equal(a.path.begin(), a.path.end(), b.path.begin(), b.path.end(), same_point);
}

Reach reach_of(const rules::RaySpec& ray) {
  if (!ray.capture) return Reach::MoveOnly;
  if (!ray.move) return Reach::CaptureOnly;
  return Reach::Both;
}

class Marker {
 public:
  explicit Marker(rules::CellShape shape) : board_(symbol_board(shape)), g_(unit_geometry(board_)) {
    centre_ = middle_cell(board_, g_);
    const Point c = g_.cells[static_cast<size_t>(centre_)].centre;
    unit_ = 1e9;
    for (const CellGeom& other : g_.cells)
      if (other.id != centre_) unit_ = std::min(unit_, std::hypot(other.centre.x - c.x, other.centre.y - c.y));
    for (const Point& p : g_.cells[static_cast<size_t>(centre_)].polygon) out_.cell.push_back(at_point(p));
    out_.shape = shape;
  }

  MoveMarks run(std::string_view betza) {
    const std::vector<rules::Leg> legs = rules::parse_betza(std::string(betza), board_.topology());
    for (const rules::Leg& leg : legs) {
      const std::vector<rules::RaySpec> later = rules::leg_rays(board_.topology(), {leg}, 0, centre_, false);
      for (const rules::RaySpec& ray : rules::leg_rays(board_.topology(), {leg}, 0, centre_, true))
        add(leg, ray, std::find(later.begin(), later.end(), ray) == later.end());
      // Moves only from other cells than the start (Betza a) are drawn as moves: the symbol shows
      // a piece in play.
      for (const rules::RaySpec& ray : later) add(leg, ray, false);
    }
    // A line's first cells shared by the branches it splits into (a row of trigs turning either
    // way at an edge) are drawn as the start of each branch, not again on their own.
    std::vector<MoveMark> kept;
    for (const MoveMark& m : out_.marks) {
      const bool shared =
          m.kind == MoveMark::Kind::Ride && std::any_of(out_.marks.begin(), out_.marks.end(), [&](const MoveMark& o) {
            return o.kind == m.kind && o.reach == m.reach && o.path.size() > m.path.size() &&
                   std::equal(m.path.begin(), m.path.end(), o.path.begin(), same_point);
          });
      if (!shared) kept.push_back(m);
    }
    out_.marks = std::move(kept);
    out_.extent = 0;
    for (const Point& p : out_.cell) out_.extent = std::max(out_.extent, std::hypot(p.x, p.y));
    for (const MoveMark& m : out_.marks)
      for (const Point& p : m.path) out_.extent = std::max(out_.extent, std::hypot(p.x, p.y));
    return std::move(out_);
  }

 private:
  Point at_point(const Point& p) const {
    const Point c = g_.cells[static_cast<size_t>(centre_)].centre;
    return {(p.x - c.x) / unit_, (p.y - c.y) / unit_};
  }
  Point at(int cell) const { return at_point(g_.cells[static_cast<size_t>(cell)].centre); }
  double distance(int cell) const {
    const Point p = at(cell);
    return std::hypot(p.x, p.y);
  }

  // The farthest of `cells` from the piece within a ride's shown length, at least the first.
  int shown_end(const std::vector<int>& cells, size_t first = 0) const {
    int end = cells[first];
    for (size_t i = first + 1; i < cells.size(); ++i)
      if (distance(cells[i]) <= kRideShown + 1e-9 && distance(cells[i]) > distance(end)) end = cells[i];
    return end;
  }

  // A mark's path is the piece's cell, the cells where its line turns or that it must find
  // empty or taken (a ray's gate), and where it ends.
  void add(const rules::Leg& leg, const rules::RaySpec& ray, bool initial) {
    if (ray.cells.empty()) return;
    MoveMark m;
    m.reach = reach_of(ray);
    m.initial = initial;
    m.path.push_back({0, 0});
    for (int cell : ray.gate) m.path.push_back(at(cell));
    const bool line = leg.max != 1;  // a line of cells: a slider's, or a branch of one (trigs)
    const bool edge_cut = leg.max > 0 && static_cast<int>(ray.gate.size() + ray.cells.size()) < leg.max;
    if (ray.hop) {
      // The screen drawn on the first cell; beyond it the one landing cell of a grasshopper, or
      // the line on as a ride's.
      m.kind = ray.next ? MoveMark::Kind::Grasshop : MoveMark::Kind::Hop;
      if (ray.cells.size() < 2) return;
      m.screen = at(ray.cells[0]);
      m.path.push_back(at(ray.next ? ray.cells[1] : shown_end(ray.cells, 1)));
    } else if (!ray.gate.empty() && !line) {
      m.kind = ray.jump ? MoveMark::Kind::Leapfrog : MoveMark::Kind::Lame;
      m.path.push_back(at(ray.cells.back()));
    } else if (!line) {
      m.kind = MoveMark::Kind::Step;
      m.path.push_back(at(ray.cells[0]));
    } else if (leg.max == 0 || edge_cut) {
      m.kind = MoveMark::Kind::Ride;
      m.path.push_back(at(shown_end(ray.cells)));
    } else {
      m.kind = MoveMark::Kind::Slide;
      m.path.push_back(at(ray.cells.back()));
    }
    if (std::none_of(out_.marks.begin(), out_.marks.end(), [&](const MoveMark& o) { return same(o, m); }))
      out_.marks.push_back(std::move(m));
  }

  rules::Board board_;
  BoardGeometry g_;
  int centre_ = -1;
  double unit_ = 1;
  MoveMarks out_;
};

}  // namespace

MoveMarks move_marks(std::string_view betza, rules::CellShape shape) { return Marker(shape).run(betza); }

}  // namespace pp::art
