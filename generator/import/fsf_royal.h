#pragma once
// Fairy-Stockfish's extinctionPseudoRoyal: the last pieces of the kinds watched are royal.
#include <string>
#include <string_view>
#include <vector>

namespace pp::import {

// Whether the rule amounts to one royal piece a side and nothing more: each side's setup (`setup`,
// position text with its hand) has one piece of the kinds (`letters`, upper case) at most, and
// none can come, by a promotion to one (`promoted_to`: the letters pawns promote to) or a drop
// (`more_can_come`). Elsewhere the layout plays the rule itself (extinction's `royal: true`).
bool one_royal_a_side(std::string_view setup, std::string_view letters, std::string_view promoted_to,
                      bool more_can_come);

// The rules sheet's words for the rule: while a side has no more than count+1 of a kind (`names`,
// the kinds' piece names), each is royal.
std::string royal_while_few_words(const std::vector<std::string>& names, int count);

}  // namespace pp::import
