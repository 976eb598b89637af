#include "rules/notation/chinese.h"

#include <array>
#include <cctype>
#include <cstdlib>

#include "rules/notation/native.h"
#include "rules/notation/records.h"
#include "rules/notation/xiangqi_files.h"
#include "rules/play/movegen.h"
#include "rules/variant/variant.h"

namespace rules {
namespace {

// Each character of the notation as one ASCII sign: the piece's letter (K A B N R C P), F M L
// for 前 中 后, + - = for 进 退 平, a digit for a numeral of any script.
struct Sign {
  const char* text;
  char sign;
};
constexpr Sign kSigns[] = {{"帅", 'K'}, {"帥", 'K'}, {"将", 'K'}, {"將", 'K'}, {"仕", 'A'}, {"士", 'A'}, {"相", 'B'},
                           {"象", 'B'}, {"马", 'N'}, {"馬", 'N'}, {"傌", 'N'}, {"車", 'R'}, {"车", 'R'}, {"俥", 'R'},
                           {"炮", 'C'}, {"砲", 'C'}, {"包", 'C'}, {"兵", 'P'}, {"卒", 'P'}, {"前", 'F'}, {"中", 'M'},
                           {"后", 'L'}, {"後", 'L'}, {"进", '+'}, {"進", '+'}, {"退", '-'}, {"平", '='}, {"一", '1'},
                           {"二", '2'}, {"三", '3'}, {"四", '4'}, {"五", '5'}, {"六", '6'}, {"七", '7'}, {"八", '8'},
                           {"九", '9'}, {"１", '1'}, {"２", '2'}, {"３", '3'}, {"４", '4'}, {"５", '5'}, {"６", '6'},
                           {"７", '7'}, {"８", '8'}, {"９", '9'}};

// The notation's characters for the pieces, Red's and Black's.
constexpr const char* kPieceLetters = "KABNRCP";
constexpr std::array<const char*, 7> kRed = {"帅", "仕", "相", "马", "车", "炮", "兵"};
constexpr std::array<const char*, 7> kBlack = {"将", "士", "象", "马", "车", "炮", "卒"};
constexpr std::array<const char*, 9> kNumerals = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
constexpr std::array<const char*, 9> kWide = {"１", "２", "３", "４", "５", "６", "７", "８", "９"};

// Red numbers its files and steps in Chinese numerals, Black in digits.
std::string number(int side, int n) {
  if (n < 1 || n > 9) return std::to_string(n);
  return (side == 0 ? kNumerals : kWide)[static_cast<size_t>(n - 1)];
}

// The text as signs; false where it holds a character the notation does not have.
bool signs_of(std::string_view text, std::string& out) {
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == ' ' || c == '\t') {
      ++i;
      continue;
    }
    if (c >= '1' && c <= '9') {
      out += c, ++i;
      continue;
    }
    bool found = false;
    for (const Sign& s : kSigns) {
      const std::string_view t(s.text);
      if (text.substr(i, t.size()) == t) {
        out += s.sign, i += t.size(), found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

bool digit(char c) { return c >= '1' && c <= '9'; }
bool piece_sign(char c) { return c != 0 && std::string_view(kPieceLetters).find(c) != std::string_view::npos; }

// What a move written in signs asks for; 0 or -1 where it does not say.
struct Wanted {
  char piece = 0;  // K A B N R C P
  int file = -1;   // where it stands, in the mover's numbers
  char place = 0;  // F M L, or a digit: its place on its file counted from the front
  char op = 0;     // + - =
  int last = 0;    // the file it goes to, or the points it goes
};

bool parse(const std::string& s, Wanted& w) {
  if (s.size() != 4 || std::string_view("+-=").find(s[2]) == std::string_view::npos || !digit(s[3])) return false;
  w.op = s[2], w.last = s[3] - '0';
  const char a = s[0], b = s[1];
  if (piece_sign(a) && digit(b)) {
    w.piece = a, w.file = b - '0';
  } else if ((a == 'F' || a == 'M' || a == 'L' || digit(a)) && piece_sign(b)) {
    w.place = a, w.piece = b;
  } else if ((a == 'F' || a == 'M' || a == 'L') && digit(b)) {
    w.place = a, w.file = b - '0';
  } else {
    return false;
  }
  return true;
}

// Whether the `at`-th of `n` like pieces on a file, front first, is the one `place` names.
bool in_place(char place, size_t at, size_t n) {
  switch (place) {
    case 0: return true;
    case 'F': return n >= 2 && at == 0;
    case 'L': return n >= 2 && at + 1 == n;
    case 'M': return n >= 3 && n % 2 == 1 && at == n / 2;
    default: return n >= 2 && at + 1 == static_cast<size_t>(place - '0');
  }
}

char letter_of(const Game& game, const Position& pos, int cell) {
  return game.variant().pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(cell)]))].letter;
}

