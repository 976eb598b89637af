// Confinement: pieces that never leave some cells, such as Xiangqi's General and Advisors in
// their palace and its Elephants on their own side of the river. `rules: confine: {K: d1-f3,
// B: a1-i5}`: per piece letter, its cells as the first side sees them; every other side has the
// same cells as it sees the board (or each side's own: `{K: {white: d1-f3, black: a1-k7}}`). The lines a confined piece
// moves along are cut where they leave its cells at compile time, so it neither moves nor attacks outside them; a cell
// outside still blocks a line that comes back in. Nor is it dropped outside them.
#include <algorithm>
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

// The cells a confined piece of `type` and `side` reaches from where the setup puts its kind,
// along its lines (cut to its cells) one move after another; empty when the setup has none.
std::vector<bool> reached(const Game& game, int type, int side) {
  const Variant& v = game.variant();
  const Board& b = game.board();
  std::vector<bool> seen(static_cast<size_t>(b.size()), false);
  std::vector<int> todo;
  for (const Placement& p : v.setup)
    if (p.side == side && v.type_index(p.letter) == type && !seen[static_cast<size_t>(p.cell)]) {
      seen[static_cast<size_t>(p.cell)] = true;
      todo.push_back(p.cell);
    }
  // A pawn promoting to the kind puts one on its promotion cells, inside the kind's cells or not
  // (Fairy-Stockfish lets a pawn promote to a Knight outside the Knight's region).
  const PieceType& kind = v.pieces[static_cast<size_t>(type)];
  if (!kind.promoted && v.rules.promotion.to_of(side).find(kind.letter) != std::string::npos)
    for (int c = 0; c < b.size(); ++c)
      if (game.promotion(c, side) > 0 && !seen[static_cast<size_t>(c)]) {
        seen[static_cast<size_t>(c)] = true;
        todo.push_back(c);
      }
  while (!todo.empty()) {
    const int c = todo.back();
    todo.pop_back();
    for (const Ray* r = game.rays_begin(type, side, c); r != game.rays_end(type, side, c); ++r)
      for (std::int32_t i = r->begin; i < r->end; ++i)
        if (const int to = *game.cells(i); !seen[static_cast<size_t>(to)]) {
          seen[static_cast<size_t>(to)] = true;
          todo.push_back(to);
        }
  }
  return seen;
}

// A confined piece stands only where its moves take it from its setup cells: a General in its
// palace, an Elephant on one of its seven points. Kinds the setup lacks, or that a hand may
// drop, are not judged.
std::string unreachable(const Game& game, const Position& pos) {
  const Variant& v = game.variant();
  const Board& b = game.board();
  const Confinement& in = confinement(v);
  for (size_t t = 0; t < in.size(); ++t) {
    if (in[t].empty()) continue;
    for (int side = 0; side < game.sides(); ++side) {
      if (pos.hand[static_cast<size_t>(side)][t] > 0 ||
          std::none_of(v.setup.begin(), v.setup.end(), [&](const Placement& p) {
            return p.side == side && v.type_index(p.letter) == static_cast<int>(t);
          }))
        continue;
      std::vector<bool> ok;
      for (int c = 0; c < b.size(); ++c) {
        const Piece p = pos.board[static_cast<size_t>(c)];
        if (p == 0 || is_wall(p) || side_of(p) != side || type_of(p) != static_cast<int>(t)) continue;
        if (ok.empty()) ok = reached(game, static_cast<int>(t), side);
        if (!ok[static_cast<size_t>(c)])
          return std::string("a ") + (side == 0 ? "white" : "black") + " " + v.pieces[t].name + " on " +
                 b.cell(c).name + ", where its moves never take it";
      }
    }
  }
  return "";
}

}  // namespace

const Judge kJudge{
    .unreachable = &unreachable,
};

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
    .judge = &kJudge,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
