// The BOD board: the picture of a position as Kifu for Windows and the others print it, read
// back as the SFEN of that position.
//   後手の持駒：飛　歩二
//     ９ ８ ７ ６ ５ ４ ３ ２ １
//   +---------------------------+
//   |v香v桂 ・ ・ ・ ・ ・v桂v香|一      v marks Gote's pieces, ・ an empty cell
//   ...
//   +---------------------------+
//   先手の持駒：なし
//   後手番                              (else Sente moves)
//   手数＝42                            (the number of the last move played)
// Handicap games name the players 上手 (Gote) and 下手 (Sente).
#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

#include "rules/notation/kif_parts.h"
#include "rules/notation/shogi_set.h"

namespace rules {
namespace {

bool bod_starts(const std::string& s, std::string_view word) { return s.compare(0, word.size(), word) == 0; }

// The SFEN of one row `|v香v桂 ・...|一`, or "" with `problem` set.
std::string bod_row(const std::vector<std::string>& cs, std::string& problem) {
  std::string out;
  int empty = 0, cells = 0;
  size_t i = 1;
  for (; i < cs.size() && cs[i] != "|"; ++i) {
    if (cs[i] == " " || cs[i] == "　") continue;
    const bool gote = cs[i] == "v" || cs[i] == "ｖ";
    if (gote) ++i;
    ++cells;
    if (i < cs.size() && cs[i] == "・" && !gote) {
      ++empty;
      continue;
    }
    size_t at = i;
    const KifPiece* piece = i < cs.size() ? kif_piece_at(cs, at) : nullptr;
    if (!piece) {
      problem = "BOD board: '" + (i < cs.size() ? cs[i] : std::string()) + "' is not a piece of a row";
      return "";
    }
    i = at - 1;
    if (empty) out += std::to_string(empty);
    empty = 0;
    if (piece->promoted) out += '+';
    out += gote ? static_cast<char>(std::tolower(static_cast<unsigned char>(piece->letter))) : piece->letter;
  }
  if (empty) out += std::to_string(empty);
  if (cells != 9 || i >= cs.size()) problem = "BOD board: a row holds nine cells between two '|'";
  return out;
}

// A hand `飛　角　歩十二` (or なし) in SFEN letters, upper case.
std::string bod_hand(const std::string& text, std::string& problem) {
  std::string out;
  const std::vector<std::string> cs = utf8_characters(text);
  for (size_t i = 0; i < cs.size();) {
    if (kif_space(cs[i])) {
      ++i;
      continue;
    }
    if (cs[i] == "な" && i + 1 < cs.size() && cs[i + 1] == "し") break;
    const KifPiece* piece = kif_piece_at(cs, i);
    if (!piece || piece->promoted || piece->letter == 'K') {
      problem = "BOD hand: '" + text + "' is pieces (歩 香 桂 銀 金 角 飛), each with its count (歩二)";
      return "";
    }
    std::string count;
    while (i < cs.size() && !kif_space(cs[i])) count += cs[i++];
    const int n = count.empty() ? 1 : kif_count(count);
    if (n == 0) {
      problem = "BOD hand: '" + count + "' is not a count (二, 十, 十八)";
      return "";
    }
    out.append(static_cast<size_t>(n), piece->letter);
  }
  return out;
}

// 残り全部, "all the rest", the hand of tsume problems: the pieces of a set that `used` (a
// placement and the other hand) does not hold.
std::string bod_rest(const std::string& used, std::string& problem) {
  std::string out;
  for (const auto& [letter, count] : kShogiHandSet) {
    const auto taken = std::count_if(used.begin(), used.end(), [letter = letter](char c) {
      return std::toupper(static_cast<unsigned char>(c)) == letter;
    });
    if (taken > count) problem = std::string("BOD board: more than ") + std::to_string(count) + " of " + letter;
    if (taken < count) out.append(static_cast<size_t>(count - taken), letter);
  }
  return out;
}

}  // namespace

bool BodBoard::take(const std::string& line, std::string& problem) {
  const std::vector<std::string> cs = utf8_characters(line);
  if (cs.empty()) return false;
  for (const auto& [word, side] :
       {std::pair<const char*, int>{"後手の持駒：", 1}, {"上手の持駒：", 1}, {"先手の持駒：", 0}, {"下手の持駒：", 0}})
    if (bod_starts(line, word)) {
      const std::string hand = line.substr(std::string_view(word).size());
      rest_[side] = bod_starts(hand, "残り全部");
      hands_[side] = rest_[side] ? "" : bod_hand(hand, problem);
      return started_ = true;
    }
  if (line == "後手番" || line == "上手番") return started_ = gote_to_move_ = true;
  if (line == "先手番" || line == "下手番") return started_ = true;
  if (bod_starts(line, "手数＝")) {
    size_t i = 3;
    moves_ = kif_number(cs, i);
    return true;
  }
  if (cs[0] == "+" && line.find("---") != std::string::npos) return started_ = true;
  if (cs[0] == "|") {
    if (rows_.size() == 9) {
      problem = "BOD board: more than nine rows";
      return true;
    }
    rows_.push_back(bod_row(cs, problem));
    return started_ = true;
  }
  // The files' numbers above the board: ９ ８ ７ ... １.
  bool numbers = kif_digit(cs[0]) == 9;
  for (const std::string& c : cs) numbers = numbers && (kif_space(c) || kif_digit(c) > 0);
  return numbers && (started_ = true);
}

std::string BodBoard::sfen(std::string& problem) const {
  if (rows_.size() != 9) {
    problem = "BOD board: " + std::to_string(rows_.size()) + " rows, not nine";
    return "";
  }
  std::string placement;
  for (const std::string& row : rows_) placement += (placement.empty() ? "" : "/") + row;
  // A problem may leave out Sente's King, the attacker's (kingless in shogi.yaml), never Gote's.
  if (placement.find('k') == std::string::npos) {
    problem = "BOD board: Gote has no 玉 (a problem may leave out only Sente's, the attacker's)";
    return "";
  }
  std::string hands[2] = {hands_[0], hands_[1]};
  for (int side = 0; side < 2; ++side)
    if (rest_[side]) hands[side] = bod_rest(placement + hands_[1 - side], problem);
  if (!problem.empty()) return "";
  std::string hand = hands[0];
  for (char c : hands[1]) hand += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return placement + (gote_to_move_ ? " w " : " b ") + (hand.empty() ? "-" : hand) + " " + std::to_string(moves_ + 1);
}

}  // namespace rules
