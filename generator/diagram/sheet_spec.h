#pragma once
// The words of a rules sheet, from a layout's `sheet:` section: an introduction, a short
// description per piece letter, and the special rules, each with a diagram of a real position.
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>
#include <vector>

#include "diagram/spec.h"
#include "rules/variant.h"

namespace pp::diagram {

struct RuleSection {
  std::string title;
  std::string text;
  DiagramSpec diagram;
};

struct SheetSpec {
  std::string intro;
  std::map<std::string, std::string> pieces;  // the piece's key ("R", a promoted form "+R") -> description
  std::map<std::string, SourcePos> piece_pos;
  std::vector<RuleSection> rules;
};

// `node` is the `sheet:` mapping; an absent node gives an empty sheet.
SheetSpec read_sheet(const std::string& file, const YAML::Node& node);

// What a pawn may become, in words, from the rules' promotion: "Promotes to a Queen, Rook,
// Bishop or Knight." Empty when the rules name nothing.
std::string promotion_text(const rules::Variant& variant);

}  // namespace pp::diagram
