#pragma once
// H.G. Muller's Interactive Diagram: the parameter block of a page (the text inside
// <div class="idiagram"> ... </div>) or of a text file holding the block alone. Each line is
// `key=value` or a piece, `name:ID:moves:image:squares`; every line keeps its number in the file,
// so a value pawnprint cannot honour is reported where it is written.
#include <string>
#include <string_view>
#include <vector>

#include "import/ini_file.h"

namespace pp::import {

struct DiagramPiece {
  std::string name, id, betza, image, squares, extra;  // extra: a sixth field, if any
  int line = 0;
};

struct DiagramBlock {
  std::string path;
  int line = 0;                    // where the block starts
  std::vector<IniEntry> settings;  // key=value, in the order written
  std::vector<DiagramPiece> pieces;

  const IniEntry* find(std::string_view key) const;
};

// .html, .htm and .txt files are read as Interactive Diagrams.
bool is_diagram_file(std::string_view path);

DiagramBlock read_diagram(const std::string& path);
DiagramBlock parse_diagram(std::string_view text, const std::string& path);

}  // namespace pp::import
