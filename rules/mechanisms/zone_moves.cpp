// Moves a piece gains on some cells only, such as Xiangqi's Soldier, which also steps sideways
// once it has crossed the river. `rules: zone-moves: {P: {cells: a6-i10, betza: sW}}`: per piece
// letter, the cells as the first side sees them (every other side has the same cells as it sees
// the board) and the movement in Betza added there, compiled into the piece's tables with the
// rest, so the gained moves attack as well.
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

extern const Mechanism kZoneMoves;  // defined below, used before

namespace {

namespace y = pp::yaml;

struct Gain {
  int type = -1;
  std::vector<std::vector<bool>> in;  // [side][cell]
  std::vector<Leg> legs;
  std::string betza;  // the legs as the layout wrote them
};
using Gains = std::vector<Gain>;

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  y::require_map(n.file(), n.node(), "zone-moves");
  Gains gains;
  for (const auto& kv : n.node()) {
    const pp::yaml::At key(n.file(), kv.first), value(n.file(), kv.second);
    const std::string letter = read_piece_letters(key, v, "zone-moves");
    if (letter.size() != 1) throw key.error("zone-moves: one piece letter a line, not '" + letter + "'");
    value.keys({"cells", "betza"}, "zone-moves " + letter);
    if (!value["cells"] || !value["betza"]) throw value.error("zone-moves " + letter + " needs 'cells' and 'betza'");
    Gain g;
    g.type = v.type_index(letter[0]);
    g.in = cells_per_side(board, read_cell_set(value["cells"], board), v.sides);
    g.betza = value["betza"].text("betza");
    try {
      g.legs = parse_betza(g.betza, board.topology());
    } catch (const std::invalid_argument& e) {
      throw value["betza"].error(e.what());
    }
    gains.push_back(std::move(g));
  }
  v.rules.settings["zone-moves"] = std::move(gains);
}

YAML::Node write(const Variant& v, const Board& board) {
  YAML::Node n = flow_map();
  for (const Gain& g : setting<Gains>(v, kZoneMoves)) {
    std::vector<int> cells;
    for (int c = 0; c < board.size(); ++c)
      if (g.in[0][static_cast<size_t>(c)]) cells.push_back(c);
    YAML::Node gain = flow_map();
    gain["cells"] = write_cell_set(cells, board);
    gain["betza"] = g.betza;
    n[std::string(1, v.pieces[static_cast<size_t>(g.type)].letter)] = gain;
  }
  return n;
}

void add_gained(const Game& game, int type, int side, int cell, std::vector<RaySpec>& rays) {
  const auto& gains = game.setting<Gains>(kZoneMoves);
  const Topology& topo = game.board().topology();
  for (const Gain& g : gains) {
    if (g.type != type || !g.in[static_cast<size_t>(side)][static_cast<size_t>(cell)]) continue;
    for (RaySpec& r : leg_rays(topo, g.legs, topo.turns(side, game.sides()), cell, false)) rays.push_back(std::move(r));
  }
}

}  // namespace

const Moves kMoves{
    .rays = &add_gained,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"soldierPromotionRank", FsfType::kRank},
};

extern const Mechanism kZoneMoves = {
    .name = "zone-moves",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("zone-moves"); },
    .moves = &kMoves,
    .keys = kFsfKeys,
};

}  // namespace rules
