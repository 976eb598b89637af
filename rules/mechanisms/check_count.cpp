// Check counting (Three-check, Five-check): `rules: checks: 3`. A side that gives its third
// check has won. Its state is the checks each side has still to give, written in position text
// as Fairy-Stockfish writes it, after the en-passant field: `3+3` (White's then Black's).
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kCheckCount;  // defined below, used before

namespace {

const Ending kChecksGiven{"checks given"};
const Ending* const kEndings[] = {&kChecksGiven};

int slot(const Variant& v) { return state_slot(kCheckCount, v); }
int checks(const Game& game) { return game.setting<int>(kCheckCount); }
// state[slot + side]: checks `side` has given; so the count is 0 in a fresh Position.
int left(const Game& game, const Position& pos, int side) {
  return checks(game) - pos.state[static_cast<size_t>(slot(game.variant()) + side)];
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  const int side = side_of(u.moved);
  // A side with no checks left to give keeps 0 (a position may start it there), so the text
  // written afterwards still reads back.
  auto& given = pos.state[static_cast<size_t>(slot(game.variant()) + side)];
  const Piece moved = pos.board[static_cast<size_t>(m.to)];
  if (given < checks(game) &&
      (!moved || game.may_check(side, pos.king[static_cast<size_t>(1 - side)], type_of(moved), m)) &&
      in_check(game, pos, 1 - side))
    ++given;
}

Outcome ending(const Game& game, const Position& pos) {
  const int other = 1 - pos.stm;
  if (left(game, pos, other) <= 0) return {&kChecksGiven, other};
  return {};
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  if (v.sides != 2) throw n.error("checks is a rule of two sides");
  v.rules.settings["checks"] = static_cast<int>(n.whole("checks", 1, 99));
}

YAML::Node write(const Variant& v, const Board&) { return YAML::Node(setting<int>(v, kCheckCount)); }

// `W+B`: the checks each side has still to give.
void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  const int most = setting<int>(v, kCheckCount);
  const size_t plus = value.find('+');
  auto count = [&](std::string_view digits) {
    if (digits.empty() || digits.size() > 2 || digits.find_first_not_of("0123456789") != std::string_view::npos)
      split.fail(f, "checks to give are written W+B, each a count from 0 to " + std::to_string(most));
    const int n = std::stoi(std::string(digits));
    if (n > most) split.fail(f, "checks to give: " + std::to_string(n) + " is more than " + std::to_string(most));
    return n;
  };
  const int white = count(value.substr(0, plus)), black = count(value.substr(plus + 1));
  pos.state[static_cast<size_t>(slot(v))] = static_cast<std::int16_t>(most - white);
  pos.state[static_cast<size_t>(slot(v) + 1)] = static_cast<std::int16_t>(most - black);
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  const int most = setting<int>(v, kCheckCount);
  return std::to_string(most - pos.state[static_cast<size_t>(slot(v))]) + "+" +
         std::to_string(most - pos.state[static_cast<size_t>(slot(v) + 1)]);
}

}  // namespace

const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};
const State kState{
    .slots = 2,
    .make = &make,
    .asks_check = true,
};
const Field kField{
    .after_en_passant = true,
    .read_field = &read_field,
    .write_field = &write_field,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"checkCounting", FsfType::kBool},
};

extern const Mechanism kCheckCount = {
    .name = "checks",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("checks"); },
    .ends = &kEnds,
    .state = &kState,
    .field = &kField,
    .keys = kFsfKeys,
};

}  // namespace rules
