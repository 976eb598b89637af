#include "diagram/promotion_text.h"

#include <vector>

namespace pp::diagram {

std::string promotion_text(const rules::Variant& v) {
  const auto& rule = v.rules.promotion;
  std::vector<std::string> names;
  for (char letter : rule.to)
    if (const auto* p = v.piece(letter)) names.push_back(p->name);
  if (names.empty()) return "";
  std::string list;
  for (size_t i = 0; i < names.size(); ++i) list += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  const std::string a = std::string("AEIOU").find(names[0][0]) == std::string::npos ? "a " : "an ";
  if (!rule.only_captured) return "Promotes to " + a + list + ".";
  return "Promotes only to a piece its " + std::string(v.sides > 2 ? "army" : "side") + " has lost: " + a + list + ".";
}

}  // namespace pp::diagram
