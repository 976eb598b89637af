// The `pieces` sheet kind: token sheets for the layout being rendered, and their entry in
// manifest.json.
#include "tokens/token_sheets.h"

#include <algorithm>
#include <iostream>

#include "art/side_style.h"
#include "tokens/standees.h"
#include "tokens/token_pages.h"

namespace pp {

TokenSheetOptions token_sheet_options(const RenderContext& context, const TokenPlan& plan, std::string& warning) {
  const RenderOptions& o = context.options;
  TokenSheetOptions opt;
  opt.shape = o.token_shape.value_or(plan.shape.value_or(TokenShape::Circle));
  opt.diameter_mm = choose_token_mm(context.layout, plan, o.token_mm.value_or(0), opt.shape, warning);
  opt.labels = o.token_labels || plan.labels;
  opt.backs = o.token_backs.value_or(plan.backs.value_or(TokenBacks::None));
  opt.duplex = o.duplex;
  opt.back_offset = o.back_offset;
  opt.standee_height_mm = o.standee_height_mm.value_or(0);
  opt.standee_base = o.standee_base;
  opt.cut_marks = o.cut_marks;
  return opt;
}

void make_token_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  const Layout& layout = context.layout;
  if (!layout.has_variant) return;  // a board alone
  const TokenPlan plan = plan_tokens(layout);
  if (plan.total() == 0) return;
  std::string warning;
  TokenSheetOptions opt = token_sheet_options(context, plan, warning);
  if (opt.shape == TokenShape::Standee && opt.backs != TokenBacks::None) {
    std::cerr << layout.file() << ": warning: a standee shows its piece on both faces, so it has no backs\n";
    opt.backs = TokenBacks::None;
  }
  if (opt.backs == TokenBacks::Mask &&
      std::none_of(plan.kinds.begin(), plan.kinds.end(), [](const TokenKind& k) { return !k.hides.empty(); }))
    std::cerr << layout.file() << ": warning: no token of " << layout.name
              << " hides another (tokens.extras with hides:), so the mask backs are plain\n";
  const auto& roster = layout.variant.pieces;
  const bool flips = std::any_of(roster.begin(), roster.end(), [](const auto& t) { return t.flips; });
  if (opt.backs == TokenBacks::Promoted && !first_promotion(layout) && !flips)
    std::cerr << layout.file() << ": warning: " << layout.name
              << " names nothing a pawn promotes to (rules: promotion: to), so the pawns' backs are plain\n";
  if (!warning.empty()) std::cerr << layout.file() << ": warning: " << warning << "\n";
  TokenSheets sheets = token_pages(layout, context.theme, load_art_style(context.theme, &context.cache), plan,
                                   context.paper, layout.print.margin_mm, opt);
  Json& tokens = context.manifest["tokens"];
  tokens["total"] = plan.total();
  Json& by_piece = tokens["by_piece"];
  by_piece = Json::object();
  for (const auto& [name, count] : plan.by_piece()) by_piece[name] = count;
  tokens["diameter_mm"] = opt.diameter_mm;
  tokens["shape"] = std::string(shape_name(opt.shape));
  if (!layout.tokens.sizes.empty() && opt.shape != TokenShape::Standee) {
    // A size ladder's tokens: each piece's outline (a wedge's height, an octagon's width).
    Json outlines = Json::object();
    for (const auto& k : plan.kinds) outlines[k.name] = sheets.outline_mm * layout.tokens.size_share(k.letter);
    tokens["outline_mm"] = std::move(outlines);
  }
  // Graded tokens are not all stuck on the one coin.
  if (const std::string preset = preset_for(opt.diameter_mm); !preset.empty() && layout.tokens.sizes.empty())
    tokens["preset"] = preset;
  tokens["sheets"] = sheets.sheets;
  if (opt.cut_marks != CutMarks::None) tokens["cut_marks"] = std::string(cut_marks_name(opt.cut_marks));
  if (opt.shape == TokenShape::Standee) {
    const StandeeSize size = standee_size(opt);
    Json standee = Json::object();
    standee["base_mm"] = size.base;
    standee["tab_mm"] = size.tab;
    standee["base"] = std::string(standee_base_name(opt.standee_base));
    if (size.slot) standee["slot_mm"] = kSlotWidthMm;
    Json heights = Json::object();  // each piece's face
    for (const auto& k : plan.kinds) heights[k.name] = size.face * standee_share(layout, k.letter);
    standee["face_mm"] = std::move(heights);
    tokens["standee"] = std::move(standee);
  }
  if (opt.backs != TokenBacks::None) {
    Json backs = Json::object();
    backs["kind"] = std::string(backs_name(opt.backs));
    if (opt.backs == TokenBacks::Fold) {
      backs["fold_mm"] = sheets.pages.front().height_mm / 2;  // down the page
    } else {
      backs["duplex"] = std::string(duplex_name(opt.duplex));
      Json offset = Json::array();
      offset.push(opt.back_offset.x);
      offset.push(opt.back_offset.y);
      backs["offset_mm"] = std::move(offset);
    }
    backs["pages"] = sheets.pages.size() - static_cast<size_t>(sheets.sheets);
    if (opt.backs == TokenBacks::Promoted && first_promotion(layout))
      backs["promoted_to"] = std::string(1, first_promotion(layout));
    tokens["backs"] = std::move(backs);
  }
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
  sets.push_back({SheetKind::Pieces, std::move(sheets.pages), {}, {}});
}

}  // namespace pp
