// Gating (Seirawan chess, S-House): when a piece leaves a cell of its side's first rank for the
// first time, a piece from the hand may enter on the cell it left, as part of the same move;
// castling may bring one in on the King's cell or on the Rook's. `rules: gating: true`, with the
// hand of `drops` (`drop: false` where its pieces enter only so). Which cells still may gate is
// written as Fairy-Stockfish writes it, file letters in the castling field besides castling's own
// (`KQBCDFGkqbcdfg`: K and Q gate the King's and that Rook's cells too); a cell's gate goes when
// its piece leaves or is taken, and where captures never fill the hand, with the last piece in
// hand. The gated piece only blocks: a move is legal with it exactly when it is without, as the
// engine has it. Moves are written as the engine writes them: b1c3h, e1g1h, h1e1h (gated on the
// Rook's cell) in move text, Nc3/H, O-O/He1, O-O/Hh1 in SAN.
#include <algorithm>
#include <cctype>
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/castling.h"
#include "rules/mechanisms/drops.h"
#include "rules/mechanisms/home_cells.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kGating;  // defined below, used before

namespace {

char letter_of(const Game& g, int type) { return g.variant().pieces[static_cast<size_t>(type)].letter; }
char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
const std::string& name(const Game& g, int cell) { return g.board().cell(cell).name; }

std::string gate_text(const Game& g, const Move& m) {
  return name(g, m.from) + name(g, m.to) + lower(letter_of(g, m.put));
}
std::string gate_suffix(const Game& g, const Move& m) { return std::string("/") + letter_of(g, m.put); }

std::string castle_san(const Game& g, const Move& m, int gate) {
  const bool shorter = g.board().cell(m.via).x > g.board().cell(m.from).x;
  return std::string(shorter ? "O-O" : "O-O-O") + "/" + letter_of(g, m.put) + name(g, gate);
}
std::string king_gate_san(const Game& g, const Move& m) { return castle_san(g, m, m.from); }
std::string rook_gate_san(const Game& g, const Move& m) { return castle_san(g, m, m.via); }
// Gated on the Rook's cell, the engine writes the Rook's cell first: h1e1h.
std::string rook_gate_text(const Game& g, const Move& m) {
  return name(g, m.via) + name(g, m.from) + lower(letter_of(g, m.put));
}

const MoveKind kGate{.name = "gate", .text = &gate_text, .san_suffix = &gate_suffix};
const MoveKind kKingGate{.name = "castle-gate-king", .via_hidden = true, .san = &king_gate_san, .text = &gate_text};
const MoveKind kRookGate{
    .name = "castle-gate-rook", .via_hidden = true, .san = &rook_gate_san, .text = &rook_gate_text};
const MoveKind* const kKinds[] = {&kGate, &kKingGate, &kRookGate};
const MarkKind kGateMark{"gate", "a piece from the hand enters here", Symbol::Plus, "#009e73", 65};
const MarkKind* const kMarks[] = {&kGateMark};

// Castling's own kind (the first it declares), whose moves gating copies with a piece added.
const MoveKind& castle_kind() { return **kCastling.moves->kinds.begin(); }
bool castles(const Game& game, const Move& m) {
  return game.is(m, castle_kind()) || game.is(m, kKingGate) || game.is(m, kRookGate);
}
Move as_castle(const Game& game, Move m) {
  m.kind = game.kind_of(castle_kind());
  m.put = -1;
  return m;
}
int gate_cell(const Game& game, const Move& m) { return game.is(m, kRookGate) ? m.via : m.from; }

int slot(const Variant& v) { return state_slot(kGating, v); }

unsigned gates(const Variant& v, const Position& pos) { return static_cast<std::uint16_t>(state_at(kGating, v, pos)); }
void set_gates(const Variant& v, Position& pos, unsigned g) { set_home_bits(pos, slot(v), g); }
unsigned gate_bit(const Board& b, int cell, int side) { return home_bit(b, cell, side); }

bool holds_any(const Position& pos, int side) {
  for (auto n : pos.hand[static_cast<size_t>(side)])
    if (n) return true;
  return false;
}

// Each legal move from a gate, once more for each piece in hand that may enter there.
void add_gated(const Game& game, const Position& pos, std::vector<Move>& legal) {
  const int side = pos.stm;
  const unsigned g = gates(game.variant(), pos);
  if (!(g >> (side * 8) & 0xffu)) return;
  int held[kMaxTypes];
  int count = 0;
  for (int t = 0; t < static_cast<int>(game.variant().pieces.size()); ++t)
    if (pos.hand[static_cast<size_t>(side)][static_cast<size_t>(t)]) held[count++] = t;
  if (!count) return;
  const Board& b = game.board();
  auto add = [&](Move m, const MoveKind& kind, int cell) {
    if (!(g & gate_bit(b, cell, side))) return;
    m.kind = game.kind_of(kind);
    for (int i = 0; i < count; ++i)
      if (may_drop(game, held[i], side, cell)) {
        m.put = static_cast<std::int8_t>(held[i]);
        legal.push_back(m);
      }
  };
  for (size_t i = 0, n = legal.size(); i < n; ++i) {
    const Move m = legal[i];
    if (game.kind(m.kind).drop) continue;
    if (game.is(m, castle_kind())) {
      add(m, kKingGate, m.from);
      add(m, kRookGate, m.via);
    } else {
      add(m, kGate, m.from);
    }
  }
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  const Board& b = game.board();
  const int side = side_of(u.moved);
  if (m.put >= 0) {
    if (!game.is(m, kGate)) kCastling.state->make(game, pos, as_castle(game, m), u);
    pos.board[static_cast<size_t>(gate_cell(game, m))] = make_piece(side, m.put);
    --pos.hand[static_cast<size_t>(side)][static_cast<size_t>(m.put)];
  }
  unsigned g = gates(game.variant(), pos);
  if (!g) return;
  if (!game.kind(m.kind).drop) g &= ~gate_bit(b, m.from, side);
  if (castles(game, m)) g &= ~gate_bit(b, m.via, side);
  for (int cap : m.cap)
    if (cap >= 0) g &= ~gate_bit(b, cap, 1 - side);
  // Where captures never fill a hand, an empty one gates no more.
  if (!hand_refills(game.variant()) && !holds_any(pos, side)) g &= ~(0xffu << (side * 8));
  set_gates(game.variant(), pos, g);
}

// The mover is home again (over a piece gated on its cell); castling's Rook goes back over one
// gated on its cell.
void unmake(const Game& game, Position& pos, const Move& m, const Undo& u) {
  if (m.put < 0) return;
  ++pos.hand[static_cast<size_t>(side_of(u.moved))][static_cast<size_t>(m.put)];
  if (!game.is(m, kGate)) kCastling.state->unmake(game, pos, as_castle(game, m), u);
}

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  if (!n.flag("gating")) return;
  if (v.sides != 2 || !board.topology().castling_field() || board.files() > 8)
    throw n.error("gating is a rule of two sides on a square board of at most 8 files");
  if (!v.rules.settings.contains(std::string(kDrops.name)))
    throw n.error("gating brings pieces in from the hand: it needs 'drops' (drop: false where they are not dropped)");
  v.rules.settings[std::string(kGating.name)] = true;
}

