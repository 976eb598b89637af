// Confinement: pieces that never leave some cells, such as Xiangqi's General and Advisors in
// their palace and its Elephants on their own side of the river. `rules: confine: {K: d1-f3,
// B: a1-i5}`: per piece letter, its cells as the first side sees them; every other side has the
// same cells as it sees the board (or each side's own: `{K: {white: d1-f3, black: a1-k7}}`). The lines a confined piece
// moves along are cut where they leave its cells at compile time, so it neither moves nor attacks outside them; a cell
// outside still blocks a line that comes back in. Nor is it dropped outside them.
#include <string>
#include <vector>

#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/pieces/rays.h"
#include "rules/play/movegen.h"
#include "rules/topology/cell_set.h"

namespace rules {

extern const Mechanism kConfine;  // defined below, used before

namespace {

namespace y = pp::yaml;

// in[type][side][cell]; empty for a piece that goes anywhere.
using Confinement = std::vector<std::vector<std::vector<bool>>>;

const Confinement& confinement(const Variant& v) { return setting<Confinement>(v, kConfine); }

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  y::require_map(n.file(), n.node(), "confine");
  Confinement in(v.pieces.size());
  for (const auto& kv : n.node()) {
    const pp::yaml::At key(n.file(), kv.first), value(n.file(), kv.second);
    const std::string letter = read_piece_letters(key, v, "confine");
    if (letter.size() != 1) throw key.error("confine: one piece letter a line, not '" + letter + "'");
    auto& cells = in[static_cast<size_t>(v.type_index(letter[0]))];
    if (!cells.empty()) throw key.error("confine: piece '" + letter + "' twice");
    cells = read_cells_per_side(value, board, v.sides, "confine " + letter);
  }
  v.rules.settings["confine"] = std::move(in);
}

YAML::Node write(const Variant& v, const Board& board) {
  YAML::Node n = flow_map();
  const Confinement& in = confinement(v);
  for (size_t t = 0; t < in.size(); ++t)
    if (!in[t].empty()) n[std::string(1, v.pieces[t].letter)] = write_cells_per_side(in[t], board);
  return n;
}

// A line leaving the cells is split there: the cells before it stay targets, the cell outside
// becomes a cell the rest must find empty, and targets resume inside. Hoppers' lines and
// leapfrogs, whose passed cells mean something else, simply end at the edge.
void keep_inside(const Game& game, int type, int side, int, std::vector<RaySpec>& rays) {
  const auto& per_type = confinement(game.variant())[static_cast<size_t>(type)];
  if (per_type.empty()) return;
  const std::vector<bool>& in = per_type[static_cast<size_t>(side)];
  std::vector<RaySpec> out;
  for (const RaySpec& ray : rays) {
    RaySpec part = ray;
    part.cells.clear();
    for (int c : ray.cells) {
      if (in[static_cast<size_t>(c)]) {
        part.cells.push_back(c);
        continue;
      }
      if (ray.hop || ray.jump) break;
      std::vector<int> gate = part.gate;
      gate.insert(gate.end(), part.cells.begin(), part.cells.end());
      gate.push_back(c);
      if (!part.cells.empty()) out.push_back(part);
      part.gate = std::move(gate);
      part.cells.clear();
    }
    if (!part.cells.empty()) out.push_back(std::move(part));
  }
  rays = std::move(out);
}

bool outside(const Game& game, int type, int side, int cell) {
  const auto& per_type = confinement(game.variant())[static_cast<size_t>(type)];
  return !per_type.empty() && !per_type[static_cast<size_t>(side)][static_cast<size_t>(cell)];
}

}  // namespace

const Moves kMoves{
    .rays = &keep_inside,
    .keeps_off = &outside,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"mobilityRegion", FsfType::kRegion, FsfUse::kRead, {}, {}, true},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{.title = "Confinement",
                           .text = "Some pieces are kept to cells of their own side: they may not move out of them."};

extern const Mechanism kConfine = {
    .name = "confine",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("confine"); },
    .moves = &kMoves,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
