// Reading and writing positions as FEN with multi-digit empty counts and optional extra fields.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "rules/army_fen.h"
#include "rules/position.h"
#include "rules/variant.h"

namespace rules {

FenError::FenError(const std::string& message, int field_, int row_, int col_, size_t offset_)
    : std::runtime_error(message), field(field_), row(row_), col(col_), offset(offset_) {}

int own_rank(const Board& board, int cell, int side, int sides) {
  const Topology& t = board.topology();
  return t.rank(t.rotate(cell, -t.turns(side, sides)));
}

std::vector<PlacedPiece> parse_placement(const Board& board, std::string_view text, const std::string& known) {
  std::vector<PlacedPiece> out;
  const auto& rows = board.rows();
  size_t row = 0, col = 0, i = 0;
  auto fail = [&](const std::string& why) {
    throw FenError("FEN row " + std::to_string(row + 1) + ", column " + std::to_string(col + 1) + ": " + why, 1,
                   static_cast<int>(row + 1), static_cast<int>(col + 1), i);
  };
  if (rows.empty()) fail("the board has no rows");
  while (i < text.size()) {
    char ch = text[i];
    if (ch == '/') {
      if (col != rows[row].size())
        fail("row has " + std::to_string(col) + " cells, the board has " + std::to_string(rows[row].size()));
      ++row;
      col = 0;
      if (row >= rows.size()) fail("more rows than the board's " + std::to_string(rows.size()));
      ++i;
    } else if (std::isdigit(static_cast<unsigned char>(ch))) {
      if (ch == '0') fail("an empty count cannot start with 0");
      size_t n = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && n < 1000)
        n = n * 10 + static_cast<size_t>(text[i++] - '0');
      if (col + n > rows[row].size()) fail("row has more than " + std::to_string(rows[row].size()) + " cells");
      col += n;
    } else if (std::isalpha(static_cast<unsigned char>(ch))) {
      if (known.find(static_cast<char>(std::toupper(static_cast<unsigned char>(ch)))) == std::string::npos)
        fail(std::string("unknown piece letter '") + ch + "'");
      if (col >= rows[row].size()) fail("row has more than " + std::to_string(rows[row].size()) + " cells");
      out.push_back({rows[row][col], ch});
      ++col;
      ++i;
    } else {
      fail(std::string("unexpected character '") + ch + "'");
    }
  }
  if (col != rows[row].size())
    fail("row has " + std::to_string(col) + " cells, the board has " + std::to_string(rows[row].size()));
  if (row + 1 != rows.size())
    fail("only " + std::to_string(row + 1) + " rows, the board has " + std::to_string(rows.size()));
  return out;
}

