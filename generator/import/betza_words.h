#pragma once
// A piece's moves in words, from its Betza, for the rules sheet of a game nobody described in
// words (an imported one): "Moves without capturing one step orthogonally, forward; or captures
// one step diagonally, forward."
#include <optional>
#include <string>
#include <string_view>

namespace pp::import {

// nullopt for Betza these words do not cover (compound legs, atoms beyond the common ones).
std::optional<std::string> betza_in_words(std::string_view betza);

// The rules sheet's line for a piece: its moves in words, and that it is royal or promotes.
std::optional<std::string> piece_in_words(std::string_view betza, bool royal, bool pawn);

}  // namespace pp::import
