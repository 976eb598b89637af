#pragma once
// Token sheets: every token a layout needs, packed on the paper.
#include <string>
#include <vector>

#include "pages/maker.h"
#include "tokens/token_pages.h"

namespace pp {

// The tokens' shape, size, backs and the rest, from the command line over the layout's
// `tokens:`; `warning` says when a token is larger than a cell.
TokenSheetOptions token_sheet_options(const RenderContext& context, const TokenPlan& plan, std::string& warning);

void make_token_sheets(RenderContext& context, std::vector<SheetSet>& sets);

}  // namespace pp
