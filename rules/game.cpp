// Compiling a variant's pieces into per-cell tables: the rays of Betza's steps on a square board
// (a trig board's come from trig_game.cpp), then the attack tables, for either shape.
#include "rules/game.h"

#include <algorithm>
#include <map>

#include "rules/trig_moves.h"
#include "rules/trigs.h"

namespace rules {

std::string_view kind_name(Kind kind) {
  switch (kind) {
    case Kind::Step: return "step";
    case Kind::PawnRun: return "pawn-run";
    case Kind::EnPassant: return "en-passant";
    case Kind::Castle: return "castle";
    case Kind::Leapfrog: return "leapfrog";
    case Kind::Reenter: return "reenter";
    case Kind::Removed: return "removed";
    case Kind::GuardCall: return "guard-call";
    case Kind::LionStep: return "lion-step";
    case Kind::LionLeap: return "lion-leap";
    case Kind::LionDouble: return "lion-double";
    case Kind::LionIgui: return "lion-igui";
    case Kind::LionPass: return "lion-pass";
  }
  return "?";
}

Game::Game(Board board, Variant variant) : board_(std::move(board)), variant_(std::move(variant)) {
  for (size_t t = 0; t < variant_.pieces.size(); ++t) {
    const auto& p = variant_.pieces[t];
    TypeInfo info;
    info.pawn = p.pawn;
    info.royal = p.royal;
    info.volley = p.has("volley");
    info.reenter = p.has("reenter");
    info.guard_call = p.has("guard-call");
    info.assassin = p.has("assassin");
    info.lion = p.has("lion");
    info.promotable = variant_.rules.promotion.to.find(p.letter) != std::string::npos;
    if (info.royal) royal_mask_ |= 1u << t;
    if (info.assassin) assassin_mask_ |= 1u << t;
    if (info.lion) lion_type_ = static_cast<int>(t);
    types_.push_back(info);
  }
  if (board_.shape() == CellShape::Triangle) compile_trigs();
  else compile_square();
  compile_attacks();
}

void Game::compile_square() {
  const int n = board_.size();
  const auto& rules = variant_.rules;
  ray_index_.assign(variant_.pieces.size() * static_cast<size_t>(variant_.sides * n) + 1, 0);
  for (size_t t = 0; t < variant_.pieces.size(); ++t) {
    const auto& piece = variant_.pieces[t];
    for (int side = 0; side < variant_.sides; ++side) {
      // Ranks where this piece stands in the setup, for the `i` modifier.
      std::vector<int> setup_ranks;
      for (const auto& pl : variant_.setup)
        if (pl.letter == piece.letter && pl.side == side) setup_ranks.push_back(own_rank(board_, pl.cell, side));
      const int sign = side == 0 ? 1 : -1;  // the second side faces the other way
      for (int c = 0; c < n; ++c) {
        ray_index_[index(static_cast<int>(t), side, c)] = static_cast<std::int32_t>(rays_.size());
        const int x = board_.cell(c).x, y = board_.cell(c).y, rank = own_rank(board_, c, side);
        for (const auto& leg : piece.legs) {
          if (leg.initial && std::find(setup_ranks.begin(), setup_ranks.end(), rank) == setup_ranks.end()) continue;
          int max = leg.max;
          if (piece.pawn && leg.move && !leg.capture && leg.dx == 0 && leg.dy == 1 && max == 1) {
            auto run = rules.pawn_runs.find(rank);
            if (run != rules.pawn_runs.end()) max = run->second;
          }
          const int dx = leg.dx * sign, dy = leg.dy * sign;
          Ray ray;
          ray.move = leg.move;
          ray.capture = leg.capture;
          ray.jump = leg.jump;
          ray.gate_begin = static_cast<std::int32_t>(ray_cells_.size());
          bool ok = true;
          if (leg.lame || leg.jump)
            for (auto [gx, gy] : leap_path(dx, dy)) {
              int g = board_.at(x + gx, y + gy);
              if (g < 0) ok = false;
              else ray_cells_.push_back(static_cast<std::int16_t>(g));
            }
          ray.gate_end = ray.begin = static_cast<std::int32_t>(ray_cells_.size());
          for (int k = 1; ok && (max == 0 || k <= max); ++k) {
            int to = board_.at(x + k * dx, y + k * dy);
            if (to < 0) break;
            ray_cells_.push_back(static_cast<std::int16_t>(to));
          }
          ray.end = static_cast<std::int32_t>(ray_cells_.size());
          if (ok && ray.end > ray.begin) rays_.push_back(ray);
          else ray_cells_.resize(static_cast<size_t>(ray.gate_begin));
        }
      }
    }
  }
  ray_index_.back() = static_cast<std::int32_t>(rays_.size());
  promo_.assign(static_cast<size_t>(variant_.sides * n), 0);
  for (int side = 0; side < variant_.sides; ++side)
    for (int c = 0; c < n; ++c) {
      const int rank = own_rank(board_, c, side);
      std::uint8_t v = 0;
      if (rank == board_.ranks()) v = 2;
      else if (rank > board_.ranks() - rules.promotion.zone) v = 1;
      promo_[static_cast<size_t>(side * n + c)] = v;
    }
  neighbours_.assign(static_cast<size_t>(n), {});
  for (int c = 0; c < n; ++c)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        int to = board_.at(board_.cell(c).x + dx, board_.cell(c).y + dy);
        if ((dx || dy) && to >= 0) neighbours_[static_cast<size_t>(c)].push_back(static_cast<std::int16_t>(to));
      }
  ring2_.assign(static_cast<size_t>(n), {});
  for (int c = 0; c < n; ++c) {
    auto& ring = ring2_[static_cast<size_t>(c)];
    const auto& near = neighbours_[static_cast<size_t>(c)];
    for (auto a : near)
      for (auto b : neighbours_[static_cast<size_t>(a)])
        if (b != c && std::find(near.begin(), near.end(), b) == near.end() &&
            std::find(ring.begin(), ring.end(), b) == ring.end())
          ring.push_back(b);
    std::sort(ring.begin(), ring.end());
  }
}

