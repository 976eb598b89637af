#pragma once
// The board's printed sheets: one page per tile (art, glue strips, crosses, trim marks,
// footer) and, when there are more than two tiles, an assembly map first. A board can ask for
// thousands of sheets, so each page is built when it is drawn (Page::build), from copies of
// what it needs shared by them all.
#include <vector>

#include "pages/tiling.h"
#include "scene/board_scene.h"

namespace pp {

struct Layout;
struct Theme;

std::vector<Page> board_pages(const Layout& layout, const Theme& theme, const BoardArt& art, const TilePlan& plan,
                              double margin_mm, double overlap_mm);

}  // namespace pp
