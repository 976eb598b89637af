#include "rules/notation/pgn.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <sstream>

#include "common/input_error.h"
#include "rules/notation/fen.h"
#include "rules/notation/native.h"
#include "rules/notation/records.h"
#include "rules/notation/san.h"
#include "rules/play/movegen.h"

namespace rules {
namespace {

bool space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// `s` with every run of white space made one space, and none at either end.
std::string squeezed(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (space(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// Chess programs draw a few marks a move; a board has no more distinct cells to mark, and a
// cell pair no more than one arrow of a colour, than a few hundred in any shipped layout.
constexpr size_t kMaxMarks = 256;

// A comment's commands ([%csl ...], [%cal ...]; others such as [%clk ...] dropped) and #diagram
// go to the ply, each mark once; the words left join its comment. Returns false when the ply
// would hold more than kMaxMarks squares or arrows.
bool add_comment(PgnPly& ply, std::string_view text) {
  std::string words;
  for (size_t i = 0; i < text.size();) {
    if (text.substr(i, 2) != "[%") {
      words += text[i++];
      continue;
    }
    size_t end = text.find(']', i);
    if (end == std::string_view::npos) end = text.size();
    const std::string command = squeezed(text.substr(i + 2, end - i - 2));
    const std::string name = command.substr(0, command.find(' '));
    auto* list = name == "csl" ? &ply.squares : name == "cal" ? &ply.arrows : nullptr;
    if (list && command.size() > name.size()) {
      std::string item;
      for (char c : command.substr(name.size() + 1) + ",") {
        if (c == ',') {
          if (!item.empty() && std::find(list->begin(), list->end(), item) == list->end()) {
            if (list->size() == kMaxMarks) return false;
            list->push_back(item);
          }
          item.clear();
        } else if (!space(c)) {
          item += c;
        }
      }
    }
    i = end + 1;
  }
  for (size_t at; (at = words.find("#diagram")) != std::string::npos;) {
    ply.diagram = true;
    words.erase(at, 8);
  }
  const std::string w = squeezed(words);
  if (!w.empty()) ply.comment += (ply.comment.empty() ? "" : " ") + w;
  return true;
}

class Reader {
 public:
  Reader(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  PgnGame read() {
    PgnGame game;
    while (skip_space(), i_ < text_.size()) {
      const char c = text_[i_];
      if (c == '[') {
        if (!game.plies.empty()) break;  // the next game's tags
        game.tags.push_back(tag());
      } else if (c == '{') {
        const int line = line_, col = col_;
        if (!add_comment(game.plies.empty() ? game.start : game.plies.back(), comment()))
          fail(line, col,
               "more than " + std::to_string(kMaxMarks) + " marked squares or arrows ([%csl], [%cal]) on one move");
      } else if (c == '(') {
        variation();
      } else if (c == '$') {
        advance();
        while (i_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[i_]))) advance();
      } else if (c == '!' || c == '?') {
        advance();
      } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '*' ||
                 (c == '+' && i_ + 1 < text_.size() && std::isupper(static_cast<unsigned char>(text_[i_ + 1])))) {
        // (A move may start with '+': Hodges's promoted pieces, +B-55.)
        const int line = line_, col = col_;
        std::string word = token();
        if (word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*") {
          game.result = word;
          break;
        }
        if (!strip_move_number(word, false)) continue;
        while (!word.empty() && (word.back() == '!' || word.back() == '?')) word.pop_back();
        if (word.empty() || word.find('.') != std::string::npos) fail(line, col, "'" + word + "' is not a move");
        PgnPly ply;
        ply.text = word;
        ply.line = line, ply.col = col;
        game.plies.push_back(std::move(ply));
      } else {
        fail(line_, col_, std::string("unexpected '") + c + "'");
      }
    }
    return game;
  }

 private:
  [[noreturn]] void fail(int line, int col, const std::string& why) const {
    throw pp::InputError({file_, line, col}, why);
  }

  void advance() {
    if (text_[i_] == '\n') ++line_, col_ = 0;
    ++col_, ++i_;
  }

  void skip_space() {
    while (i_ < text_.size()) {
      const char c = text_[i_];
      if (space(c)) {
        advance();
      } else if (c == ';' || (c == '%' && col_ == 1)) {  // to the end of the line
        while (i_ < text_.size() && text_[i_] != '\n') advance();
      } else {
        break;
      }
    }
  }

  std::string token() {
    std::string out;
    while (i_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[i_])) ||
                                 std::string_view("-/=+#!?.:*_@,").find(text_[i_]) != std::string_view::npos)) {
      out += text_[i_];
      advance();
    }
    return out;
  }

