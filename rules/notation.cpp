#include "rules/notation.h"

#include <cctype>

namespace rules {

std::string move_text(const Game& game, const Move& m) {
  const Board& b = game.board();
  std::string s = b.cell(m.from).name;
  const bool via = m.via >= 0 && m.kind != Kind::Castle && m.kind != Kind::Removed;
  if (via) s += b.cell(m.via).name;
  s += b.cell(m.to).name;
  if (m.promo >= 0)
    s += static_cast<char>(
        std::tolower(static_cast<unsigned char>(game.variant().pieces[static_cast<size_t>(m.promo)].letter)));
  return s;
}

}  // namespace rules