namespace {

std::string letters_of(const Variant& v) {
  std::string s;
  for (const auto& p : v.pieces) s += p.letter;
  return s;
}

char letter_of(const Variant& v, Piece p) {
  char c = v.pieces[static_cast<size_t>(type_of(p))].letter;
  return side_of(p) == 0 ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

int rook_type(const Variant& v) { return v.type_index('R'); }

// The outermost rook of `side` on its king's rank towards file a (dir 0) or the last file (dir 1).
int outer_rook(const Variant& v, const Board& b, const Position& pos, int side, int dir) {
  const int k = pos.king[static_cast<size_t>(side)];
  const int rt = rook_type(v);
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

}  // namespace

FenFields::FenFields(std::string_view fen) {
  for (size_t i = 0; i < fen.size();) {
    while (i < fen.size() && fen[i] == ' ') ++i;
    size_t j = i;
    while (j < fen.size() && fen[j] != ' ') ++j;
    if (j > i) {
      text.push_back(fen.substr(i, j - i));
      start.push_back(i);
    }
    i = j;
  }
  if (text.empty()) throw FenError("empty FEN", 1, 0, 0, 0);
}

void FenFields::fail(size_t f, const std::string& why) const {
  throw FenError("FEN field " + std::to_string(f + 1) + " ('" + std::string(text[f]) + "'): " + why,
                 static_cast<int>(f + 1), 0, 0, start[f]);
}

Position parse_fen(const Variant& v, const Board& b, std::string_view fen, bool require_kings) {
  if (v.sides > 2) return parse_army_fen(v, b, fen, require_kings);
  const FenFields split(fen);
  const auto& fields = split.text;
  const auto& starts = split.start;
  auto fail = [&](size_t f, const std::string& why) { split.fail(f, why); };
  Position pos;
  pos.board.assign(static_cast<size_t>(b.size()), 0);
  std::vector<PlacedPiece> placed;
  try {
    placed = parse_placement(b, fields[0], letters_of(v));
  } catch (FenError& e) {
    e.offset += starts[0];
    throw;
  }
  for (const auto& p : placed) {
    const bool white = std::isupper(static_cast<unsigned char>(p.letter));
    const int side = white ? 0 : 1;
    const int type = v.type_index(static_cast<char>(std::toupper(static_cast<unsigned char>(p.letter))));
    const auto& pt = v.pieces[static_cast<size_t>(type)];
    pos.board[static_cast<size_t>(p.cell)] = make_piece(side, type);
    const auto& c = b.cell(p.cell);
    auto where = "FEN row " + std::to_string(b.ranks() - c.y) + ", column " + std::to_string(c.x + 1) + ": ";
    if (pt.royal) {
      if (pos.king[static_cast<size_t>(side)] >= 0)
        throw FenError(where + "a second royal piece for one side", 1, b.ranks() - c.y, c.x + 1, starts[0]);
      pos.king[static_cast<size_t>(side)] = static_cast<std::int16_t>(p.cell);
    }
    if (pt.pawn && b.shape() == CellShape::Square && own_rank(b, p.cell, side, v.sides) == b.ranks())
      throw FenError(where + "a pawn cannot stand on its last rank", 1, b.ranks() - c.y, c.x + 1, starts[0]);
  }
  if (require_kings)
    for (int s = 0; s < v.sides; ++s)
      if (pos.king[static_cast<size_t>(s)] < 0 &&
          std::any_of(v.pieces.begin(), v.pieces.end(), [](auto& p) { return p.royal; }))
        throw FenError(std::string("FEN: ") + (s == 0 ? "white" : "black") + " has no king", 1, 0, 0, 0);
  if (fields.size() > 1) {
    if (fields[1] == "w") pos.stm = 0;
    else if (fields[1] == "b") pos.stm = 1;
    else fail(1, "side to move must be w or b");
  }
  if (fields.size() > 2 && fields[2] != "-") {
    for (char ch : fields[2]) {
      const int side = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
      const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      const int k = pos.king[static_cast<size_t>(side)];
      if (!v.rules.castling.enabled || k < 0) fail(2, "this position has no castling");
      int rook = -1, dir = -1;
      if (up == 'K' || up == 'Q') {
        dir = up == 'K' ? 1 : 0;
        rook = outer_rook(v, b, pos, side, dir);
      } else if (up >= 'A' && up < 'A' + b.files()) {
        rook = b.at(up - 'A', b.cell(k).y);
        dir = (up - 'A') > b.cell(k).x ? 1 : 0;
        if (pos.board[static_cast<size_t>(rook)] != make_piece(side, rook_type(v))) rook = -1;
      } else {
        fail(2, std::string("unknown castling letter '") + ch + "'");
      }
      if (rook < 0) fail(2, std::string("no rook for castling right '") + ch + "'");
      pos.castling = static_cast<std::uint8_t>(pos.castling | (1 << (side * 2 + dir)));
      pos.castle_rook[static_cast<size_t>(side * 2 + dir)] = static_cast<std::int16_t>(rook);
    }
  }
  if (fields.size() > 3 && fields[3] != "-") {
    std::string_view list = fields[3];
    size_t n = 0;
    while (!list.empty()) {
      size_t comma = list.find(',');
      auto name = list.substr(0, comma);
      int cell = b.find(name);
      if (cell < 0) fail(3, "unknown cell '" + std::string(name) + "'");
      if (n >= pos.ep.size()) fail(3, "too many en-passant cells");
      pos.ep[n++] = static_cast<std::int16_t>(cell);
      list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
    }
    // The pawn that passed them stands just beyond, in the mover's direction.
    const int mover = 1 - pos.stm;
    const int dy = mover == 0 ? 1 : -1;
    int c = pos.ep[0];
    while (c >= 0 && pos.board[static_cast<size_t>(c)] == 0) c = b.at(b.cell(c).x, b.cell(c).y + dy);
    if (c < 0 || side_of(pos.board[static_cast<size_t>(c)]) != mover ||
        !v.pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(c)]))].pawn)
      fail(3, "no pawn that could just have passed these cells");
    pos.ep_victim = static_cast<std::int16_t>(c);
  }
  auto number = [&](size_t f, int lo) {
    int value = 0;
    for (char ch : fields[f]) {
      if (!std::isdigit(static_cast<unsigned char>(ch)) || value > 100000) fail(f, "must be a whole number");
      value = value * 10 + (ch - '0');
    }
    if (value < lo) fail(f, "must be at least " + std::to_string(lo));
    return value;
  };
  size_t f = 4;
  if (fields.size() > 4 && fields[4].find('=') == std::string_view::npos) {
    pos.halfmove = number(4, 0);
    f = 5;
    if (fields.size() > 5 && fields[5].find('=') == std::string_view::npos) {
      pos.fullmove = number(5, 1);
      f = 6;
    }
  }
  bool pool_given = false;
  for (; f < fields.size(); ++f) {
    auto eq = fields[f].find('=');
    if (eq == std::string_view::npos) fail(f, "extra fields are key=value");
    auto key = fields[f].substr(0, eq), value = fields[f].substr(eq + 1);
    if (key == "captured") {
      pool_given = true;
      if (value == "-") continue;
      for (char ch : value) {
        int t = v.type_index(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
        if (t < 0) fail(f, std::string("unknown piece letter '") + ch + "'");
        auto& n = pos.pool[std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1][static_cast<size_t>(t)];
        if (n < 99) ++n;
      }
    } else if (key == "called" || key == "iron") {
      std::uint8_t mask = 0;
      if (value != "-")
        for (char ch : value) {
          if (ch != 'w' && ch != 'b') fail(f, "sides are w and b");
          mask = static_cast<std::uint8_t>(mask | (ch == 'w' ? 1 : 2));
        }
      if (key == "called") pos.called = mask;
      else {
        if (mask == 3) fail(f, "only one Lion can be iron");
        pos.iron = static_cast<std::int8_t>(mask == 0 ? -1 : mask == 1 ? 0 : 1);
      }
    } else {
      fail(f, "unknown field '" + std::string(key) + "' (known: captured, called, iron)");
    }
  }
  if (!pool_given) derive_pool(v, b, pos);
  return pos;
}

