#pragma once
// The blocks a rules sheet is built from: headings, text columns, and entries (a piece or a
// rule) that set a figure with its words, under them in a half column or beside them across
// the page when the figure is too wide for half of it.
#include <string>
#include <vector>

#include "diagram/figure.h"
#include "diagram/flow.h"
#include "diagram/text.h"
#include "model/theme.h"

namespace pp::diagram {

// The looks of a sheet's text, in the theme's styles.
struct SheetLooks {
  TextLook title, about, heading, subheading, body, promotion;
};
SheetLooks sheet_looks(const Theme& theme);

// A column of text pieces and figures, one under another; figures centred.
class Stack {
 public:
  explicit Stack(double width) : width_(width) {}
  void text(const std::string& t, const TextLook& look, double space_before = 0);
  void figure(const Figure& f, double space_before = 2);
  Block block(const std::string& id, bool keep_with_next = false) const;

 private:
  double width_;
  double y_ = 0;
  pp::Items items_;
};

Block heading(const std::string& text, double width, const SheetLooks& looks);

struct Words {
  std::string text;
  TextLook look;
  double space_before = 2;
};

// An entry titled `title`: `before` the figure, then the figure, then `after`, in a column
// `half` wide; or, when the figure is wider than that, the figure on the left of a `full`-wide
// block with the title and all the words in the column beside it.
Block entry(const std::string& id, const std::string& title, const std::vector<Words>& before, const Figure& figure,
            const std::vector<Words>& after, double half, double full, double gap, const SheetLooks& looks);

}  // namespace pp::diagram
