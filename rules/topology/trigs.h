#pragma once
// The Six Armies board: triangular cells ("trigs") forming a regular hexagon of side n with a
// trapezium of d rows on each side, one per army (n = 6, d = 3 gives 216 + 6 x 27 = 378 trigs).
//
// Lattice. Three families of parallel lines cut the plane into unit triangles. Each family has a
// strip index, and a trig is named by its three strip indices (i, j, k): i counts horizontal
// strips upwards, j strips towards the lower left (210 degrees) and k strips towards the lower
// right (330 degrees), all measured from the board's centre, which is a lattice vertex. Because
// the three directions sum to zero, i + j + k is -1 for a trig whose apex points up and -2 for
// one whose apex points down. An up trig touches the down trigs (i-1,j,k), (i,j-1,k), (i,j,k-1)
// across its edges; a down trig touches (i+1,j,k), (i,j+1,k), (i,j,k+1).
//
// Board. The hexagon is -n <= i,j,k < n; the board is the six-pointed star of two side-3n
// triangles (min(i,j,k) >= -n, or max(i,j,k) < n) with its tips cut at |strip| <= n + d.
//
// Names, as written in a game record: a row letter and a column number, "j15". Rows are the
// horizontal strips from White's back row "a" to Black's back row "r"; columns number the
// half-side positions of the trigs' centres from the leftmost (1) to the rightmost (29), so a
// column runs straight up the board and the trig centre column is 15. Up and down trigs
// alternate along a row; in row a the odd columns point up.
//
// Armies sit clockwise round the board from the bottom: White (south), Blue (south-west),
// Gold (north-west), Black (north), Green (north-east), Red (south-east). A turn of 60 degrees
// clockwise about the centre carries each army's zone onto the next army's.
//
// As a topology (topology.h) the atoms are: W across an edge (3 trigs); F point to point
// through a vertex (3); N a leap to a trig two edge-steps away (6, never blocked); S a step
// along a row, crossing an edge; B a step point to point through a vertex, zig-zagging along a
// line parallel to a side; T a step straight through trig centres. Betza here: K = WFN (all 12
// touching), Q = SB, and S B T Q slide; directions are read by angle from the army's forward
// line (f < 90 degrees, ff <= 30, s = 90, b > 90, bb >= 150); modifiers m c i a.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/yaml_at.h"
#include "rules/topology/board.h"
#include "rules/topology/placed_piece.h"
#include "rules/topology/topology.h"

namespace rules {

struct Tri {
  int i = 0, j = 0, k = 0;
  bool up() const { return i + j + k == -1; }
  friend bool operator==(const Tri&, const Tri&) = default;
};

// The three kinds of straight travel through trigs, each in six headings.
//  Row:      along a strip, crossing an edge at every step (headings 0, 60, ... 300 degrees).
//  Vertex:   point to point through a vertex at every step, zig-zagging about a line parallel to
//            a side (headings 0, 60, ... 300); it never leaves its bishop class.
//  Altitude: straight through trig centres across a vertex and an edge in turn (headings 30,
//            90, ... 330).
enum class Line : std::uint8_t { Row, Vertex, Altitude };
constexpr int kHeadings = 6;
int heading_degrees(Line line, int heading);

class Trigs : public Topology {
 public:
  explicit Trigs(int hexagon = 6, int depth = 3);

  int hexagon() const { return n_; }
  int depth() const { return d_; }
  int row_count() const { return 2 * (n_ + d_); }
  int columns() const { return columns_; }

  Tri tri(int cell) const { return tri_[static_cast<size_t>(cell)]; }
  bool up(int cell) const { return this->cell(cell).up; }
  int at(Tri t) const;  // -1 when off the board
  int cell_at(int row, int column) const;
  int at(int x, int y) const override { return cell_at(y, x); }  // Cell::x is the column, y the row
  // The pieces with every army's copy of them: each turned 60 degrees per army onward.
  std::vector<PlacedPiece> all_armies(const std::vector<PlacedPiece>& white) const;

  // Cells sharing an edge (3 inside the board), and those sharing only a vertex (9 inside).
  const std::vector<int>& edge_neighbours(int cell) const { return edge_[static_cast<size_t>(cell)]; }
  const std::vector<int>& vertex_neighbours(int cell) const { return vertex_[static_cast<size_t>(cell)]; }

  // The next trig from `cell` along a line, or -1 off the board. Sliding repeats this.
  int step(int cell, Line line, int heading) const;
  // The trig two edge-steps away along a Row heading (touching at a vertex), or -1.
  int leap(int cell, int heading) const;
  // The six trigs two edge-steps away (same orientation, touching at a vertex).
  const std::vector<int>& two_steps(int cell) const { return two_[static_cast<size_t>(cell)]; }

  // rotate(cell, turns): the cell reached by turning the board 60 degrees clockwise `turns`
  // times about its centre; army a's cells go to army a + turns.
  // Mirror in the vertical line through the centre (White's left and right swapped).
  int mirror(int cell) const;

  // The army whose starting zone holds the cell, or -1 for the central hexagon.
  int zone(int cell) const;
  // 1..row_count(): the cell's row counted from the army's own back edge.
  int rank(int army, int cell) const;
  // Beyond the line through the centre, as seen by the army: rank > row_count() / 2.
  bool promotes(int army, int cell) const { return rank(army, cell) > row_count() / 2; }
  // Heading of the army's forward altitude line (White: 90 degrees), and its angle.
  static int forward_heading(int army);
  static int forward_degrees(int army) { return heading_degrees(Line::Altitude, forward_heading(army)); }
  // Does the first step along an altitude heading cross an edge (rather than a vertex)?
  bool crosses_edge(int cell, int heading) const;
  // 0..3: trigs a Vertex slider can reach from each other. Classes 0-2 turn into each other
  // under rotation; class 3 maps to itself.
  int bishop_class(int cell) const;

  // The topology: directions 0-5 S, 6-11 B, 12-17 T, 18-23 W, 24-29 F, 30-35 N, each family
  // in headings 0..5.
  int step(int cell, int dir) const override;
  const BetzaDialect& dialect() const override;
  int symmetry() const override { return kHeadings; }
  int rotate(int cell, int turns = 1) const override;
  int turn(int dir, int turns) const override;
  int rank(int cell) const override { return tri(cell).i + n_ + d_ + 1; }
  int far_rank(int) const override { return row_count(); }
  bool promotion_forced() const override { return false; }
  std::vector<int> touching(int cell) const override;

 private:
  int n_, d_;
  int columns_ = 0;
  int column_offset_ = 0;  // column = k - j + offset
  std::vector<Tri> tri_;
  std::vector<std::vector<int>> edge_, vertex_, two_;
  std::vector<int> grid_;  // rows() x columns_, -1 where no trig
  std::vector<std::array<std::array<int, kHeadings>, 3>> next_;

  bool on_board(Tri t) const;
  int lookup(Tri t) const;
};

// The board a layout's `board:` mapping asks for with `shape: trigs`: `hexagon` (1..12) and
// `depth` (0..hexagon-1, default 0). Throws pp::InputError at the offending node.
Board build_trig_board(const pp::yaml::At& board);

}  // namespace rules
