// Passing (Janggi): instead of moving, a side with its royal piece on the board may pass, when
// not in check (`rules: pass: true`). Written as Fairy-Stockfish writes it, the royal piece's
// cell twice (`e2e2`); in SAN `pass`. When both sides pass in turn the game is over, scored by
// points where the game counts them (points.cpp), else drawn. Its state: the passes in a row
// (none before a position read from text, as the engine has it).
#include <algorithm>
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/mechanisms/pass.h"
#include "rules/mechanisms/points.h"
#include "rules/play/movegen.h"

namespace rules {


namespace {

std::string pass_san(const Game&, const Move&) { return "pass"; }

const MoveKind kPassMove{.name = "pass", .san = &pass_san};
const MarkKind kPassMark{"pass", "pass: the General stays", Symbol::Pause, "#cc79a7", 150};
const Ending kBothPassed{"both passed"};
const MoveKind* const kKinds[] = {&kPassMove};
const MarkKind* const kMarks[] = {&kPassMark};
const Ending* const kEndings[] = {&kBothPassed};

int slot(const Variant& v) { return state_slot(kPass, v); }

// The legality test after the move refuses a pass that leaves the side in check.
void add_pass(const Game& game, const Position& pos, std::vector<Move>& out) {
  const int k = pos.king[static_cast<size_t>(pos.stm)];
  if (k < 0) return;
  Move m;
  m.from = m.to = static_cast<std::int16_t>(k);
  m.kind = game.kind_of(kPassMove);
  out.push_back(m);
}

void make(const Game& game, Position& pos, const Move& m, Undo&) {
  auto& passes = pos.state[static_cast<size_t>(slot(game.variant()))];
  passes = static_cast<std::int16_t>(game.is(m, kPassMove) ? std::min(passes + 1, 2) : 0);
}

Outcome ending(const Game& game, const Position& pos) {
  if (pos.state[static_cast<size_t>(slot(game.variant()))] < 2) return {};
  return undecided(game, pos, kBothPassed);
}

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (!game.is(m, kPassMove)) return false;
  out.cells.push_back({m.to, &kPassMark});
  return true;
}

// Its state in position text when not 0 (`passes=1`), so that a position written and read back
// is the same; Fairy-Stockfish's text has no such field and reads as 0.
void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  if (value.size() != 1 || value[0] < '0' || value[0] > '2') split.fail(f, "passes is 0 to 2 (passes in a row)");
  pos.state[static_cast<size_t>(slot(v))] = static_cast<std::int16_t>(value[0] - '0');
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  const int n = state_at(kPass, v, pos);
  return n ? std::to_string(n) : "";
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kPass); }

}  // namespace

const Moves kMoves{
    .side_moves = &add_pass,
    .kinds = kKinds,
};
const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};
const State kState{
    .slots = 1,
    .make = &make,
};
const Field kField{
    .key = "passes",
    .read_field = &read_field,
    .write_field = &write_field,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"pass", FsfType::kBool, FsfUse::kDefaultOnly, "false", "passing a turn in this game"},
    {"kingPass", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kPass = {
    .name = "pass",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("pass"); },
    .moves = &kMoves,
    .ends = &kEnds,
    .state = &kState,
    .field = &kField,
    .diagram = &kDiagram,
    .keys = kFsfKeys,
};

}  // namespace rules
