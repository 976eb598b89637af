#include "diagram/native_cells.h"

#include <cctype>

#include "rules/notation/native.h"

namespace pp::diagram {
namespace {

const std::string kWordJoiner = "\u2060", kNoBreakSpace = "\u00a0";

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace

std::string native_cells(const Layout& layout, const std::string& text) {
  const rules::Coordinates style = layout.coordinate_style;
  if (style == rules::Coordinates::Algebraic || layout.board.shape() != rules::CellShape::Square) return text;
  const int files = layout.board.files(), ranks = layout.board.ranks();
  auto file_name = [&](int file) { return rules::file_label(style, files, file, 0); };
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    const bool starts = c >= 'a' && c <= 'z' && (i == 0 || !word_char(text[i - 1]));
    const int file = c - 'a';
    if (!starts || file >= files) {
      out += c;
      ++i;
      continue;
    }
    size_t j = i + 1;
    int rank = 0;
    while (j < text.size() && j < i + 3 && std::isdigit(static_cast<unsigned char>(text[j])))
      rank = rank * 10 + (text[j++] - '0');
    if (j > i + 1 && (j == text.size() || !word_char(text[j])) && rank >= 1 && rank <= ranks) {
      // Set as one word: a line may break between a digit and a kanji, or at a space, otherwise.
      if (style == rules::Coordinates::Chinese) {
        for (const std::string& part : {std::string("file"), file_name(file), std::string("rank")})
          out.append(part).append(kNoBreakSpace);
        out += std::to_string(rank);
      } else {
        out.append(file_name(file)).append(kWordJoiner).append(rules::rank_label(style, ranks, rank - 1));
      }
      i = j;
      continue;
    }
    // "the e file", "the e-file": the file as its label names it ("a file" is English).
    const bool after_the = i >= 4 && text.compare(i - 4, 4, "the ") == 0;
    if (j == i + 1 && ((after_the && text.compare(i + 1, 5, " file") == 0) || text.compare(i + 1, 5, "-file") == 0) &&
        (i + 6 == text.size() || !word_char(text[i + 6]))) {
      if (after_the) out.resize(out.size() - 4);
      out.append("file").append(kNoBreakSpace).append(file_name(file));
      i += 6;
      continue;
    }
    out += c;
    ++i;
  }
  return out;
}

}  // namespace pp::diagram
