#include "rules/notation/notation.h"

#include <cctype>

namespace rules {

namespace {

std::string plain_text(const Game& game, const Move& m) {
  const Board& b = game.board();
  const auto& pieces = game.variant().pieces;
  const MoveKind& kind = game.kind(m.kind);
  if (kind.text) return kind.text(game, m);
  std::string s = b.cell(m.from).name;
  const bool via = m.via >= 0 && !kind.via_hidden;
  if (via) s += b.cell(m.via).name;
  s += b.cell(m.to).name;
  // Turning into the promoted form is `+` (b2h8+), turning back to the plain form of a piece
  // that has one `-` (a1a2-); becoming another piece its letter in lower case.
  if (m.promo < 0) return s;
  const PieceType& to = pieces[static_cast<size_t>(m.promo)];
  if (to.promoted) s += '+';
  else if (to.flips && game.variant().rules.promotion.to.find(to.letter) == std::string::npos) s += '-';
  else s += static_cast<char>(std::tolower(static_cast<unsigned char>(pieces[static_cast<size_t>(m.promo)].letter)));
  return s;
}

}  // namespace

// A cell walled up as well is written after a comma, from the cell the piece lands on: d1d5,d5f3.
std::string move_text(const Game& game, const Move& m) {
  if (m.wall < 0) return plain_text(game, m);
  const Board& b = game.board();
  return plain_text(game, m) + "," + b.cell(m.to).name + b.cell(m.wall).name;
}

}  // namespace rules