  std::string comment() {
    const int line = line_, col = col_;
    advance();
    const size_t begin = i_;
    while (i_ < text_.size() && text_[i_] != '}') advance();
    if (i_ >= text_.size()) fail(line, col, "comment '{' without its '}'");
    std::string out(text_.substr(begin, i_ - begin));
    advance();
    return out;
  }

  void variation() {
    const int line = line_, col = col_;
    int depth = 0;
    while (i_ < text_.size()) {
      const char c = text_[i_];
      if (c == '{') {
        comment();
        continue;
      }
      advance();
      if (c == '(') ++depth;
      if (c == ')' && --depth == 0) return;
    }
    fail(line, col, "variation '(' without its ')'");
  }

  std::pair<std::string, std::string> tag() {
    const int line = line_, col = col_;
    advance();
    skip_space();
    std::string name;
    while (i_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[i_])) || text_[i_] == '_')) {
      name += text_[i_];
      advance();
    }
    skip_space();
    if (name.empty() || i_ >= text_.size() || text_[i_] != '"')
      fail(line, col, "a tag is [Name \"value\"]" + (name.empty() ? std::string() : ": '" + name + "' has no value"));
    advance();
    std::string value;
    while (i_ < text_.size() && text_[i_] != '"' && text_[i_] != '\n') {
      if (text_[i_] == '\\' && i_ + 1 < text_.size()) advance();
      value += text_[i_];
      advance();
    }
    if (i_ >= text_.size() || text_[i_] != '"') fail(line, col, "tag '" + name + "': its value has no closing '\"'");
    advance();
    skip_space();
    if (i_ >= text_.size() || text_[i_] != ']') fail(line, col, "tag '" + name + "' without its ']'");
    advance();
    return {name, value};
  }

  std::string_view text_;
  const std::string& file_;
  size_t i_ = 0;
  int line_ = 1, col_ = 1;
};

}  // namespace

std::string PgnGame::tag(std::string_view name) const {
  for (const auto& [key, value] : tags)
    if (key == name) return value;
  return "";
}

bool strip_move_number(std::string& word, bool digit_moves) {
  size_t digits = 0;
  while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
  if (digits == word.size()) return false;  // a number without its dot
  if (digits > 0 && word[digits] == '.') {
    const size_t rest = word.find_first_not_of('.', digits);
    if (rest == std::string::npos) return false;
    if (!digit_moves || !std::isdigit(static_cast<unsigned char>(word[rest]))) word = word.substr(rest);
  }
  return true;
}

PgnGame read_pgn(std::string_view text, const std::string& file) { return Reader(text, file).read(); }

