#pragma once
// Token sheets: every token a layout needs, packed on the paper.
#include <vector>

#include "pages/maker.h"

namespace pp {

void make_token_sheets(RenderContext& context, std::vector<SheetSet>& sets);

}  // namespace pp
