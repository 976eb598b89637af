// KIF, the Japanese programs' Shogi record, in UTF-8: header lines `key：value` (先手, 後手,
// 棋戦, 開始日時, 手合割), `#` lines, then one move a line, `   1 ７六歩(77)   ( 0:01/00:00:01)`,
// with `*` comment lines after a move and an ending word (投了, 中断, 詰み, ...). A move is a
// file and rank (full-width or plain digits, kanji ranks) or 同 for the last move's cell, the
// piece, 成, 不成 or 打, and the cell it came from; KI2's ▲７六歩 without that cell is read by
// its label. Lines from 変化： on are a variation and left out.
#include <algorithm>
#include <array>
#include <cctype>

#include "common/input_error.h"
#include "rules/notation/native.h"
#include "rules/notation/records.h"

namespace rules {
namespace {

// The UTF-8 characters of a line.
std::vector<std::string> characters(std::string_view s) {
  std::vector<std::string> out;
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const size_t n = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    out.emplace_back(s.substr(i, n));
    i += n;
  }
  return out;
}

// A digit, plain, full-width or kanji: 1..9, else 0.
int digit(const std::string& c) {
  static constexpr std::array<const char*, 9> kWide{"１", "２", "３", "４", "５", "６", "７", "８", "９"};
  static constexpr std::array<const char*, 9> kKanji{"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  if (c.size() == 1 && c[0] >= '1' && c[0] <= '9') return c[0] - '0';
  for (size_t i = 0; i < 9; ++i)
    if (c == kWide[i] || c == kKanji[i]) return static_cast<int>(i) + 1;
  return 0;
}

struct KifPiece {
  const char* name;
  char letter;
  bool promoted;
};

constexpr std::array<KifPiece, 20> kKifPieces{
    {{"成香", 'L', true}, {"成桂", 'N', true}, {"成銀", 'S', true}, {"歩", 'P', false}, {"香", 'L', false},
     {"桂", 'N', false},  {"銀", 'S', false},  {"金", 'G', false},  {"角", 'B', false}, {"飛", 'R', false},
     {"玉", 'K', false},  {"王", 'K', false},  {"と", 'P', true},   {"杏", 'L', true},  {"圭", 'N', true},
     {"全", 'S', true},   {"馬", 'B', true},   {"龍", 'R', true},   {"竜", 'R', true},  {"仝", 'P', true}}};

const std::array<std::pair<const char*, const char*>, 5> kHeaderTags{
    {{"先手", "White"}, {"後手", "Black"}, {"棋戦", "Event"}, {"開始日時", "Date"}, {"場所", "Site"}}};

const std::array<const char*, 12> kEndings{"投了",     "中断",     "千日手",   "詰み", "持将棋", "切れ負け",
                                           "反則勝ち", "反則負け", "入玉勝ち", "不詰", "不戦敗", "不戦勝"};

std::string trimmed(std::string_view s) {
  const auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  while (s.rfind("　", 0) == 0) s.remove_prefix(3);  // full-width space
  return std::string(s);
}

}  // namespace

PgnGame read_kif(std::string_view text, const std::string& file) {
  PgnGame game;
  game.read_move = &read_usi_move;
  int line_no = 0, number = 0;
  std::string last_to;  // the last move's cell in USI letters, for 同
  bool ended = false;
  for (size_t at = 0; at <= text.size() && !ended;) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string line = trimmed(text.substr(at, end - at));
    at = end + 1;
    ++line_no;
    auto fail = [&](const std::string& why) { throw pp::InputError({file, line_no, 1}, why); };
    if (line.empty() || line[0] == '#' || line[0] == '&') continue;
    if (line[0] == '*') {
      PgnPly& to = game.plies.empty() ? game.start : game.plies.back();
      to.comment += (to.comment.empty() ? "" : " ") + trimmed(line.substr(1));
      continue;
    }
    if (line.rfind("変化", 0) == 0) break;
    if (const size_t colon = line.find("：");
        colon != std::string::npos && !std::isdigit(static_cast<unsigned char>(line[0]))) {
      const std::string key = line.substr(0, colon), value = trimmed(line.substr(colon + 3));
      for (const auto& [kif, tag] : kHeaderTags)
        if (key == kif)
          game.tags.emplace_back(tag, std::string(tag) == "Date" ? value.substr(0, value.find(' ')) : value);
      if (key == "手合割" && value != "平手")
        fail("手合割 '" + value + "': only 平手, the even game, is read (give the position as SFEN in a USI line)");
      continue;
    }
    if (line.rfind("手数", 0) == 0) continue;
    // A move line: its number, then the move.
    std::vector<std::string> cs = characters(line);
    size_t i = 0;
    int written = 0;
    while (i < cs.size() && cs[i].size() == 1 && std::isdigit(static_cast<unsigned char>(cs[i][0])))
      written = written * 10 + (cs[i++][0] - '0');
    while (i < cs.size() && (cs[i] == " " || cs[i] == "　")) ++i;
    if (i < cs.size() && (cs[i] == "▲" || cs[i] == "△" || cs[i] == "☗" || cs[i] == "☖")) ++i;
    std::string rest;
    for (size_t k = i; k < cs.size(); ++k) rest += cs[k];
    for (const char* e : kEndings)
      if (rest.rfind(e, 0) == 0) {
        if (std::string(e) == "投了") game.result = number % 2 == 0 ? "0-1" : "1-0";
        ended = true;
      }
    if (rest.rfind("まで", 0) == 0) ended = true;  // KI2's closing line: まで77手で先手の勝ち
    if (ended) break;
    if (i >= cs.size()) fail("not a KIF move line: '" + line + "'");
    // KI2 puts several moves on a line, each after its ▲ or △.
    for (bool more = true; more;) {
      ++number;
      PgnPly ply;
      ply.line = line_no, ply.col = 1;
      ply.number = written > 0 ? written : number;
      const size_t move_start = i;
      std::string to;
      if (cs[i] == "同") {
        if (last_to.empty()) fail("同 (the last move's cell) at the first move");
        to = last_to;
        ++i;
        while (i < cs.size() && (cs[i] == " " || cs[i] == "　")) ++i;
      } else if (i + 1 < cs.size() && digit(cs[i]) && digit(cs[i + 1])) {
        to = std::to_string(digit(cs[i])) + static_cast<char>('a' + digit(cs[i + 1]) - 1);
        i += 2;
      } else {
        fail("not a KIF move: '" + rest + "'");
      }
      const KifPiece* piece = nullptr;
      for (const KifPiece& p : kKifPieces) {
        const std::vector<std::string> name = characters(p.name);
        if (i + name.size() <= cs.size() && std::equal(name.begin(), name.end(), cs.begin() + static_cast<long>(i))) {
          piece = &p;
          i += name.size();
          break;
        }
      }
      if (!piece) fail("not a KIF move: '" + rest + "': no piece named after its cell");
      std::string tail, from;
      for (; i < cs.size() && cs[i] != " " && cs[i] != "　"; ++i) tail += cs[i];
      // The rest: 成, 不成, 打, 右 左 上 引 寄 直, then (77).
      const size_t open = tail.find('(');
      if (open != std::string::npos) {
        const size_t close = tail.find(')', open);
        from = tail.substr(open + 1, close == std::string::npos ? std::string::npos : close - open - 1);
        tail = tail.substr(0, open);
      }
      std::string shown;
      for (size_t k = move_start; k < i; ++k) shown += cs[k];
      ply.written = shown;
      if (tail == "打") {
        ply.text = std::string(1, piece->letter) + "*" + to;
      } else if (from.size() == 2 && std::isdigit(static_cast<unsigned char>(from[0])) &&
                 std::isdigit(static_cast<unsigned char>(from[1]))) {
        ply.text = from.substr(0, 1) + static_cast<char>('a' + from[1] - '1') + to + (tail == "成" ? "+" : "");
      } else if (from.empty()) {
        // KI2: the move by its label, 同 replaced by its cell.
        ply.text = std::to_string(to[0] - '0') + kanji_number(to[1] - 'a' + 1) +
                   shogi_kanji(piece->letter, piece->promoted) + tail;
      } else {
        fail("not a KIF move: '" + rest + "': the cell it came from is two digits, (77)");
      }
      last_to = to;
      game.plies.push_back(std::move(ply));
      while (i < cs.size() && (cs[i] == " " || cs[i] == "　")) ++i;
      more = i + 1 < cs.size() && (cs[i] == "▲" || cs[i] == "△" || cs[i] == "☗" || cs[i] == "☖");
      if (more) {
        ++i;
        written = 0;
        rest.clear();
        for (size_t k = i; k < cs.size(); ++k) rest += cs[k];
      }
    }
  }
  game.tags.emplace_back("Variant", "shogi");
  return game;
}

}  // namespace rules
