#pragma once
// From a diagram's specification to its figure: the position read from its FEN (or the
// layout's setup), cell names checked against the board, marks from the rules core.
#include "figure.h"
#include "layout.h"
#include "spec.h"
#include "theme.h"

namespace pp::diagram {

// The layout's pieces, setup and rules.
rules::Variant variant_of(const Layout& layout);

// Throws rules::InputError at the spec's own positions for a bad FEN or an unknown cell.
FigureContent content_of(const Layout& layout, const rules::Variant& variant, const DiagramSpec& spec);

// The layout's board drawn for a diagram `width` mm wide: cells sized to fit, with a narrower
// frame and smaller coordinates than a full-size board, so nothing needs scaling afterwards.
BoardArt diagram_art(const Layout& layout, const Theme& theme, double width);

Figure make_figure(const Layout& layout, const Theme& theme, const DiagramSpec& spec, const FigureLook& look = {});

}  // namespace pp::diagram
