#include "model/sheet_spec.h"

#include "common/yamlutil.h"

namespace pp {

SheetSpec read_sheet(const yaml::At& node) {
  SheetSpec s;
  if (!node || node.node().IsNull()) return s;
  node.keys({"intro", "pieces", "rules"}, "sheet");
  if (const yaml::At intro = node["intro"]) {
    s.intro = intro.text("intro");
    s.intro_pos = intro.pos();
  }
  if (const yaml::At pieces = node["pieces"]) {
    yaml::require_map(pieces.file(), pieces.node(), "sheet pieces");
    // The keys themselves are checked, so this walks the mapping's nodes rather than its values.
    for (const auto& kv : pieces.node()) {
      const std::string key = kv.first.Scalar();
      // A letter, or `+` and a letter for a promoted form (Shogi).
      const std::string letter = key.size() == 2 && key[0] == '+' ? key.substr(1) : key;
      if (letter.size() != 1 || !std::isupper(static_cast<unsigned char>(letter[0])))
        throw yaml::error_at(pieces.file(), kv.first,
                             "sheet pieces are keyed by upper-case piece letter, not '" + key + "'");
      s.pieces[key] = pieces[key].text("a piece description");
      s.piece_pos[key] = yaml::error_at(pieces.file(), kv.first, "").pos();
    }
  }
  if (const yaml::At list = node["rules"]) {
    for (const auto& r : list.items("sheet rules")) {
      r.keys({"title", "text", "diagram"}, "a sheet rule");
      RuleSection sec;
      if (!r["title"]) throw r.error("a sheet rule needs a title");
      sec.title = r["title"].title("title");
      sec.pos = r["title"].pos();
      if (const yaml::At text = r["text"]) {
        sec.text = text.text("text");
        sec.pos = text.pos();
      }
      const yaml::At diagram = r["diagram"];
      if (!diagram) throw r.error("a sheet rule needs a diagram");
      sec.diagram = read_diagram(diagram);
      if (!diagram["name"]) sec.diagram.name = "rule-" + slug(sec.title);
      s.rules.push_back(std::move(sec));
    }
  }
  return s;
}

}  // namespace pp
