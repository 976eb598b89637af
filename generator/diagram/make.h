#pragma once
// From a diagram's specification to its figure: the position read from its FEN (or the
// layout's setup), cell names checked against the board, every move mark from the rules core.
#include <memory>

#include "figure.h"
#include "game.h"
#include "layout.h"
#include "moves.h"
#include "spec.h"
#include "theme.h"

namespace pp::diagram {

// The layout's rules compiled for play.
std::unique_ptr<rules::Game> game_of(const Layout& layout);

// Throws rules::InputError at the spec's own positions for a bad FEN, an unknown cell, or
// --moves on an empty cell. `legal`, when given, receives the cells the moves reach.
FigureContent content_of(const Layout& layout, const rules::Game& game, const DiagramSpec& spec,
                         std::vector<int>* legal = nullptr);

// A piece of `type` alone (White's), on the middle of the board, or for a pawn on its starting
// rank; every cell it reaches marked by how (see piece_alone).
FigureContent piece_content(const Layout& layout, const rules::Game& game, int type, std::vector<int>* legal = nullptr);

// The layout's board drawn for a diagram `width` mm wide: cells sized to fit, with a narrower
// frame and smaller coordinates than a full-size board, so nothing needs scaling afterwards.
BoardArt diagram_art(const Layout& layout, const Theme& theme, double width);

Figure make_figure(const Layout& layout, const Theme& theme, const FigureContent& content, double width,
                   const FigureLook& look = {});

}  // namespace pp::diagram
