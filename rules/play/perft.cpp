#include "rules/play/perft.h"

namespace rules {

namespace {

std::uint64_t count(const Game& game, Position& pos, int depth, std::vector<std::vector<Move>>& lists) {
  auto& moves = lists[static_cast<size_t>(depth)];
  generate_legal(game, pos, moves);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (const Move& m : moves) {
    Undo u;
    make_move(game, pos, m, u);
    n += count(game, pos, depth - 1, lists);
    unmake_move(game, pos, m, u);
  }
  return n;
}

}  // namespace

std::uint64_t perft(const Game& game, Position& pos, int depth) {
  if (depth <= 0) return 1;
  std::vector<std::vector<Move>> lists(static_cast<size_t>(depth + 1));
  return count(game, pos, depth, lists);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Game& game, Position& pos, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  std::vector<Move> moves;
  generate_legal(game, pos, moves);
  for (const Move& m : moves) {
    Undo u;
    make_move(game, pos, m, u);
    out.emplace_back(m, perft(game, pos, depth - 1));
    unmake_move(game, pos, m, u);
  }
  return out;
}

}  // namespace rules
