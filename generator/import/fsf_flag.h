#pragma once
// The goal rule's settings from the engine's newer flag keys, and the rules sheet's words for it.
#include <string>
#include <string_view>

#include "import/fsf_values.h"
#include "import/yaml_out.h"

namespace pp::import {

// Sets on goal `g` how many goal pieces must stand on the goal cells (flagPieceCount), the win
// with fewer on full goal cells (flagPieceBlockedWin) and the safe arrival (flagPieceSafe), each
// the parent goal's (`old`, null for none) where the section leaves it out. `cells`: the board's.
void flag_settings(const Config& c, const YamlOut* old, int cells, YamlOut& g);

// The sentence that tells goal `g`; `noun` names its piece ("" when any piece counts).
std::string goal_words(const YamlOut& g, std::string_view noun);

}  // namespace pp::import
