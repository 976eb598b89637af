#pragma once
// Pieces in hand (Shogi): each side's captured pieces beside a diagram's board, each kind drawn
// once as the board draws that side's pieces, with its count when there is more than one. The
// first side's hand stands at the board's right, level with its bottom edge, where that side
// sits; the second side's at the left, level with the top.
#include <string>
#include <vector>

#include "model/font_spec.h"
#include "rules/play/game.h"
#include "rules/play/position.h"
#include "scene/scene.h"

namespace pp::diagram {

struct PieceLook;

struct HandPiece {
  int side = 0;
  char letter = '?';
  int count = 0;
};

// The pieces in `pos`'s hands, by side, in the roster's order.
std::vector<HandPiece> hands_of(const rules::Game& game, const rules::Position& pos);

// A hand's column beside the board, in cells of the board.
inline constexpr double kHandColumn = 1.3;

// How wide a board of `board_units` across, `cell_units` a cell, is drawn so that it and a hand
// column each side fill `width`.
double board_width_beside_hands(double width, double board_units, double cell_units);

// The hands' drawings, in the figure's mm: the board drawn `board_w` by `board_h` from
// (`board_x`, 0), `cell` mm a cell; `looks` parallel to `hand`, empty for letter discs. A board
// seen from the second side (`turned`) has the hands the other way round. Letter discs and
// counts are set in `letters` and `counts`, at sizes the cell gives them.
pp::Items hand_items(const std::vector<HandPiece>& hand, const std::vector<PieceLook>& looks, double cell,
                     double board_x, double board_w, double board_h, bool turned, const FontSpec& letters,
                     const FontSpec& counts);

}  // namespace pp::diagram
