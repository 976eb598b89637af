#include "rules/armies.h"

#include <algorithm>
#include <cctype>

#include <array>

namespace rules {
namespace {

constexpr std::array<std::string_view, 6> kArmyNames = {"White", "Blue", "Gold", "Black", "Green", "Red"};
// w and b as in chess; u for blue, y (yellow) for gold, g green, r red.
constexpr std::string_view kArmyLetters = "wuybgr";

}  // namespace

std::string_view army_name(int army) { return kArmyNames.at(static_cast<size_t>(army)); }
char army_letter(int army) { return kArmyLetters.at(static_cast<size_t>(army)); }
int army_from_letter(char letter) {
  auto pos = kArmyLetters.find(letter);
  return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

std::vector<ArmyPiece> parse_army_placement(const std::vector<std::vector<int>>& rows, std::string_view text,
                                            std::string_view known) {
  std::vector<ArmyPiece> out;
  size_t row = 0, col = 0, i = 0;
  int army = -1;
  auto fail = [&](const std::string& why) {
    throw PlacementError("placement row " + std::to_string(row + 1) + ", column " + std::to_string(col + 1) + ": " +
                             why,
                         static_cast<int>(row + 1), static_cast<int>(col + 1), i);
  };
  auto width = [&] { return rows[row].size(); };
  auto end_row = [&] {
    if (col != width()) fail("row has " + std::to_string(col) + " cells, the board has " + std::to_string(width()));
  };
  if (rows.empty()) fail("the board has no rows");
  while (i < text.size()) {
    const char ch = text[i];
    const auto uch = static_cast<unsigned char>(ch);
    if (ch == '/') {
      end_row();
      if (row + 1 >= rows.size()) fail("more rows than the board's " + std::to_string(rows.size()));
      ++row;
      col = 0;
      ++i;
    } else if (std::isdigit(uch)) {
      if (ch == '0') fail("an empty count cannot start with 0");
      size_t n = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && n <= width())
        n = n * 10 + static_cast<size_t>(text[i++] - '0');
      if (col + n > width()) fail("row has more than " + std::to_string(width()) + " cells");
      col += n;
    } else if (std::islower(uch)) {
      army = army_from_letter(ch);
      if (army < 0) fail(std::string("unknown army letter '") + ch + "' (armies: w u y b g r)");
      ++i;
    } else if (std::isupper(uch)) {
      if (known.find(ch) == std::string_view::npos) fail(std::string("unknown piece letter '") + ch + "'");
      if (army < 0) fail(std::string("piece '") + ch + "' has no army letter before it");
      if (col >= width()) fail("row has more than " + std::to_string(width()) + " cells");
      out.push_back({rows[row][col], ch, army});
      ++col;
      ++i;
    } else {
      fail(std::string("unexpected character '") + ch + "'");
    }
  }
  end_row();
  if (row + 1 != rows.size())
    fail("only " + std::to_string(row + 1) + " rows, the board has " + std::to_string(rows.size()));
  return out;
}

std::string write_army_placement(const std::vector<std::vector<int>>& rows, const std::vector<ArmyPiece>& pieces) {
  std::string text;
  for (size_t r = 0; r < rows.size(); ++r) {
    if (r) text += '/';
    int army = -1, empty = 0;
    for (int cell : rows[r]) {
      auto it = std::find_if(pieces.begin(), pieces.end(), [&](const ArmyPiece& p) { return p.cell == cell; });
      if (it == pieces.end()) {
        ++empty;
        continue;
      }
      if (empty) text += std::to_string(empty), empty = 0;
      if (it->army != army) text += army_letter(army = it->army);
      text += it->letter;
    }
    if (empty) text += std::to_string(empty);
  }
  return text;
}

}  // namespace rules
