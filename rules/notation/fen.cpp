// Reading and writing positions, for every board and any number of sides: placement text with
// multi-digit empty counts, then the fields two sides or armies need, then key=value fields.
#include <algorithm>
#include <bit>
#include <cctype>
#include <sstream>

#include "rules/mechanisms/mechanism.h"
#include "rules/notation/fen.h"
#include "rules/play/position.h"
#include "rules/variant/armies.h"
#include "rules/variant/variant.h"

namespace rules {

namespace {

// Whether `known` (upper-case letters, a promoted form as +X) holds the letter.
bool known_letter(std::string_view known, char letter, bool promoted) {
  for (size_t i = 0; i < known.size(); ++i) {
    const bool plus = known[i] == '+';
    if (plus) ++i;
    if (i < known.size() && known[i] == letter && plus == promoted) return true;
  }
  return false;
}

}  // namespace

std::vector<PlacedPiece> read_placement(const std::vector<std::vector<int>>& rows, std::string_view text,
                                        std::string_view known, bool army_letters) {
  std::vector<PlacedPiece> out;
  size_t row = 0, col = 0, i = 0;
  int army = -1;
  auto fail = [&](const std::string& why) {
    throw PlacementError(std::string(army_letters ? "placement row " : "row ") + std::to_string(row + 1) + ", column " +
                             std::to_string(col + 1) + ": " + why,
                         static_cast<int>(row + 1), static_cast<int>(col + 1), i);
  };
  if (rows.empty()) fail("the board has no rows");
  auto width = [&] { return rows[row].size(); };
  auto end_row = [&] {
    if (col != width()) fail("row has " + std::to_string(col) + " cells, the board has " + std::to_string(width()));
  };
  while (i < text.size()) {
    const char ch = text[i];
    const auto uch = static_cast<unsigned char>(ch);
    if (ch == '/') {
      end_row();
      if (row + 1 >= rows.size()) fail("more rows than the board's " + std::to_string(rows.size()));
      ++row;
      col = 0;
      ++i;
    } else if (std::isdigit(uch)) {
      if (ch == '0') fail("an empty count cannot start with 0");
      size_t n = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && n <= width())
        n = n * 10 + static_cast<size_t>(text[i++] - '0');
      if (col + n > width()) fail("row has more than " + std::to_string(width()) + " cells");
      col += n;
    } else if (army_letters && std::islower(uch)) {
      army = army_from_letter(ch);
      if (army < 0) fail(std::string("unknown army letter '") + ch + "' (armies: w u y b g r)");
      ++i;
    } else if (std::isalpha(uch) ||
               (ch == '+' && i + 1 < text.size() && std::isalpha(static_cast<unsigned char>(text[i + 1])))) {
      const bool promoted = ch == '+';
      const char written = text[i + (promoted ? 1 : 0)];
      const auto uw = static_cast<unsigned char>(written);
      const char letter = static_cast<char>(std::toupper(uw));
      const std::string name = std::string(promoted ? "+" : "") + written;
      if (!known_letter(known, letter, promoted)) fail("unknown piece letter '" + name + "'");
      if (army_letters && army < 0) fail("piece '" + name + "' has no army letter before it");
      if (col >= width()) fail("row has more than " + std::to_string(width()) + " cells");
      out.push_back({rows[row][col], letter, army_letters ? army : std::isupper(uw) ? 0 : 1, promoted});
      ++col;
      i += promoted ? 2 : 1;
      if (i < text.size() && text[i] == '~') {
        out.back().tilde = true;
        if (++i < text.size() && text[i] == '~') {
          --col;
          fail("a piece is marked '~' once");
        }
      }
    } else if (ch == '*') {
      if (col >= width()) fail("row has more than " + std::to_string(width()) + " cells");
      out.push_back({rows[row][col], '*', -1});  // a wall, no side's (position.h)
      ++col;
      ++i;
    } else if (ch == '~') {
      fail("'~' marks the piece before it, and none stands there");
    } else {
      fail(std::string("unexpected character '") + ch + "'");
    }
  }
  end_row();
  if (row + 1 != rows.size())
    fail("only " + std::to_string(row + 1) + " rows, the board has " + std::to_string(rows.size()));
  return out;
}

