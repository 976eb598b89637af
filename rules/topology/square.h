#pragma once
// Square boards: files a, b, ... from the left, ranks 1, 2, ... from the first side's edge. A
// direction is a leap (dx, dy) in files and ranks; Betza's atoms W F D N A H C Z G are the leaps
// (1,0) (1,1) (2,0) (2,1) (2,2) (3,0) (3,1) (3,2) (3,3) in all their turned and mirrored forms, R B
// Q K their riders and King. The second side sees the board turned half round.
#include <string>
#include <utility>
#include <vector>

#include "common/yaml_at.h"
#include "rules/topology/board.h"
#include "rules/topology/topology.h"

namespace rules {

class SquareTopology : public Topology {
 public:
  SquareTopology(int files, int ranks);

  int at(int x, int y) const override;
  int files() const override { return files_; }
  int ranks() const override { return ranks_; }

  int step(int cell, int dir) const override;
  bool passes(int cell, int dir, std::vector<int>& out) const override;
  int passed_count(int dir) const override;
  bool in_direction(std::string_view word, int dir) const override;
  const BetzaDialect& dialect() const override;

  int symmetry() const override { return 2; }
  int rotate(int cell, int turns) const override;
  int turn(int dir, int turns) const override;
  int rank(int cell) const override { return cell / files_ + 1; }
  int far_rank(int) const override { return ranks_; }
  bool castling_field() const override { return true; }
  std::vector<int> touching(int cell) const override;

 private:
  int files_, ranks_;
  std::vector<int> opposite_;  // the direction turned half round
};

// The cells a leap (dx, dy) passes over, as offsets, in the order a lame leaper walks them.
std::vector<std::pair<int, int>> leap_path(int dx, int dy);

// `shape: square`: `files` and `ranks`, 1..64 each. Throws pp::InputError at the offending node.
Board build_square_board(const pp::yaml::At& board);

}  // namespace rules
