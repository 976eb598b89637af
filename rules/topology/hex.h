#pragma once
// Hexagonal boards of hexagonal cells, as in Gliński's hexagonal chess: a hexagon of side n
// (91 cells for n = 6), files running straight up the board (each cell's neighbours straight
// above and below it share an edge), named a, b, ... leaving out j (a-l for n = 6), and ranks
// numbered from 1 along each file from the board's lower edge, which bends at the middle file: a1-a6,
// b1-b7, ..., f1-f11, ..., l1-l6. Cell::x is the file, Cell::y the rank less one.
//
// Lattice. A cell's height is counted in half cells, 2 * (rank - 1) + |file - middle file|, so
// f1 is lowest and a1 and l1 sit five half cells higher. A step changes the file by dq and the
// height by dh. Atoms: W the 6 neighbours across an edge, (0, +-2) and (+-1, +-1); F the 6
// diagonal steps through a vertex, (+-2, 0) and (+-1, +-3); N the 12 knight leaps, two edge
// steps one way then one edge step 60 degrees aside, (+-1, +-5), (+-2, +-4) and (+-3, +-1), the
// cells at distance three that no straight line reaches. Betza: K = WF, R = W rider, B = F
// rider, Q = RB; directions by angle from the side's forward line (f < 90 degrees, ff <= 30,
// s = 90, b > 90, bb >= 150; l and r the halves to the left and right of it, and pairs fl, fr,
// bl, br). The board turns in sixths; two sides sit at opposite ends.
#include <cstdlib>
#include <string>
#include <vector>

#include "common/yaml_at.h"
#include "rules/topology/board.h"
#include "rules/topology/topology.h"

namespace rules {

class Hex : public Topology {
 public:
  explicit Hex(int side = 6);

  int side() const { return n_; }
  int file_count() const { return 2 * n_ - 1; }
  int file_length(int file) const { return 2 * n_ - 1 - std::abs(file - (n_ - 1)); }
  // The cell's height above f1 (the lowest cell) in half cells.
  int height(int id) const;
  int at(int x, int y) const override;  // file x, rank y + 1

  int step(int cell, int dir) const override;
  const BetzaDialect& dialect() const override;
  int symmetry() const override { return 6; }
  int rotate(int cell, int turns) const override;  // by 60 degrees clockwise, `turns` times
  int turn(int dir, int turns) const override;
  int rank(int cell) const override { return this->cell(cell).y + 1; }
  int far_rank(int cell) const override { return file_length(this->cell(cell).x); }

 private:
  int n_;
  std::vector<int> grid_;  // file x height -> cell, -1 where none
  std::vector<int> turn_;  // each direction turned once
  int by_height(int file, int height) const;
};

// The file letters of a hex board: a, b, ... without j.
char hex_file_letter(int file);

// `shape: hex`: `side` (2..12, default 6). Throws pp::InputError at the offending node.
Board build_hex_board(const pp::yaml::At& board);

}  // namespace rules
