#include "rules/topology/board.h"

#include "rules/topology/square.h"

namespace rules {

Board::Board() : Board(std::make_shared<SquareTopology>(0, 0)) {}

Board Board::square(int files, int ranks) { return Board(std::make_shared<SquareTopology>(files, ranks)); }

}  // namespace rules
