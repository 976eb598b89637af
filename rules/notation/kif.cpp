// KIF and KI2, the Japanese programs' Shogi records, in UTF-8. Header lines `key：value` (先手,
// 後手, 上手, 下手, 棋戦, 開始日時, 場所, 手合割 with any handicap of Kifu for Windows), a BOD board
// (kif_bod.cpp) for a start position of its own, `#` lines, then one move a line
// (`   1 ７六歩(77)   ( 0:01/00:00:01)`) or KI2's several (`▲７六歩    △３四歩`), `*` comments
// and `&` bookmarks after a move, an ending word (投了, 千日手, 封じ手 ...) or KI2's closing
// `まで77手で先手の勝ち`, then the other lines of play, each after its `変化：N手`.
// A move is a file and rank (full-width or plain digits, kanji ranks) or 同 (仝) for the last
// move's cell, the piece, 成, 不成 or 打, and KIF's cell it came from (77).
#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

#include "common/input_error.h"
#include "rules/notation/kif_parts.h"
#include "rules/notation/native.h"
#include "rules/notation/records.h"

namespace rules {
namespace {

const std::array<std::pair<const char*, const char*>, 7> kKifTags{{{"先手", "White"},
                                                                   {"下手", "White"},
                                                                   {"後手", "Black"},
                                                                   {"上手", "Black"},
                                                                   {"棋戦", "Event"},
                                                                   {"開始日時", "Date"},
                                                                   {"場所", "Site"}}};

// Without the spaces around it, plain or full-width.
std::string kif_trimmed(std::string_view s) {
  for (bool more = true; more;) {
    more = false;
    for (std::string_view space : {" ", "\t", "\r", "　"}) {
      if (s.substr(0, space.size()) == space) s.remove_prefix(space.size()), more = true;
      if (s.size() >= space.size() && s.substr(s.size() - space.size()) == space)
        s.remove_suffix(space.size()), more = true;
    }
  }
  return std::string(s);
}

bool is_mark(const std::string& c) { return c == "▲" || c == "△" || c == "☗" || c == "☖" || c == "▼" || c == "▽"; }

class KifReader {
 public:
  KifReader(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  PgnGame read() {
    game_.read_move = &read_kif_move;
    for (size_t at = 0; at <= text_.size();) {
      size_t end = text_.find('\n', at);
      if (end == std::string_view::npos) end = text_.size();
      const std::string_view raw = text_.substr(at, end - at);
      line_ = kif_trimmed(raw);
      lead_ = line_.empty() ? 0 : raw.find(line_);
      at = end + 1;
      ++line_no_;
      take_line();
    }
    start_position();
    game_.tags.emplace_back("Variant", "shogi");
    if (!game_.result.empty()) game_.tags.emplace_back("Result", game_.result);
    if (!termination_.empty()) game_.tags.emplace_back("Termination", termination_);
    return std::move(game_);
  }

 private:
  [[noreturn]] void fail(const std::string& why) const { throw pp::InputError({file_, line_no_, 1}, why); }

  std::vector<PgnPly>& plies() {
    return branch_ < 0 ? game_.plies : game_.branches[static_cast<size_t>(branch_)].plies;
  }
  const std::vector<PgnPly>& plies() const {
    return branch_ < 0 ? game_.plies : game_.branches[static_cast<size_t>(branch_)].plies;
  }
  int first() const { return branch_ < 0 ? 1 : game_.branches[static_cast<size_t>(branch_)].first; }

  void take_line() {
    if (line_.empty() || line_[0] == '#') return;
    if (line_[0] == '*' || line_[0] == '&') return comment(line_[0] == '*' ? kif_trimmed(line_.substr(1)) : line_);
    if (line_.rfind("変化", 0) == 0) return branch();
    std::string problem;
    if (!moving_ && bod_.take(line_, problem)) {
      if (!problem.empty()) fail(problem);
      return;
    }
    if (const size_t colon = line_.find("：");
        colon != std::string::npos && !std::isdigit(static_cast<unsigned char>(line_[0])))
      return header(line_.substr(0, colon), kif_trimmed(line_.substr(colon + 3)));
    if (line_.rfind("手数", 0) == 0) return;
    moving_ = true;
    if (ended_) return;
    if (line_.rfind("まで", 0) == 0) return closing();
    if (const KifEnding* e = kif_ending(line_)) return ending(*e);  // KI2's, without a number
    move_line();
  }

  // A comment after 変化 and before the branch's first move is that move's, as Kifu for Windows
  // shows it: it is kept until the move comes.
  void comment(const std::string& text) {
    std::string& to = !plies().empty() ? plies().back().comment : branch_ < 0 ? game_.start.comment : branch_note_;
    to += (to.empty() ? "" : " ") + text;
  }

  void header(const std::string& key, const std::string& value) {
    for (const auto& [kif, tag] : kKifTags)
      if (key == kif)
        game_.tags.emplace_back(tag, std::string(tag) == "Date" ? value.substr(0, value.find(' ')) : value);
    if (key != "手合割") return;
    handicap_ = value;
    if (value != "その他" && kif_handicap_sfen(value).empty())
      fail("手合割 '" + value + "': not a handicap Kifu for Windows names (" + kif_handicap_names() +
           ", その他 with a BOD board)");
  }

  // The start: the BOD board, else the handicap's.
  void start_position() {
    std::string sfen;
    if (bod_.started()) {
      std::string problem;
      sfen = bod_.sfen(problem);
      if (sfen.empty()) throw pp::InputError({file_, 0, 0}, problem);
    } else if (handicap_ == "その他") {
      throw pp::InputError({file_, 0, 0}, "手合割 'その他' without the BOD board of its start position");
    } else if (!handicap_.empty() && handicap_ != "平手") {
      sfen = kif_handicap_sfen(handicap_);
    }
    if (!sfen.empty()) game_.tags.emplace_back("FEN", fen_of_sfen(sfen, file_));
  }

  // The side to move after the current line's plies: 0 Sente, 1 Gote (who starts a handicap game).
  int mover() const {
    std::string problem;
    const bool gote_first = bod_.started() ? bod_.sfen(problem).find(" w ") != std::string::npos
                                           : !handicap_.empty() && handicap_ != "平手" && handicap_ != "その他";
    return (first() - 1 + static_cast<int>(plies().size()) + (gote_first ? 1 : 0)) % 2;
  }

  void set_result(const std::string& result, const std::string& word) {
    if (branch_ < 0) {
      game_.result = result, termination_ = word;
    } else {
      PgnBranch& b = game_.branches[static_cast<size_t>(branch_)];
      b.result = result, b.termination = word;
    }
    ended_ = true;
  }

  void ending(const KifEnding& e) {
    const int sente_wins = e.mover_wins < 0 ? e.mover_wins : mover() == 0 ? e.mover_wins : 1 - e.mover_wins;
    set_result(sente_wins == 1 ? "1-0" : sente_wins == 0 ? "0-1" : sente_wins == -1 ? "1/2-1/2" : "*", e.word);
  }

  // KI2's `まで77手で先手の勝ち`: the result, where no ending word gave it.
  void closing() {
    const size_t at = line_.find("手で");
    const std::string said = at == std::string::npos ? "" : line_.substr(at + 6);
    auto has = [&](const char* w) { return said.find(w) != std::string::npos; };
    const std::string result = has("先手の勝ち") || has("下手の勝ち")   ? "1-0"
                               : has("後手の勝ち") || has("上手の勝ち") ? "0-1"
                               : has("千日手") || has("持将棋")         ? "1/2-1/2"
                                                                        : "*";
    set_result(result, said);
  }

  void branch();
  void move_line();
  void one_move(const std::vector<std::string>& cs, size_t& i, int written, bool ki2);
  int cell_before(int ply) const;

  std::string_view text_;
  const std::string& file_;
  std::string line_;
  int line_no_ = 0;
  size_t lead_ = 0;  // the bytes of spaces before line_ in its line
  // The characters of line_ counted so far for the moves' columns, and their bytes with lead_'s.
  size_t counted_ = 0, counted_bytes_ = 0;
  PgnGame game_;
  BodBoard bod_;
  std::string handicap_, termination_;
  std::string branch_note_;  // the comments of a branch before its first move
  bool moving_ = false, ended_ = false;
  int branch_ = -1;                      // the line being read: -1 the main line, else an index into branches
  int offset_ = -1;                      // the record's number of the move before the first (a BOD's 手数)
  std::vector<std::vector<int>> cells_;  // each line's moves' cells (file * 10 + rank), for 同
};

// `変化：N手`: a new line from move N of the line read last.
void KifReader::branch() {
  const std::vector<std::string> cs = utf8_characters(line_);
  size_t i = 2;
  while (i < cs.size() && kif_number_digit(cs[i]) < 0) ++i;
  const int number = kif_number(cs, i);
  const int from = number - std::max(offset_, 0);
  const int known = first() - 1 + static_cast<int>(plies().size());
  if (from < 1 || from > known + 1)
    fail("変化 '" + line_ + "': not a move of the line before it (moves 1 to " + std::to_string(known + 1) + ")");
  PgnBranch b;
  b.first = from, b.number = number, b.parent = branch_;
  game_.branches.push_back(std::move(b));
  branch_ = static_cast<int>(game_.branches.size()) - 1;
  branch_note_.clear();
  cells_.resize(game_.branches.size() + 1);
  ended_ = false;
}

// The cell of the ply `ply` (from 1) of the current line's path, for 同; 0 for none.
int KifReader::cell_before(int ply) const {
  for (int line = branch_; ply >= 1;) {
    const int start = line < 0 ? 1 : game_.branches[static_cast<size_t>(line)].first;
    const std::vector<int>& cells = cells_[static_cast<size_t>(line + 1)];
    if (ply >= start) return ply - start < static_cast<int>(cells.size()) ? cells[static_cast<size_t>(ply - start)] : 0;
    if (line < 0) return 0;
    line = game_.branches[static_cast<size_t>(line)].parent;
  }
  return 0;
}

void KifReader::move_line() {
  const std::vector<std::string> cs = utf8_characters(line_);
  counted_ = 0, counted_bytes_ = lead_;
  size_t i = 0;
  int written = kif_number(cs, i);
  while (i < cs.size() && kif_space(cs[i])) ++i;
  const bool ki2 = i < cs.size() && is_mark(cs[i]);
  if (i >= cs.size() || (written == 0 && !ki2)) fail("not a KIF move line: '" + line_ + "'");
  // KI2 numbers no moves: they go on from the BOD's 手数.
  if (offset_ < 0) offset_ = written > 0 ? written - 1 : bod_.moves();
  // KI2 puts several moves on a line, each after its ▲ or △.
  while (i < cs.size() && !ended_) {
    if (ki2 && !is_mark(cs[i])) fail("not a KI2 move: '" + cs[i] + "' where a ▲ or △ starts the next move");
    if (ki2) ++i;
    one_move(cs, i, written, ki2);
    while (i < cs.size() && kif_space(cs[i])) ++i;
    if (!ki2) break;
    written = 0;
  }
}

void KifReader::one_move(const std::vector<std::string>& cs, size_t& i, int written, bool ki2) {
  if (i >= cs.size()) fail("not a KI2 move: nothing after its ▲ or △");
  const size_t start = i;
  std::string rest;
  for (size_t k = i; k < cs.size() && !kif_space(cs[k]); ++k) rest += cs[k];
  if (const KifEnding* e = kif_ending(rest)) {
    i = cs.size();
    return ending(*e);
  }
  cells_.resize(game_.branches.size() + 1);
  const int ply = first() + static_cast<int>(plies().size());
  int cell = 0;
  if (cs[i] == "同" || cs[i] == "仝") {
    cell = cell_before(ply - 1);
    if (cell == 0) fail("同 (the last move's cell) where no move came before");
    for (++i; i < cs.size() && kif_space(cs[i]);) ++i;
  } else if (i + 1 < cs.size() && kif_digit(cs[i]) && kif_digit(cs[i + 1])) {
    cell = kif_digit(cs[i]) * 10 + kif_digit(cs[i + 1]);
    i += 2;
  } else {
    fail("not a KIF move: '" + rest + "': it starts with its cell (７六) or 同");
  }
  const KifPiece* piece = i < cs.size() ? kif_piece_at(cs, i) : nullptr;
  if (!piece) fail("not a KIF move: '" + rest + "': no piece named after its cell");
  std::string tail, from;
  for (; i < cs.size() && !kif_space(cs[i]) && !is_mark(cs[i]) && cs[i] != "(" && cs[i] != "+"; ++i) tail += cs[i];
  if (!ki2 && i < cs.size() && cs[i] == "(") {
    for (++i; i < cs.size() && cs[i] != ")"; ++i) from += cs[i];
    // Closed too: an open one runs to the end of the line, and the move's text with it.
    if (i == cs.size() || from.size() != 2 || !std::isdigit(static_cast<unsigned char>(from[0])) ||
        !std::isdigit(static_cast<unsigned char>(from[1])))
      fail("not a KIF move: '" + rest + "': the cell it came from is two digits, (77)");
    ++i;
  }
  PgnPly p;
  for (; counted_ < start; ++counted_) counted_bytes_ += cs[counted_].size();
  p.line = line_no_, p.col = static_cast<int>(counted_bytes_) + 1;
  p.number = written > 0 ? written : ply + std::max(offset_, 0);
  for (size_t k = start; k < i; ++k) p.written += cs[k];
  const std::string to = std::to_string(cell / 10) + static_cast<char>('a' + cell % 10 - 1);
  if (tail == "打") {
    p.text = std::string(1, piece->letter) + "*" + to;
  } else if (!from.empty()) {
    const bool promote = tail.find("成") != std::string::npos && tail.find("不成") == std::string::npos;
    p.text = std::string(piece->promoted ? "+" : "") + piece->letter + from[0] +
             static_cast<char>('a' + from[1] - '1') + to + (promote ? "+" : "");
  } else {
    p.text = std::to_string(cell / 10) + kanji_number(cell % 10) + piece->name + tail;
  }
  cells_[static_cast<size_t>(branch_ + 1)].push_back(cell);
  p.comment = std::exchange(branch_note_, "");
  plies().push_back(std::move(p));
}

}  // namespace

PgnGame read_kif(std::string_view text, const std::string& file) { return KifReader(text, file).read(); }

}  // namespace rules
