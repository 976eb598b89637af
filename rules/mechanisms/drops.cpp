// Drops: instead of moving, a side may put a piece from its hand on an empty cell from which that
// piece would have a move (so no pawn or lance on the last rank, no knight on the last two).
// `rules: drops: {hand: GNLPSRB}` lists the pieces a hand holds, in the order position text
// writes them (Fairy-Stockfish's order, so its text and pawnprint's are the same). The hand is
// written in brackets after the placement, the first side's pieces in upper case first:
// `.../LNSGKGSNL[NLbp]`. Its state is Position::hand.
// By default a captured piece changes sides and goes, unpromoted, to the capturer's hand (Shogi);
// `captures: false` keeps captures out of the hands (Pocket Knight: only what the setup gives).
// `demote: P` (Crazyhouse): a piece promoted from a pawn goes back as that pawn; it is marked in
// Position::tilde, written `Q~`. Without it a promoted Queen goes back a Queen (Loop).
// `cells:` (one set for every piece, or per letter) keeps drops to some cells, as the first side
// sees them: Crazyhouse's `{P: a2-h7}`, Placement's `a1-h1`. With `anywhere: true` a piece may be
// dropped on any empty cell, even one it could never leave (Dobutsu, Kyoto Shogi); with
// `promoted: true` a piece with a promoted form may be dropped either side up (Kyoto Shogi), the
// promoted drop written +P@e5. With `drop: false` the hand's pieces are never dropped as a move
// of their own; they come in only by another rule (Seirawan's gating).
#include <algorithm>
#include <cctype>

#include "common/yaml_at.h"
#include "rules/mechanisms/blast.h"
#include "rules/mechanisms/drops.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"
#include "rules/topology/cell_set.h"

