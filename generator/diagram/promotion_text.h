#pragma once
// A pawn's promotion in the words of a rules sheet.
#include <string>

#include "rules/variant/variant.h"

namespace pp::diagram {

// What a pawn may become, in words, from the rules' promotion: "Promotes to a Queen, Rook,
// Bishop or Knight." Empty when the rules name nothing.
std::string promotion_text(const rules::Variant& variant);

}  // namespace pp::diagram
