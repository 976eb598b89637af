#include "tokens/packing.h"

#include <cmath>

namespace pp {
namespace {

const double kSqrt3 = std::sqrt(3.0);

// Slots in rows along x; `transpose` swaps the axes so rows can run down the page instead.
std::vector<TokenSlot> rows(const Rect& a, TokenShape shape, double size, double reach, double gap) {
  std::vector<TokenSlot> out;
  if (shape == TokenShape::Triangle) {
    // Grow each triangle by its bleed and half the gap; grown triangles then tile the plane.
    const double grow = reach + gap / 2;
    const double side = size + 2 * kSqrt3 * grow, height = side * kSqrt3 / 2;
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
  const double pitch = size + 2 * reach + gap;  // centre to centre
  const double outer = size / 2 + reach;        // centre to edge of the printed area
  const bool hex = shape == TokenShape::Circle;
  const double row_step = hex ? pitch * kSqrt3 / 2 : pitch;
  int row = 0;
  for (double y = a.y + outer; y + outer <= a.bottom() + 1e-9; y += row_step, ++row) {
    const double shift = hex && row % 2 ? pitch / 2 : 0;
    for (double x = a.x + outer + shift; x + outer <= a.right() + 1e-9; x += pitch) out.push_back({{x, y}, false});
  }
  return out;
}

}  // namespace

std::vector<TokenSlot> pack_tokens(const Rect& area, TokenShape shape, double size_mm, double reach_mm, double gap_mm) {
  auto across = rows(area, shape, size_mm, reach_mm, gap_mm);
  if (shape == TokenShape::Triangle) return across;  // triangles keep pointing up the page
  auto down = rows({area.y, area.x, area.h, area.w}, shape, size_mm, reach_mm, gap_mm);
  if (down.size() <= across.size()) return across;
  for (auto& s : down) std::swap(s.centre.x, s.centre.y);
  return down;
}

Polygon token_outline(TokenShape shape, const TokenSlot& slot, double size_mm) {
  const auto [x, y] = slot.centre;
  const double h = size_mm / 2;
  if (shape == TokenShape::Square) return {{x - h, y - h}, {x + h, y - h}, {x + h, y + h}, {x - h, y + h}};
  if (shape != TokenShape::Triangle) return {};
  const double height = size_mm * kSqrt3 / 2;
  const double s = slot.flipped ? -1 : 1;  // apex above the centroid, or below
  return {{x, y - s * 2 * height / 3}, {x + h, y + s * height / 3}, {x - h, y + s * height / 3}};
}

}  // namespace pp
