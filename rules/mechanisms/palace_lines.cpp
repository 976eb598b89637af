// Lines drawn on the board that some pieces may move along, such as the diagonals of Janggi's
// palaces: `rules: palace-lines: {cells: [d1, f1, e2, d3, f3, d8, f8, e9, d10, f10], moves: {K: F,
// R: B, C: pB, P: fF}}`. On a listed cell each named piece gains the moves its Betza gives there,
// along lines cut where they leave the listed cells, compiled into its tables with the rest so
// the gained moves attack as well. The cells are the same for every side (both palaces listed):
// a Chariot uses the diagonals of either palace.
#include <stdexcept>
#include <string>
#include <vector>

#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/pieces/rays.h"
#include "rules/play/movegen.h"
#include "rules/topology/cell_set.h"

namespace rules {

extern const Mechanism kPalaceLines;  // defined below, used before

namespace {

namespace y = pp::yaml;

struct Lines {
  std::vector<bool> on;                // [cell]
  std::vector<std::vector<Leg>> legs;  // [type]; empty for a piece that gains nothing
  std::vector<std::string> betza;      // [type]: the legs as the layout wrote them
};

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  n.keys({"cells", "moves"}, "palace-lines");
  if (!n["cells"] || !n["moves"]) throw n.error("palace-lines needs 'cells' and 'moves'");
  Lines lines;
  lines.on.assign(static_cast<size_t>(board.size()), false);
  for (int c : read_cell_set(n["cells"], board)) lines.on[static_cast<size_t>(c)] = true;
  lines.legs.resize(v.pieces.size());
  lines.betza.resize(v.pieces.size());
  const pp::yaml::At moves = n["moves"];
  y::require_map(moves.file(), moves.node(), "palace-lines moves");
  for (const auto& kv : moves.node()) {
    const pp::yaml::At key(moves.file(), kv.first), value(moves.file(), kv.second);
    const std::string letter = read_piece_letters(key, v, "palace-lines");
    if (letter.size() != 1) throw key.error("palace-lines: one piece letter a line, not '" + letter + "'");
    auto& legs = lines.legs[static_cast<size_t>(v.type_index(letter[0]))];
    if (!legs.empty()) throw key.error("palace-lines: piece '" + letter + "' twice");
    try {
      lines.betza[static_cast<size_t>(v.type_index(letter[0]))] = value.text("betza");
      legs = parse_betza(value.text("betza"), board.topology());
    } catch (const std::invalid_argument& e) {
      throw value.error(e.what());
    }
  }
  v.rules.settings["palace-lines"] = std::move(lines);
}

YAML::Node write(const Variant& v, const Board& board) {
  const Lines& lines = setting<Lines>(v, kPalaceLines);
  std::vector<int> cells;
  for (int c = 0; c < board.size(); ++c)
    if (lines.on[static_cast<size_t>(c)]) cells.push_back(c);
  YAML::Node n = flow_map(), moves = flow_map();
  n["cells"] = write_cell_set(cells, board);
  for (size_t t = 0; t < lines.betza.size(); ++t)
    if (!lines.betza[t].empty()) moves[std::string(1, v.pieces[t].letter)] = lines.betza[t];
  n["moves"] = moves;
  return n;
}

// The gained lines end at the first cell off the drawn lines: no piece leaves them and comes back.
void add_lines(const Game& game, int type, int side, int cell, std::vector<RaySpec>& rays) {
  const Lines& lines = game.setting<Lines>(kPalaceLines);
  const auto& legs = lines.legs[static_cast<size_t>(type)];
  if (legs.empty() || !lines.on[static_cast<size_t>(cell)]) return;
  const Topology& topo = game.board().topology();
  for (RaySpec& r : leg_rays(topo, legs, topo.turns(side, game.sides()), cell, false)) {
    auto off = r.cells.begin();
    while (off != r.cells.end() && lines.on[static_cast<size_t>(*off)]) ++off;
    r.cells.erase(off, r.cells.end());
    bool gate_on = true;
    for (int g : r.gate) gate_on = gate_on && lines.on[static_cast<size_t>(g)];
    if (!r.cells.empty() && gate_on) rays.push_back(std::move(r));
  }
}

}  // namespace

const Moves kMoves{
    .rays = &add_lines,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"diagonalLines", FsfType::kRegion, FsfUse::kDefaultOnly, "-"},
};

extern const Mechanism kPalaceLines = {
    .name = "palace-lines",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("palace-lines"); },
    .moves = &kMoves,
    .keys = kFsfKeys,
};

}  // namespace rules
