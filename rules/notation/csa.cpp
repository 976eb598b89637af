// CSA, the Computer Shogi Association's record, V2.2 and V3.0: `V2.2`, `N+` and `N-` the players,
// `$EVENT:` and the other `$` lines, the start position (csa_start.h), `+` or `-` to move first,
// then one move a statement, `+7776FU` (side, from, to, the piece after the move; from 00 for a
// drop), time `T12` (V3.0: `T12.345`), comments `'` (and `'*`), and a `%` ending (`%TORYO`, ...)
// that ends the game and gives its result. Statements split at commas too, but for `'`, `N` and
// `$` lines, which may hold commas. A line `/` separates games in one file.
#include <algorithm>
#include <array>
#include <cctype>

#include "common/input_error.h"
#include "rules/notation/csa_start.h"
#include "rules/notation/records.h"
#include "rules/variant/variant.h"

namespace rules {
namespace {

// Who a `%` ending gives the game to, from the side to move when it is written.
enum class CsaOutcome { MoverLoses, MoverWins, Draw, Unfinished, SenteLoses, GoteLoses };

struct CsaEnding {
  const char* word;
  CsaOutcome outcome;
  const char* termination;  // the PGN tag's words
};

constexpr std::array<CsaEnding, 15> kCsaEndings{{{"%TORYO", CsaOutcome::MoverLoses, "resignation"},
                                                 {"%CHUDAN", CsaOutcome::Unfinished, "suspended"},
                                                 {"%SENNICHITE", CsaOutcome::Draw, "repetition"},
                                                 {"%TIME_UP", CsaOutcome::MoverLoses, "time forfeit"},
                                                 {"%ILLEGAL_MOVE", CsaOutcome::MoverLoses, "illegal move"},
                                                 {"%+ILLEGAL_ACTION", CsaOutcome::SenteLoses, "illegal action"},
                                                 {"%-ILLEGAL_ACTION", CsaOutcome::GoteLoses, "illegal action"},
                                                 {"%JISHOGI", CsaOutcome::Draw, "impasse"},
                                                 {"%KACHI", CsaOutcome::MoverWins, "entering king"},
                                                 {"%HIKIWAKE", CsaOutcome::Draw, "draw agreed"},
                                                 {"%MATTA", CsaOutcome::Unfinished, "take-back"},
                                                 {"%TSUMI", CsaOutcome::MoverLoses, "checkmate"},
                                                 {"%FUZUMI", CsaOutcome::Unfinished, "no mate"},
                                                 {"%ERROR", CsaOutcome::Unfinished, "error"},
                                                 {"%MAX_MOVES", CsaOutcome::Draw, "move limit"}}};

// The result of an ending written with `mover` (0 Sente, 1 Gote) to move.
std::string csa_result(CsaOutcome outcome, int mover) {
  const char* sente_wins = "1-0";
  const char* gote_wins = "0-1";
  switch (outcome) {
    case CsaOutcome::MoverLoses: return mover == 0 ? gote_wins : sente_wins;
    case CsaOutcome::MoverWins: return mover == 0 ? sente_wins : gote_wins;
    case CsaOutcome::SenteLoses: return gote_wins;
    case CsaOutcome::GoteLoses: return sente_wins;
    case CsaOutcome::Draw: return "1/2-1/2";
    case CsaOutcome::Unfinished: break;
  }
  return "*";
}

bool csa_time(std::string_view s) {
  if (s.size() < 2 || s[0] != 'T') return false;
  const size_t dot = s.find('.');
  const auto digits = [](std::string_view d) {
    return std::all_of(d.begin(), d.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  return dot == std::string_view::npos ? digits(s.substr(1))
                                       : dot > 1 && digits(s.substr(1, dot - 1)) && digits(s.substr(dot + 1));
}

SanResult read_csa_move(const Game& game, Position& pos, std::string_view text) {
  SanResult bad;
  bad.problem = SanProblem::Syntax;
  bad.message = "not a move: CSA writes +7776FU";
  if (text.size() != 7 || (text[0] != '+' && text[0] != '-')) return bad;
  for (size_t i = 1; i < 5; ++i)
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return bad;
  const CsaPiece* piece = csa_piece(text.substr(5));
  if (!piece) return bad;
  const Board& b = game.board();
  const int to = shogi_cell(b, text[3] - '0', text[4] - '0');
  const int side = text[0] == '+' ? 0 : 1;
  if (to < 0 || side != pos.stm) return find_move(game, pos, -1, -1, 0, -1);
  if (text[1] == '0' && text[2] == '0') {
    if (piece->promoted || piece->letter == 'K') {
      bad.message = "a drop puts down a piece from the hand, unpromoted, not " + std::string(piece->code);
      return bad;
    }
    return find_move(game, pos, -1, to, 0, game.variant().type_index(piece->letter, false));
  }
  const int from = shogi_cell(b, text[1] - '0', text[2] - '0');
  if (from < 0 || pos.board[static_cast<size_t>(from)] == 0) return find_move(game, pos, -1, -1, 0, -1);
  const PieceType& there = game.variant().pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(from)]))];
  // The code is the piece after the move: the one on the from-cell, or its promoted form.
  if (there.letter != piece->letter || (there.promoted && !piece->promoted)) {
    const CsaPiece* held = csa_piece(csa_code(there.letter, there.promoted));
    bad.problem = SanProblem::Illegal;
    bad.message = "names " + std::string(piece->code) + " (" + piece->name + "), but " +
                  std::string(text.substr(1, 2)) + " holds " +
                  (held ? std::string(held->code) + " (" + held->name + ")" : there.name);
    return bad;
  }
  return find_move(game, pos, from, to, piece->promoted && !there.promoted ? 1 : 0);
}

