// Pairs listed as opposite-colours go one on each colour first; the pieces listed in-order
// take the last free files left to right (rook, king, rook); the rest go on random free files.
#include "rules/load/shuffled_setup.h"

#include <algorithm>

#include "rules/notation/fen.h"

namespace rules {

namespace {

// splitmix64: a small generator whose output is fixed by its definition, unlike the
// standard library's distributions.
struct Random {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  size_t below(size_t n) { return static_cast<size_t>(next() % n); }
};

}  // namespace

std::string shuffled_setup(const Game& game, std::uint64_t seed) {
  const Variant& v = game.variant();
  const Board& b = game.board();
  Position pos = parse_fen(v, b, v.setup_fen, false);
  if (!v.rules.shuffle.enabled) return to_fen(v, b, pos);
  Random rng{seed};
  // The first side's back rank: its cells and the letters on them.
  std::vector<int> cells;
  std::string letters;
  for (int c = 0; c < b.size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (p && side_of(p) == 0 && game.first_rank(c, 0)) {
      cells.push_back(c);
      letters += v.pieces[static_cast<size_t>(type_of(p))].letter;
    }
  }
  std::vector<char> placed(cells.size(), 0);
  auto take = [&](char letter) {
    auto at = letters.find(letter);
    if (at != std::string::npos) letters.erase(at, 1);
    return at != std::string::npos;
  };
  auto free_cells = [&](int colour) {
    std::vector<size_t> out;
    for (size_t i = 0; i < cells.size(); ++i)
      if (!placed[i] && (colour < 0 || (b.cell(cells[i]).x + b.cell(cells[i]).y) % 2 == colour)) out.push_back(i);
    return out;
  };
  const auto& rule = v.rules.shuffle;
  for (size_t i = 0; i + 1 < rule.opposite_colours.size(); i += 2)
    for (int colour = 0; colour < 2; ++colour) {
      const char letter = rule.opposite_colours[i + static_cast<size_t>(colour)];
      auto options = free_cells(colour);
      if (options.empty() || !take(letter)) continue;
      placed[options[rng.below(options.size())]] = letter;
    }
  std::string tail;
  for (char letter : rule.in_order)
    if (take(letter)) tail += letter;
  for (char letter : letters) {
    auto options = free_cells(-1);
    placed[options[rng.below(options.size())]] = letter;
  }
  auto rest = free_cells(-1);
  for (size_t i = 0; i < rest.size() && i < tail.size(); ++i) placed[rest[i]] = tail[i];
  for (size_t i = 0; i < cells.size(); ++i) {
    const int t = v.type_index(placed[i]);
    const Cell& cell = b.cell(cells[i]);
    pos.board[static_cast<size_t>(cells[i])] = make_piece(0, t);
    pos.board[static_cast<size_t>(b.at(cell.x, b.ranks() - 1 - cell.y))] = make_piece(1, t);
  }
  pos.state.fill(0);  // no rights yet: they go to the outermost rooks below
  std::string fen = to_fen(v, b, pos);
  // Castling rights belong to the outermost rooks, whatever files they landed on.
  if (v.rules.castling.enabled) {
    auto fields = fen.find(' ', fen.find(' ') + 1);
    fen.replace(fields + 1, 1, "KQkq");
  }
  return fen;
}

}  // namespace rules
