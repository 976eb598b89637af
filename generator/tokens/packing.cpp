#include "tokens/packing.h"

#include <algorithm>
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
  if (shape == TokenShape::Wedge) {
    // A grid of the printed wedges' boxes.
    const double h = size + reach * outline_growth(shape), w = kWedgeBase * h;
    for (double y = a.y + h / 2; y + h / 2 <= a.bottom() + 1e-9; y += h + gap)
      for (double x = a.x + w / 2; x + w / 2 <= a.right() + 1e-9; x += w + gap) out.push_back({{x, y}, false});
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

// A wedge of height 1 pointing up, centred on its box.
Polygon unit_wedge() {
  const double base = kWedgeBase / 2, shoulder = kWedgeShoulderWidth / 2, top = kWedgeShoulder - 0.5;
  return {{0, -0.5}, {shoulder, -top}, {base, 0.5}, {-base, 0.5}, {-shoulder, -top}};
}

}  // namespace

double outline_growth(TokenShape shape) {
  if (shape == TokenShape::Triangle) return 2 * kSqrt3;
  if (shape != TokenShape::Wedge) return 2;
  // Growing about the centre moves each edge by its distance from the centre, the nearest least.
  const Polygon w = unit_wedge();
  double nearest = 1;
  for (size_t i = 0; i < w.size(); ++i) {
    const Point a = w[i], b = w[(i + 1) % w.size()];
    nearest = std::min(nearest, std::abs(a.x * b.y - a.y * b.x) / std::hypot(b.x - a.x, b.y - a.y));
  }
  return 1 / nearest;
}

std::vector<TokenSlot> pack_tokens(const Rect& area, TokenShape shape, double size_mm, double reach_mm, double gap_mm) {
  auto across = rows(area, shape, size_mm, reach_mm, gap_mm);
  if (shape == TokenShape::Triangle || shape == TokenShape::Wedge) return across;  // pointing up the page
  auto down = rows({area.y, area.x, area.h, area.w}, shape, size_mm, reach_mm, gap_mm);
  if (down.size() <= across.size()) return across;
  for (auto& s : down) std::swap(s.centre.x, s.centre.y);
  return down;
}

Polygon token_outline(TokenShape shape, const TokenSlot& slot, double size_mm) {
  const auto [x, y] = slot.centre;
  const double h = size_mm / 2;
  if (shape == TokenShape::Square) return {{x - h, y - h}, {x + h, y - h}, {x + h, y + h}, {x - h, y + h}};
  if (shape == TokenShape::Wedge) {
    Polygon out = unit_wedge();
    const double s = slot.flipped ? -size_mm : size_mm;  // turned about the centre
    for (Point& p : out) p = {x + s * p.x, y + s * p.y};
    return out;
  }
  if (shape != TokenShape::Triangle) return {};
  const double height = size_mm * kSqrt3 / 2;
  const double s = slot.flipped ? -1 : 1;  // apex above the centroid, or below
  return {{x, y - s * 2 * height / 3}, {x + h, y + s * height / 3}, {x - h, y + s * height / 3}};
}

}  // namespace pp
