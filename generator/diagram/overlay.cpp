#include "diagram/overlay.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "diagram/palette.h"

namespace pp::diagram {
namespace {

// Up the page for the first side and down for the second, turned with the board's view.
Point forward_of(int side, double turned_deg) {
  const Point up = side % 2 == 0 ? Point{0, -1} : Point{0, 1};
  if (turned_deg == 0) return up;
  const double a = turned_deg * std::numbers::pi / 180;
  return {std::cos(a) * up.x - std::sin(a) * up.y, std::sin(a) * up.x + std::cos(a) * up.y};
}

// Area marks first, so symbols and arrows stay on top of hatching and tints.
bool is_area(Mark m) {
  return m->symbol == rules::Symbol::Hatch || m->symbol == rules::Symbol::Tint || m->symbol == rules::Symbol::Block;
}

// Marks that colour a whole cell: painted as the cell's own ground, so the piece on it and the
// board's lines stay at full contrast. A hatch (a refused capture) stays over its piece.
bool paints_cell(Mark m) { return m->symbol == rules::Symbol::Tint || m->symbol == rules::Symbol::Block; }

}  // namespace

double BoardView::cell_size() const {
  if (cells.empty()) return 10;
  const auto& c = cells.front();
  return 2 * inradius(c, centroid(c));
}

Items origin_frame(const BoardView& board, int cell) {
  const auto& poly = board.cells[static_cast<size_t>(cell)];
  const Point c = centroid(poly);
  const double r = inradius(poly, c), w = 0.16 * r;
  // Shrinking a regular cell about its centre moves every edge in by the same distance.
  Polygon inset;
  for (Point p : poly) inset.push_back(c + (p - c) * ((r - w / 2) / r));
  return {path_item("origin " + board.names[static_cast<size_t>(cell)], std::move(inset),
                    ink_style("#f0e442", "#000000", w, 0.85))};
}

Polygon arrow_path(const BoardView& board, int from, int to, int dx, int dy) {
  const Point a = centroid(board.cells[static_cast<size_t>(from)]);
  const Point b = centroid(board.cells[static_cast<size_t>(to)]);
  if (board.ex.x != 0 || board.ex.y != 0)
    if (auto bend = leap_bend(a, dx, dy, board.ex, board.ey)) return {a, *bend, b};
  return {a, b};
}

Overlay overlay(const BoardView& board, const std::vector<CellMarkAt>& marks, const std::vector<ArrowAt>& arrows,
                const std::vector<bool>& occupied) {
  Overlay out;
  Items arrow_items;
  std::vector<CellMarkAt> sorted = marks;
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const CellMarkAt& a, const CellMarkAt& b) { return is_area(a.kind) && !is_area(b.kind); });
  for (const CellMarkAt& m : sorted) {
    const auto id = static_cast<size_t>(m.cell);
    Items sym;
    // The en-passant ring goes round the pawn it marks; other marks on a piece become badges.
    if (id < occupied.size() && occupied[id] && !is_area(m.kind) && m.kind != marks::EnPassant) {
      const Point c = centroid(board.cells[id]);
      const double r = inradius(board.cells[id], c);
      const Point at = c + Point{0.58 * r, -0.58 * r};
      const std::string cls = "marker " + std::string(mark_info(m.kind).name) + " " + board.names[id];
      sym = {circle_item(cls, at, 0.4 * r, ink_style("#ffffff", "#444444", 0.03 * r, 0.9))};
      Items badge = mark_symbol(m.kind, at, 0.4 * r, cls, forward_of(m.side, board.turned_deg), m.colour);
      sym.insert(sym.end(), badge.begin(), badge.end());
    } else {
      sym = mark_cell(m.kind, board.cells[id], board.names[id], forward_of(m.side, board.turned_deg), m.colour);
    }
    Items& into = paints_cell(m.kind) ? out.under : out.items;
    into.insert(into.end(), sym.begin(), sym.end());
    if (m.colour.empty()) out.shown.insert(m.kind);
    else out.tinted.insert({m.kind, m.colour_name.empty() ? m.colour : m.colour_name, m.colour});
  }
  const double cell = board.cell_size();
  for (const ArrowAt& a : arrows) {
    if (a.cells.size() < 2) continue;
    std::string cls = "arrow " + board.names[static_cast<size_t>(a.cells.front())] + "-" +
                      board.names[static_cast<size_t>(a.cells.back())];
    Polygon path;
    if (a.hops) {
      cls += " hops";
      for (size_t i = 0; i + 1 < a.cells.size(); ++i) {
        const auto arc = hop_arc(centroid(board.cells[static_cast<size_t>(a.cells[i])]),
                                 centroid(board.cells[static_cast<size_t>(a.cells[i + 1])]), 0.3);
        path.insert(path.end(), arc.begin() + (path.empty() ? 0 : 1), arc.end());
      }
    } else if (a.cells.size() == 2 && (board.ex.x != 0 || board.ex.y != 0)) {
      // Lattice steps between the two cells, read off the centres.
      const Point d = centroid(board.cells[static_cast<size_t>(a.cells[1])]) -
                      centroid(board.cells[static_cast<size_t>(a.cells[0])]);
      const double det = board.ex.x * board.ey.y - board.ex.y * board.ey.x;
      const int dx = static_cast<int>(std::lround((d.x * board.ey.y - d.y * board.ey.x) / det));
      const int dy = static_cast<int>(std::lround((board.ex.x * d.y - board.ex.y * d.x) / det));
      path = arrow_path(board, a.cells[0], a.cells[1], dx, dy);
    } else {
      for (int c : a.cells) path.push_back(centroid(board.cells[static_cast<size_t>(c)]));
    }
    ArrowLook look;
    look.colour = a.colour;
    look.width = a.width;
    Items arr = arrow(path, cell, look, cls);
    arrow_items.insert(arrow_items.end(), arr.begin(), arr.end());
  }
  // Arrows under the marks, so a landing or capture mark is never hidden by the path to it.
  out.items.insert(out.items.begin(), arrow_items.begin(), arrow_items.end());
  return out;
}

}  // namespace pp::diagram