std::string write_placement(const std::vector<std::vector<int>>& rows, const std::vector<PlacedPiece>& pieces,
                            bool army_letters) {
  std::vector<const PlacedPiece*> at;
  for (const auto& p : pieces) {
    if (static_cast<size_t>(p.cell) >= at.size()) at.resize(static_cast<size_t>(p.cell) + 1, nullptr);
    at[static_cast<size_t>(p.cell)] = &p;
  }
  std::string text;
  for (size_t r = 0; r < rows.size(); ++r) {
    if (r) text += '/';
    int army = -1, empty = 0;
    for (int cell : rows[r]) {
      const PlacedPiece* p = static_cast<size_t>(cell) < at.size() ? at[static_cast<size_t>(cell)] : nullptr;
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) text += std::to_string(empty), empty = 0;
      if (p->letter == '*') {
        text += '*';
        continue;
      }
      if (army_letters && p->side != army) text += army_letter(army = p->side);
      if (p->promoted) text += '+';
      text += army_letters || p->side == 0 ? p->letter : static_cast<char>(std::tolower(p->letter));
      if (p->tilde) text += '~';
    }
    if (empty) text += std::to_string(empty);
  }
  return text;
}

namespace {

// A rule's field in position text (Field, hooks.h), or one with nothing set for a rule that has none.
const Field& field_of(const Mechanism& m) {
  static const Field kNoField;
  return m.field ? *m.field : kNoField;
}

// The rule that reads and writes standard FEN's castling field: the one the variant plays
// (castling, or Cambodian's first leaps), else the first (castling, which reads only '-'). Of
// two that play, the later: it shares the field with the earlier (gating writes castling's
// letters among its own).
const Mechanism* positional_owner(const Variant& v) {
  const Mechanism* first = nullptr;
  const Mechanism* playing = nullptr;
  for (const Mechanism* m : mechanisms()) {
    if (!field_of(*m).positional) continue;
    if (plays(*m, v)) playing = m;
    if (!first) first = m;
  }
  return playing ? playing : first;
}

// The letters a position may hold: each piece's own and the others it is written with.
std::string letters_of(const Variant& v) {
  std::string s;
  for (const auto& p : v.pieces)
    for (char c : p.letter + p.also) {
      if (p.promoted) s += '+';
      s += c;
    }
  return s;
}

// 1-based row and column of a cell in the placement.
std::pair<int, int> row_col(const Board& b, int cell) {
  const auto& rows = b.rows();
  for (size_t r = 0; r < rows.size(); ++r)
    for (size_t c = 0; c < rows[r].size(); ++c)
      if (rows[r][c] == cell) return {static_cast<int>(r + 1), static_cast<int>(c + 1)};
  return {0, 0};
}

// En passant: the cells a pawn just passed, and the pawn beyond them in its mover's direction.
void read_en_passant(const Variant& v, const Board& b, std::string_view list, const FenFields& split, size_t f,
                     Position& pos) {
  size_t n = 0;
  while (!list.empty()) {
    size_t comma = list.find(',');
    // Fairy-Stockfish runs its cells together (`h3h4`): a name ends where a letter follows a digit.
    if (comma == std::string_view::npos && b.find(list) < 0)
      for (size_t i = 1; i < list.size(); ++i)
        if (std::isdigit(static_cast<unsigned char>(list[i - 1])) &&
            std::isalpha(static_cast<unsigned char>(list[i]))) {
          comma = i;
          break;
        }
    auto name = list.substr(0, comma);
    int cell = b.find(name);
    if (cell < 0) split.fail(f, "unknown cell '" + std::string(name) + "'");
    if (n >= pos.ep.size()) split.fail(f, "too many en-passant cells");
    pos.ep[n++] = static_cast<std::int16_t>(cell);
    list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + (list[comma] == ',' ? 1 : 0));
  }
  const Topology& t = b.topology();
  const int mover = (pos.stm + v.sides - 1) % v.sides;
  const int ahead = t.turn(t.forward(), t.turns(mover, v.sides));
  int c = pos.ep[0];
  while (c >= 0 && pos.board[static_cast<size_t>(c)] == 0) c = t.step(c, ahead);
  if (c < 0 || side_of(pos.board[static_cast<size_t>(c)]) != mover ||
      !v.pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(c)]))].pawn)
    split.fail(f, "no pawn that could just have passed these cells");
  pos.ep_victim = static_cast<std::int16_t>(c);
}

