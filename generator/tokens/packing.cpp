#include "tokens/packing.h"

#include <cmath>
#include <utility>

namespace pp {
namespace {

const double kRoot3 = std::sqrt(3.0);

// Circles or squares, centre to centre one pitch apart; hexagonal rows are closer and every
// other one shifted by half a pitch.
std::vector<TokenSlot> lattice_rows(const Rect& a, double size, double reach, double gap, bool hex) {
  std::vector<TokenSlot> out;
  const double pitch = size + 2 * reach + gap;  // centre to centre
  const double outer = size / 2 + reach;        // centre to edge of the printed area
  const double row_step = hex ? pitch * kRoot3 / 2 : pitch;
  int row = 0;
  for (double y = a.y + outer; y + outer <= a.bottom() + 1e-9; y += row_step, ++row) {
    const double shift = hex && row % 2 ? pitch / 2 : 0;
    for (double x = a.x + outer + shift; x + outer <= a.right() + 1e-9; x += pitch) out.push_back({{x, y}, false});
  }
  return out;
}

}  // namespace

std::vector<TokenSlot> hexagonal_rows(const Rect& a, double size, double reach, double gap) {
  return lattice_rows(a, size, reach, gap, true);
}

std::vector<TokenSlot> square_rows(const Rect& a, double size, double reach, double gap) {
  return lattice_rows(a, size, reach, gap, false);
}

std::vector<TokenSlot> triangle_rows(const Rect& a, double size, double reach, double gap) {
  std::vector<TokenSlot> out;
  // Grow each triangle by its bleed and half the gap; grown triangles then tile the plane.
  const double grow = reach + gap / 2;
  const double side = size + 2 * kRoot3 * grow, height = side * kRoot3 / 2;
  for (double top = a.y; top + height <= a.bottom() + 1e-9; top += height) {
    for (int k = 0;; ++k) {
      const double right = a.x + (k + 2) * side / 2;
      if (right > a.right() + 1e-9) break;
      const bool down = k % 2 == 1;
      out.push_back({{a.x + (k + 1) * side / 2, top + (down ? height / 3 : 2 * height / 3)}, down});
    }
  }
  return out;
}

std::vector<TokenSlot> honeycomb_rows(const Rect& a, double size, double reach, double gap) {
  // Printed hexagons grown by half the gap tile the plane, flat against flat.
  const double printed = size + 2 * reach, pitch = printed + gap;
  const double half_w = printed / kRoot3, half_h = printed / 2, column_step = pitch * kRoot3 / 2;
  std::vector<TokenSlot> out;
  // Row by row down the page, each row's hexagons left to right, the lower columns' a half step down.
  for (double y = a.y + half_h;; y += pitch) {
    bool any = false;
    int column = 0;
    for (double x = a.x + half_w; x + half_w <= a.right() + 1e-9; x += column_step, ++column) {
      const double cy = y + (column % 2 ? pitch / 2 : 0);
      if (cy + half_h > a.bottom() + 1e-9) continue;
      out.push_back({{x, cy}, false});
      any = true;
    }
    if (!any) break;
  }
  return out;
}

std::vector<TokenSlot> wedge_rows(const Rect& a, double size, double reach, double gap, double growth) {
  // A grid of the printed wedges' boxes.
  std::vector<TokenSlot> out;
  const double h = size + reach * growth, w = kWedgeBase * h;
  for (double y = a.y + h / 2; y + h / 2 <= a.bottom() + 1e-9; y += h + gap)
    for (double x = a.x + w / 2; x + w / 2 <= a.right() + 1e-9; x += w + gap) out.push_back({{x, y}, false});
  return out;
}

std::vector<TokenSlot> pack_tokens(const Rect& area, TokenShape shape, double size_mm, double reach_mm, double gap_mm) {
  const TokenShapeRow& row = token_shape_row(shape);
  auto across = row.rows(area, size_mm, reach_mm, gap_mm);
  if (!row.rows_may_turn) return across;  // pointing up the page
  auto down = row.rows({area.y, area.x, area.h, area.w}, size_mm, reach_mm, gap_mm);
  if (down.size() <= across.size()) return across;
  for (auto& s : down) std::swap(s.centre.x, s.centre.y);
  return down;
}

}  // namespace pp
