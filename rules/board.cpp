#include "rules/board.h"

namespace rules {

std::string file_name(int file) {
  std::string name;
  for (int f = file + 1; f > 0; f = (f - 1) / 26) name.insert(name.begin(), static_cast<char>('a' + (f - 1) % 26));
  return name;
}

Board Board::square(int files, int ranks) {
  Board board(CellShape::Square);
  board.files_ = files;
  board.ranks_ = ranks;
  board.cells_.reserve(static_cast<size_t>(files * ranks));
  for (int y = 0; y < ranks; ++y)
    for (int x = 0; x < files; ++x) board.add_cell({file_name(x) + std::to_string(y + 1), x, y, true});
  for (int y = ranks - 1; y >= 0; --y) {
    std::vector<int> row;
    row.reserve(static_cast<size_t>(files));
    for (int x = 0; x < files; ++x) row.push_back(y * files + x);
    board.rows_.push_back(std::move(row));
  }
  return board;
}

int Board::add_cell(Cell cell) {
  int id = size();
  by_name_.emplace(cell.name, id);
  cells_.push_back(std::move(cell));
  return id;
}

int Board::find(std::string_view name) const {
  auto it = by_name_.find(std::string(name));
  return it == by_name_.end() ? -1 : it->second;
}

int Board::at(int x, int y) const {
  if (shape_ != CellShape::Square || x < 0 || y < 0 || x >= files_ || y >= ranks_) return -1;
  return y * files_ + x;
}

}  // namespace rules
