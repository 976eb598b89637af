#pragma once
// A custom piece's Betza in Fairy-Stockfish's dialect, written in pawnprint's (docs/rules.md, "Betza
// as read here"). The engine gives direction words its own meanings, fixed by the table it builds
// moves from: one letter stands for its doubled pair (`fN` is the two narrow forward leaps, as the
// Shogi Knight; `fF` both forward diagonals), a vertical-and-sideways pair on a one-way orthogonal
// atom is split into both ways (`fsW`: forward or sideways), `h` makes halves (`fhN`: the four
// forward leaps) and chiral halves (`hlN`, `hrN`), and on a King or Queen the pair is read on each
// of its atoms apart (`flK`: a step left, or forward-left diagonally). Each atom's directions are
// worked out as the engine does and written with pawnprint's words, one atom per word
// (`fWsW`).
#include <string>
#include <string_view>

namespace pp::import {

// Throws std::invalid_argument naming the part when pawnprint's words cannot say its directions
// (the engine's single knight leaps, `frN`).
std::string pawnprint_betza(std::string_view fsf);

}  // namespace pp::import
