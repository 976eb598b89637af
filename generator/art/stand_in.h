#pragma once
// What draws a piece that no drawing shows, or every piece where the theme asks for symbols
// (`pieces: computed`): the symbol of its moves (move_symbol.h), so a player reads from the token
// how the piece goes; its letter in a circle (letter_disc.h) only where it has no moves the
// symbol can show.
#include <string>

#include "art/piece_svg.h"
#include "model/font_spec.h"
#include "rules/topology/topology.h"
#include "scene/scene.h"

namespace pp {
struct Layout;
}

namespace pp::art {

// How a piece moves, as its symbol needs it: its Betza and its board's cell shape.
struct Moves {
  std::string betza;  // empty: none known
  rules::CellShape shape = rules::CellShape::Square;
};

// The moves of `letter` in `layout` (its `+` form where `promoted`); none where the layout has no
// rules or no such piece.
Moves moves_of(const Layout& layout, char letter, bool promoted);

// The piece drawn into the square `box` in its side's colours, `font` for its letter.
Items stand_in(char letter, const Moves& moves, const PieceColours& colours, const Rect& box, const FontSpec& font);

}  // namespace pp::art
