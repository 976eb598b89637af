#include "rules/notation.h"

#include <cctype>

namespace rules {

std::string move_text(const Game& game, const Move& m) {
  const Board& b = game.board();
  const auto& pieces = game.variant().pieces;
  // A drop as Fairy-Stockfish writes it, the piece's letter and where it lands: P@e5.
  if (m.kind == Kind::Drop) return pieces[static_cast<size_t>(m.promo)].letter + ("@" + b.cell(m.to).name);
  std::string s = b.cell(m.from).name;
  const bool via = m.via >= 0 && m.kind != Kind::Castle && m.kind != Kind::Removed;
  if (via) s += b.cell(m.via).name;
  s += b.cell(m.to).name;
  // Turning into the promoted form is `+` (b2h8+); another piece its letter in lower case.
  if (m.promo >= 0 && pieces[static_cast<size_t>(m.promo)].promoted) s += '+';
  else if (m.promo >= 0)
    s += static_cast<char>(std::tolower(static_cast<unsigned char>(pieces[static_cast<size_t>(m.promo)].letter)));
  return s;
}

}  // namespace rules
