// Castling with the king and rook ending on files the rules name (so 10-file boards and
// shuffled back ranks castle too): both unmoved, every cell either crosses empty but for the
// two of them, the king not in check and crossing no attacked cell. Square boards only: it
// reads files and ranks. The King that castles is the piece lettered K, royal or not: where it is
// an ordinary piece (Extinction, Giveaway) it only needs the cells it crosses empty, since nothing
// attacks it that matters. Its state: the rights (a bit per side and direction), the rook each
// right belongs to and each side's castling King; its position-text field is standard FEN's
// castling field (KQkq, or Shredder-style file letters for a rook that is not the outermost).
// Castling may be on a rank other than the first (Shako, Blackletter: the second); castling to
// some wings may win the game (`wins`, Castle chess), and castling may take from the other side
// its right to the same wing (`opposite`).
#include <algorithm>
#include <any>
#include <cctype>
#include <string>
#include <string_view>

#include "common/yaml_at.h"
#include "rules/mechanisms/castling.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {


namespace {

// Castling towards the last file is the short one, whatever the files the king and rook land on.
std::string castle_san(const Game& g, const Move& m) {
  return g.board().cell(m.via).x > g.board().cell(m.from).x ? "O-O" : "O-O-O";
}

// Where back ranks are dealt, the King may castle onto a cell it could also step to (f1 to g1),
// so castling is written as the King taking its own Rook (f1h1), as Fairy-Stockfish writes
// Chess960 castling; elsewhere as the King's own move (e1g1).
std::string castle_text(const Game& g, const Move& m) {
  const Board& b = g.board();
  return b.cell(m.from).name + b.cell(g.variant().rules.shuffle.enabled ? m.via : m.to).name;
}

// `via` is the rook's cell, which the King does not pass.
const MoveKind kCastle{.name = "castle", .via_hidden = true, .san = &castle_san, .text = &castle_text};
const MarkKind kCastleMark{"castle", "castling: King lands here", Symbol::Frame, "#0072b2", 110};
const MoveKind* const kKinds[] = {&kCastle};
const MarkKind* const kMarks[] = {&kCastleMark};
const Ending kCastledToWin{"castled"};
const Ending kWinningRightLost{"castling right lost"};
const Ending* const kEndings[] = {&kCastledToWin, &kWinningRightLost};

// state[slot]: rights, bit side * 2 + (0 towards file a, 1 towards the last file), and bit 4 + side
// once that side has castled to win (`wins`; the game is then over, and position text leaves it out);
// state[slot + 1 + bit]: that right's rook, cell + 1; state[slot + 5 + side]: that side's King
// while it has a right, cell + 1.
int slot(const Variant& v) { return state_slot(kCastling, v); }
int rights(const Variant& v, const Position& pos) { return state_at(kCastling, v, pos); }
int rook_of(const Variant& v, const Position& pos, int bit) { return state_at(kCastling, v, pos, 1 + bit) - 1; }
int king_of(const Variant& v, const Position& pos, int side) { return state_at(kCastling, v, pos, 5 + side) - 1; }
void set_right(const Variant& v, Position& pos, int bit, int rook, int king) {
  pos.state[static_cast<size_t>(slot(v))] = static_cast<std::int16_t>(rights(v, pos) | (1 << bit));
  pos.state[static_cast<size_t>(slot(v) + 1 + bit)] = static_cast<std::int16_t>(rook + 1);
  pos.state[static_cast<size_t>(slot(v) + 5 + bit / 2)] = static_cast<std::int16_t>(king + 1);
}

// The rank `side` castles on.
int castling_y(const Variant& v, const Board& b, int side) {
  return side == 0 ? v.rules.castling.rank : b.ranks() - 1 - v.rules.castling.rank;
}

// The King that castles for `side` in a position read from text: its royal piece if K is royal,
// else its only K, on the castling rank; -1 if there is none there.
int home_king(const Variant& v, const Board& b, const Position& pos, int side) {
  const int kt = v.type_index('K');
  if (kt < 0) return -1;
  const int y = castling_y(v, b, side);
  if (v.piece('K')->royal) {
    const int k = pos.king[static_cast<size_t>(side)];
    return k >= 0 && b.cell(k).y == y ? k : -1;
  }
  int found = -1;
  for (int x = 0; x < b.files(); ++x)
    if (pos.board[static_cast<size_t>(b.at(x, y))] == make_piece(side, kt)) {
      if (found >= 0) return -1;
      found = b.at(x, y);
    }
  return found;
}

// What castling reads at every position, found once per game: the Rook's type, and each cell's
// file and rank and the cell at each file and rank, without asking the board's shape each time.
struct Tables {
  int rook_type = -1;
  int files = 0;
  std::vector<std::int16_t> x, y, at;  // at: by rank * files + file
  int cell(int file, int rank) const { return at[static_cast<size_t>(rank * files + file)]; }
};

std::any compile(const Game& game) {
  const Board& b = game.board();
  Tables t;
  t.rook_type = game.variant().type_index('R');
  t.files = b.files();
  for (int c = 0; c < b.size(); ++c) {
    t.x.push_back(static_cast<std::int16_t>(b.cell(c).x));
    t.y.push_back(static_cast<std::int16_t>(b.cell(c).y));
  }
  for (int y = 0; y < b.ranks(); ++y)
    for (int x = 0; x < b.files(); ++x) t.at.push_back(static_cast<std::int16_t>(b.at(x, y)));
  return t;
}

bool clear_between(const Tables& t, const Position& pos, int y, int a, int b, int king, int rook) {
  for (int x = std::min(a, b); x <= std::max(a, b); ++x) {
    const int c = t.cell(x, y);
    if (c != king && c != rook && pos.board[static_cast<size_t>(c)] != 0) return false;
  }
  return true;
}

int rook_target(const Game& game, const Move& m) {
  const Board& b = game.board();
  const auto& rule = game.variant().rules.castling;
  const bool towards_a = b.cell(m.via).x < b.cell(m.from).x;
  return b.at(towards_a ? rule.long_rook : rule.short_rook, b.cell(m.from).y);
}

void add_castling(const Game& game, const Position& pos, std::vector<Move>& out) {
  const Variant& v = game.variant();
  const int side = pos.stm;
  if (!(rights(v, pos) >> (side * 2) & 3)) return;
  const int k = king_of(v, pos, side);
  const Tables& t = game.compiled<Tables>(kCastling);
  const auto& rule = v.rules.castling;
  const int y = t.y[static_cast<size_t>(k)], kx = t.x[static_cast<size_t>(k)];
  const int enemy = 1 - side;
  const bool royal = game.type(type_of(pos.board[static_cast<size_t>(k)])).royal;
  if (royal && in_check(game, pos, side)) return;
  for (int dir = 0; dir < 2; ++dir) {
    const int bit = side * 2 + dir;
    if (!(rights(v, pos) >> bit & 1)) continue;
    const int rook = rook_of(v, pos, bit);
    if (pos.board[static_cast<size_t>(rook)] != make_piece(side, t.rook_type) || t.y[static_cast<size_t>(rook)] != y)
      continue;
    const int kto = dir ? rule.short_king : rule.long_king, rto = dir ? rule.short_rook : rule.long_rook;
    const int rx = t.x[static_cast<size_t>(rook)];
    if (!clear_between(t, pos, y, kx, kto, k, rook) || !clear_between(t, pos, y, rx, rto, k, rook)) continue;
    bool safe = true;
    for (int x = std::min(kx, kto); x <= std::max(kx, kto) && safe && royal; ++x)
      safe = !game.attacked(pos, t.cell(x, y), enemy) || shielded(game, pos, side, t.cell(x, y));
    if (!safe) continue;
    Move m;
    m.from = static_cast<std::int16_t>(k);
    m.to = static_cast<std::int16_t>(t.cell(kto, y));
    m.via = static_cast<std::int16_t>(rook);
    m.kind = game.kind_of(kCastle);
    out.push_back(m);
  }
}

// A King or Rook dropped on its first rank where castling would find it (Placement).
void gain_on_drop(const Game& game, Position& pos, const Move& m, int side) {
  const Variant& v = game.variant();
  const Board& b = game.board();
  const int y = castling_y(v, b, side), x = b.cell(m.to).x;
  if (b.cell(m.to).y != y) return;
  const int king = b.at(v.rules.castling.dropped_king, y);
  const Piece rook = make_piece(side, v.type_index('R'));
  const Piece dropped = pos.board[static_cast<size_t>(m.to)];
  if (m.to == king && pos.king[static_cast<size_t>(side)] == king) {
    for (int dir = 0; dir < 2; ++dir)
      if (const int corner = b.at(dir ? b.files() - 1 : 0, y); pos.board[static_cast<size_t>(corner)] == rook)
        set_right(v, pos, side * 2 + dir, corner, king);
  } else if (dropped == rook && (x == 0 || x == b.files() - 1) && pos.king[static_cast<size_t>(side)] == king) {
    set_right(v, pos, side * 2 + (x ? 1 : 0), m.to, king);
  }
}

// Rights `now` less those whose King or Rook stood on `cell`.
int rights_without(const Variant& v, const Position& pos, int now, int cell) {
  if (cell < 0) return now;
  for (int side = 0; side < 2; ++side)
    if (king_of(v, pos, side) == cell) now &= ~(3 << (side * 2));
  for (int bit = 0; bit < 4; ++bit)
    if ((now >> bit & 1) && rook_of(v, pos, bit) == cell) now &= ~(1 << bit);
  return now;
}

// Keeps the rights `now`, forgetting the rooks and Kings of those gone.
void keep_rights(const Variant& v, Position& pos, int now) {
  const auto s = static_cast<size_t>(slot(v));
  pos.state[s] = static_cast<std::int16_t>(now);
  for (int bit = 0; bit < 4; ++bit)
    if (!(now >> bit & 1)) pos.state[s + 1 + static_cast<size_t>(bit)] = 0;
  for (int side = 0; side < 2; ++side)
    if (!(now >> (side * 2) & 3)) pos.state[s + 5 + static_cast<size_t>(side)] = 0;
}

// After the king has landed: the rook goes beside it; a king or rook that moves or is taken
// loses its rights (an ordinary King can be taken).
void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  const Variant& v = game.variant();
  const int side = side_of(u.moved);
  const auto& rule = v.rules.castling;
  if (game.kind(m.kind).drop && rule.dropped_king >= 0) {
    gain_on_drop(game, pos, m, side);
    return;
  }
  const size_t s = static_cast<size_t>(slot(v));
  int now = pos.state[s];
  if (game.is(m, kCastle)) {
    const Piece rook = make_piece(side, v.type_index('R'));
    if (m.via != m.to) pos.board[static_cast<size_t>(m.via)] = 0;
    pos.board[static_cast<size_t>(rook_target(game, m))] = rook;
    const int dir = game.board().cell(m.via).x > game.board().cell(m.from).x ? 1 : 0;
    if (rule.wins >> (side * 2 + dir) & 1) now |= 1 << (4 + side);
    if (rule.opposite) now &= ~(1 << ((1 - side) * 2 + dir));
  }
  const int before = rights(v, pos);
  if (!before) return;
  now = rights_without(v, pos, rights_without(v, pos, rights_without(v, pos, now, m.from), m.cap[0]), m.cap[1]);
  if (now != before) keep_rights(v, pos, now);
}

