// Reference move generator for Gliński's and McCooey's hexagonal chess.
//
// THE BOARD. 91 hexagons in a regular hexagon with 6 cells a side, each cell with neighbours
// straight up and straight down ("vertical" orientation). Eleven files a b c d e f g h i k l
// (no j) run up the board; file f, in the middle, has 11 cells, a and l have 6. Ranks bend at
// file f as in Gliński's notation: rank 1 is White's two lower edges a1..f1..l1; files a..f end
// at a6 b7 c8 d9 e10 f11 and files f..l at f11 g10 h9 i8 k7 l6. Cells are held in axial
// coordinates (q, v): q = file - f (-5..5); v grows by one per step up a file; the cell is on
// the board when |q|, |v| and |q + v| are all at most 5 (the third cube coordinate is -q - v).
// The centre f6 is (0, 0); the rank of (q, v) is v + 6 + min(q, 0).
//
// DIRECTIONS. Orthogonal steps cross an edge: up (0,1), up-right (1,0), down-right (1,-1), down
// (0,-1), down-left (-1,0), up-left (-1,1). A diagonal step passes a vertex and is the sum of two
// neighbouring orthogonal steps: (1,1), (2,-1), (1,-2), (-1,-1), (-2,1), (-1,2). The bishop's
// line goes from cell to cell along the diagonal and is blocked only by a piece on one of those
// cells, never by the two cells it passes between.
//
// PIECES (both rule sets). Rook: slides along the 6 orthogonal directions. Bishop: slides along
// the 6 diagonal directions (so it keeps its cell colour). Queen: both. King: one step in any of
// the 12 directions; no castling. Knight: two orthogonal steps in one direction then one
// orthogonal step turned 60 degrees, i.e. 2a + b for orthogonal steps a and b 60 degrees apart,
// jumping over anything between. These are 12 targets, exactly the cells at distance 3 that lie
// on no rook line (distance-2 cells are all on rook or bishop lines; bishop lines reach distance
// 2, 4, ...), the same as "one orthogonal step, then one diagonal step outward" of the published
// descriptions and the knight of scottbedard/hexchess (a diagonal step then one of its two
// neighbouring orthogonal steps). A move may not leave the mover's own king attacked; a side with
// no legal move has lost if in check (mate) and otherwise the game is over (stalemate): either
// way the position has no moves and perft counts no leaves below it. A side without a king (test
// positions) is never in check.
//
// GLIŃSKI'S PAWNS. Move one cell straight forward (up for White) onto an empty cell. Capture one
// cell orthogonally forward at 60 degrees: White up-left and up-right, Black down-left and
// down-right. Starting cells: White b1 c2 d3 e4 f5 g4 h3 i2 k1, Black b7 c7 d7 e7 f7 g7 h7 i7 k7.
// A pawn standing on any starting cell of its side may instead step two cells straight forward
// over an empty cell onto an empty cell; this includes a pawn that reached another pawn's
// starting cell by a capture. The cell skipped by a double step may be taken en passant on the
// very next move by an enemy pawn that could capture onto it, removing the pawn that stepped.
// A pawn reaching the last cell of its file (for White the top edge a6 b7 c8 d9 e10 f11 g10 h9
// i8 k7 l6, for Black rank 1) promotes to a queen, rook, bishop or knight of its side.
//
// McCOOEY'S PAWNS AND SETUP. Source: Green Chess, "McCooey's Chess",
// https://greenchess.net/rules.php?v=mccooey ("They capture diagonally forward (in bishop's
// directions). They can advance two fields from their initial position, except for the central
// pawn. Pawns promote on the opposite two edges of the board."), with the Ludii portal's McCooey
// Chess page, https://ludii.games/details.php?keyword=McCooey%20Chess (pieces other than pawns
// move as in Gliński's chess; a pawn on a start cell but not on the middle file may step two;
// en passant and promotion as in Gliński's chess; checkmate or stalemate ends the game), and
// Dave McCooey's own comment on chessvariants.com (HexchessMcCooey, 2006-05-26) that his pawn
// chain "g4, f6, e7" protects itself, which fixes the two capture directions as the diagonal
// steps up-left (-1,2) and up-right (1,1) for White. What is implemented: the pawn moves one cell
// straight forward as in Gliński's game but captures one diagonal step forward (White (-1,2) and
// (1,1), Black (1,-2) and (-1,-1)), which advances it one and a half cells; it may step two from
// its starting cell except the pawn of the middle file (f4 for White, f8 for Black); en passant
// onto the skipped cell by a pawn that could capture there; promotion as above. The setup,
// Richard Honeycutt's seven-pawn diamond, with Black the mirror image across the middle of each
// file:
//   White K g1, Q e1, R d1 h1, N e2 g2, B f1 f2 f3, P c1 d2 e3 f4 g3 h2 i1;
//   Black K g10, Q e10, R d9 h9, N e9 g9, B f9 f10 f11, P c8 d8 e8 f8 g8 h8 i8.
// It is taken from a public implementation that transcribes Dave McCooey's own rules page
// (https://www.chessvariants.com/hexagonal.dir/hexchess2.html, not read here) and replays his
// published games; it matches Tim O'Lena's review "McCooey's Hexagonal Chess"
// (https://www.chessvariants.com/r/mccooey.html: seven pawns in a diamond, the bishops "up the
// middle") and leaves no empty cell behind the pawns. Its 31 first moves are worked out by hand
// in the tests.
// No pawn can ever capture onto another starting cell of its side here, so "from its starting
// cell" and "from any starting cell of its side" are the same rule.
//
// THE POSITION TEXT is that of scottbedard/hexchess (vitest and src/hexchess.ts of its
// hexchess.rs repository): the ranks 11 down to 1 separated by '/', each rank listing only its own
// cells from file a toward l (1, 3, 5, 7, 9 cells for ranks 11..7, then 11 for ranks 6..1),
// numbers counting empty cells (10 and 11 are single numbers); then w or b, the en-passant cell or
// '-', the halfmove and the fullmove counters. That library sets the en-passant cell after every
// double step except those of the b-file pawns; here every double step sets it.
#include "hexref.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>

