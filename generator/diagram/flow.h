#pragma once
// Page layout for rules sheets: blocks (a title, a paragraph, a figure with its caption, a
// piece entry) flow left to right in rows and top to bottom in pages, never overlapping and
// never leaving the printable area.
#include <string>
#include <vector>

#include "common/input_error.h"
#include "geometry/geom.h"
#include "scene/scene.h"

namespace pp::diagram {

struct Block {
  pp::Items items;              // drawn with the block's top-left corner at (0, 0)
  double width = 0;             // mm the block claims in its row
  double height = 0;            // mm
  bool keep_with_next = false;  // a heading: never the last thing on a page
  bool new_page = false;        // start a fresh page
  std::string id;               // for tests and error messages
  SourcePos at;                 // the layout text that makes most of it, for the error when it does not fit
};

struct PageBox {
  double width = 210;
  double height = 297;
  double margin = 12;
  double gap = 5;  // between blocks, both ways
  Rect content() const { return {margin, margin, width - 2 * margin, height - 2 * margin}; }
};

struct FlowPage {
  pp::Page page;            // each block a group moved to its place
  std::vector<Rect> boxes;  // where each block went
  std::vector<std::string> ids;
};

// Throws std::runtime_error naming the block if one is wider or taller than the content area.
std::vector<FlowPage> flow(const std::vector<Block>& blocks, const PageBox& box);

}  // namespace pp::diagram
