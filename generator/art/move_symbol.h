#pragma once
// A piece drawn from its moves, for a piece no drawing shows (or every piece, where a theme asks
// for `pieces: computed`): its letter on a small cell of its board's shape, and round it the
// marks of where it goes (move_marks.h), so a player reads the move from the token itself. The
// marks are drawn in a few strokes that survive printing in black and white at 15 mm:
//   - a cell it reaches at once: a dot (a ring where it only moves there, a cross where it only
//     captures); a ring round that mark where it may do so only from its starting cell;
//   - a line of cells it slides along: a line, ending in a dot where its range ends or an
//     arrowhead where it runs on to the edge; dashed where it only moves, dotted where it only
//     captures, with a hollow arrowhead where it only moves;
//   - a lame leap (Xiangqi's Horse): a thin line through the cells that must be empty; a
//     leapfrog's cells that must be taken: small squares on that line;
//   - a hopper: a bar across its line where the screen stands.
#include <string_view>

#include "art/piece_svg.h"
#include "model/font_spec.h"
#include "rules/topology/topology.h"
#include "scene/scene.h"

namespace pp::art {

// The symbol of a piece moving as `betza` on a board of `shape`, fitted into the square `box`,
// in its side's colours (a disc in the body and line colours, the marks and letter in the detail
// colour), with `letter` in `font`. Throws std::invalid_argument for Betza the rules cannot read.
Items move_symbol(std::string_view betza, rules::CellShape shape, char letter, const PieceColours& colours,
                  const Rect& box, const FontSpec& font);

// The thickness of the symbol's thinnest stroke in `box`: legible in print, 0.3 mm or more.
double symbol_stroke(const Rect& box);

}  // namespace pp::art