// The side's first-rank cell on `file`, and the outermost Rook of the side from one corner.
int home_cell(const Board& b, int side, int file) { return b.at(file, home_rank(b, side)); }
int corner_rook(const Variant& v, const Board& b, const Position& pos, int side, bool last) {
  const Piece rook = make_piece(side, v.type_index('R'));
  for (int i = 0; i < b.files(); ++i) {
    const int c = home_cell(b, side, last ? b.files() - 1 - i : i);
    if (pos.board[static_cast<size_t>(c)] == rook) return c;
  }
  return -1;
}
// Where a side's King castles from: its King on the first rank, else the e-file's cell.
int king_cell(const Board& b, const Position& pos, int side) {
  const int k = pos.king[static_cast<size_t>(side)];
  return k >= 0 && b.cell(k).y == home_rank(b, side) ? k : home_cell(b, side, std::min(4, b.files() - 1));
}

// K and Q are castling's, and gate the King's and that Rook's cells; a file letter gates its cell
// and, where a side holds nothing and captures never fill its hand, is castling's (a Rook's file).
// A side left without castling whose King's cell gates castles with the Rooks on gating cells.
void read_field(const Variant& v, const Board& b, std::string_view text, const FenFields& split, size_t f,
                Position& pos) {
  if (text == "-") return;
  const bool refills = hand_refills(v);
  unsigned g = 0;
  std::string castle;
  bool castles_side[2] = {false, false};
  for (char ch : text) {
    const auto uch = static_cast<unsigned char>(ch);
    const int side = std::isupper(uch) ? 0 : 1;
    const char up = static_cast<char>(std::toupper(uch));
    if (up == 'K' || up == 'Q') {
      castle += ch;
      castles_side[side] = true;
      const int rook = corner_rook(v, b, pos, side, up == 'K');
      if (rook >= 0) g |= gate_bit(b, rook, side);
      g |= gate_bit(b, king_cell(b, pos, side), side);
    } else if (std::isalpha(uch) && up - 'A' < b.files()) {
      g |= 1u << (side * 8 + (up - 'A'));
      if (!refills && !holds_any(pos, side)) {
        castle += ch;
        castles_side[side] = true;
      }
    } else {
      split.fail(f, std::string("unknown castling or gating letter '") + ch + "'");
    }
  }
  const int rook_type = v.type_index('R');
  for (int side = 0; side < 2; ++side) {
    const int k = pos.king[static_cast<size_t>(side)];
    if (castles_side[side] || k < 0 || !(g & gate_bit(b, k, side)) || (!refills && !holds_any(pos, side))) continue;
    for (int file = 0; file < b.files(); ++file)
      if ((g >> (side * 8 + file) & 1u) &&
          pos.board[static_cast<size_t>(home_cell(b, side, file))] == make_piece(side, rook_type))
        castle += static_cast<char>((side == 0 ? 'A' : 'a') + file);
  }
  if (!castle.empty()) kCastling.field->read_field(v, b, castle, split, f, pos);
  // As a move leaves it: a hand that never fills again gates nowhere once empty.
  for (int side = 0; side < 2; ++side)
    if (!refills && !holds_any(pos, side)) g &= ~(0xffu << (side * 8));
  set_gates(v, pos, g);
}

