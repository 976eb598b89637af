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
#include <any>
#include <array>
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

// The kinds watched, each with the piece types counted as it: what the rule counts, found once
// per game.
struct Watched {
  std::vector<std::vector<int>> kinds;  // empty: the whole army
  // When only whether a side has any of a kind matters (no more than 0 lost, and the other side
  // needing at most one), each kind's pieces of each side as bits of codes (presence below).
  bool presence = false;
  std::array<std::array<std::uint64_t, kMaxTypes>, 2> codes{};
};

// A piece of either of two sides as a bit: its side's low bit and its type + 1 in six bits, which
// no empty cell or wall shares while the roster has at most kCodedTypes types (else presence is
// counted as any other rule is).
constexpr int kCodedTypes = 30;
constexpr std::uint64_t code_bit(Piece p) { return std::uint64_t{1} << (((p >> (kSideShift - 5)) & 32) | (p & 31)); }

std::any compile(const Game& game) {
  const auto& e = game.setting<Extinction>(kExtinction);
  Watched w;
  for (int k : e.types) {
    std::vector<int>& types = w.kinds.emplace_back();
    for (int t = 0; t < static_cast<int>(game.variant().pieces.size()); ++t)
      if (e.kind_of(t) == k) types.push_back(t);
  }
  w.presence = !w.kinds.empty() && e.count == 0 && e.opponent <= 1 &&
               game.variant().pieces.size() <= static_cast<size_t>(kCodedTypes);
  for (int side = 0; side < 2; ++side)
    for (size_t k = 0; k < w.kinds.size(); ++k)
      for (int t : w.kinds[k]) w.codes[static_cast<size_t>(side)][k] |= code_bit(make_piece(side, t));
  return w;
}

// The codes of the two sides' pieces on the board, a bit each (code_bit): one pass for every
// kind, in four independent chains.
std::uint64_t present(const Piece* board, int cells) {
  std::array<std::uint64_t, 4> seen{};
  int i = 0;
  for (; i + 4 <= cells; i += 4)
    for (int j = 0; j < 4; ++j) seen[static_cast<size_t>(j)] |= code_bit(board[i + j]);
  for (; i < cells; ++i) seen[0] |= code_bit(board[i]);
  return (seen[0] | seen[1] | seen[2] | seen[3]) & ~std::uint64_t{1};  // not the empty cells'
}

// The rule when only presence matters: a side with none of a kind, on the board or in hand.
Outcome ending_by_presence(const Extinction& e, const Watched& w, const Position& pos) {
  std::uint64_t seen = present(pos.board.data(), static_cast<int>(pos.board.size()));
  for (int side = 0; side < 2; ++side)
    for (const auto& types : w.kinds)
      for (int t : types)
        if (pos.hand[static_cast<size_t>(side)][static_cast<size_t>(t)]) seen |= code_bit(make_piece(side, t));
  for (int side : {1 - pos.stm, pos.stm}) {
    const auto& mine = w.codes[static_cast<size_t>(side)];
    const auto& theirs = w.codes[static_cast<size_t>(1 - side)];
    for (size_t k = 0; k < w.kinds.size(); ++k)
      if (!(seen & mine[k]) && (e.opponent == 0 || (seen & theirs[k])))
        return {&kExtinct, e.draws ? -1 : e.wins ? side : 1 - side};
  }
  return {};
}

// How many cells `match`, counted 255 at a time in bytes: a loop the compiler turns into a few
// vector compares, where counting every code in one pass would wait on each cell before.
template <class Match>
int count_cells(const Piece* board, int cells, Match match) {
  int n = 0;
  for (int base = 0; base < cells; base += 255) {
    const int len = std::min(255, cells - base);
    std::uint8_t k = 0;
    for (int i = 0; i < len; ++i) k = static_cast<std::uint8_t>(k + match(board[base + i]));
    n += k;
  }
  return n;
}

int count_code(const Piece* board, int cells, Piece code) {
  return count_cells(board, cells, [code](Piece p) { return p == code; });
}

// A side's whole army on the board: its pieces, not the empty cells or walls.
int count_side(const Piece* board, int cells, int side) {
  return count_cells(board, cells, [side](Piece p) { return (p != 0) & (p != kWall) & (side_of(p) == side); });
}

// The rule is judged at every position searched, so it counts only the pieces it watches.
Outcome ending(const Game& game, const Position& pos) {
  const auto& e = game.setting<Extinction>(kExtinction);
  if (e.royal) return {};
  const Piece* board = pos.board.data();
  const int cells = static_cast<int>(pos.board.size());
  const Watched& w = game.compiled<Watched>(kExtinction);
  if (w.presence) return ending_by_presence(e, w, pos);
  const auto& kinds = w.kinds;
  const size_t watched = kinds.empty() ? 1 : kinds.size();
  std::array<std::array<int, kMaxTypes>, 2> n{};  // by side, then by kind watched
  for (int side = 0; side < 2; ++side) {
    const auto& hand = pos.hand[static_cast<size_t>(side)];
    auto& counts = n[static_cast<size_t>(side)];
    if (kinds.empty()) {
      counts[0] = count_side(board, cells, side);
      for (std::uint8_t h : hand) counts[0] += h;
    }
    for (size_t k = 0; k < kinds.size(); ++k)
      for (int t : kinds[k]) counts[k] += count_code(board, cells, make_piece(side, t)) + hand[static_cast<size_t>(t)];
  }
  // When both sides are extinct at once (a blast can do it), the side that has just moved is read
  // first, as Fairy-Stockfish reads it.
  for (int side : {1 - pos.stm, pos.stm}) {
    const auto& counts = n[static_cast<size_t>(side)];
    const auto& other = n[static_cast<size_t>(1 - side)];
    for (size_t k = 0; k < watched; ++k)
      if (counts[k] <= e.count && other[k] >= e.opponent) return {&kExtinct, e.draws ? -1 : e.wins ? side : 1 - side};
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

YAML::Node write(const Variant& v, const Board&) {
  const Extinction& e = *extinction_rule(v);
  YAML::Node n = flow_map();
  n["pieces"] = e.types.empty() ? "all" : piece_letters(v, e.types);
  n["count"] = e.count;
  YAML::Node counted = flow_map();
  for (size_t t = 0; t < e.kind.size(); ++t)
    if (e.kind[t] != static_cast<int>(t)) {
      const PieceType& p = v.pieces[t];
      counted[(p.promoted ? "+" : "") + std::string(1, p.letter)] =
          std::string(1, v.pieces[static_cast<size_t>(e.kind[t])].letter);
    }
  if (counted.size() > 0) n["counted-as"] = counted;
  if (e.opponent > 0) n["opponent"] = e.opponent;
  if (e.royal) n["royal"] = true;
  if (e.wins || e.draws || !e.royal) n["result"] = e.wins ? "win" : e.draws ? "draw" : "loss";
  return n;
}

}  // namespace

const Extinction* extinction_rule(const Variant& v) {
  const auto it = v.rules.settings.find(kExtinction.name);
  return it == v.rules.settings.end() ? nullptr : &std::any_cast<const Extinction&>(it->second);
}

const Moves kMoves{
    .compile = &compile,
};
const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"extinctionValue", FsfType::kValue},
    {"extinctionPieceTypes", FsfType::kPieceTypes},
    {"extinctionPieceCount", FsfType::kInt},
    {"extinctionOpponentPieceCount", FsfType::kInt},
    {"extinctionClaim", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kExtinction = {
    .name = "extinction",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("extinction"); },
    .moves = &kMoves,
    .ends = &kEnds,
    .keys = kFsfKeys,
};

}  // namespace rules
