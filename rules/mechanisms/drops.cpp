// Drops (Shogi): a captured piece changes sides and goes, unpromoted, to the capturer's hand; on
// its turn a side may instead of moving put a piece from its hand on any empty cell from which
// that piece would have a move (so no pawn or lance on the last rank, no knight on the last two).
// `rules: drops: {hand: GNLPSRB}` lists the pieces a hand holds, in the order position text
// writes them (Fairy-Stockfish's order, so its text and pawnprint's are the same). The hand is
// written in brackets after the placement, the first side's pieces in upper case first:
// `.../LNSGKGSNL[NLbp]`. Its state is Position::hand.
#include <cctype>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

// A drop as Fairy-Stockfish writes it, the piece's letter and where it lands: P@e5.
std::string drop_text(const Game& g, const Move& m) {
  return g.variant().pieces[static_cast<size_t>(m.promo)].letter + ("@" + g.board().cell(m.to).name);
}

const MoveKind kDropKind{.name = "drop", .drop = true, .san = &drop_text, .text = &drop_text};
const MoveKind* const kKinds[] = {&kDropKind};

// The piece types a hand holds, in the order they are written.
const std::vector<int>& hand_types(const Variant& v) { return setting<std::vector<int>>(v, kDrops); }

std::uint8_t& held(Position& pos, int side, int type) {
  return pos.hand[static_cast<size_t>(side)][static_cast<size_t>(type)];
}

void add_drops(const Game& game, const Position& pos, std::vector<Move>& out) {
  const int side = pos.stm;
  for (int type : hand_types(game.variant())) {
    if (pos.hand[static_cast<size_t>(side)][static_cast<size_t>(type)] == 0) continue;
    for (int c = 0; c < game.board().size(); ++c) {
      if (pos.board[static_cast<size_t>(c)] != 0 || !game.can_move_from(type, side, c)) continue;
      Move m;
      m.from = m.to = static_cast<std::int16_t>(c);
      m.promo = static_cast<std::int8_t>(type);
      m.kind = kDropKind.id;
      out.push_back(m);
    }
  }
}

// The type a captured piece goes to the hand as: its unpromoted form.
int in_hand(const Variant& v, Piece q) {
  const int base = v.unpromoted_type(type_of(q));
  return base >= 0 ? base : type_of(q);
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  const int side = side_of(u.moved);
  if (kDropKind.is(m)) --held(pos, side, m.promo);
  for (Piece q : u.captured)
    if (q) ++held(pos, side, in_hand(game.variant(), q));
}

void unmake(const Game& game, Position& pos, const Move& m, const Undo& u) {
  const int side = side_of(u.moved);
  if (kDropKind.is(m)) ++held(pos, side, m.promo);
  for (Piece q : u.captured)
    if (q) --held(pos, side, in_hand(game.variant(), q));
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  n.keys({"hand"}, "drops");
  if (!n["hand"]) throw n.error("drops needs 'hand': the pieces a hand holds, in their written order");
  if (v.sides != 2) throw n.error("drops is a rule of two sides");
  std::vector<int> types;
  for (char c : read_piece_letters(n["hand"], v, "drops hand")) {
    const int t = v.type_index(c);
    if (v.pieces[static_cast<size_t>(t)].royal) throw n["hand"].error("a royal piece is never in hand");
    types.push_back(t);
  }
  v.rules.settings["drops"] = std::move(types);
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
