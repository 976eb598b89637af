// Counting, the draw rule of Makruk and its family and of ASEAN chess: once the end game comes
// (Makruk: no pawn left; ASEAN: the side to move has only its King), the side ahead has a
// limited number of moves to mate, else the game is drawn. The limit depends on the pieces the
// stronger side keeps (the "pieces' honour"; Makruk's "board's honour" while both sides still
// have pieces). `rules: counting: {rule: makruk|asean, rook: R, khon: S, knight: N, met: M}`
// names the rule and the letters of the pieces the limit counts (a role left out: no such piece).
//
// Position text, as Fairy-Stockfish writes it: while a count runs, the en-passant field holds its
// limit in plies and the halfmove clock the plies counted (`... w - 32 5 60`).
#include <algorithm>
#include <string>

#include "rules/mechanisms/counting.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

const Ending kCountRunOut{"count run out"};
const Ending* const kEndings[] = {&kCountRunOut};

const Counting& rule(const Game& game) { return game.setting<Counting>(kCounting); }
int slot(const Variant& v) { return state_slot(kCounting, v); }
std::int16_t& limit(const Variant& v, Position& pos) { return pos.state[static_cast<size_t>(slot(v))]; }
std::int16_t& counted(const Variant& v, Position& pos) { return pos.state[static_cast<size_t>(slot(v) + 1)]; }
int limit(const Variant& v, const Position& pos) { return state_at(kCounting, v, pos); }
int counted(const Variant& v, const Position& pos) { return state_at(kCounting, v, pos, 1); }

struct Tally {
  int all[2] = {0, 0};
  int pawns = 0;
  int of[2][4] = {};  // rook, khon, knight, met
};

Tally tally(const Game& game, const Position& pos) {
  const Counting& c = rule(game);
  const int roles[4] = {c.rook, c.khon, c.knight, c.met};
  Tally t;
  for (Piece p : pos.board) {
    if (p == 0 || is_wall(p)) continue;
    const int side = side_of(p), type = type_of(p);
    ++t.all[side];
    if (game.type(type).pawn) ++t.pawns;
    for (int r = 0; r < 4; ++r)
      if (roles[r] == type) ++t.of[side][r];
  }
  return t;
}

// The count, in moves, that starts with `side` to move; 0 when none does.
int moves_allowed(const Counting& c, const Tally& t, int side) {
  const int other = 1 - side;
  const int* strong = t.of[other];
  enum { kRook, kKhon, kKnight, kMet };
  if (!c.makruk) {
    if (t.all[side] > 1) return 0;
    if (strong[kRook]) return 16;
    if (strong[kKhon] && strong[kMet]) return 44;
    if (strong[kKnight] && strong[kMet]) return 64;
    return 0;
  }
  if (t.pawns || t.all[other] == 1) return 0;
  if (t.all[side] > 1) return 64;  // the board's honour
  if (strong[kRook] > 1) return 8;
  if (strong[kRook] == 1) return 16;
  if (strong[kKhon] > 1) return 22;
  if (strong[kKnight] > 1) return 32;
  if (strong[kKhon] == 1) return 44;
  return 64;
}

// Whether a count could start with `next` to move, looked at only as far as it takes to say no:
// Makruk's needs no pawn on the board, ASEAN's the side to move's King alone. Most moves of a game
// stop at the first pawn or the second piece, where a whole tally reads every cell.
bool may_start(const Game& game, const Position& pos, const Counting& c, int next) {
  int mine = 0;
  for (Piece p : pos.board) {
    if (p == 0 || is_wall(p)) continue;
    if (c.makruk ? game.type(type_of(p)).pawn : side_of(p) == next && ++mine > 1) return false;
  }
  return true;
}