namespace hexref {
namespace {

constexpr std::string_view kFiles = "abcdefghikl";

struct Vec {
  int q, v;
};

// Orthogonal steps, clockwise from up.
constexpr Vec kUp{0, 1}, kUpRight{1, 0}, kDownRight{1, -1}, kDown{0, -1}, kDownLeft{-1, 0}, kUpLeft{-1, 1};
constexpr std::array<Vec, 6> kOrthogonal{kUp, kUpRight, kDownRight, kDown, kDownLeft, kUpLeft};

constexpr Vec plus(Vec a, Vec b) { return {a.q + b.q, a.v + b.v}; }
constexpr Vec times(int k, Vec a) { return {k * a.q, k * a.v}; }

bool on_board(int q, int v) { return std::abs(q) <= 5 && std::abs(v) <= 5 && std::abs(q + v) <= 5; }
int rank_at(int q, int v) { return v + 6 + std::min(q, 0); }

struct Board {
  std::array<Vec, kCells> coords{};
  std::array<std::array<int, 11>, 11> index{};  // [q + 5][v + 5] -> cell or -1
  std::array<std::array<int, 12>, kCells> steps{};
  std::array<std::vector<int>, kCells> knights;

  int at(int q, int v) const { return on_board(q, v) ? index[q + 5][v + 5] : -1; }
  int shift(int cell, Vec d) const { return at(coords[cell].q + d.q, coords[cell].v + d.v); }

