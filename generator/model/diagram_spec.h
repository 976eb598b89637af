#pragma once
// What one diagram shows, as the command line or a layout's `diagrams:` list states it, before
// any cell name is checked against a board. Cells stay names here; diagram/make.h resolves them
// with the rules core.
#include <string>
#include <vector>

#include "common/input_error.h"
#include "common/yaml_at.h"
#include "model/diagram_marks.h"

namespace pp {

struct CellMark {
  std::string cell;
  DiagramMark kind = marks::Highlight;
  std::string colour;  // a palette name or "#rrggbb"; empty: the kind's own
  SourcePos pos;
};

struct ArrowSpec {
  std::string from;
  std::string to;
  std::string colour = "blue";  // a palette name or "#rrggbb"
  double width_mm = 0;          // of the shaft; 0: a share of the cell
  SourcePos pos;
};

struct DiagramSpec {
  std::string name;  // file stem in the kit; from YAML `name` or the caption
  std::string fen;   // empty: the layout's setup
  SourcePos fen_pos;
  std::vector<std::string> moves;  // cells whose piece's moves the rules core marks; P@ (p@): a hand's drops
  std::vector<SourcePos> moves_pos;
  std::vector<CellMark> marks;
  std::vector<ArrowSpec> arrows;
  std::string caption;
  std::string view;  // whose side is at the bottom: "white", "black", an army's name; empty: the first side's
  SourcePos view_pos;
  double width_mm = 0;  // of the board, coordinates included; 0: default_width()
  SourcePos pos;        // where the diagram was declared
};

// "c5:capture", "c5:green" (a highlight in that colour), "c5:capture:#c00" -> a mark;
// "e3-c4", "e3-c4:red", "e3-c4:red:2mm", "e3-c4:1.5mm" -> an arrow. Throw InputError at `pos`.
CellMark parse_mark(const std::string& text, const SourcePos& pos);
ArrowSpec parse_arrow(const std::string& text, const SourcePos& pos);

// Reads a layout's `diagrams:` list.
std::vector<DiagramSpec> read_diagrams(const yaml::At& list);

// One diagram's mapping: keys name, fen, moves, marks, arrows, caption, width, view.
DiagramSpec read_diagram(const yaml::At& node);

// A name safe for a file: lower case letters, digits and dashes.
std::string slug(const std::string& text);

}  // namespace pp
