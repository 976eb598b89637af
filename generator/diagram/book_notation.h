#pragma once
// Moves as chess books print them: SAN's English piece letters (the default), figurines, or
// another language's letters (`Sf3` in German, `Cf3` in French). Only the letters of the chess
// pieces change (King, Queen, Rook, Bishop, Knight, by their names in the layout); a variant's
// other pieces keep their own letters.
#include <array>
#include <string>

#include "common/input_error.h"
#include "rules/variant/variant.h"

namespace pp::diagram {

// The letters (or figurines) for King, Queen, Rook, Bishop and Knight.
using BookLetters = std::array<std::string, 5>;

// The letters `name` stands for: "san" (or empty) SAN's own, "figurine", or a language code
// (de, fr, es, ...). Throws InputError at `pos` listing the names for any other.
BookLetters book_letters(const std::string& name, const SourcePos& pos);

// "san, figurine, de, fr, ...", for help texts.
std::string notation_names();

// One move in SAN with its piece letters replaced: "Nxf3+" -> "Sxf3+", "e8=Q" -> "e8=D".
std::string book_move(const std::string& san, const BookLetters& letters, const rules::Variant& variant);

// The words of a text that are SAN moves ("12. Nf3", "after Qxd7+,") replaced, the rest kept.
std::string book_text(const std::string& text, const BookLetters& letters, const rules::Variant& variant);

}  // namespace pp::diagram
