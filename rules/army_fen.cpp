#include "rules/army_fen.h"

#include <cctype>

#include "rules/armies.h"
#include "rules/variant.h"

namespace rules {
namespace {

std::string letters_of(const Variant& v) {
  std::string s;
  for (const auto& p : v.pieces) s += p.letter;
  return s;
}

}  // namespace

Position parse_army_fen(const Variant& v, const Board& b, std::string_view fen, bool require_kings) {
  const FenFields split(fen);
  const auto& fields = split.text;
  auto fail = [&](size_t f, const std::string& why) { split.fail(f, why); };
  Position pos;
  pos.board.assign(static_cast<size_t>(b.size()), 0);
  std::vector<ArmyPiece> placed;
  try {
    placed = parse_army_placement(b.rows(), fields[0], letters_of(v));
  } catch (const PlacementError& e) {
    throw FenError(std::string("FEN ") + e.what(), 1, e.row, e.col, split.start[0] + e.offset);
  }
  std::array<int, kMaxSides> pieces{};
  for (const auto& p : placed) {
    if (p.army >= v.sides) fail(0, std::string("army '") + army_letter(p.army) + "' does not play in this variant");
    const int type = v.type_index(p.letter);
    pos.board[static_cast<size_t>(p.cell)] = make_piece(p.army, type);
    ++pieces[static_cast<size_t>(p.army)];
    if (v.pieces[static_cast<size_t>(type)].royal) {
      if (pos.king[static_cast<size_t>(p.army)] >= 0)
        fail(0, "a second King for " + std::string(army_name(p.army)) + " on " + b.cell(p.cell).name);
      pos.king[static_cast<size_t>(p.army)] = static_cast<std::int16_t>(p.cell);
    }
  }
  if (require_kings)
    for (int a = 0; a < v.sides; ++a)
      if (pieces[static_cast<size_t>(a)] && pos.king[static_cast<size_t>(a)] < 0)
        fail(0, std::string(army_name(a)) + " has pieces but no King (an army without its King is out of the game)");
  if (fields.size() > 1) {
    pos.stm = fields[1].size() == 1 ? army_from_letter(fields[1][0]) : -1;
    if (pos.stm < 0 || pos.stm >= v.sides) fail(1, "the army to move is one of w u y b g r");
    if (require_kings && pos.king[static_cast<size_t>(pos.stm)] < 0)
      fail(1, std::string(army_name(pos.stm)) + " is out of the game and cannot move");
  }
  bool pool_given = false;
  for (size_t f = 2; f < fields.size(); ++f) {
    auto eq = fields[f].find('=');
    if (eq == std::string_view::npos || fields[f].substr(0, eq) != "captured")
      fail(f, "the only field after the army to move is captured=...");
    pool_given = true;
    auto value = fields[f].substr(eq + 1);
    if (value == "-") continue;
    int army = -1;
    for (size_t i = 0; i < value.size(); ++i) {
      const char ch = value[i];
      if (std::islower(static_cast<unsigned char>(ch))) {
        army = army_from_letter(ch);
        if (army < 0 || army >= v.sides) fail(f, std::string("unknown army letter '") + ch + "'");
        continue;
      }
      const int t = v.type_index(ch);
      if (t < 0) fail(f, std::string("unknown piece letter '") + ch + "'");
      if (army < 0) fail(f, std::string("piece '") + ch + "' has no army letter before it");
      auto& n = pos.pool[static_cast<size_t>(army)][static_cast<size_t>(t)];
      if (n < 99) ++n;
    }
  }
  if (!pool_given) derive_pool(v, b, pos);
  return pos;
}

std::string to_army_fen(const Variant& v, const Board& b, const Position& pos) {
  std::vector<ArmyPiece> pieces;
  for (int c = 0; c < b.size(); ++c)
    if (Piece p = pos.board[static_cast<size_t>(c)])
      pieces.push_back({c, v.pieces[static_cast<size_t>(type_of(p))].letter, side_of(p)});
  std::string out = write_army_placement(b.rows(), pieces) + ' ' + army_letter(pos.stm);
  if (v.rules.promotion.only_captured) {
    std::string pool;
    for (int a = 0; a < v.sides; ++a) {
      bool named = false;
      for (size_t t = 0; t < v.pieces.size(); ++t)
        for (int n = 0; n < pos.pool[static_cast<size_t>(a)][t]; ++n) {
          if (!named) pool += army_letter(a), named = true;
          pool += v.pieces[t].letter;
        }
    }
    out += " captured=" + (pool.empty() ? std::string("-") : pool);
  }
  return out;
}

}  // namespace rules
