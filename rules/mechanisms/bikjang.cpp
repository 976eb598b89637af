// Bikjang (Janggi): when the two Generals face each other on a file with nothing between them,
// the side to move must part them or pass; passing is then allowed even in check. Making the
// facing is allowed (`rules: bikjang: true`). Without the rule (Fairy-Stockfish's janggimodern and
// janggicasual) facing Generals mean nothing. A bikjang left standing by a pass ends the game,
// scored by points where the game counts them (points.cpp), else drawn. Its state: whether the
// last move left standing a bikjang it found (none before a position read from text).
#include <string>
#include <string_view>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/mechanisms/pass.h"
#include "rules/mechanisms/points.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kBikjang;  // defined below, used before

namespace {

const Ending kBikjangEnding{"bikjang"};
const Ending* const kEndings[] = {&kBikjangEnding};

int slot(const Variant& v) { return state_slot(kBikjang, v); }

// Whether the first occupied cell straight ahead of one side's royal piece holds another side's
// royal piece; `occupied(cell)` reads the board.
template <class Occupied>
bool faces(const Game& game, const decltype(Position::king)& kings, Occupied occupied) {
  for (int side = 0; side < game.sides(); ++side) {
    const int k = kings[static_cast<size_t>(side)];
    if (k < 0) continue;
    for (int c = game.ahead(k, side); c >= 0; c = game.ahead(c, side))
      if (occupied(c)) {
        for (int other = 0; other < game.sides(); ++other)
          if (other != side && kings[static_cast<size_t>(other)] == c) return true;
        break;
      }
  }
  return false;
}

bool faced_before(const Game& game, const Position& after, const Move& m, const Undo& u) {
  return faces(game, u.king, [&](int c) {
    if (c == m.from) return true;
    if (c == m.to) return u.captured[0] != 0 && m.cap[0] == m.to;
    return after.board[static_cast<size_t>(c)] != 0;
  });
}

bool faces_now(const Game& game, const Position& pos) {
  return faces(game, pos.king, [&](int c) { return pos.board[static_cast<size_t>(c)] != 0; });
}

bool is_pass(const Game& game, const Move& m) { return game.owner(m.kind) == &kPass; }

// Facing Generals must part, unless the side passes.
bool parts(const Game& game, const Position& after, const Move& m, const Undo& u) {
  return is_pass(game, m) || !faced_before(game, after, m, u) || !faces_now(game, after);
}

// A pass while the Generals face is allowed even in check.
bool pass_in_bikjang(const Game& game, const Position& after, const Move& m, const Undo& u) {
  return is_pass(game, m) && faced_before(game, after, m, u);
}

// Only while the Generals face is a move refused for leaving them so: then any move may be.
bool may_refuse(const Game&, Position&, const Move&) { return true; }

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  pos.state[static_cast<size_t>(slot(game.variant()))] = faced_before(game, pos, m, u) && faces_now(game, pos) ? 1 : 0;
}

Outcome ending(const Game& game, const Position& pos) {
  if (!pos.state[static_cast<size_t>(slot(game.variant()))]) return {};
  return undecided(game, pos, kBikjangEnding);
}

// Its state in position text when not 0 (`bikjang=1`), so that a position written and read back
// is the same; Fairy-Stockfish's text has no such field and reads as 0.
void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  if (value.size() != 1 || value[0] < '0' || value[0] > '1')
    split.fail(f, "bikjang is 0 to 1 (a bikjang left standing)");
  pos.state[static_cast<size_t>(slot(v))] = static_cast<std::int16_t>(value[0] - '0');
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  const int n = state_at(kBikjang, v, pos);
  return n ? std::to_string(n) : "";
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kBikjang); }

}  // namespace

const Judge kJudge{
    .legal = &parts,
    .may_refuse = &may_refuse,
    .refuses_here = &faces_now,
    .excuses = &pass_in_bikjang,
};
const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};
const State kState{
    .slots = 1,
    .make = &make,
};
const Field kField{
    .key = "bikjang",
    .read_field = &read_field,
    .write_field = &write_field,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"bikjangRule", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kBikjang = {
    .name = "bikjang",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("bikjang"); },
    .judge = &kJudge,
    .ends = &kEnds,
    .state = &kState,
    .field = &kField,
    .keys = kFsfKeys,
};

}  // namespace rules
