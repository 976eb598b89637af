// Sittuyin's promotion: a side without a Met may turn a pawn into one, as its whole move, on the
// pawn's cell or by a Met's step onto an empty cell next to it. With more than one pawn only a
// pawn on one of the two long diagonals in the opponent's half may; the lone pawn may anywhere.
// The new Met may not attack an enemy piece from where it lands, and the move may not give check.
// `rules: met-promotion: {to: F}`; pawns do not promote otherwise (`promotion: {zone: 0}`).
// Written as Fairy-Stockfish writes it: e5e5f in place, e5d4f aside.
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kMetPromotion;  // defined below, used before

namespace {

const MoveKind kMetPromote{.name = "met-promotion"};
const MoveKind* const kKinds[] = {&kMetPromote};

int met(const Game& game) { return game.setting<int>(kMetPromotion); }

// On a long diagonal (through a corner of the side's first rank) in the other side's half.
bool on_long_diagonal(const Game& game, int cell, int side) {
  const Board& b = game.board();
  const Cell& c = b.cell(cell);
  const int y = side == 0 ? c.y : b.ranks() - 1 - c.y;
  const bool diagonal = c.x == y || b.files() - 1 - c.x == y;
  return diagonal && y > (b.ranks() - 1) / 2;
}

bool attacks_enemy(const Game& game, const Position& pos, int from, int to, int side) {
  Position probe = pos;
  probe.board[static_cast<size_t>(from)] = 0;
  probe.board[static_cast<size_t>(to)] = make_piece(side, met(game));
  // Only the new Met counts: a side with another Met may not promote at all.
  for (int c = 0; c < game.board().size(); ++c) {
    const Piece q = probe.board[static_cast<size_t>(c)];
    // A wall is no one's piece: a Met may stand beside it.
    if (q && !is_wall(q) && side_of(q) != side && game.attacked(probe, c, side, type_bit(met(game)))) return true;
  }
  return false;
}

void side_moves(const Game& game, const Position& pos, std::vector<Move>& out) {
  const int side = pos.stm;
  const Board& b = game.board();
  std::vector<int> pawns;
  for (int c = 0; c < b.size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (!p || side_of(p) != side) continue;
    if (type_of(p) == met(game)) return;
    if (game.type(type_of(p)).pawn) pawns.push_back(c);
  }
  for (int from : pawns) {
    if (pawns.size() > 1 && !on_long_diagonal(game, from, side)) continue;
    const Cell& f = b.cell(from);
    for (int dx = -1; dx <= 1; ++dx)
      for (int dy = -1; dy <= 1; ++dy) {
        if ((dx == 0) != (dy == 0)) continue;
        const int to = dx == 0 ? from : b.at(f.x + dx, f.y + dy);
        if (to < 0 || (to != from && pos.board[static_cast<size_t>(to)] != 0)) continue;
        if (attacks_enemy(game, pos, from, to, side)) continue;
        Move m;
        m.from = static_cast<std::int16_t>(from);
        m.to = static_cast<std::int16_t>(to);
        m.promo = static_cast<std::int8_t>(met(game));
        m.kind = game.kind_of(kMetPromote);
        out.push_back(m);
      }
  }
}

// The promotion may not give check, directly or by what the pawn uncovers.
bool legal(const Game& game, const Position& after, const Move& m, const Undo&) {
  return !game.is(m, kMetPromote) || !in_check(game, after, after.stm);
}

bool may_refuse(const Game& game, Position&, const Move& m) { return game.is(m, kMetPromote); }

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  n.keys({"to"}, "met-promotion");
  if (v.sides != 2) throw n.error("met-promotion is a rule of two sides");
  if (!n["to"]) throw n.error("met-promotion needs 'to': the letter of the piece a pawn becomes");
  const std::string letter = read_piece_letters(n["to"], v, "met-promotion to");
  if (letter.size() != 1) throw n["to"].error("met-promotion: one piece letter, not '" + letter + "'");
  v.rules.settings[std::string(kMetPromotion.name)] = v.type_index(letter[0]);
}

YAML::Node write(const Variant& v, const Board&) {
  YAML::Node n = flow_map();
  n["to"] = std::string(1, v.pieces[static_cast<size_t>(setting<int>(v, kMetPromotion))].letter);
  return n;
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

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"sittuyinPromotion", FsfType::kBool, FsfUse::kDefaultOnly, "false", "Sittuyin's promotion"},
};

extern const Mechanism kMetPromotion = {
    .name = "met-promotion",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("met-promotion"); },
    .moves = &kMoves,
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
