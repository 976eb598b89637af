// Drops (Shogi): a captured piece changes sides and goes, unpromoted, to the capturer's hand; on
// its turn a side may instead of moving put a piece from its hand on any empty cell from which
// that piece would have a move (so no pawn or lance on the last rank, no knight on the last two).
// `rules: drops: {hand: GNLPSRB}` lists the pieces a hand holds, in the order position text
// writes them (Fairy-Stockfish's order, so its text and pawnprint's are the same). With
// `anywhere: true` a piece may be dropped on any empty cell, even one it could never leave
// (Dobutsu, Kyoto Shogi); with `promoted: true` a piece with a promoted form may be dropped
// either side up (Kyoto Shogi), the promoted drop written +P@e5. `royal: true` lets the hand
// hold the King (Sittuyin's placement), and `captures-to-hand: false` sends captured pieces off
// the board for good. The hand is
// written in brackets after the placement, the first side's pieces in upper case first:
// `.../LNSGKGSNL[NLbp]`. Its state is Position::hand.
#include <cctype>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

// A drop as Fairy-Stockfish writes it, the piece's letter and where it lands: P@e5, +P@e5.
std::string drop_text(const Game& g, const Move& m) {
  const PieceType& p = g.variant().pieces[static_cast<size_t>(m.promo)];
  return (p.promoted ? "+" : "") + (p.letter + ("@" + g.board().cell(m.to).name));
}

const MoveKind kDropKind{.name = "drop", .drop = true, .san = &drop_text, .text = &drop_text};
const MoveKind* const kKinds[] = {&kDropKind};

struct DropRule {
  std::vector<int> hand;  // the piece types a hand holds, in the order they are written
  bool anywhere = false;  // on any empty cell, not only where the piece has a move
  bool promoted = false;  // also promoted side up
  bool royal = false;     // the King may be in hand
  bool captures = true;   // captured pieces go to the capturer's hand
};

const DropRule& rule(const Variant& v) { return setting<DropRule>(v, kDrops); }
const std::vector<int>& hand_types(const Variant& v) { return rule(v).hand; }

std::uint8_t& held(Position& pos, int side, int type) {
  return pos.hand[static_cast<size_t>(side)][static_cast<size_t>(type)];
}

void add_drops_of(const Game& game, const Position& pos, int type, std::vector<Move>& out) {
  for (int c = 0; c < game.board().size(); ++c) {
    if (pos.board[static_cast<size_t>(c)] != 0) continue;
    if (!rule(game.variant()).anywhere && !game.can_move_from(type, pos.stm, c)) continue;
    Move m;
    m.from = m.to = static_cast<std::int16_t>(c);
    m.promo = static_cast<std::int8_t>(type);
    m.kind = kDropKind.id;
    out.push_back(m);
  }
}

void add_drops(const Game& game, const Position& pos, std::vector<Move>& out) {
  const DropRule& r = rule(game.variant());
  for (int type : r.hand) {
    if (pos.hand[static_cast<size_t>(pos.stm)][static_cast<size_t>(type)] == 0) continue;
    add_drops_of(game, pos, type, out);
    const int up = game.variant().promoted_type(type);
    if (r.promoted && up >= 0) add_drops_of(game, pos, up, out);
  }
}

// The type a piece is held in the hand as: its unpromoted form.
int in_hand(const Variant& v, int type) {
  const int base = v.unpromoted_type(type);
  return base >= 0 ? base : type;
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  const int side = side_of(u.moved);
  if (kDropKind.is(m)) --held(pos, side, in_hand(game.variant(), m.promo));
  if (!rule(game.variant()).captures) return;
  for (Piece q : u.captured)
    if (q) ++held(pos, side, in_hand(game.variant(), type_of(q)));
}

void unmake(const Game& game, Position& pos, const Move& m, const Undo& u) {
  const int side = side_of(u.moved);
  if (kDropKind.is(m)) ++held(pos, side, in_hand(game.variant(), m.promo));
  if (!rule(game.variant()).captures) return;
  for (Piece q : u.captured)
    if (q) --held(pos, side, in_hand(game.variant(), type_of(q)));
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  n.keys({"hand", "anywhere", "promoted", "royal", "captures-to-hand"}, "drops");
  if (!n["hand"]) throw n.error("drops needs 'hand': the pieces a hand holds, in their written order");
  if (v.sides != 2) throw n.error("drops is a rule of two sides");
  DropRule r;
  if (n["anywhere"]) r.anywhere = n["anywhere"].flag("anywhere");
  if (n["promoted"]) r.promoted = n["promoted"].flag("promoted");
  if (n["royal"]) r.royal = n["royal"].flag("royal");
  if (n["captures-to-hand"]) r.captures = n["captures-to-hand"].flag("captures-to-hand");
  for (char c : read_piece_letters(n["hand"], v, "drops hand")) {
    const int t = v.type_index(c);
    if (v.pieces[static_cast<size_t>(t)].royal && !r.royal)
      throw n["hand"].error("a royal piece is in hand only with 'royal: true'");
    r.hand.push_back(t);
  }
  v.rules.settings["drops"] = std::move(r);
}

// The hand in brackets: upper case the first side's pieces, lower case the second's, any order.
void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  if (value == "-") return;
  const auto& types = hand_types(v);
  for (char ch : value) {
    const auto uch = static_cast<unsigned char>(ch);
    const int t = std::isalpha(uch) ? v.type_index(static_cast<char>(std::toupper(uch))) : -1;
    if (std::find(types.begin(), types.end(), t) == types.end())
      split.fail(f, std::string("'") + ch + "' is no piece a hand holds");
    auto& n = held(pos, std::isupper(uch) ? 0 : 1, t);
    if (n < 99) ++n;
  }
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  std::string out;
  for (int side = 0; side < 2; ++side)
    for (int t : hand_types(v)) {
      const char c = v.pieces[static_cast<size_t>(t)].letter;
      out.append(pos.hand[static_cast<size_t>(side)][static_cast<size_t>(t)],
                 side == 0 ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
  return out;
}

}  // namespace

const Mechanism kDrops = {
    .name = "drops",
    .read = &read,
    .active = [](const Variant& v) { return v.rules.settings.contains("drops"); },
    .side_moves = &add_drops,
    .make = &make,
    .unmake = &unmake,
    .bracketed = true,
    .read_field = &read_field,
    .write_field = &write_field,
    .kinds = kKinds,
};

}  // namespace rules
