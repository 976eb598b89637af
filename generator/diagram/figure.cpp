#include "diagram/figure.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "art/stand_in.h"
#include "common/units.h"
#include "diagram/palette.h"
#include "diagram/text.h"
#include "scene/extent.h"

namespace pp::diagram {
namespace {

// Until piece art is in the theme, a piece is a token: a disc in its side's colour with its
// letter, which reads at any size and in black and white.
Items piece_token(const PieceAt& p, const BoardView& view, const FontSpec& letters) {
  const auto& poly = view.cells[static_cast<size_t>(p.cell)];
  const Point c = centroid(poly);
  const double r = inradius(poly, c);
  const bool white = p.side % 2 == 0;
  const std::string cls =
      std::string("piece ") + (white ? "w" : "b") + p.letter + " " + view.names[static_cast<size_t>(p.cell)];
  Items out = {circle_item(cls, c, 0.78 * r, ink_style(white ? "#fbfbf7" : "#262626", "#262626", 0.06 * r))};
  const int pt = static_cast<int>(r * 1.05 / kMmPerPt);
  const SetText t =
      set_text(std::string(1, p.letter), {letters.sized(pt).pango(), 0, false, white ? "#262626" : "#fbfbf7", cls});
  Items lines = text_items(t, {c.x - t.width() / 2, c.y - t.height() / 2});
  out.insert(out.end(), lines.begin(), lines.end());
  return out;
}

}  // namespace

BoardView board_view(const BoardGeometry& g, bool square) {
  BoardView v;
  v.turned_deg = g.turned_deg;
  for (const auto& c : g.cells) {
    v.names.push_back(c.name);
    Polygon poly;
    for (const auto& p : c.polygon) poly.push_back({p.x, p.y});
    v.cells.push_back(std::move(poly));
  }
  if (square && g.cells.size() > 1) {
    // Cell ids run along ranks: the next id is one file on, a rank is `files` ids on.
    const auto at = [&](size_t i) { return g.cells[i].centre; };
    size_t files = 1;
    while (files < g.cells.size() && g.cells[files].centre.y == g.cells[0].centre.y) ++files;
    v.ex = at(1) - at(0);
    if (files < g.cells.size()) v.ey = at(files) - at(0);
  }
  return v;
}

namespace {

// A piece drawn from its drawing (or as the symbol of its moves), in the largest circle its cell
// holds; a turned piece (Shogi's second side) half round about the cell's centre.
Item art_piece(const PieceAt& p, const PieceLook& drawing, const BoardView& view, const FontSpec& letters) {
  const auto& poly = view.cells[static_cast<size_t>(p.cell)];
  const Point c = centroid(poly);
  const double r = inradius(poly, c) * 0.92;
  const std::string cls = std::string("piece ") + (p.side % 2 == 0 ? "w" : "b") + p.letter + " " +
                          view.names[static_cast<size_t>(p.cell)] + (p.promoted ? " promoted" : "");
  const pp::Rect box{c.x - r, c.y - r, 2 * r, 2 * r};
  const std::string symbol = std::string(p.side % 2 == 0 ? "w" : "b") + p.letter;
  auto children = std::make_shared<pp::Items>(
      drawing.path.empty() ? art::stand_in(p.letter, drawing.moves, drawing.colours, box, letters)
                           : pp::Items{{"piece-art", ImageItem{drawing.path, drawing.stylesheet, box, symbol}}});
  if (drawing.turned) return group_item(cls + " turned", children, Affine{-1, 0, 0, -1, 2 * c.x, 2 * c.y});
  if (!drawing.path.empty()) return {cls, ImageItem{drawing.path, drawing.stylesheet, box, symbol}};
  return group_item(cls, children);
}

bool is_cell(const Item& it) { return it.cls.starts_with("cell ") || it.cls == "ground"; }

// The board's items with `under` painted right after its cells, before its lines, border, labels
// and coordinates; inside an excerpt's clipped group when the cells are there, so nothing
// painted on a cell shows past the region's edge.
std::shared_ptr<const Items> paint_cells(const std::shared_ptr<const Items>& board, const Items& under) {
  if (under.empty()) return board;
  auto out = std::make_shared<Items>(*board);
  const auto last_cell = std::find_if(out->rbegin(), out->rend(), is_cell);
  if (last_cell != out->rend()) {
    out->insert(last_cell.base(), under.begin(), under.end());
    return out;
  }
  for (Item& it : *out)
    if (auto* group = std::get_if<GroupItem>(&it.what); group && it.cls == "region") {
      group->children = paint_cells(group->children, under);
      return out;
    }
  out->insert(out->begin(), under.begin(), under.end());
  return out;
}

// The legend of the marks shown and the caption, under the board (and the hands beside it).
void add_below(Figure& fig, const Overlay& ov, const std::string& caption, const FigureLook& look) {
  const double width = fig.width;
  double y = fig.board_height;
  if (look.legend && (!ov.shown.empty() || !ov.tinted.empty())) {
    Legend lg = legend(ov.shown, width, look.legend_look, ov.tinted);
    translate(lg.items, {(width - lg.width) / 2, y + look.gap});
    fig.items.insert(fig.items.end(), lg.items.begin(), lg.items.end());
    y += look.gap + lg.height;
  }
  if (!caption.empty()) {
    TextLook cap = look.caption;
    cap.width = width;
    const SetText t = set_text(caption, cap);
    Items lines = text_items(t, {0, y + look.gap});
    fig.items.insert(fig.items.end(), lines.begin(), lines.end());
    y += look.gap + t.height();
  }
  fig.height = y;
}

}  // namespace

Figure compose(const BoardArt& art, bool square, const FigureContent& content, double width, const FigureLook& look) {
  const BoardView view = board_view(art.geometry, square);
  Items drawn;
  std::vector<bool> occupied(view.cells.size(), false);
  Items origins;
  for (int c : content.movers) {
    Items f = origin_frame(view, c);
    origins.insert(origins.end(), f.begin(), f.end());
  }
  Items art_pieces;
  for (size_t i = 0; i < content.pieces.size(); ++i) {
    const PieceAt& p = content.pieces[i];
    occupied[static_cast<size_t>(p.cell)] = true;
    if (i < content.looks.size()) {
      art_pieces.push_back(art_piece(p, content.looks[i], view, look.letters));
      continue;
    }
    Items t = piece_token(p, view, look.letters);
    drawn.insert(drawn.end(), t.begin(), t.end());
  }
  // An arrow's width is asked for as printed; the board is drawn in its own units, then scaled.
  // Pieces in hand stand beside the board, narrowed to leave them room.
  const double cell_units = std::hypot(view.ex.x, view.ex.y);
  const bool hands = (!content.hand.empty() || content.hand_room) && cell_units > 0;
  const double board_w = hands ? board_width_beside_hands(width, art.bounds.w, cell_units) : width;
  const double s = board_w / art.bounds.w;
  std::vector<ArrowAt> arrows = content.arrows;
  for (ArrowAt& a : arrows) a.width /= s;
  const Overlay ov = overlay(view, content.marks, arrows, occupied);
  drawn.insert(drawn.end(), ov.items.begin(), ov.items.end());

  Figure fig;
  fig.shown = ov.shown;
  auto board = std::make_shared<pp::Items>();
  board->push_back(group_item("board-art", paint_cells(art.items, ov.under)));
  // On an excerpt, what stands or points outside its cells is cut off at its edge.
  auto over = art.clip ? std::make_shared<pp::Items>() : board;
  for (auto& it : origins) over->push_back(std::move(it));
  for (auto& it : art_pieces) over->push_back(std::move(it));
  for (auto& it : drawn) over->push_back(std::move(it));
  if (art.clip) board->push_back(group_item("region-pieces", over, {}, art.clip));
  Affine place = Affine::scale(s) * Affine::translate(-art.bounds.x, -art.bounds.y);
  if (hands) place = Affine::translate((width - board_w) / 2, 0) * place;
  fig.items.push_back(group_item("diagram-board", board, place));
  fig.width = width;
  fig.board_height = art.bounds.h * s;
  if (hands)
    for (auto& it : hand_items(content.hand, content.hand_looks, cell_units * s, (width - board_w) / 2, board_w,
                               fig.board_height, content.turns % 2 == 1, look.letters, look.counts))
      fig.items.push_back(std::move(it));
  add_below(fig, ov, content.caption, look);
  return fig;
}

pp::Page figure_page(const Figure& figure, double margin, const std::string& title) {
  pp::Page page;
  page.width_mm = figure.width + 2 * margin;
  page.height_mm = figure.height + 2 * margin;
  page.title = title;
  page.items.push_back(
      group_item("diagram", std::make_shared<pp::Items>(figure.items), Affine::translate(margin, margin)));
  return page;
}

}  // namespace pp::diagram
