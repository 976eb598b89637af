#include "tokens/token_list.h"

#include <algorithm>
#include <cctype>

#include "model/layout.h"

namespace pp {

int TokenPlan::total() const {
  int n = 0;
  for (const auto& k : kinds) n += k.count;
  return n;
}

std::map<std::string, int> TokenPlan::by_piece() const {
  std::map<std::string, int> out;
  for (const auto& k : kinds) out[k.name] += k.count;
  return out;
}

namespace {

// The pieces of `side` the setup puts in hand ([...] after the placement: Sittuyin's pieces to
// place), which need tokens as the board's pieces do.
int in_hand(const rules::Variant& v, int side, char letter) {
  const std::string& fen = v.setup_fen;
  const size_t open = fen.find('['), close = fen.find(']');
  if (open == std::string::npos || close == std::string::npos || close < open) return 0;
  const char want = side == 0 ? letter : static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
  return static_cast<int>(std::count(fen.begin() + static_cast<std::ptrdiff_t>(open),
                                     fen.begin() + static_cast<std::ptrdiff_t>(close), want));
}

}  // namespace

TokenPlan plan_tokens(const Layout& layout) {
  TokenPlan plan;
  const rules::Variant& variant = layout.variant;
  const int sides = variant.sides;
  // Setup pieces, by side, in the order of the roster.
  for (int side = 0; side < sides; ++side)
    for (const auto& type : variant.pieces) {
      if (type.promoted) continue;  // a promoted form (Shogi's +P) is the back of its piece's token
      TokenKind kind{side, type.letter, type.name, 0, "", ""};
      for (const auto& p : variant.setup) kind.count += p.side == side && p.letter == type.letter ? 1 : 0;
      kind.count += in_hand(variant, side, type.letter);
      if (kind.count > 0) plan.kinds.push_back(kind);
    }
  const TokenSection& section = layout.tokens;
  plan.size_mm = section.size_mm;
  plan.shape = section.shape;
  plan.backs = section.backs;
  plan.labels = section.labels;
  plan.sides = section.sides;
  for (const ExtraTokens& extra : section.extras)
    for (int side = 0; side < sides; ++side)
      plan.kinds.push_back({side, extra.letter, extra.name, extra.count, extra.reason, extra.hides});
  // Each side's tokens together, so one side's sheet can be cut out at a time.
  std::stable_sort(plan.kinds.begin(), plan.kinds.end(), [](const auto& a, const auto& b) { return a.side < b.side; });
  return plan;
}

}  // namespace pp
