#include "diagram/board_art.h"

#include <pango/pango-font.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

#include "diagram/marker.h"
#include "diagram/text.h"

namespace pp::diagram {
namespace {

// The frame around a diagram's board, narrower than a printed board's.
double frame_for(double width) { return std::clamp(width * 0.05, 3.5, 6.0); }

// Strokes sized for a printed board (promotion lines, zone outlines, the border) would cover
// a diagram's small cells; each is kept within a share of the narrowest cell.
void fit_strokes(BoardStyle& s, double cell) {
  const auto cap = [](double& w, double most) { w = std::min(w, most); };
  cap(s.grid.width_mm, std::max(0.08, 0.02 * cell));
  cap(s.border.width_mm, std::max(0.2, 0.1 * cell));
  for (auto& [name, zone] : s.zones)
    if (zone.outline) cap(zone.outline->width_mm, std::max(0.12, 0.06 * cell));
}

// Cell names stay where the board prints them if every one fits its cell there; else they move
// to the middle of the cells no piece covers, if they fit there; else they go. All or none at
// each step, so a reader never wonders why some cells are named. Edge coordinates stay.
void fit_cell_names(BoardArt& art, const std::vector<bool>& occupied) {
  struct Name {
    size_t item;
    Point at;
    const CellGeom* cell;
    double w, h;
  };
  std::map<std::string, const CellGeom*> cells;
  for (const auto& c : art.geometry.cells) cells[c.name] = &c;
  std::vector<Name> names;
  for (size_t i = 0; i < art.items->size(); ++i) {
    const pp::Item& it = (*art.items)[i];
    const auto* t = std::get_if<TextItem>(&it.what);
    const auto c = it.cls.rfind("label ", 0) == 0 ? cells.find(it.cls.substr(6)) : cells.end();
    if (!t || c == cells.end()) continue;
    const SetText set = set_text(t->text, TextLook{t->font, 0, false, "#000000", "label"});
    names.push_back({i, t->at, c->second, set.width(), set.height()});
  }
  if (names.empty()) return;
  const auto all_fit = [&](bool centred) {
    return std::all_of(names.begin(), names.end(), [&](const Name& n) {
      return box_fits(n.cell->polygon, centred ? n.cell->centre : n.at, n.w, n.h, 0.1);
    });
  };
  if (all_fit(false)) return;
  const bool centred = all_fit(true);
  auto kept = std::make_shared<pp::Items>();
  size_t next = 0;
  for (size_t i = 0; i < art.items->size(); ++i) {
    if (next < names.size() && names[next].item == i) {
      const Name& n = names[next++];
      const auto id = static_cast<size_t>(n.cell->id);
      if (!centred || (id < occupied.size() && occupied[id])) continue;
      pp::Item moved = (*art.items)[i];
      std::get<TextItem>(moved.what).at = n.cell->centre;
      kept->push_back(std::move(moved));
      continue;
    }
    kept->push_back((*art.items)[i]);
  }
  art.items = std::move(kept);
}

}  // namespace

bool box_fits(const Polygon& cell, Point at, double width, double height, double margin) {
  const double w = width / 2, h = height / 2;
  return convex_contains(cell, {{at.x - w, at.y - h}, {at.x + w, at.y - h}, {at.x + w, at.y + h}, {at.x - w, at.y + h}},
                         margin);
}

BoardArt diagram_art(const Layout& layout, const Theme& theme, double width, const std::vector<bool>& occupied,
                     int turns, const Region* region) {
  Theme small = theme;
  small.board.frame_mm = frame_for(width);
  // In whole Pango units (1/1024 pt), as the text module sets it.
  const double points = std::floor(small.board.frame_mm * 1.5 * PANGO_SCALE) / PANGO_SCALE;
  small.text.coordinates = small.text.coordinates.sized(points);
  // Measure once at the layout's size, then redraw at the cell size that gives `width`.
  Layout sized = layout;
  sized.turns = turns;
  const BoardArt first = build_board_art(sized, small);
  const double frame = region ? 2 * small.board.frame_mm : first.bounds.w - first.geometry.cells_bounds.w;
  const double cells = region ? region_rect(first.geometry, layout.board, *region).w : first.geometry.cells_bounds.w;
  const double scale = (width - frame) / cells;
  sized.cell_mm = layout.cell_mm * scale;
  fit_strokes(small.board, narrowest_cell(first.geometry) * scale);
  BoardArt art = build_board_art(sized, small);
  fit_cell_names(art, occupied);
  if (region) return cut_to_region(art, layout, small, *region);
  return art;
}

double default_width(const Layout& layout, const Theme& theme, double base, double most) {
  // The narrowest cell is a fixed share of the cells' width at any scale.
  const BoardGeometry g = board_geometry(layout, 0);
  const double share = narrowest_cell(g) / g.cells_bounds.w;
  if (share <= 0) return base;
  const double cells = kMinCellMm / share;
  double w = base;
  for (int i = 0; i < 4; ++i)  // the frame grows a little with the width
    w = cells + (layout.coordinates ? 2 * frame_for(w) : theme.board.border.width_mm);
  return std::clamp(w, base, std::max(base, most));
}

}  // namespace pp::diagram