void derive_pool(const Variant& v, const Board& b, Position& pos) {
  if (!v.rules.promotion.only_captured) return;
  for (const auto& p : v.setup) {
    if (v.rules.promotion.to.find(p.letter) == std::string::npos) continue;
    int t = v.type_index(p.letter);
    auto& n = pos.pool[static_cast<size_t>(p.side)][static_cast<size_t>(t)];
    if (n < 99) ++n;
  }
  for (int c = 0; c < b.size(); ++c) {
    Piece p = pos.board[static_cast<size_t>(c)];
    if (p == 0) continue;
    if (v.rules.promotion.to.find(v.pieces[static_cast<size_t>(type_of(p))].letter) == std::string::npos) continue;
    auto& n = pos.pool[static_cast<size_t>(side_of(p))][static_cast<size_t>(type_of(p))];
    if (n > 0) --n;
  }
}

std::string to_fen(const Variant& v, const Board& b, const Position& pos) {
  if (v.sides > 2) return to_army_fen(v, b, pos);
  std::ostringstream out;
  bool first = true;
  for (const auto& row : b.rows()) {
    if (!first) out << '/';
    first = false;
    int empty = 0;
    for (int c : row) {
      Piece p = pos.board[static_cast<size_t>(c)];
      if (p == 0) {
        ++empty;
        continue;
      }
      if (empty) out << empty;
      empty = 0;
      out << letter_of(v, p);
    }
    if (empty) out << empty;
  }
  out << ' ' << (pos.stm == 0 ? 'w' : 'b') << ' ';
  std::string castle;
  for (int side = 0; side < 2; ++side)
    for (int dir = 1; dir >= 0; --dir) {
      const size_t bit = static_cast<size_t>(side * 2 + dir);
      if (!(pos.castling & (1 << bit))) continue;
      char ch;
      if (pos.castle_rook[bit] == outer_rook(v, b, pos, side, dir)) ch = dir ? 'K' : 'Q';
      else ch = static_cast<char>('A' + b.cell(pos.castle_rook[bit]).x);
      castle += side == 0 ? ch : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
  out << (castle.empty() ? "-" : castle) << ' ';
  if (pos.ep[0] < 0) out << '-';
  for (size_t i = 0; i < pos.ep.size() && pos.ep[i] >= 0; ++i) out << (i ? "," : "") << b.cell(pos.ep[i]).name;
  out << ' ' << pos.halfmove << ' ' << pos.fullmove;
  if (v.rules.promotion.only_captured) {
    std::string pool;
    for (int side = 0; side < 2; ++side)
      for (size_t t = 0; t < v.pieces.size(); ++t)
        for (int n = 0; n < pos.pool[static_cast<size_t>(side)][t]; ++n)
          pool += letter_of(v, make_piece(side, static_cast<int>(t)));
    out << " captured=" << (pool.empty() ? "-" : pool);
  }
  if (pos.called) out << " called=" << ((pos.called & 1) ? "w" : "") << ((pos.called & 2) ? "b" : "");
  if (pos.iron >= 0) out << " iron=" << (pos.iron == 0 ? 'w' : 'b');
  return out.str();
}

}  // namespace rules
