#pragma once
// The default Six Armies board, built once for all the tests that look at it.
#include <memory>

#include "rules/topology/board.h"
#include "rules/topology/trigs.h"

inline const rules::Board& six_cells() {
  static const rules::Board board(std::make_shared<rules::Trigs>());
  return board;
}
inline const rules::Trigs& six_board() { return six_cells().topology_as<rules::Trigs>(); }
