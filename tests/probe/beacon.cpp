// Beacons, a rule of no real game: what adding a rule takes, shown end to end by probe_test.cpp.
// `rules: beacon: N`: instead of moving, a side may light a beacon on its King's cell, and the
// side that lights its N-th has won. The rule brings its own kind of move (written as the King's
// cell twice, `a1a1`; in SAN `beacon`), a mark for it on diagrams, an ending, a field in position
// text (`beacons=1/0`, the beacons each side has lit, left out while none is) and a key of
// Fairy-Stockfish's variants.ini (`beaconCount = N`). It is compiled only into the test program
// that lists this file, and its last line registers it there.
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kBeacon;  // defined below, used before

namespace {

std::string beacon_san(const Game&, const Move&) { return "beacon"; }

const MoveKind kLight{.name = "beacon", .san = &beacon_san};
const MarkKind kBeaconMark{"beacon", "a beacon lit", Symbol::Star, "#f0e442", 160};
const Ending kAllLit{"beacons lit"};
const MoveKind* const kKinds[] = {&kLight};
const MarkKind* const kMarks[] = {&kBeaconMark};
const Ending* const kEndings[] = {&kAllLit};

int needed(const Game& game) { return game.setting<int>(kBeacon); }
// state[slot + side]: the beacons `side` has lit, so a fresh Position has none.
std::int16_t& lit(const Variant& v, Position& pos, int side) {
  return pos.state[static_cast<size_t>(state_slot(kBeacon, v) + side)];
}

void add_light(const Game& game, const Position& pos, std::vector<Move>& out) {
  const int k = pos.king[static_cast<size_t>(pos.stm)];
  if (k < 0) return;
  Move m;
  m.from = m.to = static_cast<std::int16_t>(k);
  m.kind = game.kind_of(kLight);
  out.push_back(m);
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  if (game.is(m, kLight)) ++lit(game.variant(), pos, side_of(u.moved));
}

Outcome ending(const Game& game, const Position& pos) {
  const int mover = 1 - pos.stm;
  if (state_at(kBeacon, game.variant(), pos, mover) >= needed(game)) return {&kAllLit, mover};
  return {};
}

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (!game.is(m, kLight)) return false;
  out.cells.push_back({m.to, &kBeaconMark});
  return true;
}

// `W/B`, each a single digit.
void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  if (value.size() != 3 || value[1] != '/' || value[0] < '0' || value[0] > '9' || value[2] < '0' || value[2] > '9')
    split.fail(f, "beacons are written W/B, each the count a side has lit");
  lit(v, pos, 0) = static_cast<std::int16_t>(value[0] - '0');
  lit(v, pos, 1) = static_cast<std::int16_t>(value[2] - '0');
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  const int white = state_at(kBeacon, v, pos, 0), black = state_at(kBeacon, v, pos, 1);
  return white || black ? std::to_string(white) + "/" + std::to_string(black) : "";
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  if (v.sides != 2) throw n.error("beacon is a rule of two sides");
  v.rules.settings["beacon"] = static_cast<int>(n.whole("beacon", 1, 9));
}

const Moves kMoves{
    .side_moves = &add_light,
    .kinds = kKinds,
};
const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};
const State kState{
    .slots = 2,
    .make = &make,
};
const Field kField{
    .key = "beacons",
    .read_field = &read_field,
    .write_field = &write_field,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
};
constexpr FsfKey kFsfKeys[] = {
    {.name = "beaconCount", .type = FsfType::kInt, .rules_key = "beacon"},
};

}  // namespace

extern const Mechanism kBeacon = {
    .name = "beacon",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("beacon"); },
    .moves = &kMoves,
    .ends = &kEnds,
    .state = &kState,
    .field = &kField,
    .diagram = &kDiagram,
    .keys = kFsfKeys,
};

const AddedRule kAdded{kBeacon, "walls"};  // registered after walls, the registry's last rule

}  // namespace rules
