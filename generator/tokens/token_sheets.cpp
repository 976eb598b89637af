// The `pieces` sheet kind: token sheets for the layout being rendered, and their entry in
// manifest.json.
#include "tokens/token_sheets.h"

#include <iostream>

#include "art/side_style.h"
#include "tokens/token_pages.h"

namespace pp {

void make_token_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  const Layout& layout = context.layout;
  if (!layout.has_variant) return;  // a board alone
  const TokenPlan plan = plan_tokens(layout);
  if (plan.total() == 0) return;
  const RenderOptions& o = context.options;
  std::string warning;
  TokenSheetOptions opt;
  opt.shape = o.token_shape ? *parse_token_shape(*o.token_shape) : plan.shape.value_or(TokenShape::Circle);
  opt.diameter_mm = choose_token_mm(layout, plan, o.token_mm.value_or(0), opt.shape, warning);
  opt.labels = o.token_labels || plan.labels;
  if (!warning.empty()) std::cerr << layout.file() << ": warning: " << warning << "\n";
  TokenSheets sheets = token_pages(layout, context.theme, load_art_style(context.theme), plan, context.paper,
                                   layout.print.margin_mm, opt);
  Json& tokens = context.manifest["tokens"];
  tokens["total"] = plan.total();
  Json& by_piece = tokens["by_piece"];
  by_piece = Json::object();
  for (const auto& [name, count] : plan.by_piece()) by_piece[name] = count;
  tokens["diameter_mm"] = opt.diameter_mm;
  tokens["shape"] = std::string(shape_name(opt.shape));
  if (const std::string preset = preset_for(opt.diameter_mm); !preset.empty()) tokens["preset"] = preset;
  tokens["sheets"] = sheets.pages.size();
  Json& extras = tokens["extras"];
  extras = Json::array();
  for (const auto& k : plan.kinds)
    if (!k.reason.empty() && k.side == 0) {
      Json e = Json::object();
      e["piece"] = k.name;
      e["per_side"] = k.count;
      e["reason"] = k.reason;
      extras.push(std::move(e));
    }
  sets.push_back({"pieces", std::move(sheets.pages), {}, {}});
}

}  // namespace pp