// After the king is back home: the rook goes back to its cell.
void unmake(const Game& game, Position& pos, const Move& m, const Undo& u) {
  if (!game.is(m, kCastle)) return;
  const int target = rook_target(game, m);
  if (target != m.from) pos.board[static_cast<size_t>(target)] = 0;
  pos.board[static_cast<size_t>(m.via)] = make_piece(side_of(u.moved), game.variant().type_index('R'));
}

// Castling to win: the side that has just castled to a winning wing has won; a side that has
// lost every right whose castling would win has lost, the side that has just moved judged first
// (a Rook taking a Rook may cost both sides theirs), as Fairy-Stockfish judges it.
Outcome ending(const Game& game, const Position& pos) {
  const Variant& v = game.variant();
  const int wins = v.rules.castling.wins;
  if (!wins) return {};
  if (const int castled = rights(v, pos) >> 4) return {&kCastledToWin, castled == 1 ? 0 : 1};
  for (int side : {1 - pos.stm, pos.stm}) {
    const int needed = wins & (3 << (side * 2));
    if (needed && !(rights(v, pos) & needed)) return {&kWinningRightLost, 1 - side};
  }
  return {};
}

// `wins`: the rights, as the castling field writes them (K and Q White's, k and q Black's).
int read_wins(const pp::yaml::At& n) {
  const std::string text = n.text("castling wins");
  int bits = 0;
  for (char ch : text) {
    const size_t at = std::string_view("QKqk").find(ch);
    if (at == std::string_view::npos)
      throw n.error(std::string("castling wins are rights as the castling field writes them (K, Q, k, q), not '") + ch +
                    "'");
    bits |= 1 << at;
  }
  if (!bits) throw n.error("castling wins names no right (K, Q, k, q)");
  return bits;
}

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  n.keys({"long", "short", "dropped", "rank", "wins", "opposite"}, "castling");
  if (board.shape() != CellShape::Square) throw n.error("castling reads files: square boards only");
  auto& rule = v.rules.castling;
  rule.enabled = true;
  for (const char* side : {"long", "short"}) {
    const pp::yaml::At s = n[side];
    if (!s) throw n.error(std::string("castling needs '") + side + "'");
    s.keys({"king", "rook"}, std::string("castling ") + side);
    if (!s["king"] || !s["rook"]) throw s.error("castling gives the files 'king' and 'rook' end on");
    int k = read_file_letter(s["king"], board, "king"), rk = read_file_letter(s["rook"], board, "rook");
    (std::string(side) == "long" ? rule.long_king : rule.short_king) = k;
    (std::string(side) == "long" ? rule.long_rook : rule.short_rook) = rk;
  }
  if (!v.piece('R')) throw n.error("castling needs a piece with letter R");
  if (!v.piece('K')) throw n.error("castling needs a piece with letter K, the King that castles");
  if (n["dropped"]) rule.dropped_king = read_file_letter(n["dropped"], board, "castling dropped");
  if (n["rank"]) rule.rank = static_cast<int>(n["rank"].whole("castling rank", 1, board.ranks())) - 1;
  if (n["wins"]) rule.wins = read_wins(n["wins"]);
  if (n["opposite"]) rule.opposite = n["opposite"].flag("castling opposite");
  if (v.sides != 2 && (rule.wins || rule.opposite)) throw n.error("castling wins and opposite are rules of two sides");
}

