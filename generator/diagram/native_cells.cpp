#include "diagram/native_cells.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>
#include <string_view>
#include <vector>

#include "rules/notation/chinese.h"
#include "rules/notation/native.h"

namespace pp::diagram {
namespace {

const std::string kWordJoiner = "\u2060", kNoBreakSpace = "\u00a0";

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

bool at(const std::string& text, size_t i, std::string_view word) { return text.compare(i, word.size(), word) == 0; }
bool word_ends(const std::string& text, size_t i) { return i >= text.size() || !word_char(text[i]); }

// How the items of a list are joined: "a-, b- and c-files", "ranks 1 or 2".
size_t separator(const std::string& text, size_t i) {
  for (std::string_view s : {", and ", ", or ", ", ", " and ", " or "})
    if (at(text, i, s)) return s.size();
  return 0;
}

// A list of files or ranks: each item's number from 0, the separators between them as written.
struct Listed {
  std::vector<int> items;
  std::vector<std::string> joins;
  size_t end = 0;  // just past the list's last word
};

// Reads an item (a file letter, a rank's number or ordinal) at `i`, returning its number from 0
// and setting `i` past it, or -1.
using ItemReader = int (*)(const std::string& text, size_t& i, int count);

int file_item(const std::string& text, size_t& i, int count) {
  if (i >= text.size() || text[i] < 'a' || text[i] >= 'a' + count || !word_ends(text, i + 1)) return -1;
  return text[i++] - 'a';
}

int rank_item(const std::string& text, size_t& i, int count) {
  size_t j = i;
  int n = 0;
  while (j < text.size() && j < i + 2 && digit(text[j])) n = n * 10 + (text[j++] - '0');
  if (j == i || !word_ends(text, j) || n < 1 || n > count) return -1;
  i = j;
  return n - 1;
}

// "3rd", "11th": the digits and the suffix English gives that number.
int ordinal_item(const std::string& text, size_t& i, int count) {
  size_t j = i;
  int n = 0;
  while (j < text.size() && j < i + 2 && digit(text[j])) n = n * 10 + (text[j++] - '0');
  const int last = n % 100 / 10 == 1 ? 0 : n % 10;
  const char* suffix = last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
  if (j == i || n < 1 || n > count || !at(text, j, suffix) || !word_ends(text, j + 2)) return -1;
  i = j + 2;
  return n - 1;
}

// Items read by `item` from `i`, each but the last followed by `mark` ("-" in "b- and h-files",
// or nothing), joined by separators; then `tail` ("-file", " rank"), which may be plural after
// two or more items.
std::optional<Listed> read_list(const std::string& text, size_t i, int count, ItemReader item, std::string_view mark,
                                std::string_view tail) {
  Listed out;
  for (size_t before = i;;) {
    const int n = item(text, i, count);
    if (n < 0 && out.items.empty()) return std::nullopt;
    if (n < 0) {  // the separator was the sentence's, not the list's
      i = before;
      out.joins.pop_back();
      break;
    }
    out.items.push_back(n);
    const size_t join = at(text, i, mark) ? separator(text, i + mark.size()) : 0;
    if (join == 0) break;
    out.joins.push_back(text.substr(i + mark.size(), join));
    before = i;
    i += mark.size() + join;
  }
  if (!at(text, i, tail)) return std::nullopt;
  i += tail.size();
  if (!tail.empty() && out.items.size() > 1 && i < text.size() && text[i] == 's') ++i;
  out.end = i;
  if (!word_ends(text, i)) return std::nullopt;
  return out;
}

class Converter {
 public:
  Converter(const Layout& layout, int first_rank)
      : style_(layout.coordinate_style),
        files_(layout.board.files()),
        ranks_(layout.board.ranks()),
        first_rank_(first_rank) {}

  std::string convert(const std::string& text) const {
    std::string out;
    for (size_t i = 0; i < text.size();) {
      const size_t used = word_start(text, i) ? replace(text, i, out) : 0;
      if (used == 0) out += text[i++];
      i += used;
    }
    return out;
  }

 private:
  rules::Coordinates style_;
  int files_, ranks_;
  int first_rank_;  // the number a cell's name gives the first rank: 1, ICCS's 0

  static bool word_start(const std::string& text, size_t i) { return i == 0 || !word_char(text[i - 1]); }

  std::string file_name(int file) const { return rules::file_label(style_, files_, file, 0); }
  // Chinese boards label no ranks; their text counts them from Red's side, as algebraic does.
  std::string rank_name(int rank) const {
    const std::string label = rules::rank_label(style_, ranks_, rank);
    return label.empty() ? std::to_string(rank + 1) : label;
  }

