#pragma once
// The layout that plays a game record's [Variant], as lichess, pychess-variants and
// Fairy-Stockfish name their variants.
#include <string>

namespace pp::cli {

// A layout of the variant's name or of the name those sites give it ("Three-check": 3check,
// "Kyoto shogi": kyotoshogi); a 960 form ("Seirawan960", "Chess960") the layout of its game,
// whose shuffled start the record's [FEN] gives. A variant no layout plays is an InputError at
// `file` naming the closest layout and every one.
std::string layout_of_variant(const std::string& variant, const std::string& file);

}  // namespace pp::cli