namespace {

// lichess's checks given, `+1+0` after the move numbers, as the checks each side has left where
// the variant's setup counts them (`3+3` after the en-passant field); other FEN as it is.
std::string checks_left(const Variant& v, const std::string& fen) {
  std::vector<std::string> fields, setup;
  std::istringstream in(fen), own(v.setup_fen);
  for (std::string f; in >> f;) fields.push_back(f);
  for (std::string f; own >> f;) setup.push_back(f);
  static const std::regex kGiven("\\+([0-9]+)\\+([0-9]+)"), kLeft("([0-9]+)\\+([0-9]+)");
  std::smatch given, left;
  if (fields.size() != 7 || setup.size() < 5 || !std::regex_match(fields[6], given, kGiven) ||
      !std::regex_match(setup[4], left, kLeft))
    return fen;
  const int white = std::stoi(left[1]) - std::stoi(given[1]), black = std::stoi(left[2]) - std::stoi(given[2]);
  if (white < 0 || black < 0) return fen;
  return fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3] + " " + std::to_string(white) + "+" +
         std::to_string(black) + " " + fields[4] + " " + fields[5];
}

// The start of `pgn`: its [FEN] tag or the variant's setup.
Position start_of(const Game& game, const PgnGame& pgn, const std::string& file, bool record_letters) {
  std::string fen = checks_left(game.variant(), pgn.tag("FEN"));
  if (record_letters && !fen.empty()) {
    const size_t space = fen.find(' ');
    fen = game.variant().own_letters(fen.substr(0, space)) + (space == std::string::npos ? "" : fen.substr(space));
  }
  try {
    return parse_fen(game.variant(), game.board(), fen.empty() ? game.variant().setup_fen : fen);
  } catch (const FenError& e) {
    // Fairy-Stockfish leaves out the castling and en-passant fields where a game has neither
    // (pychess's Shogi: `...[-] w 0 1`).
    try {
      const FenFields fields(fen);
      if (fields.text.size() == 4 && std::isdigit(static_cast<unsigned char>(fields.text[2][0])))
        return parse_fen(game.variant(), game.board(),
                         std::string(fields.text[0]) + " " + std::string(fields.text[1]) + " - - " +
                             std::string(fields.text[2]) + " " + std::string(fields.text[3]));
    } catch (const FenError&) {
    }
    throw pp::InputError({file, 0, 0}, std::string("[FEN]: ") + e.what());
  }
}

// The record played with the layout's letters, or with those its pieces are `also` written
// with in place of the layout's (`record_letters`).
PlayedGame play_as(const Game& game, const PgnGame& pgn, const std::string& file, bool record_letters) {
  PlayedGame out;
  Position pos = start_of(game, pgn, file, record_letters);
  out.positions.push_back(pos);
  std::vector<Move> legal;
  for (const PgnPly& ply : pgn.plies) {
    const int number = ply.number > 0 ? ply.number : pos.fullmove;
    std::string text = ply.text;
    // SAN's piece letters are its upper-case ones; its files are lower case.
    if (record_letters && !pgn.read_move)
      for (char& c : text)
        if (std::isupper(static_cast<unsigned char>(c))) c = game.variant().own_letters(std::string(1, c))[0];
    SanResult r = (pgn.read_move ? pgn.read_move : read_san)(game, pos, text);
    // Shogi moves as USI (7g7f, P*5e) or Hodges (P-7f, P-76) writes them, as programs put them in
    // PGN; Kyoto Shogi's faces as Fairy-Stockfish's SAN letters them (Sa2=B).
    if (!pgn.read_move && r.problem != SanProblem::None && r.problem != SanProblem::Ambiguous)
      for (MoveReader other : {&read_usi_move, &read_hodges_move, &read_faces_san})
        if (SanResult o = other(game, pos, text); o.problem == SanProblem::None && r.problem != SanProblem::None) r = o;
    // Fairy-Stockfish writes Janggi's pass as the General's move to its own point (Ke9).
    if (r.problem != SanProblem::None && !pgn.read_move && text.size() >= 3 &&
        std::isupper(static_cast<unsigned char>(text[0])))
      if (const std::string cell = text.substr(1, text.find_first_of("+#", 1) - 1); game.board().find(cell) >= 0)
        if (SanResult o = read_san(game, pos, cell + cell); o.problem == SanProblem::None) r = o;
    // XBoard writes Xiangqi's Soldier as a pawn, without its letter (a5, ed6, exe6).
    if (r.problem == SanProblem::Illegal && !pgn.read_move && std::islower(static_cast<unsigned char>(text[0]))) {
      std::string soldier = "P" + text;
      soldier.erase(std::remove(soldier.begin(), soldier.end(), 'x'), soldier.end());
      if (SanResult o = read_san(game, pos, soldier); o.problem == SanProblem::None) r = o;
    }
    if (const Outcome over = scored_end(game, pos); over.over())
      throw pp::InputError({file, ply.line, ply.col},
                           "move " + std::to_string(number) + " (" + (ply.written.empty() ? ply.text : ply.written) +
                               "): the game is already over (" + std::string(ending_name(over.ending)) +
                               (over.winner < 0 ? ", a draw)" : ")"));
    if (r.problem != SanProblem::None)
      throw pp::InputError({file, ply.line, ply.col}, "move " + std::to_string(number) + " (" +
                                                          (ply.written.empty() ? ply.text : ply.written) +
                                                          "): " + r.message);
    legal.clear();
    generate_legal(game, pos, legal);
    out.san.push_back(san(game, pos, r.move, legal));
    out.numbers.push_back(number);
    out.sides.push_back(pos.stm);
    out.moves.push_back(r.move);
    Undo undo;
    make_move(game, pos, r.move, undo);
    out.positions.push_back(pos);
  }
  return out;
}

