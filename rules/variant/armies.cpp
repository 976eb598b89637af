#include "rules/variant/armies.h"

#include <array>

namespace rules {
namespace {

constexpr std::array<std::string_view, kMaxSides> kArmyNames = {"White", "Blue", "Gold", "Black", "Green", "Red"};
// w and b as in chess; u for blue, y (yellow) for gold, g green, r red.
constexpr std::string_view kArmyLetters = "wuybgr";

}  // namespace

std::string_view army_name(int army) { return kArmyNames.at(static_cast<size_t>(army)); }
char army_letter(int army) { return kArmyLetters.at(static_cast<size_t>(army)); }
int army_from_letter(char letter) {
  auto pos = kArmyLetters.find(letter);
  return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

}  // namespace rules
