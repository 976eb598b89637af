#pragma once
// From a diagram's specification to its figure: the position read from its FEN (or the
// layout's setup), cell names checked against the board, every move mark from the rules core.
#include <memory>
#include <optional>

#include "art/side_style.h"

#include "diagram/board_art.h"
#include "diagram/figure.h"
#include "diagram/moves.h"
#include "model/diagram_spec.h"
#include "model/layout.h"
#include "model/theme.h"
#include "rules/play/game.h"

namespace pp::diagram {

// The turns of the board (Layout::turns) that put the side named `view` at the bottom: "white"
// or "black", or with more than two sides an army's name (white, blue, gold, black, green, red,
// as many as the layout plays); empty is the first side's view, 0. Throws InputError at `pos`
// listing the views there are.
int view_turns(const Layout& layout, const std::string& view, const SourcePos& pos);

// The layout's rules compiled for play.
std::unique_ptr<rules::Game> game_of(const Layout& layout);

// Throws InputError at the spec's own positions for a bad FEN, an unknown cell, or
// --moves on an empty cell. `legal`, when given, receives the cells the moves reach.
FigureContent content_of(const Layout& layout, const rules::Game& game, const DiagramSpec& spec,
                         std::vector<int>* legal = nullptr);

// A piece of `type` alone (White's), on the middle of the board, or for a pawn on its starting
// rank; every cell it reaches marked by how (see piece_alone).
FigureContent piece_content(const Layout& layout, const rules::Game& game, int type, std::vector<int>* legal = nullptr);

// A diagram's width when nobody gives one, for boards whose cells are big enough at it.
constexpr double kDiagramWidth = 80;

// `width` 0 means default_width(layout, theme, kDiagramWidth).
// `pieces` is the theme's piece art when the caller has loaded it already (it is read once per
// layout, not once per figure); without it the theme is read here.
Figure make_figure(const Layout& layout, const Theme& theme, const FigureContent& content, double width,
                   const FigureLook& look = {}, const ArtStyle* pieces = nullptr);

// The theme's piece art, or nothing when the theme has none (pieces are then letter tokens);
// its drawings checked through `cache` (ArtStyle::cache).
std::optional<ArtStyle> piece_art(const Theme& theme, RunCache* cache = nullptr);

}  // namespace pp::diagram
