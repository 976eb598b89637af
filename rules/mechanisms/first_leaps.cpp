// First leaps (Cambodian chess, Ouk Chatrang): while the King and the Met (Neang) have not moved
// from their home cells, the King may leap one rank forward and two files aside onto an empty
// cell, when not in check, and the Met may leap two cells straight forward, taking what stands
// there. `rules: first-leaps: {sideways: K, forward: M}`, square boards of at most 8 files.
// The cells still allowed are written as Fairy-Stockfish writes them, as file letters in the
// castling field (`DEde`: White's d1 and e1, Black's d8 and e8); a cell's right goes when a
// piece leaves it or is taken on it. The Met's leap attacks the cell it reaches, so it checks.
#include <bit>
#include <cctype>
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/home_cells.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kFirstLeaps;  // defined below, used before

namespace {

const MoveKind kLeap{.name = "first-leap"};
const MoveKind* const kKinds[] = {&kLeap};
const MarkKind kLeapMark{"first-leap", "first-move leap", Symbol::OpenDiamond, "#0072b2", 60};
const MarkKind* const kMarks[] = {&kLeapMark};

struct FirstLeaps {
  int sideways = -1;  // type leaping a rank forward and two files aside (the King)
  int forward = -1;   // type leaping two cells straight forward (the Met)
};

const FirstLeaps& leaps(const Game& game) { return game.setting<FirstLeaps>(kFirstLeaps); }

int slot(const Variant& v) { return state_slot(kFirstLeaps, v); }

unsigned gates(const Variant& v, const Position& pos) {
  return static_cast<std::uint16_t>(state_at(kFirstLeaps, v, pos));
}
void set_gates(const Variant& v, Position& pos, unsigned g) { set_home_bits(pos, slot(v), g); }
unsigned gate_bit(const Board& b, int cell, int side) { return home_bit(b, cell, side); }

int two_ahead(const Game& game, int cell, int side) {
  const int one = game.ahead(cell, side);
  return one < 0 ? -1 : game.ahead(one, side);
}

// Whether a Met of `by` on its gate attacks `cell` with its leap.
bool leap_attacks(const Game& game, const Position& pos, int cell, int by) {
  const Board& b = game.board();
  const Piece met = make_piece(by, leaps(game).forward);
  for (unsigned g = gates(game.variant(), pos) >> (by * 8) & 0xffu; g; g &= g - 1) {
    const int c = b.at(std::countr_zero(g), home_rank(b, by));
    if (c >= 0 && pos.board[static_cast<size_t>(c)] == met && two_ahead(game, c, by) == cell) return true;
  }
  return false;
}

bool checked(const Game& game, const Position& pos, int side) {
  const int k = pos.king[static_cast<size_t>(side)];
  return in_check(game, pos, side) || (k >= 0 && leap_attacks(game, pos, k, 1 - side));
}

void add(const Game& game, std::vector<Move>& out, int from, int to, int cap) {
  Move m;
  m.from = static_cast<std::int16_t>(from);
  m.to = static_cast<std::int16_t>(to);
  if (cap >= 0) m.cap[0] = static_cast<std::int16_t>(cap);
  m.kind = game.kind_of(kLeap);
  out.push_back(m);
}

void side_moves(const Game& game, const Position& pos, std::vector<Move>& out) {
  const FirstLeaps& fl = leaps(game);
  const Board& b = game.board();
  const int side = pos.stm;
  for (unsigned g = gates(game.variant(), pos) >> (side * 8) & 0xffu; g; g &= g - 1) {
    const int c = b.at(std::countr_zero(g), home_rank(b, side));
    const Piece p = c < 0 ? 0 : pos.board[static_cast<size_t>(c)];
    if (!p || side_of(p) != side) continue;
    if (type_of(p) == fl.forward) {
      const int to = two_ahead(game, c, side);
      if (to < 0) continue;
      const Piece q = pos.board[static_cast<size_t>(to)];
      if (q && side_of(q) == side) continue;
      add(game, out, c, to, q ? to : -1);
    } else if (type_of(p) == fl.sideways && !checked(game, pos, side)) {
      const int one = game.ahead(c, side);
      if (one < 0) continue;
      for (int dx : {-2, 2}) {
        const int to = b.at(b.cell(one).x + dx, b.cell(one).y);
        if (to >= 0 && pos.board[static_cast<size_t>(to)] == 0) add(game, out, c, to, -1);
      }
    }
  }
}

// A King may not stand where a Met's leap reaches it.
bool legal(const Game& game, const Position& after, const Move&, const Undo& u) {
  const int side = side_of(u.moved);
  const int k = after.king[static_cast<size_t>(side)];
  return k < 0 || !leap_attacks(game, after, k, 1 - side);
}

// A leap goes over anything, so only a King's move to where a leap reaches, or a move that leaves
// it standing where one does, can be refused.
bool may_refuse(const Game& game, Position& before, const Move& m) {
  const int k = before.king[static_cast<size_t>(before.stm)];
  return k >= 0 && leap_attacks(game, before, m.from == k ? m.to : k, 1 - before.stm);
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  const Board& b = game.board();
  const int side = side_of(u.moved);
  unsigned g = gates(game.variant(), pos);
  if (!game.kind(m.kind).drop) g &= ~gate_bit(b, m.from, side);
  g &= ~gate_bit(b, m.to, 1 - side);
  set_gates(game.variant(), pos, g);
}

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  n.keys({"sideways", "forward"}, "first-leaps");
  if (v.sides != 2 || !board.topology().castling_field() || board.files() > 8)
    throw n.error("first-leaps is a rule of two sides on a square board of at most 8 files");
  auto letter = [&](const char* key) {
    if (!n[key]) throw n.error(std::string("first-leaps needs '") + key + "': a piece letter");
    const std::string s = read_piece_letters(n[key], v, "first-leaps piece");
    if (s.size() != 1) throw n[key].error("first-leaps: one piece letter, not '" + s + "'");
    return v.type_index(s[0]);
  };
  FirstLeaps fl;
  fl.sideways = letter("sideways");
  fl.forward = letter("forward");
  v.rules.settings[std::string(kFirstLeaps.name)] = fl;
}

