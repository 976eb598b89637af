// Extinction: a side left with none of some kind of piece has lost (Extinction chess: any kind;
// Kinglet: its pawns; Three Kings: its third King; Horde: every piece), or, in the losing games,
// has won. `rules: extinction: {pieces: KQRBNP, count: 0, result: loss}`: `pieces` the letters
// watched, or `all` for the whole army; a side has lost (`result: win`: won) once it has no more
// than `count` of one of them, pieces in hand included, while the other side has at least
// `opponent` of that kind (0 by default; Antiatomic's 1: when a blast leaves neither side a piece,
// neither has won by it); `result: draw` ends the game drawn (Shatar: a bare King). The rule is
// judged before each move, for the side that has just moved first. With `royal: true` the last pieces
// of each kind are royal instead (pseudo_royal.cpp), and the extinction, which they never let
// come, is not judged. `counted-as: {+K: Q}` counts a promoted form as the piece it moves as.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "common/choices.h"
#include "common/yaml_at.h"
#include "rules/mechanisms/extinction.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

const Ending kExtinct{"extinction"};
const Ending* const kEndings[] = {&kExtinct};

Outcome ending(const Game& game, const Position& pos) {
  const auto& e = game.setting<Extinction>(kExtinction);
  if (e.royal) return {};
  // Each side's count of each type, and of its whole army at kMaxTypes: the rule is judged at
  // every position searched, so the board is tallied by piece code first, with no test a cell.
  // Empty cells are skipped by a mask: counting them, each would wait on the one before.
  // Two sides' codes are below 63; a wall (0xff) falls on 63, which no piece has.
  static_assert(make_piece(1, kMaxTypes - 1) < 63);
  std::array<std::uint16_t, 64> of_code{};
  const Piece* board = pos.board.data();
  const int cells = static_cast<int>(pos.board.size());
  for (int base = 0; base < cells; base += 64) {
    const int len = std::min(64, cells - base);
    std::uint64_t taken = 0;
    for (int i = 0; i < len; ++i) taken |= static_cast<std::uint64_t>(board[base + i] != 0) << i;
    for (; taken; taken &= taken - 1) ++of_code[board[base + std::countr_zero(taken)] & 63];
  }
  std::array<std::array<int, kMaxTypes + 1>, 2> n{};
  const int types = static_cast<int>(game.variant().pieces.size());
  for (int side = 0; side < 2; ++side)
    for (int t = 0; t < types; ++t) {
      const int k = of_code[make_piece(side, t)] + pos.hand[static_cast<size_t>(side)][static_cast<size_t>(t)];
      n[static_cast<size_t>(side)][static_cast<size_t>(e.kind_of(t))] += k;
      n[static_cast<size_t>(side)][kMaxTypes] += k;
    }
  // When both sides are extinct at once (a blast can do it), the side that has just moved is read
  // first, as Fairy-Stockfish reads it.
  for (int side : {1 - pos.stm, pos.stm}) {
    const auto& counts = n[static_cast<size_t>(side)];
    const auto& other = n[static_cast<size_t>(1 - side)];
    auto gone = [&](size_t t) { return counts[t] <= e.count && other[t] >= e.opponent; };
    const bool extinct = e.types.empty() ? gone(kMaxTypes) : std::any_of(e.types.begin(), e.types.end(), [&](int t) {
      return gone(static_cast<size_t>(t));
    });
    if (extinct) return {&kExtinct, e.draws ? -1 : e.wins ? side : 1 - side};
  }
  return {};
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  n.keys({"pieces", "count", "opponent", "result", "royal", "counted-as"}, "extinction");
  if (v.sides != 2) throw n.error("extinction is a rule of two sides");
  if (!n["pieces"]) throw n.error("extinction needs 'pieces': the letters watched, or 'all'");
  Extinction e;
  if (n["pieces"].text("extinction pieces") != "all")
    for (char c : read_piece_letters(n["pieces"], v, "extinction pieces")) e.types.push_back(v.type_index(c));
  if (n["count"]) e.count = static_cast<int>(n["count"].whole("extinction count", 0, 99));
  if (n["opponent"]) e.opponent = static_cast<int>(n["opponent"].whole("extinction opponent", 0, 99));
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
  e.royal = n["royal"] && n["royal"].flag("extinction royal");
  if (const pp::yaml::At as = n["counted-as"]) {
    for (size_t t = 0; t < v.pieces.size(); ++t) e.kind.push_back(static_cast<int>(t));
    for (const auto& [form, value] : as.entries("extinction counted-as")) {
      const std::string target = value.text("extinction counted-as");
      const bool promoted = form.size() == 2 && form[0] == '+';
      const int from = form.size() == 1 + (promoted ? 1 : 0) ? v.type_index(form.back(), promoted) : -1;
      const int to = target.size() == 1 ? v.type_index(target[0]) : -1;
      if (from < 0) throw value.error("extinction counted-as: '" + form + "' is no piece of the roster (K, or +K)");
      if (to < 0) throw value.error("extinction counted-as: '" + target + "' is no piece letter of the roster");
      e.kind[static_cast<size_t>(from)] = to;
    }
  }
  if (e.royal && e.types.empty())
    throw n["pieces"].error("extinction: royal pieces are of the letters given, not 'all'");
  v.rules.settings["extinction"] = std::move(e);
}

}  // namespace

const Extinction* extinction_rule(const Variant& v) {
  const auto it = v.rules.settings.find(kExtinction.name);
  return it == v.rules.settings.end() ? nullptr : &std::any_cast<const Extinction&>(it->second);
}

const Mechanism kExtinction = {
    .name = "extinction",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("extinction"); },
    .ending = &ending,
    .endings = kEndings,
};

}  // namespace rules
