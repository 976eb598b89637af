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

YAML::Node write_cell_set(const std::vector<int>& cells, const Board& board) {
  if (cells.size() == 1) return YAML::Node(board.cell(cells.front()).name);
  if (!cells.empty()) {
    int x0 = board.cell(cells.front()).x, x1 = x0, y0 = board.cell(cells.front()).y, y1 = y0;
    for (int c : cells) {
      x0 = std::min(x0, board.cell(c).x), x1 = std::max(x1, board.cell(c).x);
      y0 = std::min(y0, board.cell(c).y), y1 = std::max(y1, board.cell(c).y);
    }
    const int a = board.at(x0, y0), b = board.at(x1, y1);
    size_t inside = 0;
    for (const Cell& c : board.cells()) inside += c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1 ? 1 : 0;
    if (a >= 0 && b >= 0 && inside == cells.size()) return YAML::Node(board.cell(a).name + "-" + board.cell(b).name);
  }
  YAML::Node list(YAML::NodeType::Sequence);
  list.SetStyle(YAML::EmitterStyle::Flow);
  std::vector<int> sorted = cells;
  std::sort(sorted.begin(), sorted.end());
  for (int c : sorted) list.push_back(board.cell(c).name);
  return list;
}

YAML::Node write_cells_per_side(const std::vector<std::vector<bool>>& in, const Board& board) {
  auto ids = [&](size_t side) {
    std::vector<int> out;
    for (int c = 0; c < board.size(); ++c)
      if (in[side][static_cast<size_t>(c)]) out.push_back(c);
    return out;
  };
  const std::vector<int> first = ids(0);
  if (in.size() != 2 || cells_per_side(board, first, 2) == in) return write_cell_set(first, board);
  YAML::Node sides(YAML::NodeType::Map);
  sides.SetStyle(YAML::EmitterStyle::Flow);
  sides["white"] = write_cell_set(first, board);
  sides["black"] = write_cell_set(ids(1), board);
  return sides;
}

}  // namespace rules
