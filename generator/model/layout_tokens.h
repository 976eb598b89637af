#pragma once
// A layout's `tokens:` section: what its token sheets hold beyond the setup's pieces, how big
// and what shape the tokens are, and what the sides are called.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/yaml_at.h"
#include "common/yamldoc.h"
#include "model/token_backs.h"
#include "model/token_size.h"
#include "rules/variant/variant.h"

namespace pp {

// Tokens the rules need besides the setup's pieces (`tokens.extras`), for every side.
struct ExtraTokens {
  char letter = '?';  // upper case; the drawing's file name
  std::string name;   // "Warlord"
  int count = 0;      // per side
  std::string reason;
  std::string hides;  // letters of the pieces this token is laid over, in turn (Masked Men)
};

struct TokenSection {
  std::optional<double> size_mm;  // `tokens.size`, if any
  std::optional<TokenShape> shape;
  bool labels = false;              // piece names under the symbols
  std::optional<TokenBacks> backs;  // `tokens.backs`, if any
  // Side names in board order: `tokens.sides` (Xiangqi's red and black), else the defaults.
  // They choose each side's colours in the theme for tokens and diagrams alike.
  std::vector<std::string> sides;
  // What captions call the sides: `tokens.side-names` (Shogi's Sente and Gote), else the side
  // names capitalised.
  std::vector<std::string> display_names;
  std::vector<ExtraTokens> extras;
  // A standee's face by piece letter, per mm of the tallest (the King's): `tokens.heights`, with
  // each piece's own `height:` in `pieces:` over it.
  std::map<char, double> heights;
  // A flat token's size by piece letter, per mm of the largest: `tokens.sizes`, a set's ladder
  // (a Shogi King larger than its Pawns). Empty: every token the same size.
  std::map<char, double> sizes;

  // The share of the largest token that a token of `letter` is, 1 where the ladder is silent.
  double size_share(char letter) const {
    const auto it = sizes.find(letter);
    return it == sizes.end() ? 1.0 : it->second;
  }
};

// Fills `section.display_names` from its side names when the layout gives none.
void name_sides_for_captions(TokenSection& section);

// Side names when a layout does not give them: two sides are white and black, six armies go
// round the board White, Blue, Gold, Black, Green, Red.
std::vector<std::string> default_side_names(int sides);

// A standee's face as a share of the tallest, "70%", from 20% to 100%; InputError at `value`
// naming `what` otherwise.
double read_height_share(const yaml::At& value, const std::string& what);
// The same for a token's size, as a share of the largest token's.
double read_size_share(const yaml::At& value, const std::string& what);

// Reads the `tokens:` section of `doc` (optional) for a layout playing `variant`. Throws
// InputError at the offending node.
TokenSection read_token_section(const YamlDoc& doc, const rules::Variant& variant);

}  // namespace pp
