#pragma once
// An Interactive Diagram's parameters as a pawnprint layout (and its board colours as a theme):
// every key that changes the game turned into layout keys or refused at its line; keys that
// steer only the diagram's look named in one warning.
#include <string>
#include <vector>

#include "import/fsf_import.h"
#include "import/idiagram_read.h"

namespace pp::import {

struct DiagramImported {
  ImportedLayout layout;
  std::string theme;  // a theme's YAML with the diagram's square colours, or empty
  std::vector<std::string> warnings;
};

// `stem`: the file's name without its extension, the layout's name when satellite= gives none.
DiagramImported translate_diagram(const DiagramBlock& block, const std::string& stem);

}  // namespace pp::import