YAML::Node write(const Variant& v, const Board&) {
  const FirstLeaps& fl = setting<FirstLeaps>(v, kFirstLeaps);
  YAML::Node n = flow_map();
  n["sideways"] = std::string(1, v.pieces[static_cast<size_t>(fl.sideways)].letter);
  n["forward"] = std::string(1, v.pieces[static_cast<size_t>(fl.forward)].letter);
  return n;
}

void read_field(const Variant& v, const Board& b, std::string_view text, const FenFields& split, size_t f,
                Position& pos) {
  if (text == "-") return;
  unsigned g = 0;
  for (char ch : text) {
    const auto uch = static_cast<unsigned char>(ch);
    const int side = std::isupper(uch) ? 0 : 1;
    const int file = std::tolower(uch) - 'a';
    if (!std::isalpha(uch) || file < 0 || file >= b.files())
      split.fail(f, std::string("first leaps are written as file letters (DEde), not '") + ch + "'");
    g |= 1u << (side * 8 + file);
  }
  set_gates(v, pos, g);
}

std::string write_field(const Variant& v, const Board& b, const Position& pos) {
  std::string out;
  for (int side = 0; side < 2; ++side)
    for (int file = 0; file < b.files(); ++file)
      if (gates(v, pos) >> (side * 8 + file) & 1u) out += static_cast<char>((side == 0 ? 'A' : 'a') + file);
  return out.empty() ? "-" : out;
}

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (!game.is(m, kLeap)) return false;
  out.cells.push_back({m.to, m.cap[0] >= 0 ? &kCaptureMark : &kLeapMark});
  return true;
}

}  // namespace

const Moves kMoves{
    .side_moves = &side_moves,
    .kinds = kKinds,
};
const Judge kJudge{
    .legal = &legal,
    .may_refuse = &may_refuse,
};
const State kState{
    .slots = 1,
    .make = &make,
};
const Field kField{
    .positional = true,
    .read_field = &read_field,
    .write_field = &write_field,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"cambodianMoves", FsfType::kBool},
};

extern const Mechanism kFirstLeaps = {
    .name = "first-leaps",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("first-leaps"); },
    .moves = &kMoves,
    .judge = &kJudge,
    .state = &kState,
    .field = &kField,
    .diagram = &kDiagram,
    .keys = kFsfKeys,
};

}  // namespace rules
