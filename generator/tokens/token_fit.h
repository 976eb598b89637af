#pragma once
// How big a layout's tokens are: the size asked for, or the one its board's cells hold.
#include <string>

#include "model/token_size.h"
#include "tokens/token_list.h"

namespace pp {

struct Layout;

// Inside size of the smallest cell: the diameter of the largest circle it holds.
double cell_fit_mm(const Layout& layout);

// The size chosen for a layout: the option if given, else the layout's `tokens.size`, else,
// with a size ladder (`tokens.sizes`), the largest whose token fits every cell with 1 mm to
// spare, else the largest preset that fits its cells. `warning` is set when a token of `shape`
// is larger than a cell.
double choose_token_mm(const Layout& layout, const TokenPlan& plan, double option_mm, TokenShape shape,
                       std::string& warning);

// The preset with exactly this diameter, or "".
std::string preset_for(double diameter_mm);

}  // namespace pp