// Field 1: the pieces on the board and, in brackets after them, the hand; each side's pieces are
// counted into `pieces`.
void read_board(const Variant& v, const Board& b, const FenFields& split, Position& pos,
                std::array<int, kMaxSides>& pieces) {
  const bool armies = v.sides > 2;
  auto fail = [&](size_t f, const std::string& why) { split.fail(f, why); };
  pos.fit(v, b);
  std::vector<PlacedPiece> placed;
  // A hand follows the placement in brackets (`...LNSGKGSNL[Pp]`), read by the rule that keeps it.
  std::string_view placement = split.text[0];
  const Mechanism* bracket = nullptr;
  for (const Mechanism* m : mechanisms())
    if (field_of(*m).bracketed && plays(*m, v)) bracket = m;
  if (const size_t open = placement.find('['); open != std::string_view::npos) {
    if (!bracket) fail(0, "'[' begins a hand, and this variant has no hands");
    if (placement.back() != ']') fail(0, "a hand '[' ends with ']' at the end of the placement");
    field_of(*bracket).read_field(v, b, placement.substr(open + 1, placement.size() - open - 2), split, 0, pos);
    placement = placement.substr(0, open);
  }
  try {
    placed = read_placement(b.rows(), placement, letters_of(v), armies);
  } catch (const PlacementError& e) {
    throw FenError(std::string("FEN ") + e.what(), 1, e.row, e.col, split.start[0] + e.offset);
  }
  // Pieces promoted from a pawn (`Q~`), where a rule keeps them apart.
  bool marks = false;
  for (const Mechanism* m : mechanisms())
    marks |= field_of(*m).promoted_marks && plays(*m, v) && field_of(*m).promoted_marks(v);
  if (marks) pos.tilde.assign(static_cast<size_t>(b.size()), 0);
  for (const auto& p : placed) {
    if (p.letter == '*') {
      pos.board[static_cast<size_t>(p.cell)] = kWall;
      continue;
    }
    if (p.side >= v.sides) fail(0, std::string("army '") + army_letter(p.side) + "' does not play in this variant");
    const int type = v.type_index(p.letter, p.promoted);
    const auto& pt = v.pieces[static_cast<size_t>(type)];
    pos.board[static_cast<size_t>(p.cell)] = make_piece(p.side, type);
    ++pieces[static_cast<size_t>(p.side)];
    const auto [row, col] = row_col(b, p.cell);
    const std::string where = "FEN row " + std::to_string(row) + ", column " + std::to_string(col) + ": ";
    if (pt.royal) {
      if (pos.king[static_cast<size_t>(p.side)] >= 0) {
        if (armies) fail(0, "a second King for " + std::string(army_name(p.side)) + " on " + b.cell(p.cell).name);
        throw FenError(where + "a second royal piece for one side", 1, row, col, split.start[0]);
      }
      pos.king[static_cast<size_t>(p.side)] = static_cast<std::int16_t>(p.cell);
    }
    if (p.tilde) {
      std::string why = where + "'" + p.letter + "~': ";
      if (!marks) why += "this variant marks no piece as promoted from a pawn";
      else if (pt.royal || pt.pawn || v.rules.promotion.to.find(pt.letter) == std::string::npos)
        why += "a pawn never promotes to this piece";
      else why.clear();
      if (!why.empty()) throw FenError(why, 1, row, col, split.start[0]);
      pos.tilde[static_cast<size_t>(p.cell)] = 1;
    }
    const Topology& t = b.topology();
    const int seen = t.rotate(p.cell, -t.turns(p.side, v.sides));  // the cell as the first side has it
    // Where pawns never promote by reaching a rank (Sittuyin), one may stand on its last.
    const auto& promotion = v.rules.promotion;
    const bool promotes = promotion.cells.empty()
                              ? promotion.zone > 0
                              : promotion.cells[static_cast<size_t>(p.side)][static_cast<size_t>(p.cell)];
    if (pt.pawn && t.promotion_forced() && promotes && t.rank(seen) == t.far_rank(seen))
      throw FenError(where + "a pawn cannot stand on its last rank", 1, row, col, split.start[0]);
  }
}