  // The cell, or the list, the text names at `i`, appended to `out` in the board's coordinates;
  // the length of text it replaces, 0 for none.
  size_t replace(const std::string& text, size_t i, std::string& out) const {
    if (const size_t n = cell(text, i, out)) return n;
    const std::string the = text.substr(i >= 4 ? i - 4 : 0, i >= 4 ? 4 : 0);
    const bool after_the = the == "the " || the == "The ";
    const auto files = [&](int f) { return file_name(f); };
    const auto ranks = [&](int r) { return rank_name(r); };
    // "e-file", "b- and h-files"; unhyphenated ("the e file") after "the" alone: "a file" is English.
    std::optional<Listed> list = read_list(text, i, files_, file_item, "-", "-file");
    if (!list && after_the) list = read_list(text, i, files_, file_item, "", " file");
    if (list) return named(*list, "file", files, after_the, i, out);
    // "the 3rd rank", "the 3rd and 4th ranks": after "the", so that "its 3rd rank" stays.
    if (after_the && (list = read_list(text, i, ranks_, ordinal_item, "", " rank")))
      return named(*list, "rank", ranks, true, i, out);
    // "ranks 1 and 2", "rank 3"; "rank 1 and 2" as a list too, but in "rank 3, 2 Pawns" the
    // comma is the sentence's.
    for (std::string_view word : {"ranks ", "rank "}) {
      if (!at(text, i, word) || !(list = read_list(text, i + word.size(), ranks_, rank_item, "", ""))) continue;
      const bool plural = word.size() == 6;
      if (plural && list->items.size() == 1) continue;
      if (!plural && std::find(list->joins.begin(), list->joins.end(), ", ") != list->joins.end()) {
        list->items.resize(1), list->joins.clear();
        list->end = i + word.size();
        rank_item(text, list->end, ranks_);
      }
      return named(*list, "rank", ranks, false, i, out);
    }
    return 0;
  }

  // "e5" as "5五", "5e" or "file 五 rank 5", set so that no line breaks inside it: a line may
  // break between a digit and a kanji, or at a space, otherwise.
  size_t cell(const std::string& text, size_t i, std::string& out) const {
    const int file = text[i] - 'a';
    size_t end = i + 1;
    if (file < 0 || file >= files_) return 0;
    int number = 0;
    while (end < text.size() && end < i + 3 && digit(text[end])) number = number * 10 + (text[end++] - '0');
    const int rank = number - first_rank_;
    if (end == i + 1 || !word_ends(text, end) || rank < 0 || rank >= ranks_) return 0;
    if (style_ == rules::Coordinates::Chinese) {
      for (const std::string& part : {std::string("file"), file_name(file), std::string("rank")})
        out.append(part).append(kNoBreakSpace);
      out += rank_name(rank);
    } else {
      out.append(file_name(file)).append(kWordJoiner).append(rank_name(rank));
    }
    return end - i;
  }

  // The list as "file 5" or "files 8 and 2", its separators kept; "the" before it left out.
  template <class Name>
  size_t named(const Listed& list, const std::string& what, Name name, bool after_the, size_t i,
               std::string& out) const {
    bool capital = false;
    if (after_the) {
      capital = out[out.size() - 4] == 'T';
      out.resize(out.size() - 4);
    }
    std::string word = what + (list.items.size() > 1 ? "s" : "");
    if (capital) word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
    out.append(word).append(kNoBreakSpace).append(name(list.items[0]));
    for (size_t k = 1; k < list.items.size(); ++k) out.append(list.joins[k - 1]).append(name(list.items[k]));
    return list.end - i;
  }
};

}  // namespace

std::string native_cells(const Layout& layout, const std::string& text) {
  if (layout.coordinate_style == rules::Coordinates::Algebraic || layout.board.shape() != rules::CellShape::Square)
    return text;
  return Converter(layout, 1).convert(text);
}

CommentCells comment_cells(const rules::PgnGame& record) {
  if (record.read_move == nullptr) return CommentCells::Algebraic;
  if (record.read_move == &rules::read_iccs_move) return CommentCells::Iccs;
  if (record.read_move == &rules::read_xiangqi_move) {
    // XQBase's PGN says which of its notations it holds, or its moves do: ICCS's h2e2, H2-E2.
    if (record.tag("Format") == "ICCS") return CommentCells::Iccs;
    static const std::regex iccs("[a-iA-I][0-9]-?[a-iA-I][0-9]");
    if (!record.plies.empty() && std::regex_match(record.plies[0].text, iccs)) return CommentCells::Iccs;
  }
  return CommentCells::Native;
}

std::string native_comment(const Layout& layout, const rules::PgnGame& record, const std::string& comment) {
  if (layout.coordinate_style == rules::Coordinates::Algebraic || layout.board.shape() != rules::CellShape::Square)
    return comment;
  switch (comment_cells(record)) {
    case CommentCells::Algebraic: return Converter(layout, 1).convert(comment);
    case CommentCells::Iccs: return Converter(layout, 0).convert(comment);
    case CommentCells::Native: break;
  }
  return comment;
}

}  // namespace pp::diagram