YAML::Node write(const Variant& v, const Board&) {
  const CastlingRule& rule = v.rules.castling;
  YAML::Node n = flow_map(), lng = flow_map(), shrt = flow_map();
  lng["king"] = file_name(rule.long_king);
  lng["rook"] = file_name(rule.long_rook);
  shrt["king"] = file_name(rule.short_king);
  shrt["rook"] = file_name(rule.short_rook);
  n["long"] = lng;
  n["short"] = shrt;
  if (rule.dropped_king >= 0) n["dropped"] = file_name(rule.dropped_king);
  if (rule.rank > 0) n["rank"] = rule.rank + 1;
  std::string wins;
  for (char right : std::string_view("KQkq"))
    if (rule.wins >> std::string_view("QKqk").find(right) & 1) wins += right;
  if (!wins.empty()) n["wins"] = wins;
  if (rule.opposite) n["opposite"] = true;
  return n;
}

// The outermost rook of `side` on its king's rank towards file a (dir 0) or the last file (dir 1).
int outer_rook(const Variant& v, const Board& b, const Position& pos, int side, int dir, int k) {
  const int rt = v.type_index('R');
  if (k < 0 || rt < 0) return -1;
  const int y = b.cell(k).y;
  if (dir == 0) {
    for (int x = 0; x < b.cell(k).x; ++x)
      if (pos.board[static_cast<size_t>(b.at(x, y))] == make_piece(side, rt)) return b.at(x, y);
  } else {
    for (int x = b.files() - 1; x > b.cell(k).x; --x)
      if (pos.board[static_cast<size_t>(b.at(x, y))] == make_piece(side, rt)) return b.at(x, y);
  }
  return -1;
}