  Board() {
    for (auto& column : index) column.fill(-1);
    int n = 0;
    for (int rank = 11; rank >= 1; --rank)
      for (int q = -5; q <= 5; ++q) {
        int v = rank - 6 - std::min(q, 0);
        if (!on_board(q, v)) continue;
        coords[n] = {q, v};
        index[q + 5][v + 5] = n++;
      }
    if (n != kCells) throw std::logic_error("hexref: the board does not have 91 cells");
    std::array<Vec, 12> twelve{};
    for (int i = 0; i < 6; ++i) {
      twelve[size_t{2} * i] = kOrthogonal[i];
      twelve[size_t{2} * i + 1] = plus(kOrthogonal[i], kOrthogonal[(i + 1) % 6]);
    }
    for (int c = 0; c < kCells; ++c) {
      for (int d = 0; d < 12; ++d) steps[c][d] = shift(c, twelve[d]);
      for (int i = 0; i < 6; ++i)
        for (int turn : {1, 5}) {  // the two orthogonal steps 60 degrees either side
          int t = shift(c, plus(times(2, kOrthogonal[i]), kOrthogonal[(i + turn) % 6]));
          if (t >= 0) knights[c].push_back(t);
        }
    }
  }
};

const Board& board() {
  static const Board b;
  return b;
}

bool is_white(char piece) { return piece >= 'A' && piece <= 'Z'; }
bool is_black(char piece) { return piece >= 'a' && piece <= 'z'; }
bool belongs(char piece, bool white) { return white ? is_white(piece) : is_black(piece); }
char kind(char piece) { return static_cast<char>(std::tolower(static_cast<unsigned char>(piece))); }
char of_side(char kind_letter, bool white) {
  return white ? static_cast<char>(std::toupper(static_cast<unsigned char>(kind_letter))) : kind_letter;
}

// Pawn geometry of one side under one rule set.
struct PawnRules {
  Vec forward;
  std::array<Vec, 2> captures;
  std::vector<int> double_step_cells;
};

std::vector<int> cells(std::initializer_list<const char*> names) {
  std::vector<int> out;
  for (const char* name : names) out.push_back(cell_index(name));
  return out;
}

const PawnRules& pawn_rules(Rules rules, bool white) {
  static const PawnRules glinski_white{kUp,
                                       {kUpLeft, kUpRight},
                                       cells({"b1", "c2", "d3", "e4", "f5", "g4", "h3", "i2", "k1"})};
  static const PawnRules glinski_black{kDown,
                                       {kDownLeft, kDownRight},
                                       cells({"b7", "c7", "d7", "e7", "f7", "g7", "h7", "i7", "k7"})};
  static const PawnRules mccooey_white{kUp,
                                       {plus(kUp, kUpLeft), plus(kUp, kUpRight)},
                                       cells({"c1", "d2", "e3", "g3", "h2", "i1"})};
  static const PawnRules mccooey_black{kDown,
                                       {plus(kDown, kDownLeft), plus(kDown, kDownRight)},
                                       cells({"c8", "d8", "e8", "g8", "h8", "i8"})};
  if (rules == Rules::glinski) return white ? glinski_white : glinski_black;
  return white ? mccooey_white : mccooey_black;
}

void add_pawn_move(std::vector<Move>& out, int from, int to, Vec forward) {
  if (board().shift(to, forward) >= 0) {
    out.push_back({from, to, 0});
    return;
  }
  for (char p : {'q', 'r', 'b', 'n'}) out.push_back({from, to, p});  // last cell of its file
}

void pawn_moves(const Position& pos, Rules rules, int from, bool white, std::vector<Move>& out) {
  const Board& b = board();
  const PawnRules& pr = pawn_rules(rules, white);
  int one = b.shift(from, pr.forward);
  if (one >= 0 && pos.board[one] == '.') {
    add_pawn_move(out, from, one, pr.forward);
    bool may_double =
        std::find(pr.double_step_cells.begin(), pr.double_step_cells.end(), from) != pr.double_step_cells.end();
    int two = b.shift(one, pr.forward);
    if (may_double && two >= 0 && pos.board[two] == '.') out.push_back({from, two, 0});
  }
  for (Vec d : pr.captures) {
    int to = b.shift(from, d);
    if (to < 0) continue;
    char target = pos.board[to];
    if (target != '.' && !belongs(target, white)) add_pawn_move(out, from, to, pr.forward);
    // En passant: only for the side to move, onto the skipped cell, taking the pawn beyond it.
    if (target == '.' && to == pos.ep && white == pos.white_to_move) {
      int victim = b.shift(to, pawn_rules(rules, !white).forward);
      if (victim >= 0 && pos.board[victim] == of_side('p', !white)) out.push_back({from, to, 0});
    }
  }
}

void slide(const Position& pos, int from, bool white, int first_direction, std::vector<Move>& out) {
  for (int d = first_direction; d < 12; d += 2) {
    for (int to = step(from, d); to >= 0; to = step(to, d)) {
      if (pos.board[to] == '.') {
        out.push_back({from, to, 0});
        continue;
      }
      if (!belongs(pos.board[to], white)) out.push_back({from, to, 0});
      break;
    }
  }
}

int king_cell(const Position& pos, bool white) {
  for (int c = 0; c < kCells; ++c)
    if (pos.board[c] == of_side('k', white)) return c;
  return -1;
}

}  // namespace

Rules rules_named(std::string_view name) {
  if (name == "glinski") return Rules::glinski;
  if (name == "mccooey") return Rules::mccooey;
  throw std::invalid_argument("unknown rules '" + std::string(name) + "' (glinski or mccooey)");
}

std::string cell_name(int cell) {
  Vec c = board().coords.at(cell);
  std::string name(1, kFiles[c.q + 5]);
  name += std::to_string(rank_at(c.q, c.v));
  return name;
}

int cell_index(std::string_view name) {
  if (name.size() < 2 || name.size() > 3) return -1;
  auto f = kFiles.find(name[0]);
  if (f == std::string_view::npos) return -1;
  int rank = 0;
  auto [end, ec] = std::from_chars(name.data() + 1, name.data() + name.size(), rank);
  if (ec != std::errc() || end != name.data() + name.size() || name[1] == '0') return -1;
  int q = static_cast<int>(f) - 5;
  return board().at(q, rank - 6 - std::min(q, 0));
}

int file_of(int cell) { return board().coords.at(cell).q + 5; }
int rank_of(int cell) { return rank_at(board().coords.at(cell).q, board().coords.at(cell).v); }
int step(int cell, int direction) { return board().steps.at(cell).at(direction); }
const std::vector<int>& knight_targets(int cell) { return board().knights.at(cell); }

int distance(int a, int b) {
  Vec x = board().coords.at(a), y = board().coords.at(b);
  int dq = x.q - y.q, dv = x.v - y.v;
  return std::max({std::abs(dq), std::abs(dv), std::abs(dq + dv)});
}

Position parse(std::string_view text) {
  auto fail = [&](const std::string& why) {
    throw std::invalid_argument("position '" + std::string(text) + "': " + why);
  };
  std::vector<std::string_view> fields;
  for (size_t i = 0; i < text.size();) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    fields.push_back(text.substr(i, j - i));
    i = j;
  }
  if (fields.empty()) fail("no board");
  if (fields.size() > 5) fail("more than five fields");

