#include "diagram/hands.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "art/letter_disc.h"
#include "art/stand_in.h"
#include "common/units.h"
#include "diagram/figure.h"
#include "rules/variant/variant.h"

namespace pp::diagram {
namespace {

// One kind in hand in `box`: its drawing, turned as its side's pieces are on the board.
pp::Item hand_piece(const HandPiece& h, const PieceLook* look, const pp::Rect& box, const FontSpec& letters) {
  const std::string side = h.side % 2 == 0 ? "w" : "b";
  const std::string cls = "piece " + side + h.letter;
  if (!look) {
    // A theme without piece drawings: discs in the sides' colours, as on its boards' diagrams.
    const art::PieceColours colours = h.side % 2 == 0 ? art::PieceColours{"#fbfbf7", "#262626", "#262626"}
                                                      : art::PieceColours{"#262626", "#262626", "#fbfbf7"};
    return group_item(cls, std::make_shared<pp::Items>(art::letter_disc(h.letter, colours, box, letters)));
  }
  const pp::Items drawn = look->path.empty()
                              ? art::stand_in(h.letter, look->moves, look->colours, box, letters)
                              : pp::Items{{"piece-art", ImageItem{look->path, look->stylesheet, box, side + h.letter}}};
  const pp::Point c{box.x + box.w / 2, box.y + box.h / 2};
  const Affine turn = look->turned ? Affine{-1, 0, 0, -1, 2 * c.x, 2 * c.y} : Affine{};
  return group_item(cls + (look->turned ? " turned" : ""), std::make_shared<pp::Items>(drawn), turn);
}

}  // namespace

std::vector<HandPiece> hands_of(const rules::Game& game, const rules::Position& pos) {
  std::vector<HandPiece> out;
  const auto& roster = game.variant().pieces;
  for (int side = 0; side < game.variant().sides; ++side)
    for (size_t t = 0; t < roster.size() && t < rules::kMaxTypes; ++t)
      if (const int n = pos.hand[static_cast<size_t>(side)][t]; n > 0) out.push_back({side, roster[t].letter, n});
  return out;
}

double board_width_beside_hands(double width, double board_units, double cell_units) {
  return width / (1 + 2 * kHandColumn * cell_units / board_units);
}

pp::Items hand_items(const std::vector<HandPiece>& hand, const std::vector<PieceLook>& looks, double cell,
                     double board_x, double board_w, double board_h, bool turned, const FontSpec& letters,
                     const FontSpec& counts) {
  pp::Items out;
  const double piece = 0.84 * cell, gap = 0.08 * cell;  // the count in the kHandColumn - 1 left
  const std::string font = counts.sized(double(std::max(5L, std::lround(0.32 * cell / kMmPerPt)))).pango();
  for (int side = 0; side < 2; ++side) {
    std::vector<size_t> kinds;
    for (size_t i = 0; i < hand.size(); ++i)
      if (hand[i].side == side) kinds.push_back(i);
    if (kinds.empty()) continue;
    const bool near = (side == 0) != turned;  // the side seated at the bottom of the page
    // Rows of a cell each, fewer if the board is short: down from the top on the left, the
    // first side's ending at the bottom on the right; the counts on the figure's outer edge.
    const double row = std::min(cell, board_h / static_cast<double>(kinds.size()));
    const double top = near ? board_h - row * static_cast<double>(kinds.size()) : 0;
    const double x = near ? board_x + board_w + gap : board_x - gap - piece;
    auto items = std::make_shared<pp::Items>();
    for (size_t k = 0; k < kinds.size(); ++k) {
      const HandPiece& h = hand[kinds[k]];
      const pp::Rect box{x, top + row * static_cast<double>(k) + (row - piece) / 2, piece, piece};
      items->push_back(hand_piece(h, kinds[k] < looks.size() ? &looks[kinds[k]] : nullptr, box, letters));
      if (h.count > 1)
        items->push_back(text_item("count", std::to_string(h.count),
                                   {near ? box.right() + gap : box.x - gap, box.bottom()}, font, kBlack,
                                   near ? Align::Left : Align::Right, VAlign::Bottom));
    }
    out.push_back(group_item(std::string("hand ") + (side == 0 ? "white" : "black"), items));
  }
  return out;
}

}  // namespace pp::diagram
