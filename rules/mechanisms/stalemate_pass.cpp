// Passing when stuck (Fairy-Stockfish's passOnStalemate): a side with pieces but no legal move
// passes instead of being stalemated, so the game goes on (Anders' Antichess).
// `rules: stalemate-pass: true`. Written as the engine writes it, one of the side's pieces
// standing still on its cell (`a2a2`): the first of them counting along the first rank, then
// the second, as the engine numbers cells; in SAN `pass`. It runs last of the registry's filters
// (registry.cpp), after compulsory capture has kept its moves.
#include <string>
#include <tuple>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kStalematePass;  // defined below, used before

namespace {

std::string pass_san(const Game&, const Move&) { return "pass"; }

const MoveKind kStuckPass{.name = "stalemate-pass", .san = &pass_san};
const MarkKind kStuckMark{"stalemate-pass", "pass: no move, so the side passes", Symbol::OpenPause, "#cc79a7", 150};
const MoveKind* const kKinds[] = {&kStuckPass};
const MarkKind* const kMarks[] = {&kStuckMark};

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (!game.is(m, kStuckPass)) return false;
  out.cells.push_back({m.to, &kStuckMark});
  return true;
}

// Runs after every other rule has kept its moves: only a side left with none passes, and not out
// of check (that is mate).
void add_pass(const Game& game, const Position& pos, std::vector<Move>& legal) {
  if (!legal.empty() || (game.variant().rules.check && in_check(game, pos, pos.stm))) return;
  int first = -1;
  std::tuple<int, std::string> first_key;
  for (int c = 0; c < game.board().size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (!p || side_of(p) != pos.stm) continue;
    std::tuple<int, std::string> key{game.rank(c, 0), game.board().cell(c).name};
    if (first < 0 || key < first_key) first = c, first_key = std::move(key);
  }
  if (first < 0) return;
  Move m;
  m.from = m.to = static_cast<std::int16_t>(first);
  m.kind = game.kind_of(kStuckPass);
  legal.push_back(m);
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kStalematePass); }

}  // namespace

const Moves kMoves{
    .kinds = kKinds,
};
const Judge kJudge{
    .filter = &add_pass,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"passOnStalemate", FsfType::kBool},
    {"kingPassOnStalemate", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{.title = "Passing when stuck",
                           .text =
                               "A side that has no move, and is not in check, passes instead of losing or drawing by "
                               "stalemate, and the game goes on."};

extern const Mechanism kStalematePass = {
    .name = "stalemate-pass",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("stalemate-pass"); },
    .moves = &kMoves,
    .judge = &kJudge,
    .diagram = &kDiagram,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