// One game of a CSA file read statement by statement.
class CsaReader {
 public:
  explicit CsaReader(const std::string& file) : file_(file) { game_.read_move = &read_csa_move; }
  // Reads a line; false once the game has ended.
  bool line(std::string_view line, int line_no);
  PgnGame finish();

 private:
  [[noreturn]] void fail(const std::string& why) const { throw pp::InputError({file_, line_no_, 1}, why); }
  void comment(std::string_view line);
  void header(std::string_view line);
  bool statement(const std::string& part);
  bool ending(const std::string& part);

  const std::string& file_;
  PgnGame game_;
  CsaStart start_;
  bool sente_first_ = true, moving_ = false;
  int line_no_ = 0, plies_ = 0;
  int col_ = 1;  // the column of the statement being read
};

void CsaReader::comment(std::string_view line) {
  std::string_view words = line.substr(line.size() > 1 && line[1] == '*' ? 2 : 1);
  // V3.0's first line names the encoding, which was read where the file was.
  if (words.rfind("CSA encoding=", 0) == 0 || words.rfind("encoding=", 0) == 0) return;
  while (!words.empty() && words.front() == ' ') words.remove_prefix(1);
  PgnPly& to = game_.plies.empty() ? game_.start : game_.plies.back();
  if (!words.empty()) to.comment += (to.comment.empty() ? "" : " ") + std::string(words);
}

void CsaReader::header(std::string_view line) {
  // As the programs that write it: a header line among the moves ($END_TIME at the end) is left out.
  if (moving_) return;
  if (line[0] == 'N') {
    if (line.size() < 2 || (line[1] != '+' && line[1] != '-')) fail("not a CSA statement: '" + std::string(line) + "'");
    game_.tags.emplace_back(line[1] == '+' ? "White" : "Black", std::string(line.substr(2)));
    return;
  }
  const size_t colon = line.find(':');
  if (colon == std::string_view::npos) fail("'" + std::string(line) + "': a $ line is $KEY:value");
  const std::string key(line.substr(1, colon - 1)), value(line.substr(colon + 1));
  if (key == "EVENT") game_.tags.emplace_back("Event", value);
  if (key == "SITE") game_.tags.emplace_back("Site", value);
  if (key == "START_TIME") game_.tags.emplace_back("Date", value.substr(0, value.find(' ')));
}