namespace {

struct TrieNode {
  std::int16_t cell;
  std::uint32_t mask = 0;
  std::map<std::int16_t, int> children;
};

void flatten(const std::vector<TrieNode>& trie, int node, std::vector<AttackNode>& out) {
  for (auto [cell, child] : trie[static_cast<size_t>(node)].children) {
    size_t at = out.size();
    out.push_back({cell, 0, trie[static_cast<size_t>(child)].mask});
    flatten(trie, child, out);
    out[at].skip = static_cast<std::int32_t>(out.size());
  }
}

}  // namespace

void Game::compile_attacks() {
  const int n = board_.size();
  // Per attacking side and target cell, a trie of the paths that must be empty, ending on
  // the cell an attacker stands on.
  std::vector<std::vector<TrieNode>> tries(static_cast<size_t>(variant_.sides * n));
  for (auto& trie : tries) trie.push_back({-1, 0, {}});
  for (size_t t = 0; t < variant_.pieces.size(); ++t)
    for (int side = 0; side < variant_.sides; ++side)
      for (int from = 0; from < n; ++from)
        for (const Ray* r = rays_begin(static_cast<int>(t), side, from); r != rays_end(static_cast<int>(t), side, from);
             ++r) {
          if (r->jump || !(r->capture || (types_[t].assassin && r->move))) continue;
          for (std::int32_t i = r->begin; i < r->end; ++i) {
            const int target = ray_cells_[static_cast<size_t>(i)];
            std::vector<std::int16_t> path;
            for (std::int32_t j = i - 1; j >= r->begin; --j) path.push_back(ray_cells_[static_cast<size_t>(j)]);
            for (std::int32_t j = r->gate_end - 1; j >= r->gate_begin; --j)
              path.push_back(ray_cells_[static_cast<size_t>(j)]);
            path.push_back(static_cast<std::int16_t>(from));
            auto& trie = tries[static_cast<size_t>(side * n + target)];
            int node = 0;
            for (auto cell : path) {
              auto it = trie[static_cast<size_t>(node)].children.find(cell);
              if (it == trie[static_cast<size_t>(node)].children.end()) {
                trie.push_back({cell, 0, {}});
                it = trie[static_cast<size_t>(node)].children.emplace(cell, static_cast<int>(trie.size() - 1)).first;
              }
              node = it->second;
            }
            trie[static_cast<size_t>(node)].mask |= 1u << t;
          }
        }
  attack_index_.assign(tries.size() + 1, 0);
  for (size_t i = 0; i < tries.size(); ++i) {
    attack_index_[i] = static_cast<std::int32_t>(attack_nodes_.size());
    flatten(tries[i], 0, attack_nodes_);
  }
  attack_index_.back() = static_cast<std::int32_t>(attack_nodes_.size());
}

bool Game::attacked(const Position& pos, int cell, int side, std::uint32_t mask) const {
  const size_t k = static_cast<size_t>(side * board_.size() + cell);
  const AttackNode* nodes = attack_nodes_.data();
  for (std::int32_t i = attack_index_[k], end = attack_index_[k + 1]; i < end;) {
    const Piece p = pos.board[static_cast<size_t>(nodes[i].cell)];
    if (!p) {
      ++i;
      continue;
    }
    if (side_of(p) == side && ((nodes[i].mask & mask) >> type_of(p) & 1u)) return true;
    i = nodes[i].skip;
  }
  return false;
}

}  // namespace rules
