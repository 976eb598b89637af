#include "tokens/stands.h"

#include <algorithm>
#include <cmath>

#include "common/units.h"
#include "pages/sheet.h"
#include "pages/tiling.h"
#include "tokens/token_list.h"

namespace pp {
namespace {

constexpr double kLabelBand = 9;  // mm inside the stand's edge taken by its label

// One stand of `side` in `box`: its outline in the border's colour over the light cells'
// colour, its label along the edge nearest its player, reading from that player's seat.
void add_stand(Items& items, const Rect& box, const std::string& side_class, const std::string& label, bool far,
               const Theme& theme) {
  const auto light = theme.board.cells.find("light");
  const Colour fill = light == theme.board.cells.end() ? kNone : light->second;
  const Stroke& border = theme.board.border;
  auto stand = std::make_shared<Items>();
  stand->push_back(rect_item("stand-top", box, Style{fill, border.colour, std::max(0.3, border.width_mm), {}, false}));
  const Point at{box.x + box.w / 2, far ? box.y + kLabelBand / 2 : box.bottom() - kLabelBand / 2};
  stand->push_back(text_item("stand-label", label, at, theme.text.coordinates.pango(), theme.board.coord_colour,
                             Align::Centre, VAlign::Middle, far ? 180 : 0));
  items.push_back(group_item("stand " + side_class, stand));
  add_trim_marks(items, box, theme);
}

}  // namespace

double stand_mm(const Layout& layout) {
  const int cells = std::max(2, static_cast<int>(std::lround(0.45 * layout.board.files())));
  return cells * layout.cell_mm;
}

std::vector<Page> stand_pages(const Layout& layout, const Theme& theme, const Paper& paper) {
  const double margin = layout.print.margin_mm;
  const double w = paper.width_mm, h = paper.height_mm;
  const Rect area = SheetFrame::art_area(w, h, margin);
  const double gap = 12;  // between the two, room for the trim marks
  const double side = std::min({stand_mm(layout), area.w, area.h});
  const bool together = 2 * side + gap <= area.h;
  const auto names = side_names(layout);
  const auto shown = side_display_names(layout);
  std::vector<Page> pages;
  for (int s = 0; s < 2 && s < static_cast<int>(names.size()); ++s) {
    if (s == 0 || !together) pages.push_back({w, h, layout.title + " piece stands", {}});
    // The second side's stand above, turned to face it, the first side's below.
    const int slot = together ? 1 - s : 0;
    const double top = area.y + (together ? (area.h - 2 * side - gap) / 2 + slot * (side + gap) : (area.h - side) / 2);
    const Rect box{area.x + (area.w - side) / 2, top, side, side};
    const std::string label = shown[static_cast<size_t>(s)] + "'s captured pieces";  // fits a 60 mm stand
    add_stand(pages.back().items, box, names[static_cast<size_t>(s)], label, s == 1, theme);
  }
  for (size_t i = 0; i < pages.size(); ++i) {
    Footer f;
    f.heading = layout.title + " · piece stands" +
                (pages.size() > 1 ? " " + std::to_string(i + 1) + " of " + std::to_string(pages.size()) : "") + " · " +
                format_mm(side) + " square";
    f.instruction = "Cut on the trim marks; each player's stand goes at their right, beside the board.";
    add_footer(pages[i].items, w, h, margin, theme, f);
  }
  return pages;
}

void make_stand_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  const Layout& layout = context.layout;
  if (!layout.stands || !layout.has_variant) return;
  const auto board =
      std::find_if(sets.begin(), sets.end(), [](const SheetSet& s) { return s.kind == SheetKind::Board; });
  if (board == sets.end()) return;
  std::vector<Page> pages = stand_pages(layout, context.theme, context.paper);
  Json& json = context.manifest["board"];
  json["stand_mm"] = stand_mm(layout);
  json["stand_sheets"] = pages.size();
  for (Page& p : pages) board->pages.push_back(std::move(p));
}

}  // namespace pp
