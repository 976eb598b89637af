// Bare King (Shatranj, Courier): a side left with nothing but its King has lost, unless, on
// its own turn, the other side has only one piece besides its King, which it may yet take to
// bare that King in turn. Read as Fairy-Stockfish reads it: with the side to move bare and the
// other side holding three pieces or more, or the other side bare and the side to move holding
// two or more, the game is over and nobody moves. `rules: bare-king: true`; two sides only.
#include <array>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kBareKing;  // defined below, used before

namespace {

const Ending kBare{"bare king"};
const Ending* const kEndings[] = {&kBare};

Outcome ending(const Game&, const Position& pos) {
  std::array<int, 2> count{};
  for (Piece p : pos.board)
    if (p && !is_wall(p)) ++count[static_cast<size_t>(side_of(p))];
  for (int side = 0; side < 2; ++side)
    if (count[static_cast<size_t>(side)] <= 1 && count[static_cast<size_t>(1 - side)] >= (side == pos.stm ? 3 : 2))
      return {&kBare, 1 - side};
  return {};
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kBareKing); }

}  // namespace

const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};

extern const Mechanism kBareKing = {
    .name = "bare-king",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("bare-king"); },
    .ends = &kEnds,
};

}  // namespace rules
