// Xiangqi as the World Xiangqi Federation writes it: the piece (K A E H R C P), its file
// counted from the mover's right, + forward, - back, . sideways, then the file it goes to, or
// for a straight move along its file the points it goes. Two like pieces on a file are + (front)
// and - (rear) in the file's place; tandem pawns as the WXF's rules for them say.
#include <algorithm>
#include <cctype>

#include "common/input_error.h"
#include "rules/notation/chinese.h"
#include "rules/notation/native.h"
#include "rules/notation/notation.h"
#include "rules/notation/records.h"
#include "rules/notation/xiangqi_files.h"
#include "rules/play/movegen.h"
#include "rules/variant/variant.h"

namespace rules {
namespace {

using xq::file_number;
using xq::forward;
using xq::tandem;

// WXF's letter for the layout's (Fairy-Stockfish's B elephant and N horse).
char wxf_letter(char letter) { return letter == 'B' ? 'E' : letter == 'N' ? 'H' : letter; }

// "H (Horse)": a WXF letter and the layout's name for its piece.
std::string wxf_name(const Game& game, char wxf) {
  for (const PieceType& p : game.variant().pieces)
    if (!p.promoted && wxf_letter(p.letter) == wxf) return std::string(1, wxf) + " (" + p.name + ")";
  return std::string("'") + wxf + "'";
}

}  // namespace

std::string wxf_move(const Game& game, const Position& pos, const Move& m) {
  // The WXF has no words for a piece set down from the hand (a record read for a layout with
  // drops): such a move keeps its own text, which no WXF move reads as.
  if (game.kind(m.kind).drop) return move_text(game, m);
  const Board& b = game.board();
  const int side = pos.stm;
  const Piece piece = pos.board[static_cast<size_t>(m.from)];
  const PieceType& type = game.variant().pieces[static_cast<size_t>(type_of(piece))];
  const char letter = wxf_letter(type.letter);
  const int file = file_number(b, side, m.from);
  const std::vector<int> same = tandem(b, pos, piece, b.cell(m.from).x, side);
  const size_t at = static_cast<size_t>(std::find(same.begin(), same.end(), m.from) - same.begin());
  std::string who = std::string(1, letter) + std::to_string(file);
  if (same.size() > 1 && letter != 'P') {
    who = std::string(1, letter) + (at == 0 ? "+" : "-");
  } else if (same.size() > 1) {
    const int crowded = xq::crowded_files(b, pos, piece, side);
    const size_t n = same.size();
    std::string mark = at == 0 && n >= 4 ? "++" : at + 1 == n && n >= 4 ? "--" : "";
    if (mark.empty())
      mark = (n >= 4 ? at == 1 : at == 0) ? "+" : (n >= 4 ? at + 2 == n : at + 1 == n) ? "-" : std::to_string(file);
    if (mark.size() == 2) who = mark;
    else if (crowded > 1) who = std::to_string(file) + mark;
    else who = std::string(1, letter) + mark;
  }
  const int ahead = forward(b, side, m.to) - forward(b, side, m.from);
  const char op = ahead > 0 ? '+' : ahead < 0 ? '-' : '.';
  const bool straight = b.cell(m.to).x == b.cell(m.from).x;
  const int last = straight ? std::abs(ahead) : file_number(b, side, m.to);
  return who + op + std::to_string(last);
}

namespace {

// A move `t` no legal move is, naming a piece none of which stands on the file it names: refused
// as naming the wrong piece, with the file and, where another piece there could make the move,
// both pieces' names.
void wrong_piece(const Game& game, Position& pos, const std::vector<Move>& legal, const std::string& t, SanResult& r) {
  // Where the named piece stands on the file (or, for + and -, two of it on one), the move is
  // that piece's and only illegal.
  const char letter = t[0] == 'E' ? 'B' : t[0] == 'H' ? 'N' : t[0];
  const int file = std::isdigit(static_cast<unsigned char>(t[1])) ? t[1] - '0' : -1;
  if (xq::has_piece_on_file(game, pos, letter, file)) return;
  const Board& b = game.board();
  for (const Move& m : legal) {
    const std::string w = wxf_move(game, pos, m);
    if (w[0] == t[0] || w.substr(1) != t.substr(1) || !std::isalpha(static_cast<unsigned char>(w[0]))) continue;
    r.problem = SanProblem::UnknownPiece;
    r.message = "names " + wxf_name(game, t[0]) + ", but " + wxf_name(game, w[0]) + " stands on file " +
                std::to_string(file_number(b, pos.stm, m.from));
    return;
  }
  // No piece there makes the move either: the name is still wrong, whatever else is.
  const std::string name = wxf_name(game, t[0]);
  if (file > 0 && name[0] != '\'') {
    r.problem = SanProblem::UnknownPiece;
    r.message = "names " + name + ", but no " + t[0] + " stands on file " + std::to_string(file);
  }
}

}  // namespace

SanResult read_wxf_move(const Game& game, Position& pos, std::string_view text) {
  // One spelling: upper case, '.' sideways, the piece letter before a tandem sign, E and H.
  std::string t;
  for (char c : text) t += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::replace(t.begin(), t.end(), '=', '.');
  for (char& c : t) c = wxf_letter(c);
  if (t.size() == 4 && (t[0] == '+' || t[0] == '-') && std::isalpha(static_cast<unsigned char>(t[1])))
    std::swap(t[0], t[1]);
  std::vector<Move> legal;
  generate_legal(game, pos, legal);
  std::vector<Move> found;
  for (const Move& m : legal)
    if (wxf_move(game, pos, m) == t) found.push_back(m);
  // A piece named by its file where the WXF would name it front or rear: the one that can.
  if (found.empty() && t.size() == 4 && std::isalpha(static_cast<unsigned char>(t[0])) &&
      std::isdigit(static_cast<unsigned char>(t[1])))
    for (const Move& m : legal) {
      const std::string w = wxf_move(game, pos, m);
      if (w[0] == t[0] && w.substr(w.size() - 2) == t.substr(2) &&
          file_number(game.board(), pos.stm, m.from) == t[1] - '0')
        found.push_back(m);
    }
  SanResult r = only_move(found, "ambiguous");
  if (found.empty() && (t.size() < 4 || t.size() > 5))
    r.problem = SanProblem::Syntax, r.message = "not a move: WXF writes C2.5, H8+7, R+.3";
  else if (found.empty() && std::isalpha(static_cast<unsigned char>(t[0]))) wrong_piece(game, pos, legal, t, r);
  return r;
}

PgnGame read_wxf(std::string_view text, const std::string& file) {
  PgnGame game;
  game.read_move = &read_wxf_move;
  int line = 1;
  size_t i = 0, line_start = 0;
  auto col = [&] { return static_cast<int>(i - line_start) + 1; };
  auto fail = [&](const std::string& why) { throw pp::InputError({file, line, col()}, why); };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '\n') {
      ++line, ++i, line_start = i;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (c == '[' && !game.plies.empty()) {
      break;  // the tags of the file's next game
    } else if (c == '[') {
      const size_t end = text.find(']', i);
      const size_t q1 = text.find('"', i), q2 = q1 == std::string_view::npos ? q1 : text.find('"', q1 + 1);
      if (end == std::string_view::npos || q2 == std::string_view::npos || q2 > end) fail("a tag is [Name \"value\"]");
      std::string name(text.substr(i + 1, q1 - i - 1));
      name.erase(std::remove_if(name.begin(), name.end(),
                                [](char x) { return std::isspace(static_cast<unsigned char>(x)); }),
                 name.end());
      game.tags.emplace_back(name, std::string(text.substr(q1 + 1, q2 - q1 - 1)));
      i = end + 1;
    } else if (c == '{') {
      const size_t end = text.find('}', i);
      if (end == std::string_view::npos) fail("comment '{' without its '}'");
      for (size_t k = i; k < end; ++k)
        if (text[k] == '\n') ++line, line_start = k + 1;
      PgnPly& to = game.plies.empty() ? game.start : game.plies.back();
      to.comment += (to.comment.empty() ? "" : " ") + std::string(text.substr(i + 1, end - i - 1));
      i = end + 1;
    } else {
      size_t end = i;
      while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != '{') ++end;
      std::string word(text.substr(i, end - i));
      const int word_col = col();
      i = end;
      if (word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*") {
        game.result = word;
        break;
      }
      if (!strip_move_number(word, true)) continue;
      PgnPly p;
      p.text = word;
      p.line = line, p.col = word_col;
      game.plies.push_back(std::move(p));
    }
  }
  if (game.tag("Variant").empty()) game.tags.emplace_back("Variant", "xiangqi");
  // Xiangqi's records name Red's player [Red]; the title reads [White].
  if (game.tag("White").empty() && !game.tag("Red").empty()) game.tags.emplace_back("White", game.tag("Red"));
  return game;
}

