// Compiling a variant's pieces into the per-cell move tables on a trig board: the rays come
// from the trig movement notation (trig_moves.h) instead of Betza's square steps.
#include <algorithm>

#include "rules/game.h"
#include "rules/trig_moves.h"
#include "rules/trigs.h"

namespace rules {

void Game::compile_trigs() {
  const Trigs& trigs = trigs_of(board_);
  const int n = board_.size();
  ray_index_.assign(variant_.pieces.size() * static_cast<size_t>(variant_.sides * n) + 1, 0);
  for (size_t t = 0; t < variant_.pieces.size(); ++t) {
    const auto& piece = variant_.pieces[t];
    const auto legs = parse_trig_betza(piece.betza);
    for (int side = 0; side < variant_.sides; ++side) {
      // Ranks where this piece stands in the setup, for the `i` and `a` modifiers.
      std::vector<int> setup_ranks;
      for (const auto& pl : variant_.setup)
        if (pl.letter == piece.letter && pl.side == side) setup_ranks.push_back(trigs.rank(side, pl.cell));
      for (int c = 0; c < n; ++c) {
        ray_index_[index(static_cast<int>(t), side, c)] = static_cast<std::int32_t>(rays_.size());
        const bool first = std::find(setup_ranks.begin(), setup_ranks.end(), trigs.rank(side, c)) != setup_ranks.end();
        std::vector<int> seen;
        for (const TrigRay& tr : trig_rays(trigs, legs, side, c, first)) {
          Ray ray;
          ray.move = tr.move;
          ray.capture = tr.capture;
          ray.gate_begin = static_cast<std::int32_t>(ray_cells_.size());
          for (int g : tr.gate) ray_cells_.push_back(static_cast<std::int16_t>(g));
          ray.gate_end = ray.begin = static_cast<std::int32_t>(ray_cells_.size());
          for (int to : tr.cells) {
            ray_cells_.push_back(static_cast<std::int16_t>(to));
            // Lines that cross (a Queen's row and bishop line) reach one cell two ways.
            if (std::find(seen.begin(), seen.end(), to) != seen.end()) types_[t].overlap = true;
            seen.push_back(to);
          }
          ray.end = static_cast<std::int32_t>(ray_cells_.size());
          rays_.push_back(ray);
        }
      }
    }
  }
  ray_index_.back() = static_cast<std::int32_t>(rays_.size());
  // Promotion beyond the line through the centre is never forced: a pawn on the far edge still
  // moves sideways.
  promo_.assign(static_cast<size_t>(variant_.sides * n), 0);
  for (int side = 0; side < variant_.sides; ++side)
    for (int c = 0; c < n; ++c)
      promo_[static_cast<size_t>(side * n + c)] = trigs.rank(side, c) > trigs.rows() - variant_.rules.promotion.zone;
  neighbours_.assign(static_cast<size_t>(n), {});
  for (int c = 0; c < n; ++c) {
    auto& near = neighbours_[static_cast<size_t>(c)];
    for (int e : trigs.edge_neighbours(c)) near.push_back(static_cast<std::int16_t>(e));
    for (int v : trigs.vertex_neighbours(c)) near.push_back(static_cast<std::int16_t>(v));
  }
  ring2_.assign(static_cast<size_t>(n), {});
}

}  // namespace rules
