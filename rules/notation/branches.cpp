// A game's other lines of play (PgnGame::branches) played instead of its main line.
#include <algorithm>

#include "common/input_error.h"
#include "rules/notation/records.h"

namespace rules {
namespace {

// The plies of branch `b`'s whole line: its parents' up to where it leaves them, then its own.
std::vector<PgnPly> branch_line(const PgnGame& game, int b) {
  if (b < 0) return game.plies;
  const PgnBranch& branch = game.branches[static_cast<size_t>(b)];
  std::vector<PgnPly> out = branch_line(game, branch.parent);
  out.resize(std::min(out.size(), static_cast<size_t>(branch.first - 1)));
  out.insert(out.end(), branch.plies.begin(), branch.plies.end());
  return out;
}

// Digits alone as their number, else 0.
int variation_number(std::string_view s) {
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9' || n > 100000) return 0;
    n = n * 10 + (c - '0');
  }
  return n;
}

std::string branch_names(const PgnGame& game) {
  std::string out;
  for (size_t i = 0; i < game.branches.size(); ++i) {
    int nth = 1;
    for (size_t j = 0; j < i; ++j) nth += game.branches[j].number == game.branches[i].number ? 1 : 0;
    out += (out.empty() ? "" : ", ") + std::to_string(game.branches[i].number) +
           (nth > 1 ? "." + std::to_string(nth) : "");
  }
  return out.empty() ? "none" : out;
}

}  // namespace

PgnGame with_branch(const PgnGame& game, const std::string& choice, const std::string& option) {
  const size_t dot = std::min(choice.find('.'), choice.size());
  const int number = variation_number(choice.substr(0, dot));
  const int nth_given = dot < choice.size() ? variation_number(choice.substr(dot + 1)) : 1;
  int nth = nth_given;
  int found = -1;
  for (size_t i = 0; i < game.branches.size() && found < 0 && number > 0 && nth_given > 0; ++i)
    if (game.branches[i].number == number && --nth == 0) found = static_cast<int>(i);
  if (found < 0)
    throw pp::InputError({option, 0, 0}, "'" + choice + "' is not a variation of this record (its variations: " +
                                             branch_names(game) + ")");
  PgnGame out = game;
  out.plies = branch_line(game, found);
  const PgnBranch& branch = game.branches[static_cast<size_t>(found)];
  out.result = branch.result;
  out.tags.erase(std::remove_if(out.tags.begin(), out.tags.end(),
                                [](const auto& tag) { return tag.first == "Result" || tag.first == "Termination"; }),
                 out.tags.end());
  if (!branch.result.empty()) out.tags.emplace_back("Result", branch.result);
  if (!branch.termination.empty()) out.tags.emplace_back("Termination", branch.termination);
  out.branches.clear();
  return out;
}

}  // namespace rules
