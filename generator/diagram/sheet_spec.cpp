#include "diagram/sheet_spec.h"

#include "common/yamlutil.h"

namespace pp::diagram {

SheetSpec read_sheet(const std::string& file, const YAML::Node& node) {
  namespace y = pp::yaml;
  SheetSpec s;
  if (!node || node.IsNull()) return s;
  y::check_keys(file, node, {"intro", "pieces", "rules"}, "sheet");
  if (node["intro"]) s.intro = y::as_string(file, node["intro"], "intro");
  if (const auto pieces = node["pieces"]) {
    y::require_map(file, pieces, "sheet pieces");
    for (const auto& kv : pieces) {
      const std::string key = kv.first.Scalar();
      // A letter, or `+` and a letter for a promoted form (Shogi).
      const std::string letter = key.size() == 2 && key[0] == '+' ? key.substr(1) : key;
      if (letter.size() != 1 || !std::isupper(static_cast<unsigned char>(letter[0])))
        throw y::error_at(file, kv.first, "sheet pieces are keyed by upper-case piece letter, not '" + key + "'");
      s.pieces[key] = y::as_string(file, kv.second, "a piece description");
      const auto m = kv.first.Mark();
      s.piece_pos[key] = {file, m.line + 1, m.column + 1};
    }
  }
  if (const auto list = node["rules"]) {
    y::require_seq(file, list, "sheet rules");
    for (const auto& r : list) {
      y::check_keys(file, r, {"title", "text", "diagram"}, "a sheet rule");
      RuleSection sec;
      if (!r["title"]) throw y::error_at(file, r, "a sheet rule needs a title");
      sec.title = y::as_string(file, r["title"], "title");
      if (r["text"]) sec.text = y::as_string(file, r["text"], "text");
      if (!r["diagram"]) throw y::error_at(file, r, "a sheet rule needs a diagram");
      sec.diagram = read_diagram(file, r["diagram"]);
      if (!r["diagram"]["name"]) sec.diagram.name = "rule-" + slug(sec.title);
      s.rules.push_back(std::move(sec));
    }
  }
  return s;
}

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