bool matches(const Game& game, const Position& pos, const Move& m, const Wanted& w) {
  const Board& b = game.board();
  const int side = pos.stm;
  if (m.from < 0 || m.promo >= 0) return false;
  if (w.piece && letter_of(game, pos, m.from) != w.piece) return false;
  if (w.file >= 0 && xq::file_number(b, side, m.from) != w.file) return false;
  const Piece piece = pos.board[static_cast<size_t>(m.from)];
  const std::vector<int> same = xq::tandem(b, pos, piece, b.cell(m.from).x, side);
  const size_t at = static_cast<size_t>(std::find(same.begin(), same.end(), m.from) - same.begin());
  if (!in_place(w.place, at, same.size())) return false;
  const int ahead = xq::forward(b, side, m.to) - xq::forward(b, side, m.from);
  if ((ahead > 0 ? '+' : ahead < 0 ? '-' : '=') != w.op) return false;
  const bool straight = b.cell(m.to).x == b.cell(m.from).x;
  return (straight ? std::abs(ahead) : xq::file_number(b, side, m.to)) == w.last;
}

// ICCS's look: a file letter a..i and a rank digit, twice, a dash between them or not.
bool looks_iccs(std::string_view t) {
  if (t.size() == 5 && t[2] == '-') return looks_iccs(std::string(t.substr(0, 2)) + std::string(t.substr(3)));
  auto file = [](char c) {
    const int l = std::tolower(static_cast<unsigned char>(c));
    return l >= 'a' && l <= 'i';
  };
  auto rank = [](char c) { return c >= '0' && c <= '9'; };
  return t.size() == 4 && file(t[0]) && rank(t[1]) && file(t[2]) && rank(t[3]);
}

// The piece's character as the move wrote it (马, 傌, 車 ...).
std::string written_piece(std::string_view text) {
  for (size_t i = 0; i < text.size(); ++i)
    for (const Sign& s : kSigns)
      if (piece_sign(s.sign) && text.substr(i, std::string_view(s.text).size()) == s.text) return s.text;
  return "";
}

// The character of the piece on `cell` as its side writes it, else the layout's name for it.
std::string piece_character(const Game& game, const Position& pos, int cell) {
  const Piece piece = pos.board[static_cast<size_t>(cell)];
  const size_t kind = std::string_view(kPieceLetters).find(letter_of(game, pos, cell));
  if (kind == std::string_view::npos) return game.variant().pieces[static_cast<size_t>(type_of(piece))].name;
  return (side_of(piece) == 0 ? kRed : kBlack)[kind];
}

}  // namespace

