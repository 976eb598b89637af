// Playing with more than two armies (rules: sides above 2; settings under rules: armies, see
// army_rules.h): an army whose King is captured leaves the board, turns pass over armies that
// are out, the game ends when every army left with a King (the neutral one aside) plays for one
// side, and running out of moves is neither mate nor stalemate.
#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"
#include "rules/variant/army_rules.h"

namespace rules {

namespace {

const Ending kConquest{"conquest"};
const Ending* const kEndings[] = {&kConquest};

// Once every army left with a King (the neutral one aside) plays for one side, the game is
// over: that side's team index, kNobody when no side is left, or -1 while the game goes on.
constexpr int kNobody = -2;
int winning_team(const Game& game, const Position& pos) {
  int winner = kNobody;
  for (int a = 0; a < game.sides(); ++a) {
    if (pos.king[static_cast<size_t>(a)] < 0 || game.team(a) < 0) continue;
    if (winner >= 0 && winner != game.team(a)) return -1;
    winner = game.team(a);
  }
  return winner;
}

Outcome ending(const Game& game, const Position& pos) {
  const int team = winning_team(game, pos);
  if (team == -1) return {};
  return team >= 0 ? Outcome{&kConquest, team, game.team_armies(team)} : Outcome{&kConquest, -1, 0};
}

// The next army with a King, clockwise.
int next_army(const Game& game, const Position& pos, int side) {
  for (int k = 1; k <= game.sides(); ++k) {
    const int a = (side + k) % game.sides();
    if (pos.king[static_cast<size_t>(a)] >= 0) return a;
  }
  return (side + 1) % game.sides();
}

// A captured King takes its army off the board.
void make(const Game& game, Position& pos, const Move&, Undo& u) {
  for (Piece q : u.captured) {
    if (!q || !game.type(type_of(q)).royal) continue;
    for (size_t c = 0; c < pos.board.size(); ++c) {
      const Piece p = pos.board[c];
      if (!p || side_of(p) != side_of(q)) continue;
      u.removed[u.removed_count++] = {static_cast<std::int16_t>(c), p, 0};
      pos.board[c] = 0;
    }
  }
}

void unmake(const Game&, Position& pos, const Move&, const Undo& u) {
  for (int i = 0; i < u.removed_count; ++i) pos.board[static_cast<size_t>(u.removed[i].cell)] = u.removed[i].piece;
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  if (v.sides <= 2) throw n.error("'armies' is for boards of more than two armies");
  v.rules.armies = read_army_rules(n, v.sides);
}

}  // namespace

const Ends kEnds{
    .ending = &ending,
    .no_mate = true,
    .next_side = &next_army,
    .endings = kEndings,
};
const State kState{
    .make = &make,
    .changes_cells = true,
    .unmake = &unmake,
};

extern const Mechanism kArmyPlay = {
    .name = "armies",
    .read = &read,
    .write = [](const Variant& v, const Board&) { return write_army_rules(v.rules.armies); },
    .active = [](const Variant& v) { return v.sides > 2; },
    .ends = &kEnds,
    .state = &kState,
};

}  // namespace rules
