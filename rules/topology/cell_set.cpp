#include "rules/topology/cell_set.h"

#include <algorithm>

#include "common/yaml_at.h"

namespace rules {
namespace {

using pp::yaml::At;

void add_cells(const At& node, const std::string& text, const Board& board, std::vector<int>& out) {
  auto cell = [&](const std::string& name) {
    const int id = board.find(name);
    if (id < 0) throw node.error("no cell '" + name + "' on this board");
    return id;
  };
  const auto dash = text.find('-');
  if (dash == std::string::npos) {
    out.push_back(cell(text));
    return;
  }
  const Cell& a = board.cell(cell(text.substr(0, dash)));
  const Cell& b = board.cell(cell(text.substr(dash + 1)));
  const int x0 = std::min(a.x, b.x), x1 = std::max(a.x, b.x), y0 = std::min(a.y, b.y), y1 = std::max(a.y, b.y);
  for (int id = 0; id < board.size(); ++id) {
    const Cell& c = board.cell(id);
    if (c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1) out.push_back(id);
  }
}

}  // namespace

std::vector<int> read_cell_set(const At& node, const Board& board) {
  std::vector<int> cells;
  if (node.node().IsSequence()) {
    for (const At& item : node.items("cells")) add_cells(item, item.text("a cell"), board, cells);
  } else {
    add_cells(node, node.text("cells"), board, cells);
  }
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return cells;
}

std::vector<std::vector<bool>> cells_per_side(const Board& board, const std::vector<int>& first_side, int sides) {
  const Topology& topo = board.topology();
  std::vector<std::vector<bool>> in(static_cast<size_t>(sides), std::vector<bool>(static_cast<size_t>(board.size())));
  for (int side = 0; side < sides; ++side)
    for (int c : first_side)
      in[static_cast<size_t>(side)][static_cast<size_t>(topo.rotate(c, topo.turns(side, sides)))] = true;
  return in;
}

bool per_side_cells(const pp::yaml::At& node) {
  return node.node().IsMap() && (node.node()["white"] || node.node()["black"]);
}

std::vector<std::vector<bool>> read_cells_per_side(const pp::yaml::At& node, const Board& board, int sides,
                                                   const std::string& what) {
  if (!per_side_cells(node)) return cells_per_side(board, read_cell_set(node, board), sides);
  if (sides != 2) throw node.error(what + ": each side's own cells are for two sides, white and black");
  node.keys({"white", "black"}, what);
  std::vector<std::vector<bool>> out(2, std::vector<bool>(static_cast<size_t>(board.size()), false));
  for (size_t side = 0; side < 2; ++side) {
    const char* name = side == 0 ? "white" : "black";
    if (!node[name]) throw node.error(what + ": give " + name + "'s cells too");
    for (int c : read_cell_set(node[name], board)) out[side][static_cast<size_t>(c)] = true;
  }
  return out;
}

}  // namespace rules