// A side needs its royal piece when the setup gives it one (Horde's White has none), unless the
// rules let position text leave it out (a tsume's attacker).
void check_royals(const Variant& v, const FenFields& split, const Position& pos,
                  const std::array<int, kMaxSides>& pieces) {
  // A rule that can take a King (Atomic's blast) leaves a game over, which position text may show.
  for (const Mechanism* m : mechanisms())
    if (m->ends && m->ends->takes_kings && plays(*m, v)) return;
  std::array<bool, kMaxSides> royal{};
  for (const auto& p : v.setup) royal[static_cast<size_t>(p.side)] |= v.piece(p.letter)->royal;
  for (int s = 0; s < v.sides; ++s) {
    if (!royal[static_cast<size_t>(s)] || pos.king[static_cast<size_t>(s)] >= 0 || (v.rules.kingless >> s & 1u))
      continue;
    // With more than two armies, an army whose King is gone is out of the game, pieces and all.
    if (v.sides <= 2) throw FenError(std::string("FEN: ") + (s == 0 ? "white" : "black") + " has no king", 1, 0, 0, 0);
    if (pieces[static_cast<size_t>(s)])
      split.fail(0,
                 std::string(army_name(s)) + " has pieces but no King (an army without its King is out of the game)");
  }
}

// Two sides: [castling] en-passant halfmove fullmove, each optional from the right, and the
// fields some rules keep among them. Returns the index of the first field after them.
size_t read_two_side_fields(const Variant& v, const Board& b, const FenFields& split, Position& pos) {
  const auto& fields = split.text;
  size_t f = 2;
  if (b.topology().castling_field()) {  // standard FEN's castling field, read by its mechanism
    if (fields.size() > f) field_of(*positional_owner(v)).read_field(v, b, fields[f], split, f, pos);
    ++f;
  }
  // A rule may keep a number in the en-passant field's place, and its own count in the clock's.
  const Mechanism* counter = nullptr;
  for (const Mechanism* m : mechanisms())
    if (field_of(*m).in_en_passant && plays(*m, v)) counter = m;
  if (fields.size() > f && fields[f] != "-") {
    if (counter && std::isdigit(static_cast<unsigned char>(fields[f][0])))
      field_of(*counter).read_field(v, b, fields[f], split, f, pos);
    else read_en_passant(v, b, fields[f], split, f, pos);
  }
  ++f;
  // Fields some rules keep after it, told from the counters by their '+' (checks to give: 3+3).
  for (const Mechanism* m : mechanisms())
    if (field_of(*m).after_en_passant && plays(*m, v) && fields.size() > f &&
        fields[f].find('+') != std::string_view::npos) {
      field_of(*m).read_field(v, b, fields[f], split, f, pos);
      ++f;
    }
  auto number = [&](size_t i, int lo) {
    int value = 0;
    for (char ch : fields[i]) {
      if (!std::isdigit(static_cast<unsigned char>(ch)) || value > 100000) split.fail(i, "must be a whole number");
      value = value * 10 + (ch - '0');
    }
    if (value < lo) split.fail(i, "must be at least " + std::to_string(lo));
    return value;
  };
  if (fields.size() > f && fields[f].find('=') == std::string_view::npos) {
    pos.halfmove = number(f, 0);
    if (counter && field_of(*counter).clock(v, pos) >= 0) {
      field_of(*counter).set_clock(v, pos, pos.halfmove);
      pos.halfmove = 0;
    }
    ++f;
    if (fields.size() > f && fields[f].find('=') == std::string_view::npos) {
      pos.fullmove = number(f, 1);
      ++f;
    }
  }
  return f;
}

