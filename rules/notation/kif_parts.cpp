// KIF's characters, digits, piece names and ending words.
#include <algorithm>
#include <array>

#include "rules/notation/kif_parts.h"

namespace rules {

std::vector<std::string> utf8_characters(std::string_view s) {
  std::vector<std::string> out;
  out.reserve(s.size() / 2);
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const size_t n = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    out.emplace_back(s.substr(i, n));
    i += n;
  }
  return out;
}

int kif_digit(const std::string& c) {
  static constexpr std::array<const char*, 9> kWide{"１", "２", "３", "４", "５", "６", "７", "８", "９"};
  static constexpr std::array<const char*, 9> kKanji{"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  if (c.size() == 1 && c[0] >= '1' && c[0] <= '9') return c[0] - '0';
  for (size_t i = 0; i < 9; ++i)
    if (c == kWide[i] || c == kKanji[i]) return static_cast<int>(i) + 1;
  return 0;
}

int kif_number_digit(const std::string& c) {
  if (c == "0" || c == "０") return 0;
  // Plain digits are one byte, full-width ones U+FF11..U+FF19; kanji digits are neither.
  const bool number = c.size() == 1 || c.compare(0, 2, "\xef\xbc") == 0;
  return number && kif_digit(c) > 0 ? kif_digit(c) : -1;
}

int kif_number(const std::vector<std::string>& characters, size_t& i) {
  int n = 0;
  for (; i < characters.size() && kif_number_digit(characters[i]) >= 0 && n < 1000000; ++i)
    n = n * 10 + kif_number_digit(characters[i]);
  return n;
}

int kif_count(std::string_view kanji) {
  const std::vector<std::string> cs = utf8_characters(kanji);
  if (cs.empty() || cs.size() > 2) return 0;
  if (cs[0] != "十") return cs.size() == 1 ? kif_digit(cs[0]) : 0;
  const int ones = cs.size() == 1 ? 0 : kif_digit(cs[1]);
  return cs.size() == 1 || ones > 0 ? 10 + ones : 0;
}

bool kif_space(const std::string& c) { return c == " " || c == "　" || c == "\t"; }

namespace {

// Longer names first, so 成香 is not read as 成 and 香. 杏 圭 全 are the one-kanji forms of the
// promoted Lance, Knight and Silver that BOD boards and older records use.
constexpr std::array<KifPiece, 19> kKifPieces{{{"成香", 'L', true},
                                               {"成桂", 'N', true},
                                               {"成銀", 'S', true},
                                               {"歩", 'P', false},
                                               {"香", 'L', false},
                                               {"桂", 'N', false},
                                               {"銀", 'S', false},
                                               {"金", 'G', false},
                                               {"角", 'B', false},
                                               {"飛", 'R', false},
                                               {"玉", 'K', false},
                                               {"王", 'K', false},
                                               {"と", 'P', true},
                                               {"杏", 'L', true},
                                               {"圭", 'N', true},
                                               {"全", 'S', true},
                                               {"馬", 'B', true},
                                               {"龍", 'R', true},
                                               {"竜", 'R', true}}};

// How each ending word scores for the side to move when it is written.
constexpr std::array<KifEnding, 16> kKifEndings{{{"投了", 0},
                                                 {"詰み", 0},
                                                 {"詰", 0},
                                                 {"切れ負け", 0},
                                                 {"時間切れ", 0},
                                                 {"反則負け", 0},
                                                 {"不戦敗", 0},
                                                 {"反則勝ち", 1},
                                                 {"入玉勝ち", 1},
                                                 {"宣言勝ち", 1},
                                                 {"不戦勝", 1},
                                                 {"千日手", -1},
                                                 {"持将棋", -1},
                                                 {"中断", -2},
                                                 {"封じ手", -2},
                                                 {"不詰", -2}}};

}  // namespace

const KifPiece* kif_piece_at(const std::vector<std::string>& characters, size_t& i) {
  for (const KifPiece& p : kKifPieces) {
    const std::vector<std::string> name = utf8_characters(p.name);
    if (i + name.size() <= characters.size() &&
        std::equal(name.begin(), name.end(), characters.begin() + static_cast<long>(i))) {
      i += name.size();
      return &p;
    }
  }
  return nullptr;
}

const KifEnding* kif_ending(std::string_view text) {
  for (const KifEnding& e : kKifEndings)
    if (text.substr(0, std::string_view(e.word).size()) == e.word) return &e;
  return nullptr;
}

}  // namespace rules
