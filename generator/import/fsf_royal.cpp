#include "import/fsf_royal.h"

#include <cctype>

namespace pp::import {

bool one_royal_a_side(std::string_view setup, std::string_view letters, std::string_view promoted_to,
                      bool more_can_come) {
  if (more_can_come) return false;
  const std::string_view board = setup.substr(0, setup.find(' '));
  int white = 0, black = 0;
  bool in_hand = false;
  for (char c : board) {
    const auto ch = static_cast<unsigned char>(c);
    in_hand = in_hand || c == '[';
    if (!std::isalpha(ch) || letters.find(static_cast<char>(std::toupper(ch))) == std::string_view::npos) continue;
    if (in_hand) return false;  // it can be dropped
    ++(std::isupper(ch) ? white : black);
  }
  for (char l : letters)
    if (promoted_to.find(l) != std::string_view::npos) return false;
  return white <= 1 && black <= 1;
}

std::string royal_while_few_words(const std::vector<std::string>& names, int count) {
  // Each kind is counted apart.
  auto either = [&](const std::string& between) {
    std::string out;
    for (size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : between) + names[i];
    return out;
  };
  if (count == 0)
    return "A side's only " + either(" or only ") +
           " is royal: it must not be left attacked, and a side that cannot save it is checkmated.";
  return "While a side has no more than " + std::to_string(count + 1) + " pieces of the kind " +
         either(" (or of the kind ") + std::string(names.size() - 1, ')') +
         ", each of them is royal: none may be left attacked, and a side that cannot save them is checkmated.";
}

}  // namespace pp::import