// key=value fields from field f on, each read by the mechanism that keeps it; then each rule
// whose field was not given sets its default.
void read_keyed_fields(const Variant& v, const Board& b, const FenFields& split, size_t f, Position& pos) {
  const auto& fields = split.text;
  std::vector<const Mechanism*> given;
  for (f = std::min(f, fields.size()); f < fields.size(); ++f) {
    auto eq = fields[f].find('=');
    if (eq == std::string_view::npos) split.fail(f, "extra fields are key=value");
    auto key = fields[f].substr(0, eq), value = fields[f].substr(eq + 1);
    const Mechanism* owner = nullptr;
    std::string known;
    for (const Mechanism* m : mechanisms()) {
      if (field_of(*m).key.empty()) continue;
      if (field_of(*m).key == key) owner = m;
      known += (known.empty() ? "" : ", ") + std::string(field_of(*m).key);
    }
    if (!owner) split.fail(f, "unknown field '" + std::string(key) + "' (known: " + known + ")");
    if (std::find(given.begin(), given.end(), owner) != given.end())
      split.fail(f, "field '" + std::string(key) + "' is given twice");
    if (!plays(*owner, v))
      split.fail(f, "field '" + std::string(key) + "' belongs to the " + std::string(owner->name) +
                        " rule, which this variant does not play");
    field_of(*owner).read_field(v, b, value, split, f, pos);
    given.push_back(owner);
  }
  for (const Mechanism* m : mechanisms())
    if (field_of(*m).field_missing && std::find(given.begin(), given.end(), m) == given.end())
      field_of(*m).field_missing(v, b, pos);
}

}  // namespace

Position parse_fen(const Variant& v, const Board& b, std::string_view fen, bool require_kings) {
  const bool armies = v.sides > 2;
  const FenFields split(fen);
  const auto& fields = split.text;
  Position pos;
  std::array<int, kMaxSides> pieces{};
  read_board(v, b, split, pos, pieces);
  if (require_kings) check_royals(v, split, pos, pieces);
  if (fields.size() > 1) {
    pos.stm = fields[1].size() == 1 ? side_from_letter(v, fields[1][0]) : -1;
    if (pos.stm < 0) split.fail(1, armies ? "the army to move is one of w u y b g r" : "side to move must be w or b");
    if (armies && require_kings && pos.king[static_cast<size_t>(pos.stm)] < 0)
      split.fail(1, std::string(army_name(pos.stm)) + " is out of the game and cannot move");
  }
  const size_t f = armies ? 2 : read_two_side_fields(v, b, split, pos);
  read_keyed_fields(v, b, split, f, pos);
  return pos;
}

std::string to_fen(const Variant& v, const Board& b, const Position& pos) {
  std::vector<PlacedPiece> pieces;
  for (int c = 0; c < b.size(); ++c)
    if (Piece p = pos.board[static_cast<size_t>(c)]; is_wall(p)) pieces.push_back({c, '*', -1});
    else if (p)
      pieces.push_back({c, v.pieces[static_cast<size_t>(type_of(p))].letter, side_of(p),
                        v.pieces[static_cast<size_t>(type_of(p))].promoted,
                        !pos.tilde.empty() && pos.tilde[static_cast<size_t>(c)] != 0});
  std::ostringstream out;
  out << write_placement(b.rows(), pieces, v.sides > 2);
  for (const Mechanism* m : mechanisms())
    if (field_of(*m).bracketed && plays(*m, v)) out << '[' << field_of(*m).write_field(v, b, pos) << ']';
  out << ' ' << side_letter(v, pos.stm);
  if (v.sides <= 2) {
    if (b.topology().castling_field()) out << ' ' << field_of(*positional_owner(v)).write_field(v, b, pos);
    int clock = -1;
    for (const Mechanism* m : mechanisms())
      if (field_of(*m).in_en_passant && plays(*m, v) && (clock = field_of(*m).clock(v, pos)) >= 0) {
        out << ' ' << field_of(*m).write_field(v, b, pos);
        break;
      }
    if (clock < 0) {
      out << ' ';
      if (pos.ep[0] < 0) out << '-';
      for (size_t i = 0; i < pos.ep.size() && pos.ep[i] >= 0; ++i) out << (i ? "," : "") << b.cell(pos.ep[i]).name;
    }
    for (const Mechanism* m : mechanisms())
      if (field_of(*m).after_en_passant && plays(*m, v)) out << ' ' << field_of(*m).write_field(v, b, pos);
    out << ' ' << (clock >= 0 ? clock : pos.halfmove) << ' ' << pos.fullmove;
  }
  for (const Mechanism* m : mechanisms())
    if (!field_of(*m).key.empty())
      if (std::string text = field_of(*m).write_field(v, b, pos); !text.empty())
        out << ' ' << field_of(*m).key << '=' << text;
  return out.str();
}

}  // namespace rules
