#pragma once
// The board a game is played on: a handle on its topology (topology.h), which holds the cells,
// their names and how pieces travel between them. Boards are cheap to copy; copies share one
// topology. Builders for each shape read a layout's `board:` mapping (board_shapes.h).
#include <memory>
#include <string_view>
#include <vector>

#include "rules/topology/topology.h"

namespace rules {

class Board {
 public:
  Board();  // an empty square board
  explicit Board(std::shared_ptr<const Topology> topology) : topology_(std::move(topology)) {}
  static Board square(int files, int ranks);

  const Topology& topology() const { return *topology_; }
  // The topology as its own class (Trigs, Hex, ...); throws std::bad_cast for another shape.
  template <class T>
  const T& topology_as() const {
    return dynamic_cast<const T&>(*topology_);
  }

  CellShape shape() const { return topology_->shape(); }
  int size() const { return topology_->size(); }
  const Cell& cell(int id) const { return topology_->cell(id); }
  const std::vector<Cell>& cells() const { return topology_->cells(); }
  // Cell id by name, or -1.
  int find(std::string_view name) const { return topology_->find(name); }
  // Square boards: the cell at file x, rank y, or -1 when off the board.
  int at(int x, int y) const { return topology_->at(x, y); }
  int files() const { return topology_->files(); }
  int ranks() const { return topology_->ranks(); }
  // The cells in the order position text lists them: rows from the far side (top) to the near
  // one, each left to right.
  const std::vector<std::vector<int>>& rows() const { return topology_->rows(); }

 private:
  std::shared_ptr<const Topology> topology_;
};

}  // namespace rules
