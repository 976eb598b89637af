// A placement phase (Sittuyin, Burmese chess): the game starts with pieces in hand, the King among
// them, and while a side holds any it must drop one instead of moving, on its own first `ranks`
// ranks, the `back-rank` pieces on its first rank only. `rules: placement: {ranks: 3, back-rank:
// R}`, with `drops: {hand: ..., royal: true, captures-to-hand: false}` (drops.cpp) for the hand.
// A drop that leaves one's own King attacked is refused, as any move; the Kings may enter in
// any order.
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kPlacement;  // defined below, used before

namespace {

struct Placement {
  int ranks = 1;
  std::string back_rank;  // letters placed on the first rank only
};

bool held(const Position& pos, int side) {
  for (auto n : pos.hand[static_cast<size_t>(side)])
    if (n) return true;
  return false;
}

void filter(const Game& game, const Position& pos, std::vector<Move>& legal) {
  const auto& rule = game.setting<Placement>(kPlacement);
  const int side = pos.stm;
  auto outside = [&](const Move& m) {
    if (!game.kind(m.kind).drop) return false;
    const int rank = game.rank(m.to, side);
    const char letter = game.variant().pieces[static_cast<size_t>(m.promo)].letter;
    return rank > rule.ranks || (rank != 1 && rule.back_rank.find(letter) != std::string::npos);
  };
  std::erase_if(legal, outside);
  if (!held(pos, side)) return;
  const bool can_drop = std::any_of(legal.begin(), legal.end(), [&](const Move& m) { return game.kind(m.kind).drop; });
  if (can_drop) std::erase_if(legal, [&](const Move& m) { return !game.kind(m.kind).drop; });
}

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  n.keys({"ranks", "back-rank"}, "placement");
  if (v.sides != 2) throw n.error("placement is a rule of two sides");
  Placement p;
  if (n["ranks"]) p.ranks = static_cast<int>(n["ranks"].whole("placement ranks", 1, board.ranks()));
  if (n["back-rank"]) p.back_rank = read_piece_letters(n["back-rank"], v, "placement back-rank");
  v.rules.settings[std::string(kPlacement.name)] = p;
}

YAML::Node write(const Variant& v, const Board&) {
  const Placement& p = setting<Placement>(v, kPlacement);
  YAML::Node n = flow_map();
  if (p.ranks != 1) n["ranks"] = p.ranks;
  if (!p.back_rank.empty()) n["back-rank"] = p.back_rank;
  return n;
}

}  // namespace

const Judge kJudge{
    .filter = &filter,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"sittuyinRookDrop", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kPlacement = {
    .name = "placement",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("placement"); },
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