void read_field(const Variant& v, const Board& b, std::string_view text, const FenFields& split, size_t f,
                Position& pos) {
  if (text == "-") return;
  for (char ch : text) {
    const int side = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
    const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    const int k = home_king(v, b, pos, side);
    if (!v.rules.castling.enabled || k < 0) split.fail(f, "this position has no castling");
    int rook = -1, dir = -1;
    if (up == 'K' || up == 'Q') {
      dir = up == 'K' ? 1 : 0;
      rook = outer_rook(v, b, pos, side, dir, k);
    } else if (up >= 'A' && up < 'A' + b.files()) {
      rook = b.at(up - 'A', b.cell(k).y);
      dir = (up - 'A') > b.cell(k).x ? 1 : 0;
      if (pos.board[static_cast<size_t>(rook)] != make_piece(side, v.type_index('R'))) rook = -1;
    } else {
      split.fail(f, std::string("unknown castling letter '") + ch + "'");
    }
    if (rook < 0) split.fail(f, std::string("no rook for castling right '") + ch + "'");
    if (rights(v, pos) & (1 << (side * 2 + dir))) split.fail(f, std::string("castling right '") + ch + "' given twice");
    set_right(v, pos, side * 2 + dir, rook, k);
  }
}

std::string write_field(const Variant& v, const Board& b, const Position& pos) {
  std::string castle;
  for (int side = 0; side < 2; ++side)
    for (int dir = 1; dir >= 0; --dir) {
      const int bit = side * 2 + dir;
      if (!(rights(v, pos) >> bit & 1)) continue;
      char ch;
      if (rook_of(v, pos, bit) == outer_rook(v, b, pos, side, dir, king_of(v, pos, side))) ch = dir ? 'K' : 'Q';
      else ch = static_cast<char>('A' + b.cell(rook_of(v, pos, bit)).x);
      castle += side == 0 ? ch : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
  return castle.empty() ? "-" : castle;
}

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (!game.is(m, kCastle)) return false;
  out.cells.push_back({m.to, &kCastleMark});
  return true;
}

}  // namespace