// Castling's letters, then the gating cells they do not already name, side by side.
std::string write_field(const Variant& v, const Board& b, const Position& pos) {
  const std::string castle = kCastling.field->write_field(v, b, pos);
  std::string out;
  for (int side = 0; side < 2; ++side) {
    std::vector<int> named;  // files castling's letters name: the King's and each right's Rook's
    for (char ch : castle) {
      const auto uch = static_cast<unsigned char>(ch);
      if (ch == '-' || (std::isupper(uch) != 0) != (side == 0)) continue;
      out += ch;
      const char up = static_cast<char>(std::toupper(uch));
      const int rook = up == 'K' || up == 'Q' ? corner_rook(v, b, pos, side, up == 'K') : home_cell(b, side, up - 'A');
      named.push_back(b.cell(king_cell(b, pos, side)).x);
      if (rook >= 0) named.push_back(b.cell(rook).x);
    }
    if (!hand_refills(v) && !holds_any(pos, side)) continue;
    for (int file = 0; file < b.files(); ++file)
      if ((gates(v, pos) >> (side * 8 + file) & 1u) && std::find(named.begin(), named.end(), file) == named.end())
        out += static_cast<char>((side == 0 ? 'A' : 'a') + file);
  }
  return out.empty() ? "-" : out;
}

bool marks(const Game& game, Position& pos, const Move& m, MoveMarks& out) {
  if (m.put < 0) return false;
  if (game.is(m, kGate)) out.cells.push_back({m.to, m.cap[0] >= 0 ? &kCaptureMark : &kMoveMark});
  else kCastling.diagram->marks(game, pos, as_castle(game, m), out);
  out.cells.push_back({gate_cell(game, m), &kGateMark});
  return true;
}

}  // namespace

const Moves kMoves{
    .kinds = kKinds,
};
const Judge kJudge{
    .filter = &add_gated,
};
const State kState{
    .slots = 1,
    .make = &make,
    .unmake = &unmake,
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
    {"gating", FsfType::kBool},
    {"seirawanGating", FsfType::kBool},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{
    .title = "Gating",
    .text =
        "A piece leaving its first-rank cell for the first time may bring a piece from its side's "
        "hand onto the cell it left, as part of the same move."};

extern const Mechanism kGating = {
    .name = "gating",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("gating"); },
    .moves = &kMoves,
    .judge = &kJudge,
    .state = &kState,
    .field = &kField,
    .diagram = &kDiagram,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