  Position pos;
  std::vector<std::string_view> rows;
  for (size_t i = 0;;) {
    size_t slash = fields[0].find('/', i);
    rows.push_back(fields[0].substr(i, slash == std::string_view::npos ? std::string_view::npos : slash - i));
    if (slash == std::string_view::npos) break;
    i = slash + 1;
  }
  if (rows.size() != 11) fail(std::to_string(rows.size()) + " ranks instead of 11");
  int cell = 0, kings[2] = {0, 0};
  for (int r = 0; r < 11; ++r) {
    int rank = 11 - r, length = rank >= 7 ? 2 * (11 - rank) + 1 : 11, filled = 0;
    std::string_view row = rows[r];
    for (size_t i = 0; i < row.size();) {
      if (std::isdigit(static_cast<unsigned char>(row[i]))) {
        int run = 0;
        auto [end, ec] = std::from_chars(row.data() + i, row.data() + row.size(), run);
        if (ec != std::errc() || run < 1) fail("bad number in rank " + std::to_string(rank));
        filled += run;
        i = static_cast<size_t>(end - row.data());
        continue;
      }
      char p = row[i++];
      if (std::string_view("PNBRQKpnbrqk").find(p) == std::string_view::npos)
        fail(std::string("unknown piece '") + p + "' in rank " + std::to_string(rank));
      if (filled < length) pos.board[cell + filled] = p;
      if (kind(p) == 'k') ++kings[is_white(p) ? 0 : 1];
      ++filled;
    }
    if (filled != length)
      fail("rank " + std::to_string(rank) + " has " + std::to_string(filled) + " cells instead of " +
           std::to_string(length));
    cell += length;
  }
  if (kings[0] > 1 || kings[1] > 1) fail("more than one king of a side");

