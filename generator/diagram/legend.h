#pragma once
// The legend under a diagram: one entry per mark kind the diagram actually shows, in the
// canonical order, laid out in as many columns as fit the width.
#include <set>

#include "diagram/marker.h"
#include "diagram/text.h"
#include "scene/scene.h"

namespace pp::diagram {

struct LegendLook {
  double symbol = 5;                                       // mm, side of the square each symbol is drawn in
  TextLook text{"", 0, false, "#000000", "legend-label"};  // the font: the theme's (make_figure)
};

struct Legend {
  Items items;  // top-left at (0, 0)
  double width = 0;
  double height = 0;
};

// `tinted` kinds follow their kind's entry, each labelled with its colour's name.
Legend legend(const std::set<Mark>& shown, double width, const LegendLook& look = {},
              const std::set<Tint>& tinted = {});

}  // namespace pp::diagram
