#include "diagram/book_notation.h"

#include <regex>
#include <utility>

namespace pp::diagram {
namespace {

// Each language's letters for King, Queen, Rook, Bishop and Knight, as its books print them.
const std::pair<const char*, BookLetters> kBooks[] = {
    {"san", {"K", "Q", "R", "B", "N"}}, {"figurine", {"\u2654", "\u2655", "\u2656", "\u2657", "\u2658"}},
    {"de", {"K", "D", "T", "L", "S"}},   // König, Dame, Turm, Läufer, Springer
    {"fr", {"R", "D", "T", "F", "C"}},   // Roi, Dame, Tour, Fou, Cavalier
    {"es", {"R", "D", "T", "A", "C"}},   // Rey, Dama, Torre, Alfil, Caballo
    {"it", {"R", "D", "T", "A", "C"}},   // Re, Donna, Torre, Alfiere, Cavallo
    {"pt", {"R", "D", "T", "B", "C"}},   // Rei, Dama, Torre, Bispo, Cavalo
    {"nl", {"K", "D", "T", "L", "P"}},   // Koning, Dame, Toren, Loper, Paard
    {"sv", {"K", "D", "T", "L", "S"}},   // Kung, Dam, Torn, Löpare, Springare
    {"da", {"K", "D", "T", "L", "S"}},   // Konge, Dronning, Tårn, Løber, Springer
    {"no", {"K", "D", "T", "L", "S"}},   // Konge, Dronning, Tårn, Løper, Springer
    {"fi", {"K", "D", "T", "L", "R"}},   // Kuningas, Daami, Torni, Lähetti, Ratsu
    {"pl", {"K", "H", "W", "G", "S"}},   // Król, Hetman, Wieża, Goniec, Skoczek
    {"cs", {"K", "D", "V", "S", "J"}},   // Král, Dáma, Věž, Střelec, Jezdec
    {"hu", {"K", "V", "B", "F", "H"}},   // Király, Vezér, Bástya, Futó, Huszár
    {"ro", {"R", "D", "T", "N", "C"}},   // Rege, Damă, Turn, Nebun, Cal
    {"ru", {"Кр", "Ф", "Л", "С", "К"}},  // Король, Ферзь, Ладья, Слон, Конь
};

const char* const kChessNames[] = {"King", "Queen", "Rook", "Bishop", "Knight"};

// The book's letters for `letter` when the layout's piece of that letter is a chess piece.
const std::string* replacement(char letter, const BookLetters& letters, const rules::Variant& variant) {
  const rules::PieceType* type = variant.piece(letter);
  if (!type) return nullptr;
  for (size_t i = 0; i < letters.size(); ++i)
    if (type->name == kChessNames[i]) return &letters[i];
  return nullptr;
}

}  // namespace

BookLetters book_letters(const std::string& name, const SourcePos& pos) {
  for (const auto& [word, letters] : kBooks)
    if (name == word || (name.empty() && word == std::string("san"))) return letters;
  throw InputError(pos, "must be " + notation_names() + ", not '" + name + "'");
}

std::string notation_names() {
  std::string out;
  for (const auto& [word, letters] : kBooks) out += (out.empty() ? "" : ", ") + std::string(word);
  return out;
}

std::string book_move(const std::string& san, const BookLetters& letters, const rules::Variant& variant) {
  std::string out;
  size_t i = 0;
  // Castling's O is no piece.
  while (i < san.size() && (san[i] == 'O' || san[i] == '0' || san[i] == '-')) out += san[i++];
  for (; i < san.size(); ++i) {
    const char c = san[i];
    const std::string* book = c >= 'A' && c <= 'Z' ? replacement(c, letters, variant) : nullptr;
    if (book) out += *book;
    else out += c;
  }
  return out;
}

std::string book_text(const std::string& text, const BookLetters& letters, const rules::Variant& variant) {
  // A piece's move (Nf3, Raxd1, Qh4e1+) or a pawn's promotion (e8=Q, dxe8Q#), cells of any board.
  static const std::regex kMove("([A-Z][a-z]?[0-9]*x?[a-z][0-9]+|[a-z](x[a-z])?[0-9]+=?[A-Z])(=?[A-Z])?[+#]?");
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = std::min(text.find_first_of(" \n\t,;:!?()", start), text.size());
    const std::string word = text.substr(start, end - start);
    // A sentence's full stop after a move, kept apart from it.
    const size_t core = !word.empty() && word.back() == '.' ? word.size() - 1 : word.size();
    if (std::regex_match(word.begin(), word.begin() + static_cast<long>(core), kMove))
      out += book_move(word.substr(0, core), letters, variant) + word.substr(core);
    else out += word;
    if (end < text.size()) out += text[end];
    start = end + 1;
  }
  return out;
}

}  // namespace pp::diagram
