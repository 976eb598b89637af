#pragma once
// Cells named in a layout's words (a diagram's caption, the rules sheet's text) as its printed
// board names them. A layout whose `board: coordinates:` numbers its board as its players do
// (Shogi's 9..1 and 一..九, Xiangqi's files 九..一) is still written with algebraic cells, as its
// marks are; a reader looks at the labels, so the text says what the labels say.
#include <string>

#include "model/layout.h"
#include "rules/notation/pgn.h"

namespace pp::diagram {

// `text` with each word that is an algebraic cell of the layout's board ("e5", "c10") written
// in its coordinates: Japanese "5五", Japanese letters "5e", Chinese (whose boards label only the
// files, Red's below) "file 五 rank 5", the rank counted from Red's side. Files and ranks named
// alone or in lists are written by their labels too, "the" before them left out: "the e file",
// "e-file" as "file 5", "the b- and h-files" (or "the b and h files", "a-, b- and c-files") as
// "files 8 and 2", "rank 3" and "the 3rd rank" as "rank 七", "ranks 1 and 2" and "the 1st and
// 2nd ranks" as "ranks 九 and 八" ("its 3rd rank" stays: it counts from its side). Each is set
// so that no line breaks inside its first two words. Unchanged for algebraic boards.
std::string native_cells(const Layout& layout, const std::string& text);

// How a game record's comments name cells: as its moves do. Algebraic in PGN's SAN and cell
// moves (e4, P@e5); ICCS's a0..i9 in the Xiangqi records of ICCS moves (UCCI, XQF, DhtmlXQ,
// XQBase's PGN of ICCS); the players' own in the others (KIF, KI2 and CSA's 7六 and 76, USI's
// 7f, WXF and Chinese), which the board's labels already read.
enum class CommentCells { Algebraic, Iccs, Native };
CommentCells comment_cells(const rules::PgnGame& record);

// A comment of `record` as native_cells writes a caption: its cells in the board's coordinates
// when the record names them in algebraic or ICCS cells, left as written when in the players'.
std::string native_comment(const Layout& layout, const rules::PgnGame& record, const std::string& comment);

}  // namespace pp::diagram
