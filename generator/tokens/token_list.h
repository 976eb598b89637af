#pragma once
// Which tokens a layout needs: every piece of its setup for every side, plus the extras its
// `tokens:` section declares, each with the reason the rules need it (Warlords for promoted
// pawns, mercenary masks, spare queens where a pawn may promote to a piece not yet captured).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/token_backs.h"
#include "model/token_size.h"

namespace pp {

struct Layout;

struct TokenKind {
  int side = 0;
  char letter = '?';  // upper case; the drawing's file name
  std::string name;   // "Warlord"
  int count = 0;
  std::string reason;     // empty for pieces of the setup
  std::string hides;      // letters of the pieces this token is laid over, in turn (Masked Men)
  bool promoted = false;  // the layout's `+X` form of the letter (a Shogi token's back)
};

struct TokenPlan {
  std::vector<std::string> sides;  // side names in board order: "white", "black", ...
  std::vector<TokenKind> kinds;    // by side, setup pieces first in roster order, then extras
  std::optional<double> size_mm;   // the layout's `tokens.size`, if any
  std::optional<TokenShape> shape;
  bool labels = false;              // piece names under the symbols
  std::optional<TokenBacks> backs;  // the layout's `tokens.backs`, if any

  int total() const;
  std::map<std::string, int> by_piece() const;  // piece name -> tokens over all sides
};

// The layout's setup counted, with the extras of its `tokens:` section.
TokenPlan plan_tokens(const Layout& layout);

}  // namespace pp