std::string chinese_move(const Game& game, const Position& pos, const Move& m) {
  const Board& b = game.board();
  const int side = pos.stm;
  const char letter = letter_of(game, pos, m.from);
  const size_t kind = std::string_view(kPieceLetters).find(letter);
  if (kind == std::string_view::npos || m.promo >= 0) return wxf_move(game, pos, m);
  const std::string ch = (side == 0 ? kRed : kBlack)[kind];
  const Piece piece = pos.board[static_cast<size_t>(m.from)];
  const int file = xq::file_number(b, side, m.from);
  const std::vector<int> same = xq::tandem(b, pos, piece, b.cell(m.from).x, side);
  const size_t n = same.size();
  const size_t at = static_cast<size_t>(std::find(same.begin(), same.end(), m.from) - same.begin());
  std::string who = ch + number(side, file);
  if (n > 1) {
    const std::string place = n == 2 || letter != 'P' ? (at == 0 ? "前" : "后")
                              : n == 3                ? std::array<const char*, 3>{"前", "中", "后"}[at]
                                                      : kNumerals[at];
    who = place + (letter == 'P' && xq::crowded_files(b, pos, piece, side) > 1 ? number(side, file) : ch);
  }
  const int ahead = xq::forward(b, side, m.to) - xq::forward(b, side, m.from);
  const char* op = ahead > 0 ? "进" : ahead < 0 ? "退" : "平";
  const bool straight = b.cell(m.to).x == b.cell(m.from).x;
  return who + op + number(side, straight ? std::abs(ahead) : xq::file_number(b, side, m.to));
}

SanResult read_chinese_move(const Game& game, Position& pos, std::string_view text) {
  std::string signs;
  Wanted w;
  if (!signs_of(text, signs) || !parse(signs, w)) {
    SanResult r;
    r.problem = SanProblem::Syntax;
    r.message = "not a move: Chinese notation writes 炮二平五, 马８进７, 前车进一";
    return r;
  }
  std::vector<Move> legal, found;
  generate_legal(game, pos, legal);
  for (const Move& m : legal)
    if (matches(game, pos, m, w)) found.push_back(m);
  SanResult r = only_move(found, found.size() < 2 ? ""
                                                  : "ambiguous: " + chinese_move(game, pos, found[0]) + " or " +
                                                        chinese_move(game, pos, found[1]));
  if (found.empty() && w.piece && !xq::has_piece_on_file(game, pos, w.piece, w.file))
    for (const Move& m : legal) {
      Wanted any = w;
      any.piece = 0;
      if (!matches(game, pos, m, any)) continue;
      const Board& b = game.board();
      r.problem = SanProblem::UnknownPiece;
      r.message = "names " + written_piece(text) + ", but " + piece_character(game, pos, m.from) + " stands on file " +
                  number(pos.stm, xq::file_number(b, pos.stm, m.from));
      break;
    }
  // No piece on the file makes the move either: the name is still wrong, whatever else is.
  if (found.empty() && w.piece && w.file > 0 && r.problem != SanProblem::UnknownPiece &&
      !xq::has_piece_on_file(game, pos, w.piece, w.file)) {
    r.problem = SanProblem::UnknownPiece;
    r.message = "names " + written_piece(text) + ", but no " + written_piece(text) + " stands on file " +
                number(pos.stm, w.file);
  }
  return r;
}

bool is_chinese_move(std::string_view text) {
  std::string signs;
  Wanted w;
  return signs_of(text, signs) && parse(signs, w);
}

SanResult read_xiangqi_move(const Game& game, Position& pos, std::string_view text) {
  // Full-width letters, digits and signs (Ｃ２＝５, as some archives write WXF) as ASCII.
  std::string plain;
  for (size_t i = 0; i < text.size(); ++i) {
    const auto b = [&](size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const int cp =
        i + 2 < text.size() && b(0) == 0xEF ? ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F) : 0;
    if (cp >= 0xFF01 && cp <= 0xFF5E) {
      plain += static_cast<char>(cp - 0xFF01 + '!');
      i += 2;
    } else {
      plain += text[i];
    }
  }
  for (char c : plain)
    if (static_cast<unsigned char>(c) >= 0x80) return read_chinese_move(game, pos, plain);
  return looks_iccs(plain) ? read_iccs_move(game, pos, plain) : read_wxf_move(game, pos, plain);
}

}  // namespace rules