void make(const Game& game, Position& pos, const Move&, Undo& u) {
  const Variant& v = game.variant();
  if (limit(v, pos)) ++counted(v, pos);
  const int next = 1 - side_of(u.moved);
  const bool took = u.captured[0] || u.captured[1];
  if (limit(v, pos) && !took) return;
  if (!limit(v, pos) && !may_start(game, pos, rule(game), next)) return;
  const Tally t = tally(game, pos);
  if (limit(v, pos) && t.all[next] != 1) return;
  const Counting& c = rule(game);
  if (const int moves = moves_allowed(c, t, next)) {
    limit(v, pos) = static_cast<std::int16_t>(2 * moves);
    // A bare King's count starts from the pieces left on the board (Makruk).
    counted(v, pos) = static_cast<std::int16_t>(c.makruk && t.all[next] == 1 ? 2 * (t.all[0] + t.all[1]) : 0);
  }
}

// Past the limit the game is drawn, unless the side to move is mated.
Outcome ending(const Game& game, const Position& pos) {
  const Variant& v = game.variant();
  if (!limit(v, pos) || counted(v, pos) <= limit(v, pos)) return {};
  if (in_check(game, pos, pos.stm)) {
    Position p = pos;
    std::vector<Move> moves;
    generate_moves(game, p, moves);
    if (moves.empty()) return {};
  }
  return {&kCountRunOut, -1};
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  n.keys({"rule", "rook", "khon", "knight", "met"}, "counting");
  if (v.sides != 2) throw n.error("counting is a rule of two sides");
  Counting c;
  const std::string r = n["rule"].text("counting rule");
  if (r != "makruk" && r != "asean") throw n["rule"].error("counting rule is 'makruk' or 'asean', not '" + r + "'");
  c.makruk = r == "makruk";
  auto letter = [&](const char* key) {
    if (!n[key]) return -1;
    const std::string s = read_piece_letters(n[key], v, "counting piece");
    if (s.size() != 1) throw n[key].error(std::string("counting: one piece letter for '") + key + "', not '" + s + "'");
    return v.type_index(s[0]);
  };
  c.rook = letter("rook");
  c.khon = letter("khon");
  c.knight = letter("knight");
  c.met = letter("met");
  v.rules.settings[std::string(kCounting.name)] = c;
}

YAML::Node write(const Variant& v, const Board&) {
  const Counting& c = setting<Counting>(v, kCounting);
  YAML::Node n = flow_map();
  n["rule"] = c.makruk ? "makruk" : "asean";
  const std::pair<const char*, int> roles[] = {
      {"rook", c.rook}, {"khon", c.khon}, {"knight", c.knight}, {"met", c.met}};
  for (const auto& [role, type] : roles)
    if (type >= 0) n[role] = std::string(1, v.pieces[static_cast<size_t>(type)].letter);
  return n;
}

void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  if (value.size() > 3 || value.find_first_not_of("0123456789") != std::string_view::npos)
    split.fail(f, "a count's limit is a number of plies");
  const int n = std::stoi(std::string(value));
  if (n < 2 || n > 128) split.fail(f, "a count's limit is from 2 to 128 plies, not " + std::to_string(n));
  limit(v, pos) = static_cast<std::int16_t>(n);
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  return limit(v, pos) ? std::to_string(limit(v, pos)) : "";
}

}  // namespace

const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};
const State kState{
    .slots = 2,
    .make = &make,
};
const Field kField{
    .in_en_passant = true,
    .read_field = &read_field,
    .write_field = &write_field,
    .clock = [](const Variant& v, const Position& pos) { return limit(v, pos) ? counted(v, pos) : -1; },
    .set_clock =
        [](const Variant& v, Position& pos, int plies) {
          if (limit(v, pos)) counted(v, pos) = static_cast<std::int16_t>(std::min(plies, 999));
        },
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"countingRule", FsfType::kText},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{.title = "Counting the end game",
                           .text =
                               "When one side is down to its lone {piece}, the other has a limited count of moves to "
                               "mate it, or the game is drawn: the fewer and weaker its pieces, the more moves it is "
                               "given. The count is kept aloud, move by move."};

extern const Mechanism kCounting = {
    .name = "counting",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("counting"); },
    .ends = &kEnds,
    .state = &kState,
    .field = &kField,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
