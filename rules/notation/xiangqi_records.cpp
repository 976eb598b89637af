// Xiangqi's records as the Chinese sites and programs keep them: XQBase's PGN, whose moves are
// in ICCS, WXF or Chinese as its [Format] tag says, and the DhtmlXQ blocks of web pages, whose
// moves are four digits each (the from and to points, files 0..8 from Red's left, ranks 0..9
// from Black's side: 7747 is 炮二平五).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "rules/notation/chinese.h"
#include "rules/notation/records.h"
#include "rules/notation/xiangqi_files.h"

namespace rules {
namespace {

bool has(std::string_view text, std::string_view word) { return text.find(word) != std::string_view::npos; }

// The text between [DhtmlXQ_name] and [/DhtmlXQ_name], or "" when absent; `at` is where it starts.
std::string dhtml_value(std::string_view text, const std::string& name, size_t* at = nullptr) {
  const std::string open = "[DhtmlXQ_" + name + "]", close = "[/DhtmlXQ_" + name + "]";
  const size_t a = text.find(open);
  if (a == std::string_view::npos) return "";
  const size_t b = text.find(close, a);
  if (at) *at = a + open.size();
  return std::string(text.substr(a + open.size(), b == std::string_view::npos ? 0 : b - a - open.size()));
}

// DhtmlXQ's start: the points of the 32 pieces, two digits each (file, rank from Black's side;
// 99 off the board), Red's chariot, horse, elephant, advisor, general, advisor, elephant, horse,
// chariot, two cannons and five soldiers, then Black's the same; as FEN with Red to move.
std::string fen_of_binit(const std::string& binit, const std::string& file) {
  if (binit.size() != 64 || !std::all_of(binit.begin(), binit.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw pp::InputError({file, 0, 0}, "[DhtmlXQ_binit]: 64 digits, two for each of the 32 pieces, not '" +
                                           binit.substr(0, 70) + "'");
  std::array<int, 32> points{};
  for (size_t i = 0; i < 32; ++i) {
    const int x = binit[2 * i] - '0', y = binit[2 * i + 1] - '0';
    points[i] = x == 9 && y == 9 ? -1 : x * 10 + 9 - y;
    if (x > 8 && points[i] >= 0)
      throw pp::InputError({file, 0, 0}, "[DhtmlXQ_binit]: piece " + std::to_string(i + 1) + " on point " +
                                             binit.substr(2 * i, 2) + ", which is off the board");
  }
  size_t clash = 0;
  const std::string placement = xq::placement_of_points(points, clash);
  if (placement.empty())
    throw pp::InputError({file, 0, 0}, "[DhtmlXQ_binit]: piece " + std::to_string(clash + 1) + " on point " +
                                           binit.substr(2 * clash, 2) + ", which another piece holds");
  return placement + " w - - 0 1";
}

// The result DhtmlXQ writes in words (红胜, 黑胜, 和棋) as PGN's.
std::string result_of(const std::string& words) {
  if (has(words, "红胜") || has(words, "紅勝") || has(words, "红先胜") || words == "1-0") return "1-0";
  if (has(words, "黑胜") || has(words, "黑勝") || has(words, "红先负") || words == "0-1") return "0-1";
  if (has(words, "和") || words == "1/2-1/2") return "1/2-1/2";
  return "";
}

PgnGame read_dhtmlxq(std::string_view text, const std::string& file) {
  PgnGame game;
  game.read_move = &read_iccs_move;
  game.tags.emplace_back("Variant", "xiangqi");
  for (const auto& [name, tag] : {std::pair<const char*, const char*>{"red", "White"},
                                  {"black", "Black"},
                                  {"title", "Event"},
                                  {"event", "Event"},
                                  {"date", "Date"}})
    if (const std::string v = dhtml_value(text, name); !v.empty() && game.tag(tag).empty())
      game.tags.emplace_back(tag, v);
  // The digits of the moves, and where each stands in the text.
  std::string moves;
  std::vector<size_t> offsets;
  size_t list_at = 0;
  const std::string list = dhtml_value(text, "movelist", &list_at);
  for (size_t k = 0; k < list.size(); ++k)
    if (list[k] >= '0' && list[k] <= '9') moves += list[k], offsets.push_back(list_at + k);
  if (const std::string binit = dhtml_value(text, "binit"); !binit.empty()) {
    std::string fen = fen_of_binit(binit, file);
    // The start says nothing of who moves: Black, where the first move is a Black piece's.
    for (size_t i = 16; i < 32 && moves.size() >= 4; ++i)
      if (binit.compare(2 * i, 2, moves, 0, 2) == 0) fen[fen.find(" w ") + 1] = 'b';
    game.tags.emplace_back("FEN", fen);
  }
  game.result = result_of(dhtml_value(text, "result"));
  if (moves.size() % 4 != 0)
    throw pp::InputError({file, 0, 0}, "[DhtmlXQ_movelist]: four digits a move, and " + std::to_string(moves.size()) +
                                           " digits are not whole moves");
  size_t counted = 0, line_start = 0;
  int line = 1;
  for (size_t i = 0; i < moves.size(); i += 4) {
    PgnPly ply;
    ply.written = moves.substr(i, 4);
    for (; counted < offsets[i]; ++counted)
      if (text[counted] == '\n') ++line, line_start = counted + 1;
    ply.line = line, ply.col = static_cast<int>(offsets[i] - line_start) + 1;
    auto point = [&](size_t at) {
      return std::string(1, static_cast<char>('a' + (moves[at] - '0'))) + std::to_string(9 - (moves[at + 1] - '0'));
    };
    // A file past i or a rank past 9 stays as written and reads as no move.
    ply.text = moves[i] > '8' || moves[i + 2] > '8' ? ply.written : point(i) + point(i + 2);
    game.plies.push_back(std::move(ply));
  }
  return game;
}

}  // namespace

bool looks_xiangqi_pgn(std::string_view text) {
  if (has(text, "[DhtmlXQ") || has(text, "Chinese Chess\"]") || has(text, "[Format \"ICCS\"]") ||
      has(text, "[Format \"Chinese\"]") || has(text, "[Red \""))
    return true;
  // A move in Chinese: a piece's character, a numeral, then 进, 退 or 平.
  for (const char* op : {"进", "進", "退", "平"})
    for (size_t at = text.find(op); at != std::string_view::npos; at = text.find(op, at + 1))
      for (size_t back : {6, 4})  // a character and a numeral before it, the numeral three bytes or one
        for (size_t after : {6, 4})
          if (at >= back && is_chinese_move(text.substr(at - back, back + after))) return true;
  return false;
}

PgnGame read_xiangqi_pgn(std::string_view text, const std::string& file) {
  if (has(text, "[DhtmlXQ")) return read_dhtmlxq(text, file);
  // Full-width spaces are spaces; each is three bytes, so columns and lines stay where they were.
  std::string plain(text);
  for (size_t at; (at = plain.find("\u3000")) != std::string::npos;) plain.replace(at, 3, "   ");
  PgnGame game = read_wxf(plain, file);
  game.read_move = &read_xiangqi_move;
  // Chinese sites write Red to move as `r`.
  for (auto& [name, value] : game.tags) {
    if (name != "FEN") continue;
    const size_t space = value.find(' ');
    if (space != std::string::npos && value.compare(space, 3, " r ") == 0) value[space + 1] = 'w';
    if (space != std::string::npos && value.size() == space + 2 && value[space + 1] == 'r') value[space + 1] = 'w';
  }
  return game;
}

}  // namespace rules
