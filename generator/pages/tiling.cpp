#include "pages/tiling.h"

#include <cmath>
#include <optional>
#include <stdexcept>

#include "rules/topology/board.h"

namespace pp {
namespace {

constexpr double kEps = 1e-6;

// Cuts along one axis. The art spans [lo, hi]; every piece but the last carries an `overlap`
// strip, and each must fit in `room`. `candidates` are preferred seams (cell edges).
std::optional<std::vector<double>> cut_axis(double lo, double hi, double room, double overlap,
                                            const std::vector<double>& candidates) {
  if (hi - lo <= room + kEps) return std::vector<double>{};
  if (room <= overlap + 1) return std::nullopt;
  // Fewest pieces, by taking the furthest seam each time.
  auto furthest = [&](double from) {
    double best = -1;
    for (double c : candidates)
      if (c > from + kEps && c - from + overlap <= room + kEps && c < hi - kEps) best = std::max(best, c);
    return best > 0 ? best : from + room - overlap;  // no edge fits: cut through a cell
  };
  int pieces = 1;
  for (double at = lo; hi - at > room + kEps; at = furthest(at)) ++pieces;
  // Then balance: seam k as close to an even split as the candidates allow, while the rest
  // still fits in the pieces left.
  auto fits = [&](double from, int left) {
    int n = 1;
    for (double at = from; hi - at > room + kEps; at = furthest(at)) ++n;
    return n <= left;
  };
  std::vector<double> cuts;
  double at = lo;
  for (int k = 1; k < pieces; ++k) {
    const double target = lo + k * ((hi - lo + overlap * (pieces - 1)) / pieces - overlap);
    double best = -1, best_d = 1e300;
    for (double c : candidates) {
      if (c <= at + kEps || c - at + overlap > room + kEps || c >= hi - kEps) continue;
      if (!fits(c, pieces - k)) continue;
      if (std::abs(c - target) < best_d) best = c, best_d = std::abs(c - target);
    }
    if (best < 0) best = candidates.empty() ? std::min(target, at + room - overlap) : furthest(at);
    cuts.push_back(best);
    at = best;
  }
  return cuts;
}

std::optional<TilePlan> plan_for(const Rect& art, const BoardGeometry& g, double page_w, double page_h, double margin,
                                 double overlap) {
  const Rect area = SheetFrame::art_area(page_w, page_h, margin);
  auto cx = cut_axis(art.x, art.right(), area.w, overlap, g.cut_x);
  auto cy = cut_axis(art.y, art.bottom(), area.h, overlap, g.cut_y);
  if (!cx || !cy) return std::nullopt;
  TilePlan plan;
  plan.page_w = page_w;
  plan.page_h = page_h;
  plan.landscape = page_w > page_h;
  plan.cut_x = *cx;
  plan.cut_y = *cy;
  plan.cols = static_cast<int>(cx->size()) + 1;
  plan.rows = static_cast<int>(cy->size()) + 1;
  std::vector<double> xs{art.x}, ys{art.y};
  xs.insert(xs.end(), cx->begin(), cx->end());
  ys.insert(ys.end(), cy->begin(), cy->end());
  xs.push_back(art.right());
  ys.push_back(art.bottom());
  for (int r = 0; r < plan.rows; ++r) {
    for (int c = 0; c < plan.cols; ++c) {
      Tile t;
      t.row = r, t.col = c;
      t.name = row_name(r) + std::to_string(c + 1);
      t.visible = {xs[c], ys[r], xs[c + 1] - xs[c], ys[r + 1] - ys[r]};
      t.glue_right = c + 1 < plan.cols;
      t.glue_bottom = r + 1 < plan.rows;
      t.printed = t.visible;
      if (t.glue_right) t.printed.w += overlap;
      if (t.glue_bottom) t.printed.h += overlap;
      bool holds_board = false;
      for (const auto& cell : g.cells)
        if (polygon_meets_rect(cell.polygon, t.visible)) {
          holds_board = true;
          break;
        }
      if (!holds_board) continue;
      // Centred in the art area.
      t.offset = {area.x + (area.w - t.printed.w) / 2 - t.printed.x, area.y + (area.h - t.printed.h) / 2 - t.printed.y};
      plan.tiles.push_back(t);
    }
  }
  if (plan.tiles.empty()) return std::nullopt;
  plan.range = plan.tiles.size() > 1 ? plan.tiles.front().name + "-" + plan.tiles.back().name : plan.tiles.front().name;
  return plan;
}

}  // namespace

Rect SheetFrame::art_area(double page_w, double page_h, double margin) {
  const double band = kMarkBand;
  return {margin + band, margin + band, page_w - 2 * (margin + band),
          page_h - 2 * margin - band - kFooter - kFooterGap};
}

std::string row_name(int row) {
  std::string name = rules::file_name(row);
  for (auto& ch : name) ch = static_cast<char>(ch - 'a' + 'A');
  return name;
}

TilePlan plan_tiles(const Rect& art, const BoardGeometry& geometry, const Paper& paper, double margin_mm,
                    double overlap_mm) {
  auto portrait = plan_for(art, geometry, paper.width_mm, paper.height_mm, margin_mm, overlap_mm);
  auto landscape = plan_for(art, geometry, paper.height_mm, paper.width_mm, margin_mm, overlap_mm);
  if (!portrait && !landscape) throw std::runtime_error("the paper is too small for the margins and glue strips");
  if (!landscape) return *portrait;
  if (!portrait) return *landscape;
  return landscape->tiles.size() < portrait->tiles.size() ? *landscape : *portrait;
}

}  // namespace pp