namespace rules {


namespace {

struct DropRules {
  std::vector<int> hand;                              // the types a hand holds, in written order
  bool captures = true;                               // captured pieces go to the capturer's hand
  int demote = -1;                                    // the pawn a piece promoted from a pawn goes back as, or -1
  std::vector<std::vector<std::vector<bool>>> cells;  // [type][side][cell] a drop may land; empty: anywhere
  bool anywhere = false;                              // also on cells the piece could never leave
  bool promoted = false;                              // also promoted side up
  bool drop = true;                                   // dropped as moves of their own
};

// A drop as Fairy-Stockfish writes it, the piece's letter and where it lands: P@e5, +P@e5.
std::string drop_text(const Game& g, const Move& m) {
  const PieceType& p = g.variant().pieces[static_cast<size_t>(m.promo)];
  return (p.promoted ? "+" : "") + (p.letter + ("@" + g.board().cell(m.to).name));
}

const MoveKind kDropKind{.name = "drop", .drop = true, .san = &drop_text, .text = &drop_text};
const MoveKind* const kKinds[] = {&kDropKind};

const DropRules& drop_rules(const Variant& v) { return setting<DropRules>(v, kDrops); }

std::uint8_t& held(Position& pos, int side, int type) {
  return pos.hand[static_cast<size_t>(side)][static_cast<size_t>(type)];
}

bool kept_off(const Game& game, int type, int side, int cell) { return game.kept_off(type, side, cell); }

bool may_land(const DropRules& r, int type, int side, int cell) {
  const auto& in = r.cells[static_cast<size_t>(type)];
  return in.empty() || in[static_cast<size_t>(side)][static_cast<size_t>(cell)];
}

// Drops of the held `type`, shown as `face` (the type itself, or its promoted form).
void add_drops_of(const Game& game, const Position& pos, const DropRules& r, int type, int face,
                  std::vector<Move>& out) {
  const int side = pos.stm;
  const Kind drop = game.kind_of(kDropKind);
  for (int c = 0; c < game.board().size(); ++c) {
    if (pos.board[static_cast<size_t>(c)] != 0 || !may_land(r, type, side, c)) continue;
    if (!r.anywhere && !game.can_move_from(face, side, c)) continue;
    if (kept_off(game, face, side, c)) continue;
    Move m;
    m.from = m.to = static_cast<std::int16_t>(c);
    m.promo = static_cast<std::int8_t>(face);
    m.kind = drop;
    out.push_back(m);
  }
}

void add_drops(const Game& game, const Position& pos, std::vector<Move>& out) {
  const DropRules& r = game.setting<DropRules>(kDrops);
  if (!r.drop) return;
  for (int type : r.hand) {
    if (pos.hand[static_cast<size_t>(pos.stm)][static_cast<size_t>(type)] == 0) continue;
    add_drops_of(game, pos, r, type, type, out);
    const int up = game.variant().promoted_type(type);
    if (r.promoted && up >= 0) add_drops_of(game, pos, r, type, up, out);
  }
}

// The type a dropped piece was held as: its unpromoted form.
int held_as(const Variant& v, int type) {
  const int base = v.unpromoted_type(type);
  return base >= 0 ? base : type;
}

// The type a captured piece goes to the hand as: its unpromoted form, or the pawn it was.
int in_hand(const Variant& v, const DropRules& r, Piece q, bool from_pawn) {
  if (from_pawn) return r.demote;
  const int base = v.unpromoted_type(type_of(q));
  return base >= 0 ? base : type_of(q);
}

// Marks of pieces promoted from a pawn: Undo::note tells unmake what the move changed.
constexpr int kMoverMarked = 1, kCapturedMarked = 2;  // the second capture's: kCapturedMarked << 1

std::uint8_t* mark(Position& pos, const Game& game, int cell) {
  if (pos.tilde.empty()) pos.tilde.assign(static_cast<size_t>(game.board().size()), 0);
  return &pos.tilde[static_cast<size_t>(cell)];
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  const int side = side_of(u.moved);
  const DropRules& r = game.setting<DropRules>(kDrops);
  const bool drop = game.is(m, kDropKind);
  if (drop) --held(pos, side, held_as(game.variant(), m.promo));
  int changed = 0;
  for (int i = 0; i < 2; ++i) {
    const Piece q = u.captured[i];
    if (!q) continue;
    bool from_pawn = false;
    if (r.demote >= 0) {
      std::uint8_t* f = mark(pos, game, m.cap[i]);
      from_pawn = *f != 0;
      if (from_pawn) changed |= kCapturedMarked << i;
      *f = 0;
    }
    if (r.captures) ++held(pos, side, in_hand(game.variant(), r, q, from_pawn));
  }
  if (r.demote >= 0 && !drop) {
    std::uint8_t* from = mark(pos, game, m.from);
    if (*from) changed |= kMoverMarked;
    const bool promotes = m.promo >= 0 && game.type(type_of(u.moved)).pawn;
    const bool marked = *from != 0 || promotes;
    *from = 0;
    *mark(pos, game, m.to) = marked ? 1 : 0;
  }
  u.note = static_cast<std::int16_t>(changed);
}

void unmake(const Game& game, Position& pos, const Move& m, const Undo& u) {
  const int side = side_of(u.moved);
  const DropRules& r = game.setting<DropRules>(kDrops);
  const bool drop = game.is(m, kDropKind);
  if (drop) ++held(pos, side, held_as(game.variant(), m.promo));
  const int changed = u.note;
  if (r.demote >= 0 && !drop) {
    *mark(pos, game, m.to) = 0;
    *mark(pos, game, m.from) = (changed & kMoverMarked) ? 1 : 0;
  }
  for (int i = 0; i < 2; ++i) {
    const Piece q = u.captured[i];
    if (!q) continue;
    const bool from_pawn = (changed & (kCapturedMarked << i)) != 0;
    if (from_pawn) *mark(pos, game, m.cap[i]) = 1;
    if (r.captures) --held(pos, side, in_hand(game.variant(), r, q, from_pawn));
  }
}

void read_cells(const pp::yaml::At& n, const Board& board, Variant& v, DropRules& r) {
  r.cells.assign(v.pieces.size(), {});
  auto set = [&](int type, const pp::yaml::At& where, const pp::yaml::At& value) {
    if (std::find(r.hand.begin(), r.hand.end(), type) == r.hand.end())
      throw where.error("drops cells: piece '" + std::string(1, v.pieces[static_cast<size_t>(type)].letter) +
                        "' is not in 'hand'");
    auto& in = r.cells[static_cast<size_t>(type)];
    if (!in.empty()) throw where.error("drops cells: a piece twice");
    in = read_cells_per_side(value, board, v.sides, "drops cells");
  };
  if (!n.node().IsMap() || per_side_cells(n)) {
    for (int t : r.hand) set(t, n, n);
    return;
  }
  for (const auto& kv : n.node()) {
    const pp::yaml::At key(n.file(), kv.first), value(n.file(), kv.second);
    const std::string letter = read_piece_letters(key, v, "drops cells");
    if (letter.size() != 1) throw key.error("drops cells: one piece letter a line, not '" + letter + "'");
    set(v.type_index(letter[0]), key, value);
  }
}

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  n.keys({"hand", "captures", "demote", "cells", "anywhere", "promoted", "drop"}, "drops");
  if (!n["hand"]) throw n.error("drops needs 'hand': the pieces a hand holds, in their written order");
  if (v.sides != 2) throw n.error("drops is a rule of two sides");
  DropRules r;
  if (n["captures"]) r.captures = n["captures"].flag("drops captures");
  if (n["anywhere"]) r.anywhere = n["anywhere"].flag("drops anywhere");
  if (n["promoted"]) r.promoted = n["promoted"].flag("drops promoted");
  if (n["drop"]) r.drop = n["drop"].flag("drops drop");
  for (char c : read_piece_letters(n["hand"], v, "drops hand")) {
    const int t = v.type_index(c);
    // A King in hand is only ever the setup's (Placement); captured, it would end the game.
    if (v.pieces[static_cast<size_t>(t)].royal && r.captures)
      throw n["hand"].error("a royal piece is in a hand only where captures are not ('captures: false')");
    r.hand.push_back(t);
  }
  if (n["demote"]) {
    const std::string letter = read_piece_letters(n["demote"], v, "drops demote");
    r.demote = letter.size() == 1 ? v.type_index(letter[0]) : -1;
    if (r.demote < 0 || !v.pieces[static_cast<size_t>(r.demote)].pawn)
      throw n["demote"].error("drops demote: the letter of the pawn a promoted piece goes back as");
    if (std::find(r.hand.begin(), r.hand.end(), r.demote) == r.hand.end())
      throw n["demote"].error("drops demote: the pawn must be in 'hand'");
  }
  if (n["cells"]) read_cells(n["cells"], board, v, r);
  else r.cells.assign(v.pieces.size(), {});
  v.rules.settings["drops"] = std::move(r);
}

YAML::Node write(const Variant& v, const Board& board) {
  const DropRules& r = drop_rules(v);
  YAML::Node n = flow_map();
  n["hand"] = piece_letters(v, r.hand);
  if (!r.captures) n["captures"] = false;
  if (!r.drop) n["drop"] = false;
  if (r.demote >= 0) n["demote"] = std::string(1, v.pieces[static_cast<size_t>(r.demote)].letter);
  if (r.anywhere) n["anywhere"] = true;
  if (r.promoted) n["promoted"] = true;
  YAML::Node cells = flow_map();
  for (int t : r.hand)
    if (!r.cells[static_cast<size_t>(t)].empty())
      cells[std::string(1, v.pieces[static_cast<size_t>(t)].letter)] =
          write_cells_per_side(r.cells[static_cast<size_t>(t)], board);
  if (cells.size() > 0) n["cells"] = cells;
  return n;
}

bool blasts_to_hand(const Variant& v) { return plays(kBlast, v) && plays(kDrops, v) && drop_rules(v).captures; }

// The hand in brackets: upper case the first side's pieces, lower case the second's, any order.
void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  if (value == "-") return;
  const auto& types = drop_rules(v).hand;
  for (char ch : value) {
    const auto uch = static_cast<unsigned char>(ch);
    const int t = std::isalpha(uch) ? v.type_index(static_cast<char>(std::toupper(uch))) : -1;
    // Fairy-Stockfish puts a royal piece a blast took in the other hand; the game is over then,
    // and it is never dropped: read and left out.
    if (t >= 0 && v.pieces[static_cast<size_t>(t)].royal && blasts_to_hand(v)) continue;
    if (std::find(types.begin(), types.end(), t) == types.end())
      split.fail(f, std::string("'") + ch + "' is no piece a hand holds");
    auto& n = held(pos, std::isupper(uch) ? 0 : 1, t);
    if (n < 99) ++n;
  }
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  std::string out;
  for (int side = 0; side < 2; ++side)
    for (int t : drop_rules(v).hand) {
      const char c = v.pieces[static_cast<size_t>(t)].letter;
      out.append(pos.hand[static_cast<size_t>(side)][static_cast<size_t>(t)],
                 side == 0 ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
  return out;
}

// Where each type of each side may be dropped as far as the hand and the cells go, worked out
// once: Placement's opposite-colour test asks it of every cell on every drop.
struct DropCells {
  std::vector<bool> may;                         // [type][side][cell]
  std::vector<std::vector<std::int16_t>> cells;  // [type][side]: the cells where `may`
};

std::any compile(const Game& game) {
  const DropRules& r = game.setting<DropRules>(kDrops);
  const size_t types = game.variant().pieces.size(), n = static_cast<size_t>(game.board().size());
  DropCells d;
  const size_t sides = static_cast<size_t>(game.sides());
  d.may.assign(types * sides * n, false);
  d.cells.resize(types * sides);
  for (int t : r.hand)
    for (int side = 0; side < game.sides(); ++side)
      for (int c = 0; c < game.board().size(); ++c)
        if (may_land(r, t, side, c) && !kept_off(game, t, side, c)) {
          d.may[(static_cast<size_t>(t * game.sides() + side)) * n + static_cast<size_t>(c)] = true;
          d.cells[static_cast<size_t>(t * game.sides() + side)].push_back(static_cast<std::int16_t>(c));
        }
  return d;
}

}  // namespace

bool may_drop(const Game& game, int type, int side, int cell) {
  const DropCells& d = game.compiled<DropCells>(kDrops);
  return d.may[(static_cast<size_t>(type * game.sides() + side)) * static_cast<size_t>(game.board().size()) +
               static_cast<size_t>(cell)];
}

const std::vector<std::int16_t>& drop_cells(const Game& game, int type, int side) {
  return game.compiled<DropCells>(kDrops).cells[static_cast<size_t>(type * game.sides() + side)];
}

bool hand_refills(const Variant& v) { return drop_rules(v).captures; }

const std::vector<int>& drop_hand(const Variant& v) { return drop_rules(v).hand; }

void to_other_hand(const Game& game, Position& pos, Piece q, bool from_pawn, int delta) {
  const Variant& v = game.variant();
  if (!blasts_to_hand(v) || game.type(type_of(q)).royal) return;
  held(pos, 1 - side_of(q), in_hand(v, drop_rules(v), q, from_pawn)) += static_cast<std::uint8_t>(delta);
}

const Moves kMoves{
    .compile = &compile,
    .side_moves = &add_drops,
    .kinds = kKinds,
};
const State kState{
    .make = &make,
    .unmake = &unmake,
};
const Field kField{
    .bracketed = true,
    .read_field = &read_field,
    .write_field = &write_field,
    .promoted_marks = [](const Variant& v) { return drop_rules(v).demote >= 0; },
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"pieceDrops", FsfType::kBool},         {"capturesToHand", FsfType::kBool},
    {"dropRegionWhite", FsfType::kRegion},  {"dropRegionBlack", FsfType::kRegion},
    {"whiteDropRegion", FsfType::kRegion},  {"blackDropRegion", FsfType::kRegion},
    {"firstRankPawnDrops", FsfType::kBool}, {"promotionZonePawnDrops", FsfType::kBool},
    {"dropPromoted", FsfType::kBool},       {"dropLoop", FsfType::kBool},
    {"immobilityIllegal", FsfType::kBool},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{.title = "Drops",
                           .text =
                               "Instead of moving, a side may put a piece from its hand on an empty cell, where the "
                               "rules allow it."};

extern const Mechanism kDrops = {
    .name = "drops",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("drops"); },
    .moves = &kMoves,
    .state = &kState,
    .field = &kField,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
