// Extinction: a side left with none of some kind of piece has lost (Extinction chess: any kind;
// Kinglet: its pawns; Three Kings: its third King; Horde: every piece), or, in the losing games,
// has won. `rules: extinction: {pieces: KQRBNP, count: 0, result: loss}`: `pieces` the letters
// watched, or `all` for the whole army; a side has lost (`result: win`: won) once it has no more
// than `count` of one of them, pieces in hand included; `result: draw` ends the game drawn (Shatar:
// a bare King). The rule is judged before each move,
// for the side that has just moved first.
#include <string>
#include <vector>

#include "common/choices.h"
#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

const Ending kExtinct{"extinction"};
const Ending* const kEndings[] = {&kExtinct};

struct Extinction {
  std::vector<int> types;  // empty: the whole army
  int count = 0;
  bool wins = false;
  bool draws = false;  // a bare side draws (Shatar's robado)
};

int count_of(const Position& pos, int side, int type) {
  int n = 0;
  for (Piece p : pos.board)
    if (p && side_of(p) == side && (type < 0 || type_of(p) == type)) ++n;
  const auto& hand = pos.hand[static_cast<size_t>(side)];
  if (type >= 0) return n + hand[static_cast<size_t>(type)];
  for (auto h : hand) n += h;
  return n;
}

Outcome ending(const Game& game, const Position& pos) {
  const auto& e = setting<Extinction>(game.variant(), kExtinction);
  std::vector<int> types = e.types;
  if (types.empty()) types.push_back(-1);
  // When both sides are extinct at once (only position text can say so), White's is read first,
  // as Fairy-Stockfish reads it.
  for (int side : {0, 1})
    for (int t : types)
      if (count_of(pos, side, t) <= e.count) return {&kExtinct, e.draws ? -1 : e.wins ? side : 1 - side};
  return {};
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  n.keys({"pieces", "count", "result"}, "extinction");
  if (v.sides != 2) throw n.error("extinction is a rule of two sides");
  if (!n["pieces"]) throw n.error("extinction needs 'pieces': the letters watched, or 'all'");
  Extinction e;
  if (n["pieces"].text("extinction pieces") != "all")
    for (char c : read_piece_letters(n["pieces"], v, "extinction pieces")) e.types.push_back(v.type_index(c));
  if (n["count"]) e.count = static_cast<int>(n["count"].whole("extinction count", 0, 99));
  if (n["result"]) {
    enum class Result { Loss, Win, Draw };
    static constexpr auto kResults =
        pp::choices<Result>({{"loss", Result::Loss}, {"win", Result::Win}, {"draw", Result::Draw}});
    const std::string r = n["result"].text("extinction result");
    const std::optional<Result> result = kResults.parse(r);
    if (!result)
      throw n["result"].error("extinction result is " + kResults.listed() + " (for the side left without), not '" + r +
                              "'");
    e.wins = *result == Result::Win;
    e.draws = *result == Result::Draw;
  }
  v.rules.settings["extinction"] = std::move(e);
}

}  // namespace

const Mechanism kExtinction = {
    .name = "extinction",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("extinction"); },
    .ending = &ending,
    .endings = kEndings,
};

}  // namespace rules