void castling_lost(const Game& game, Position& pos, int cell) {
  const Variant& v = game.variant();
  const int before = rights(v, pos);
  if (!before) return;
  if (const int now = rights_without(v, pos, before, cell); now != before) keep_rights(v, pos, now);
}

const Moves kMoves{
    .compile = &compile,
    .side_moves = &add_castling,
    .kinds = kKinds,
};
const Ends kEnds{
    .ending = &ending,
    .endings = kEndings,
};
const State kState{
    .slots = 7,
    .make = &make,
    .unmake = &unmake,
};
const Field kField{
    .positional = true,
    .read_field = &read_field,
    .write_field = &write_field,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"castling", FsfType::kBool},
    {"castlingKingsideFile", FsfType::kFile},
    {"castlingQueensideFile", FsfType::kFile},
    {"castlingRank", FsfType::kRank},
    {"castlingRookPiece", FsfType::kPiece},
    {"castlingRookPieces", FsfType::kPieceTypes},
    {"castlingKingPiece", FsfType::kPiece},
    {"castlingWins", FsfType::kText},
    {"oppositeCastling", FsfType::kBool},
    {"castlingDroppedPiece", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{
    .title = "Castling",
    .text =
        "The King and a Rook that have not moved may castle, as one move, when the cells between "
        "them are empty and the King is not in check and passes no attacked cell."};

extern const Mechanism kCastling = {
    .name = "castling",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.castling.enabled; },
    .moves = &kMoves,
    .ends = &kEnds,
    .state = &kState,
    .field = &kField,
    .diagram = &kDiagram,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
