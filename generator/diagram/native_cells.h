#pragma once
// Cells named in a layout's words (a diagram's caption, the rules sheet's text) as its printed
// board names them. A layout whose `board: coordinates:` numbers its board as its players do
// (Shogi's 9..1 and 一..九, Xiangqi's files 九..一) is still written with algebraic cells, as its
// marks are; a reader looks at the labels, so the text says what the labels say.
#include <string>

#include "model/layout.h"

namespace pp::diagram {

// `text` with each word that is an algebraic cell of the layout's board ("e5", "c10") written
// in its coordinates, and each "the e file" or "e-file" as "file 5": Japanese "5五", Japanese
// letters "5e", Chinese (whose boards label only the files, Red's below) "file 五 rank 5", the
// rank counted from Red's side; each set so that no line breaks inside it. Unchanged for
// algebraic boards.
std::string native_cells(const Layout& layout, const std::string& text);

}  // namespace pp::diagram
