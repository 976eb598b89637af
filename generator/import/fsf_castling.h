#pragma once
// Castling's settings from the engine's keys for where and to what end a side castles
// (castlingRank, castlingWins, oppositeCastling), and the rules sheet's words for them.
#include <string>

#include "import/fsf_values.h"
#include "import/yaml_out.h"

namespace pp::import {

// Sets on the layout's castling rule `rule` the castling rank, the rights whose castling wins and
// the opposite-wing rule, each left as `rule` has it (a parent's) where the section leaves it out.
void castling_settings(const Config& c, YamlOut& rule);

// The sentences that tell those settings of `rule`, each ending in ". ", or "".
std::string castling_words(const YamlOut& rule);

}  // namespace pp::import
