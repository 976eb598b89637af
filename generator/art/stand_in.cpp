#include "art/stand_in.h"

#include <stdexcept>

#include "art/letter_disc.h"
#include "art/move_symbol.h"
#include "model/layout.h"

namespace pp::art {

Moves moves_of(const Layout& layout, char letter, bool promoted) {
  if (!layout.has_variant) return {};
  const rules::PieceType* type = layout.variant.piece(letter, promoted);
  if (!type) return {};
  return {type->betza, layout.board.topology().shape()};
}

Items stand_in(char letter, const Moves& moves, const PieceColours& colours, const Rect& box, const FontSpec& font) {
  if (!moves.betza.empty()) {
    try {
      return move_symbol(moves.betza, moves.shape, letter, colours, box, font);
    } catch (const std::invalid_argument&) {
      // Betza the layout's own check let through but the symbol board cannot read (an atom
      // only its own board's size allows): the letter still tells the piece.
    }
  }
  return letter_disc(letter, colours, box, font);
}

}  // namespace pp::art