bool CsaReader::ending(const std::string& part) {
  const auto found =
      std::find_if(kCsaEndings.begin(), kCsaEndings.end(), [&](const CsaEnding& e) { return part == e.word; });
  if (found == kCsaEndings.end())
    fail("'" + part + "' is not a CSA ending (%TORYO, %CHUDAN, %SENNICHITE, %TIME_UP, %TSUMI, ...)");
  const int mover = (sente_first_ ? 0 : 1) ^ (plies_ % 2);
  game_.result = csa_result(found->outcome, mover);
  game_.tags.emplace_back("Termination", found->termination);
  return false;
}

bool CsaReader::statement(const std::string& part) {
  if (part.empty()) return true;
  const bool placing = part.size() >= 2 && part[0] == 'P';
  if (part[0] == 'V' && !moving_) return true;
  if (placing && moving_) return true;
  std::string why;
  if (placing && part[1] == 'I') why = start_.even_game(part);
  else if (placing && part[1] >= '1' && part[1] <= '9') why = start_.row(part);
  else if (placing && (part[1] == '+' || part[1] == '-')) why = start_.pieces(part);
  else if (part == "+" || part == "-") sente_first_ = part == "+", moving_ = true;
  else if (csa_time(part) && moving_) return true;
  else if (part[0] == '%') return ending(part);
  else if (part[0] == '+' || part[0] == '-') {
    moving_ = true;
    PgnPly ply;
    ply.text = part;
    ply.number = ++plies_;
    ply.line = line_no_, ply.col = col_;
    game_.plies.push_back(std::move(ply));
  } else {
    why = "not a CSA statement: '" + part + "'";
  }
  if (!why.empty()) fail(why);
  return true;
}

bool CsaReader::line(std::string_view line, int line_no) {
  line_no_ = line_no;
  const char* const line_start = line.data();
  if (line.empty()) return true;
  if (line[0] == '\'') {
    comment(line);
    return true;
  }
  if (line[0] == 'N' || line[0] == '$') {
    header(line);
    return true;
  }
  while (true) {
    // A comment may follow a statement's comma (`+7776FU,T0,'a remark`): it runs to the line's end.
    const size_t first = line.find_first_not_of(" \t");
    if (first != std::string_view::npos && line[first] == '\'') {
      comment(line.substr(first));
      return true;
    }
    const size_t comma = std::min(line.find(','), line.size());
    // Some programs pad a statement with spaces (`T0       `): they belong to no statement.
    std::string_view part = line.substr(0, comma);
    part.remove_suffix(part.size() - std::min(part.size(), part.find_last_not_of(" \t") + 1));
    part.remove_prefix(std::min(part.size(), part.find_first_not_of(" \t")));
    col_ = static_cast<int>(part.data() - line_start) + 1;
    if (!statement(std::string(part))) return false;
    if (comma == line.size()) return true;
    line.remove_prefix(comma + 1);
  }
}

PgnGame CsaReader::finish() {
  if (start_.placed()) game_.tags.emplace_back("FEN", start_.fen(sente_first_));
  game_.tags.emplace_back("Variant", "shogi");
  return std::move(game_);
}

}  // namespace

PgnGame read_csa_game(std::string_view text, const std::string& file, int game) {
  CsaReader reader(file);
  int line_no = 0, at_game = 0;
  bool open = true;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line == "/") {
      if (at_game == game) return reader.finish();
      ++at_game, open = true;
      continue;
    }
    if (at_game == game && open) open = reader.line(line, line_no);
  }
  if (at_game < game)
    throw pp::InputError({file, 0, 0}, "holds " + std::to_string(at_game + 1) + (at_game ? " games" : " game") +
                                           " (a line / between two); there is no game " + std::to_string(game + 1));
  return reader.finish();
}

PgnGame read_csa(std::string_view text, const std::string& file) { return read_csa_game(text, file, 0); }

}  // namespace rules