SanResult read_iccs_move(const Game& game, Position& pos, std::string_view text) {
  // ICCS: files a..i, ranks 0..9 from Red's side; h2e2, H2-E2.
  std::string t;
  for (char c : text)
    if (c != '-') t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  auto cell = [&](size_t at) {
    return t.size() == 4 && std::isdigit(static_cast<unsigned char>(t[at + 1]))
               ? game.board().find(t.substr(at, 1) + std::to_string(t[at + 1] - '0' + 1))
               : -2;
  };
  const int from = cell(0), to = cell(2);
  if (from == -2 || to == -2) {
    SanResult r;
    r.problem = SanProblem::Syntax;
    r.message = "not a move: ICCS writes h2e2";
    return r;
  }
  return find_move(game, pos, from, to, -1);
}

PgnGame read_ucci(std::string_view text, const std::string& file) {
  const std::vector<RecordWord> words = record_words(text);
  auto is = [&](size_t at, const char* word) { return at < words.size() && words[at].text == word; };
  PgnGame game;
  game.read_move = &read_iccs_move;
  size_t i = 0;
  if (is(i, "position")) ++i;
  if (is(i, "startpos")) {
    ++i;
  } else if (is(i, "fen")) {
    std::string fen;
    for (++i; i < words.size() && !is(i, "moves"); ++i) fen += (fen.empty() ? "" : " ") + words[i].text;
    // UCCI's letters: some write the horse H and the elephant E.
    const size_t space = fen.find(' ');
    for (size_t k = 0; k < std::min(space, fen.size()); ++k) {
      const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(fen[k])));
      if (up == 'H' || up == 'E')
        fen[k] =
            static_cast<char>((up == 'H' ? 'N' : 'B') + (std::islower(static_cast<unsigned char>(fen[k])) ? 32 : 0));
    }
    if (fen.empty()) throw pp::InputError({file, 1, 0}, "'fen' without its position");
    game.tags.emplace_back("FEN", fen);
  }
  if (is(i, "moves")) ++i;
  for (; i < words.size(); ++i) {
    PgnPly p;
    p.text = words[i].text;
    p.line = words[i].line, p.col = words[i].col;
    game.plies.push_back(std::move(p));
  }
  game.tags.emplace_back("Variant", "xiangqi");
  return game;
}

}  // namespace rules
