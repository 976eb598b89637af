#pragma once
// The board as the rules see it: a set of cells with names and lattice coordinates. Nothing
// here knows about millimetres; the generator turns cells into polygons by their shape.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rules {

enum class CellShape : std::uint8_t { Square, Triangle };

struct Cell {
  std::string name;  // "a1", "j10"; other shapes define their own scheme
  int x = 0;         // squares: file from 0; other shapes: their lattice coordinate
  int y = 0;         // squares: rank from 0
  bool up = true;    // triangles: apex points up in the board's own frame
};

class Board {
 public:
  static Board square(int files, int ranks);

  CellShape shape() const { return shape_; }
  int size() const { return static_cast<int>(cells_.size()); }
  const Cell& cell(int id) const { return cells_[static_cast<size_t>(id)]; }
  const std::vector<Cell>& cells() const { return cells_; }
  // Cell id by name, or -1.
  int find(std::string_view name) const;
  // Square boards: the cell at file x, rank y, or -1 when off the board.
  int at(int x, int y) const;
  int files() const { return files_; }
  int ranks() const { return ranks_; }

  // Builders for other shapes use this to add cells one by one.
  int add_cell(Cell cell);

  // The cells in the order a FEN lists them: rows from the far side (top) to the near one,
  // each left to right. Square boards fill this; other shapes set their own.
  const std::vector<std::vector<int>>& rows() const { return rows_; }
  void set_rows(std::vector<std::vector<int>> rows) { rows_ = std::move(rows); }

 private:
  CellShape shape_ = CellShape::Square;
  int files_ = 0;
  int ranks_ = 0;
  std::vector<Cell> cells_;
  std::unordered_map<std::string, int> by_name_;
  std::vector<std::vector<int>> rows_;

 public:
  explicit Board(CellShape shape = CellShape::Square) : shape_(shape) {}
};

// "a".."z", "aa".."az", ... so boards wider than 26 files still get names.
std::string file_name(int file);

}  // namespace rules
