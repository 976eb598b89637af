#include "diagram/region.h"

#include <algorithm>
#include <memory>

#include "rules/notation/native.h"

namespace pp::diagram {

Region parse_region(const Layout& layout, const std::string& text, const SourcePos& pos) {
  const rules::Board& board = layout.board;
  if (board.shape() != rules::CellShape::Square)
    throw InputError(pos, (layout.title.empty() ? layout.name : layout.title) +
                              "'s cells are not in files and ranks: a region is a rectangle of them");
  const size_t dash = text.find('-');
  if (dash == std::string::npos || text.find('-', dash + 1) != std::string::npos)
    throw InputError(pos, "must be two opposite corner cells, like c3-f6, not '" + text + "'");
  const int a = board.find(text.substr(0, dash)), b = board.find(text.substr(dash + 1));
  for (const auto& [id, name] : {std::pair{a, text.substr(0, dash)}, std::pair{b, text.substr(dash + 1)}})
    if (id < 0)
      throw InputError(pos, "no cell '" + name + "' on this board (" + board.cell(0).name + " to " +
                                board.cell(board.size() - 1).name + ")");
  const rules::Cell &ca = board.cell(a), &cb = board.cell(b);
  return {std::min(ca.x, cb.x), std::max(ca.x, cb.x), std::min(ca.y, cb.y), std::max(ca.y, cb.y)};
}

Rect region_rect(const BoardGeometry& full, const rules::Board& board, const Region& region) {
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
  for (const CellGeom& c : full.cells) {
    if (!region.holds(board.cell(c.id))) continue;
    for (const Point& p : c.polygon)
      x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  return {x0, y0, x1 - x0, y1 - y0};
}

BoardArt cut_to_region(const BoardArt& full, const Layout& layout, const Theme& theme, const Region& region) {
  const BoardStyle& s = theme.board;
  const rules::Board& board = layout.board;
  const Rect r = region_rect(full.geometry, board, region);
  const double frame = s.frame_mm, off = frame / 2;
  const Polygon edge{{r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}};
  auto items = std::make_shared<Items>();
  // The board's own frame, border and coordinates lie outside the excerpt, as do the cells not
  // in it: left out rather than only clipped, so an SVG holds no hidden cells.
  auto inside = std::make_shared<Items>();
  for (const Item& it : *full.items) {
    if (it.cls == "frame" || it.cls == "border" || it.cls.rfind("coord ", 0) == 0) continue;
    if (it.cls.rfind("cell ", 0) == 0) {
      const std::string name = it.cls.substr(5, it.cls.find(' ', 5) - 5);
      const int id = board.find(name);
      if (id >= 0 && !region.holds(board.cell(id))) continue;
    }
    inside->push_back(it);
  }
  items->push_back(group_item("region", inside, {}, r));
  if (s.frame.visible()) {
    const Rect out = r.inflated(frame);
    Item ring =
        path_item("frame", {{out.x, out.y}, {out.right(), out.y}, {out.right(), out.bottom()}, {out.x, out.bottom()}},
                  Style{s.frame, kNone, 0, {}, false});
    std::get<PathItem>(ring.what).holes.push_back(edge);
    items->push_back(std::move(ring));
  }
  if (s.border.width_mm > 0)
    items->push_back(path_item("border", edge, Style{kNone, s.border.colour, s.border.width_mm, {}, false}));
  // Each edge cell's file or rank on the side of the region it lies on; a side's own labels
  // where the style has them (Xiangqi's files from each side's right).
  // Which way ranks and files run on the page: the view may have turned the board.
  double low_rank = 0, high_rank = 0, low_file = 0, high_file = 0;
  for (const CellGeom& c : full.geometry.cells) {
    const rules::Cell& cell = board.cell(c.id);
    if (cell.y == 0) low_rank += c.centre.y;
    if (cell.y == board.ranks() - 1) high_rank += c.centre.y;
    if (cell.x == 0) low_file += c.centre.x;
    if (cell.x == board.files() - 1) high_file += c.centre.x;
  }
  const bool ranks_up = low_rank / board.files() > high_rank / board.files();
  const bool files_right = low_file / board.ranks() < high_file / board.ranks();
  const auto label = [&](const std::string& text, Point at, bool bottom_left) {
    if (text.empty() || (s.coord_edges == CoordEdges::BottomLeft && !bottom_left)) return;
    items->push_back(text_item("coord " + text, text, at, theme.text.coordinates.pango(), s.coord_colour, Align::Centre,
                               VAlign::Middle));
  };
  if (layout.coordinates && s.coord_position != CoordPosition::None) {
    const rules::Coordinates style = layout.coordinate_style;
    for (const CellGeom& c : full.geometry.cells) {
      const rules::Cell& cell = board.cell(c.id);
      if (!region.holds(cell)) continue;
      // The first rank's side carries the first side's file labels (Xiangqi's Red's, from its right).
      if (cell.y == region.rank_lo)
        label(rules::file_label(style, board.files(), cell.x, 0), {c.centre.x, ranks_up ? r.bottom() + off : r.y - off},
              ranks_up);
      if (cell.y == region.rank_hi)
        label(rules::file_label(style, board.files(), cell.x, 1), {c.centre.x, ranks_up ? r.y - off : r.bottom() + off},
              !ranks_up);
      const std::string rank = rules::rank_label(style, board.ranks(), cell.y);
      if (cell.x == region.file_lo) label(rank, {files_right ? r.x - off : r.right() + off, c.centre.y}, files_right);
      if (cell.x == region.file_hi) label(rank, {files_right ? r.right() + off : r.x - off, c.centre.y}, !files_right);
    }
  }
  BoardArt out;
  out.geometry = full.geometry;
  out.geometry.cells_bounds = r;
  out.items = std::move(items);
  out.bounds = r.inflated(frame);
  out.clip = r;
  return out;
}

}  // namespace pp::diagram