  if (fields.size() > 1) {
    if (fields[1] == "w") pos.white_to_move = true;
    else if (fields[1] == "b") pos.white_to_move = false;
    else fail("side to move is not w or b");
  }
  if (fields.size() > 2 && fields[2] != "-") {
    pos.ep = cell_index(fields[2]);
    if (pos.ep < 0) fail("en-passant field is not a cell");
  }
  auto number = [&](std::string_view field, int least, const char* what) {
    int n = 0;
    auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), n);
    if (ec != std::errc() || end != field.data() + field.size() || n < least) fail(std::string("bad ") + what);
    return n;
  };
  if (fields.size() > 3) pos.halfmove = number(fields[3], 0, "halfmove counter");
  if (fields.size() > 4) pos.fullmove = number(fields[4], 1, "fullmove counter");
  return pos;
}

std::string format(const Position& pos) {
  std::string out;
  int cell = 0;
  for (int rank = 11; rank >= 1; --rank) {
    int length = rank >= 7 ? 2 * (11 - rank) + 1 : 11, empty = 0;
    for (int i = 0; i < length; ++i, ++cell) {
      if (pos.board[cell] == '.') {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += pos.board[cell];
    }
    if (empty) out += std::to_string(empty);
    if (rank > 1) out += '/';
  }
  out += pos.white_to_move ? " w " : " b ";
  out += pos.ep >= 0 ? cell_name(pos.ep) : "-";
  out += ' ' + std::to_string(pos.halfmove) + ' ' + std::to_string(pos.fullmove);
  return out;
}

std::string move_text(const Move& m) {
  std::string s = cell_name(m.from) + cell_name(m.to);
  if (m.promotion) s += m.promotion;
  return s;
}

std::vector<Move> piece_moves(const Position& pos, Rules rules, int from) {
  std::vector<Move> out;
  char piece = pos.board.at(from);
  if (piece == '.') return out;
  bool white = is_white(piece);
  switch (kind(piece)) {
    case 'p': pawn_moves(pos, rules, from, white, out); break;
    case 'r': slide(pos, from, white, 0, out); break;  // even directions: orthogonal
    case 'b': slide(pos, from, white, 1, out); break;  // odd directions: diagonal
    case 'q':
      slide(pos, from, white, 0, out);
      slide(pos, from, white, 1, out);
      break;
    case 'k':
      for (int d = 0; d < 12; ++d) {
        int to = step(from, d);
        if (to >= 0 && !belongs(pos.board[to], white)) out.push_back({from, to, 0});
      }
      break;
    case 'n':
      for (int to : knight_targets(from))
        if (!belongs(pos.board[to], white)) out.push_back({from, to, 0});
      break;
  }
  return out;
}

bool attacked(const Position& pos, Rules rules, int cell, bool by_white) {
  // Look outward from the cell along each line for the first piece and ask whether it attacks
  // back along that line; then the knights, and the pawns that would capture onto the cell.
  for (int d = 0; d < 12; ++d) {
    bool orthogonal = d % 2 == 0;
    int distance_along = 0;
    for (int c = step(cell, d); c >= 0; c = step(c, d)) {
      ++distance_along;
      char p = pos.board[c];
      if (p == '.') continue;
      if (belongs(p, by_white)) {
        char k = kind(p);
        if (k == 'q' || k == (orthogonal ? 'r' : 'b') || (k == 'k' && distance_along == 1)) return true;
      }
      break;
    }
  }
  for (int c : knight_targets(cell))
    if (pos.board[c] == of_side('n', by_white)) return true;
  for (Vec d : pawn_rules(rules, by_white).captures) {
    int from = board().shift(cell, {-d.q, -d.v});
    if (from >= 0 && pos.board[from] == of_side('p', by_white)) return true;
  }
  return false;
}

bool in_check(const Position& pos, Rules rules) {
  int king = king_cell(pos, pos.white_to_move);
  return king >= 0 && attacked(pos, rules, king, !pos.white_to_move);
}

Position play(const Position& pos, const Move& m) {
  Position next = pos;
  char piece = pos.board.at(m.from);
  bool white = is_white(piece);
  bool pawn = kind(piece) == 'p';
  bool capture = pos.board.at(m.to) != '.';
  Vec forward = white ? kUp : kDown;
  const Board& b = board();
  if (pawn && m.to == pos.ep && !capture && m.to != b.shift(m.from, forward)) {
    // En passant: the pawn that stepped over the cell stands one cell further on its way.
    int victim = b.shift(m.to, white ? kDown : kUp);
    next.board[victim] = '.';
    capture = true;
  }
  next.board[m.from] = '.';
  next.board[m.to] = m.promotion ? of_side(m.promotion, white) : piece;
  int one = b.shift(m.from, forward);
  next.ep = (pawn && one >= 0 && m.to == b.shift(one, forward)) ? one : -1;
  next.halfmove = (pawn || capture) ? 0 : pos.halfmove + 1;
  if (!white) ++next.fullmove;
  next.white_to_move = !pos.white_to_move;
  return next;
}

std::vector<Move> legal_moves(const Position& pos, Rules rules) {
  std::vector<Move> out;
  for (int c = 0; c < kCells; ++c) {
    if (!belongs(pos.board[c], pos.white_to_move)) continue;
    for (const Move& m : piece_moves(pos, rules, c)) {
      Position next = play(pos, m);
      int king = king_cell(next, pos.white_to_move);
      if (king < 0 || !attacked(next, rules, king, !pos.white_to_move)) out.push_back(m);
    }
  }
  return out;
}

std::uint64_t perft(const Position& pos, Rules rules, int depth) {
  if (depth <= 0) return 1;
  std::vector<Move> moves = legal_moves(pos, rules);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (const Move& m : moves) n += perft(play(pos, m), rules, depth - 1);
  return n;
}

std::vector<std::pair<Move, std::uint64_t>> divide(const Position& pos, Rules rules, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  for (const Move& m : legal_moves(pos, rules)) out.emplace_back(m, perft(play(pos, m), rules, depth - 1));
  std::sort(out.begin(), out.end(),
            [](const auto& a, const auto& b) { return move_text(a.first) < move_text(b.first); });
  return out;
}

const char* const kGlinskiStart = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1";
const char* const kMcCooeyStart = "b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/3PNBNP3/2PRQBKRP2 w - 0 1";
const char* start_text(Rules rules) { return rules == Rules::glinski ? kGlinskiStart : kMcCooeyStart; }

}  // namespace hexref
