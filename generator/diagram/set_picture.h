#pragma once
// The picture of a set as it stands assembled, for the gallery's catalogue: the whole board in
// the theme's colours with every piece of the start position on its cell, as the first side
// sees it, with no caption or legend. What a game is shows at a glance.
#include "common/run_cache.h"
#include "model/layout.h"
#include "model/theme.h"
#include "rules/play/game.h"
#include "scene/scene.h"

namespace pp::diagram {

// `width` mm wide at the board's true proportions; `game` is the layout's rules compiled (null
// for a board alone, drawn empty).
Page set_picture(const Layout& layout, const rules::Game* game, const Theme& theme, double width, RunCache* cache);

}  // namespace pp::diagram
