#include "diagram/promotion_text.h"

#include <vector>

namespace pp::diagram {

namespace {

std::string choices(const rules::Variant& v, const std::string& letters) {
  std::vector<std::string> names;
  for (char letter : letters)
    if (const auto* p = v.piece(letter)) names.push_back(p->name);
  if (names.empty()) return "";
  std::string list;
  for (size_t i = 0; i < names.size(); ++i) list += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return (std::string("AEIOU").find(names[0][0]) == std::string::npos ? "a " : "an ") + list;
}

}  // namespace

std::string promotion_text(const rules::Variant& v) {
  const auto& rule = v.rules.promotion;
  if (!rule.side_to.empty()) {
    const std::string white = choices(v, rule.side_to[0]), black = choices(v, rule.side_to[1]);
    if (white.empty() || black.empty()) return "";
    return "Promotes to " + white + " for White, to " + black + " for Black.";
  }
  const std::string list = choices(v, rule.to);
  if (list.empty()) return "";
  if (!rule.only_captured) return "Promotes to " + list + ".";
  return "Promotes only to a piece its " + std::string(v.sides > 2 ? "army" : "side") + " has lost: " + list + ".";
}

}  // namespace pp::diagram