// XBoard writes Xiangqi's ranks from 0 (Cxb0, Rh0): where a SAN record names a rank 0 on a board
// that has none, every rank it names is read one higher.
PgnGame ranks_from_one(const Game& game, const PgnGame& pgn) {
  static const std::regex kZero("[a-z]0(?![0-9])"), kCell("([a-z])([0-9]{1,3})(?![0-9])");
  if (pgn.read_move || game.board().find("a0") >= 0 ||
      std::none_of(pgn.plies.begin(), pgn.plies.end(),
                   [](const PgnPly& p) { return std::regex_search(p.text, kZero); }))
    return pgn;
  PgnGame out = pgn;
  for (PgnPly& ply : out.plies) {
    std::string text;
    auto last = ply.text.cbegin();
    for (std::sregex_iterator it(ply.text.begin(), ply.text.end(), kCell), end; it != end; ++it) {
      text.append(last, (*it)[0].first).append((*it)[1].str()).append(std::to_string(std::stoi((*it)[2].str()) + 1));
      last = (*it)[0].second;
    }
    text.append(last, ply.text.cend());
    if (ply.written.empty()) ply.written = ply.text;
    ply.text = text;
  }
  return out;
}

}  // namespace

PlayedGame play_pgn(const Game& game, const PgnGame& pgn, const std::string& file) {
  const PgnGame record = ranks_from_one(game, pgn);
  if (game.sides() != 2)
    throw pp::InputError({file, 0, 0}, "games are read for two sides; this layout has " + std::to_string(game.sides()));
  // A record in the letters of another program (pychess-variants' Grand Chess, whose Marshall is
  // C) reads with them when its position holds a letter only they have, or where the layout's
  // own letters do not play it through.
  const Variant& v = game.variant();
  const std::string fen = record.tag("FEN");
  bool foreign = false;
  for (char c : fen.substr(0, fen.find(' '))) {
    const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const int type = std::isupper(static_cast<unsigned char>(up)) ? v.type_index(up) : -1;
    foreign |= type >= 0 && v.pieces[static_cast<size_t>(type)].letter != up;
  }
  try {
    return play_as(game, record, file, foreign);
  } catch (const pp::InputError&) {
    if (std::all_of(v.pieces.begin(), v.pieces.end(), [](const PieceType& p) { return p.also.empty(); })) throw;
    try {
      return play_as(game, record, file, !foreign);
    } catch (const pp::InputError&) {
    }
    throw;
  }
}

}  // namespace rules
