#include "tokens/token_fit.h"

#include <algorithm>
#include <cmath>

#include "common/units.h"
#include "geometry/cells.h"
#include "model/layout.h"
#include "tokens/token_shapes.h"

namespace pp {

double cell_fit_mm(const Layout& layout) {
  const BoardGeometry g = board_geometry(layout, 0);
  return g.cells.empty() ? layout.cell_mm : narrowest_cell(g);
}

std::string preset_for(double diameter_mm) {
  for (const auto& p : token_presets())
    if (std::abs(p.diameter_mm - diameter_mm) < 1e-9) return std::string(p.name);
  return "";
}

namespace {

// A size ladder's largest token keeps this far inside its cell all round.
constexpr double kLadderSpareMm = 1;

// Does a token round a coin of `d` lie within every cell of `g`, `spare` mm inside each edge,
// centred on it and turned either way up (triangles point up or down, as the trigs do)? A
// circle's is within the circle the narrowest cell holds, `fit` across.
bool token_fits(const BoardGeometry& g, double fit, TokenShape shape, double d, double spare) {
  const TokenShapeRow& row = token_shape_row(shape);
  const double size = row.size_for_coin(d);
  if (!row.outline) return size + 2 * spare <= fit + 1e-9;
  for (const auto& c : g.cells)
    if (!convex_contains(c.polygon, row.outline({c.centre, false}, size), spare) &&
        !convex_contains(c.polygon, row.outline({c.centre, true}, size), spare))
      return false;
  return true;
}

// The largest coin whose token fits every cell with `spare` mm to spare: found by halving, the
// board's cells measured once.
double largest_fitting_coin(const Layout& layout, TokenShape shape, double spare) {
  const BoardGeometry g = board_geometry(layout, 0);
  const double fit = g.cells.empty() ? layout.cell_mm : narrowest_cell(g);
  double lo = 0, hi = 2 * fit;
  for (int i = 0; i < 40; ++i) (token_fits(g, fit, shape, (lo + hi) / 2, spare) ? lo : hi) = (lo + hi) / 2;
  // On a grid of 0.1 um, so a size the halving closes in on from below is written as it is.
  return std::floor(lo * 1e4 + 1e-3) / 1e4;
}

}  // namespace

double choose_token_mm(const Layout& layout, const TokenPlan& plan, double option_mm, TokenShape shape,
                       std::string& warning) {
  const double fit = cell_fit_mm(layout);
  const TokenShapeRow& row = token_shape_row(shape);
  // With a size ladder the tokens are graded, not stuck on one coin: the largest fills its cell
  // but for the spare.
  const double chosen = row.size_for_board ? row.size_for_board(layout)
                        : layout.tokens.sizes.empty()
                            ? default_token_mm(fit * row.coin_per_cell_fit)
                            : std::clamp(largest_fitting_coin(layout, shape, kLadderSpareMm), kMinTokenMm, kMaxTokenMm);
  const double d = option_mm > 0 ? option_mm : plan.size_mm ? *plan.size_mm : chosen;
  warning.clear();
  if (row.outline && !row.size_for_board) {
    const BoardGeometry g = board_geometry(layout, 0);
    if (token_fits(g, fit, shape, d, 0)) return d;
    // A polygon round the coin is wider than the coin: say the largest coin one fits round.
    double lo = 0, hi = d;
    for (int i = 0; i < 30; ++i) (token_fits(g, fit, shape, (lo + hi) / 2, 0) ? lo : hi) = (lo + hi) / 2;
    warning = std::string(shape_name(shape)) + " tokens round a coin of " + format_mm(d) +
              " stand past the edges of a cell of " + layout.name + ", which holds one round a coin of at most " +
              format_mm(lo);
  } else if (row.size_for_board ? d > chosen + 1e-9 : d > fit + 1e-9) {
    warning = std::string(shape_name(shape)) + " tokens of " + format_mm(d) + " are larger than a cell of " +
              layout.name + " (it holds a circle of " + format_mm(fit) + ")";
  }
  return d;
}

}  // namespace pp
