#include "diagram/set_picture.h"

#include "diagram/make.h"

namespace pp::diagram {

Page set_picture(const Layout& layout, const rules::Game* game, const Theme& theme, double width, RunCache* cache) {
  FigureContent content;
  // Its hands too (a Sittuyin start in hand), beside the board as the setup diagram shows them.
  if (game) content = content_of(layout, *game, {});
  content.caption.clear();
  FigureLook look;
  look.legend = false;
  const auto art = piece_art(theme, cache);
  const Figure figure = make_figure(layout, theme, content, width, look, art ? &*art : nullptr);
  return figure_page(figure, 0, layout.title);
}

}  // namespace pp::diagram
