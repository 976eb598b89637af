// Dead positions (the rules of chess, and the Western games that keep them): a position from which
// no series of legal moves can end in mate is drawn at once. The rule knows the positions seen at a
// glance: the Kings alone, or with one `minor` piece between them (a Knight, a Bishop), or with
// only pieces that keep to cells of one colour (`bound`: Bishops), all on one colour.
// `rules: dead-position: {minor: NB, bound: B}`; two sides on a square board; `false` in a layout
// extending one that plays it turns it off.
//
// The draw is the game's result (`moves`, game sheets, records played on), not an end of its
// moves: Fairy-Stockfish's perft plays on in such positions, as it does past a fifty-move or
// repeated position, and so perft here counts on (Ends::result, not Ends::ending).
#include <algorithm>
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/game.h"

namespace rules {

extern const Mechanism kDeadPosition;  // defined below, used before

namespace {

const Ending kDead{"dead position"};
const Ending* const kEndings[] = {&kDead};

struct DeadPosition {
  std::vector<int> minor, bound;  // piece types
};

bool among(const std::vector<int>& types, int t) { return std::find(types.begin(), types.end(), t) != types.end(); }

Outcome result(const Game& game, const Position& pos) {
  const DeadPosition& d = game.setting<DeadPosition>(kDeadPosition);
  for (size_t side = 0; side < pos.hand.sides(); ++side)
    if (std::any_of(pos.hand[side].begin(), pos.hand[side].end(), [](std::uint8_t n) { return n != 0; })) return {};
  int others = 0, minors = 0;
  bool all_bound = true;
  int colour = -1;
  for (int c = 0; c < game.board().size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (p == 0 || is_wall(p)) continue;
    if (c == pos.king[static_cast<size_t>(side_of(p))]) continue;
    const int t = type_of(p);
    ++others;
    if (among(d.minor, t)) ++minors;
    if (!among(d.bound, t)) {
      all_bound = false;
      continue;
    }
    const int on = (game.board().cell(c).x + game.board().cell(c).y) % 2;
    if (colour >= 0 && on != colour) all_bound = false;
    colour = on;
  }
  const bool dead = all_bound || (others == 1 && minors == 1);
  return dead ? Outcome{&kDead, -1} : Outcome{};
}

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  // `false` in a layout that extends one playing the rule: another game, which plays on.
  if (n.node().IsScalar()) {
    if (!n.flag("dead-position")) return;
    throw n.error("dead-position names its pieces, {minor: NB, bound: B}, or is false");
  }
  n.keys({"minor", "bound"}, "dead-position");
  if (v.sides != 2) throw n.error("dead-position is a rule of two sides");
  if (board.shape() != CellShape::Square) throw n.error("dead-position reads cell colours: square boards only");
  DeadPosition d;
  for (auto [key, types] : {std::pair{"minor", &d.minor}, std::pair{"bound", &d.bound}})
    if (n[key])
      for (char c : read_piece_letters(n[key], v, std::string("dead-position ") + key))
        types->push_back(v.type_index(c));
  v.rules.settings[std::string(kDeadPosition.name)] = d;
}

YAML::Node write(const Variant& v, const Board&) {
  const DeadPosition& d = setting<DeadPosition>(v, kDeadPosition);
  YAML::Node n = flow_map();
  if (!d.minor.empty()) n["minor"] = piece_letters(v, d.minor);
  if (!d.bound.empty()) n["bound"] = piece_letters(v, d.bound);
  return n;
}

}  // namespace

const Ends kEnds{
    .result = &result,
    .endings = kEndings,
};

extern const Mechanism kDeadPosition = {
    .name = "dead-position",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("dead-position"); },
    .ends = &kEnds,
};

}  // namespace rules
