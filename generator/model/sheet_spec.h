#pragma once
// The words of a rules sheet, from a layout's `sheet:` section: an introduction, a short
// description per piece letter, and the special rules, each with a diagram of a real position.
#include <map>
#include <string>
#include <vector>

#include "common/yaml_at.h"
#include "model/diagram_spec.h"

namespace pp {

struct RuleSection {
  std::string title;
  std::string text;
  SourcePos pos;  // of its text, else its title
  DiagramSpec diagram;
};

struct SheetSpec {
  std::string intro;
  SourcePos intro_pos;
  std::map<std::string, std::string> pieces;  // the piece's key ("R", a promoted form "+R") -> description
  std::map<std::string, SourcePos> piece_pos;
  std::vector<RuleSection> rules;
};

// `node` is the `sheet:` mapping; an absent or empty one gives an empty sheet.
SheetSpec read_sheet(const yaml::At& node);

}  // namespace pp
