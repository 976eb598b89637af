// Makpong, Makruk's defensive tie-break game: a King in check may not step out of it; it may only
// take the piece that checks, when that piece is the only one. Other pieces parry the check as
// usual. `rules: makpong: true`.
#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kMakpong;  // defined below, used before

namespace {

// Whether the King's capture on `to` removes every check: with a piece of its own standing in
// the checker's place (so no line behind it opens), the King is no longer attacked.
bool takes_sole_checker(const Game& game, const Position& pos, const Move& m) {
  if (m.cap[0] < 0) return false;
  Position probe = pos;
  const size_t at = static_cast<size_t>(m.cap[0]);
  probe.board[at] = make_piece(pos.stm, type_of(pos.board[static_cast<size_t>(m.from)]));
  return !in_check(game, probe, pos.stm);
}

void filter(const Game& game, const Position& pos, std::vector<Move>& legal) {
  if (!in_check(game, pos, pos.stm)) return;
  const int king = pos.king[static_cast<size_t>(pos.stm)];
  std::erase_if(legal, [&](const Move& m) { return m.from == king && !takes_sole_checker(game, pos, m); });
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kMakpong); }

}  // namespace

const Judge kJudge{
    .filter = &filter,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"makpongRule", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kMakpong = {
    .name = "makpong",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("makpong"); },
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
