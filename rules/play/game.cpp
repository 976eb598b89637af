// Compiling a variant's pieces into per-cell tables, for any board shape.
#include "rules/play/game.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <stdexcept>

#include "rules/pieces/rays.h"

namespace rules {

Game::Game(Board board, Variant variant)
    : board_(std::move(board)), variant_(std::move(variant)), cells_(board_.size()) {
  // Numbered again for this game: its hooks find their state where its own rules put it.
  number_state_slots(variant_);
  const auto& all = variant_.rules.mechanisms;
  rules_ = AddressTable(std::vector<const void*>(all.begin(), all.end()));
  // The kinds of move numbered for this game: the core's, then each rule's in the list's order.
  kinds_ = {&kStep, &kPawnRun, &kEnPassant};
  kind_owners_.assign(kinds_.size(), nullptr);
  for (const Mechanism* m : all)
    if (m->moves)
      for (const MoveKind* k : m->moves->kinds) {
        kinds_.push_back(k);
        kind_owners_.push_back(m);
      }
  if (kinds_.size() > size_t{std::numeric_limits<Kind>::max()} + 1)
    throw std::logic_error("game: its rules have more kinds of move than a move can name");
  kind_numbers_ = AddressTable(std::vector<const void*>(kinds_.begin(), kinds_.end()));
  // A side out of moves is scored by the rule that says how, in play or not (its default).
  for (const Mechanism* m : all)
    if (m->ends) {
      if (m->ends->mated) mated_ = m->ends->mated;
      if (m->ends->stalemated) stalemated_ = m->ends->stalemated;
    }
  if (!mated_ || !stalemated_) throw std::logic_error("game: no rule scores a side out of moves");
  masks_.assign(all.size(), 0);
  firsts_.assign(all.size(), -1);
  settings_.assign(all.size(), nullptr);
  for (size_t i = 0; i < all.size(); ++i)
    if (const auto it = variant_.rules.settings.find(all[i]->name); it != variant_.rules.settings.end())
      settings_[i] = &it->second;
  for (size_t t = 0; t < variant_.pieces.size(); ++t) {
    const auto& p = variant_.pieces[t];
    TypeInfo info;
    info.pawn = p.pawn;
    info.royal = p.royal;
    info.promotable = variant_.rules.promotion.to.find(p.letter) != std::string::npos;
    for (size_t i = 0; i < all.size(); ++i) {
      const Mechanism& m = *all[i];
      if (!(m.piece && p.has(m.name)) && !(m.applies && m.applies(p))) continue;
      if (const Moves* moves = m.moves) {
        if (moves->piece_moves && !info.piece_moves) info.piece_moves = moves->piece_moves;
        if (moves->expand && !info.expand) {
          info.expand = moves->expand;
          info.expands_at = moves->expands_at;
        }
        info.own_moves = info.own_moves || moves->own_moves;
        info.own_jumps = info.own_jumps || moves->own_jumps;
        info.move_attacks = info.move_attacks || moves->move_attacks;
      }
      masks_[i] |= type_bit(static_cast<int>(t));
      if (firsts_[i] < 0) firsts_[i] = static_cast<int>(t);
    }
    if (info.royal) royal_mask_ |= type_bit(static_cast<int>(t));
    types_.push_back(info);
  }
  for (size_t i = 0; i < all.size(); ++i) {
    const Mechanism& m = *all[i];
    if (!(m.active ? m.active(variant_) : masks_[i] != 0)) continue;
    in_play_.push_back(&m);
    if (m.moves && m.moves->side_moves) side_movers_.push_back(m.moves);
    if (const Judge* j = m.judge) {
      if (j->legal) judges_.push_back(j);
      if (j->excuses) excusers_.push_back(j);
      if (j->checked) checkers_.push_back(j);
      if (j->shielded) shielders_.push_back(j);
      if (j->filter) filters_.push_back(j);
    }
    if (const Ends* e = m.ends) {
      if (e->ending) enders_.push_back(e);
      if (e->result) resulters_.push_back(e);
      if (e->next_side) next_side_ = e->next_side;
      no_mate_ = no_mate_ || e->no_mate;
    }
    if (const State* st = m.state; st && (st->make || st->unmake) && (!st->keeps_state || st->keeps_state(variant_))) {
      if (st->make) makes_.push_back(st->make);
      if (st->unmake) unmakes_.insert(unmakes_.begin(), st->unmake);
    }
    if (m.diagram && (m.diagram->marks || m.diagram->path)) markers_.push_back(&m);
  }
  all_pseudo_legal_ = (!variant_.rules.check || royal_mask_ == 0) && judges_.empty();
  compile();
  compile_attacks();
  // generate_legal asks which judges may refuse a position's moves as a bit each of a word: a
  // game judged by more rules than that makes its moves to find out.
  lines_decide_ =
      variant_.rules.check && !grasshoppers_ && shielders_.empty() && judges_.size() <= 64 &&
      std::all_of(judges_.begin(), judges_.end(), [](const Judge* j) { return j->may_refuse != nullptr; }) &&
      std::none_of(in_play_.begin(), in_play_.end(),
                   [](const Mechanism* m) { return m->state && m->state->changes_cells; });
  if (lines_decide_) compile_through();
  for (const Mechanism* m : in_play_) {
    if (!m->moves || !m->moves->keeps_off) continue;
    if (kept_off_.empty()) kept_off_.assign(index(static_cast<int>(variant_.pieces.size()), 0, 0), false);
    for (int t = 0; t < static_cast<int>(variant_.pieces.size()); ++t)
      for (int s = 0; s < variant_.sides; ++s)
        for (int c = 0; c < cells_; ++c)
          if (m->moves->keeps_off(*this, t, s, c)) kept_off_[index(t, s, c)] = true;
  }
  compiled_.resize(all.size());
  for (const Mechanism* m : in_play_)
    if (m->moves && m->moves->compile) compiled_[rule_of(*m)] = m->moves->compile(*this);
}

void Game::compile() {
  compile_ranks();
  compile_rays();
  compile_neighbours();
}

// Per side and cell: its rank and the far rank as that side sees them, the cell ahead, and
// whether a promotion is offered (1) or forced (2) there.
void Game::compile_ranks() {
  const Topology& topo = board_.topology();
  const int n = board_.size();
  const auto& promotion = variant_.rules.promotion;
  const int sides = variant_.sides;
  rank_.assign(static_cast<size_t>(sides * n), 0);
  far_.assign(static_cast<size_t>(sides * n), 0);
  ahead_.assign(static_cast<size_t>(sides * n), -1);
  promo_.assign(static_cast<size_t>(sides * n), 0);
  for (int side = 0; side < sides; ++side) {
    const int turns = topo.turns(side, sides);
    const int forward = topo.turn(topo.forward(), turns);
    for (int c = 0; c < n; ++c) {
      const int seen = topo.rotate(c, -turns);  // where the first side has the cell this side has here
      const int rank = topo.rank(seen), far = topo.far_rank(seen);
      rank_[at(side, c)] = static_cast<std::uint8_t>(rank);
      far_[at(side, c)] = static_cast<std::uint8_t>(far);
      ahead_[at(side, c)] = static_cast<std::int16_t>(topo.step(c, forward));
      std::uint8_t v = 0;
      const bool in = promotion.cells.empty() ? rank > far - promotion.zone
                                              : promotion.cells[static_cast<size_t>(side)][static_cast<size_t>(c)];
      if (in) v = (rank == far && topo.promotion_forced()) || promotion.forced ? 2 : 1;
      promo_[at(side, c)] = v;
    }
  }
}

void Game::compile_rays() {
  const Topology& topo = board_.topology();
  const int n = board_.size();
  const int sides = variant_.sides;
  ray_index_.assign(variant_.pieces.size() * static_cast<size_t>(sides * n) + 1, 0);
  for (size_t t = 0; t < variant_.pieces.size(); ++t) {
    const auto& piece = variant_.pieces[t];
    for (int side = 0; side < sides; ++side) {
      const int turns = topo.turns(side, sides);
      // Cells where this piece's `i` moves apply (and `a` moves do not): those the layout names,
      // turned to this side, else those it stands on in the setup.
      std::vector<int> setup_cells;
      for (int c : piece.starts) setup_cells.push_back(topo.rotate(c, turns));
      if (piece.starts.empty())
        for (const auto& pl : variant_.setup)
          if (pl.letter == piece.letter && pl.side == side) setup_cells.push_back(pl.cell);
      for (int c = 0; c < n; ++c) {
        ray_index_[index(static_cast<int>(t), side, c)] = static_cast<std::int32_t>(rays_.size());
        const bool first = std::find(setup_cells.begin(), setup_cells.end(), c) != setup_cells.end();
        int run = 0;
        if (piece.pawn)
          if (auto it = variant_.rules.pawn_runs.find(rank(c, side)); it != variant_.rules.pawn_runs.end())
            run = it->second;
        std::vector<RaySpec> specs = leg_rays(topo, piece.legs, turns, c, first, run);
        for (const Mechanism* m : in_play_)
          if (m->moves && m->moves->rays) m->moves->rays(*this, static_cast<int>(t), side, c, specs);
        add_rays(t, side, c, specs);
      }
    }
  }
  ray_index_.back() = static_cast<std::int32_t>(rays_.size());
}

// One cell's rays of a piece type, appended to the tables.
void Game::add_rays(size_t type, int side, int from, const std::vector<RaySpec>& specs) {
  std::vector<int> seen, seen_hopping;  // a hopper's line never meets the plain one it continues
  for (const RaySpec& spec : specs) {
    Ray ray;
    ray.move = spec.move;
    ray.capture = spec.capture;
    ray.jump = spec.jump;
    ray.hop = spec.hop;
    ray.next = spec.next;
    ray.unlike = spec.unlike;
    ray.gate_begin = static_cast<std::int32_t>(ray_cells_.size());
    for (int g : spec.gate) ray_cells_.push_back(static_cast<std::int16_t>(g));
    ray.gate_end = ray.begin = static_cast<std::int32_t>(ray_cells_.size());
    for (int to : spec.cells) {
      ray_cells_.push_back(static_cast<std::int16_t>(to));
      // Lines that cross (a trig Queen's row and bishop line) reach one cell two ways.
      auto& reached = spec.hop ? seen_hopping : seen;
      if (std::find(reached.begin(), reached.end(), to) != reached.end()) types_[type].overlap = true;
      reached.push_back(to);
    }
    ray.end = static_cast<std::int32_t>(ray_cells_.size());
    const TypeInfo& info = types_[type];
    const bool plain = ray.move && ray.capture && !ray.jump && !ray.hop && spec.gate.empty();
    const bool expands = info.pawn || info.expand;
    if (board_.size() <= 64 && !spec.cells.empty() && !spec.hop && spec.gate.empty()) {
      const bool rises = std::is_sorted(spec.cells.begin(), spec.cells.end(), std::less_equal<>());
      const bool falls = std::is_sorted(spec.cells.begin(), spec.cells.end(), std::greater_equal<>());
      ray.order = static_cast<std::int8_t>(rises ? 1 : falls ? -1 : 0);
      for (int to : spec.cells) {
        ray.mask |= std::uint64_t{1} << to;
        if (info.expand && (!info.expands_at || info.expands_at(*this, static_cast<int>(type), side, from, to)))
          ray.expands |= std::uint64_t{1} << to;
      }
    }
    if (ray.jump && info.own_jumps) ray.path = RayPath::own;
    else if (ray.order != 0)
      ray.path = plain && !expands                       ? RayPath::masked_plain
                 : info.pawn && !ray.move && ray.capture ? RayPath::masked_takes
                                                         : RayPath::masked;
    else if (plain && !expands) ray.path = RayPath::plain;
    else if (ray.hop) ray.path = RayPath::hop;
    rays_.push_back(ray);
  }
}

// The cells touching each cell, and those two steps away that do not touch it.
void Game::compile_neighbours() {
  const Topology& topo = board_.topology();
  const int n = board_.size();
  neighbours_.assign(static_cast<size_t>(n), {});
  for (int c = 0; c < n; ++c)
    for (int to : topo.touching(c)) neighbours_[static_cast<size_t>(c)].push_back(static_cast<std::int16_t>(to));
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

// Children are a list of siblings kept in cell order (the order the flat table is laid out
// in), linked by index: a trie is built for every side and cell, and a node per child in one
// vector costs far fewer allocations than a map per node.
struct TrieNode {
  std::int16_t cell;
  TypeMask mask = 0;
  int first_child = -1, next_sibling = -1;
};

// The child of `node` for `cell`, added in its place among its siblings if new.
int child(std::vector<TrieNode>& trie, int node, std::int16_t cell) {
  int* link = &trie[static_cast<size_t>(node)].first_child;
  while (*link >= 0 && trie[static_cast<size_t>(*link)].cell < cell)
    link = &trie[static_cast<size_t>(*link)].next_sibling;
  if (*link >= 0 && trie[static_cast<size_t>(*link)].cell == cell) return *link;
  const int fresh = static_cast<int>(trie.size());
  const int after = *link;
  *link = fresh;  // before push_back: growing the vector would leave `link` dangling
  trie.push_back({cell, 0, -1, after});
  return fresh;
}

void flatten(const std::vector<TrieNode>& trie, int node, std::vector<AttackNode>& out) {
  for (int c = trie[static_cast<size_t>(node)].first_child; c >= 0; c = trie[static_cast<size_t>(c)].next_sibling) {
    const size_t at = out.size();
    out.push_back({trie[static_cast<size_t>(c)].cell, 0, trie[static_cast<size_t>(c)].mask});
    flatten(trie, c, out);
    out[at].skip = static_cast<std::int32_t>(out.size());
  }
}

}  // namespace

// A node with nodes under it is a cell an attack passes on its way to the target; on a hopper's
// line every node counts, the screen's and the hopper's too. Where a rule asks whether moves give
// check, each node's types are kept as the types that may attack the target from its cell.
void Game::compile_through() {
  const size_t n = static_cast<size_t>(cells_);
  const size_t cells = static_cast<size_t>(variant_.sides) * n * n;
  const bool asked = std::any_of(in_play_.begin(), in_play_.end(),
                                 [](const Mechanism* m) { return m->state && m->state->asks_check; });
  if (asked) reach_.assign(cells, 0);
  auto mark = [&](std::vector<std::uint64_t>& bits, const std::vector<std::int32_t>& index,
                  const std::vector<AttackNode>& nodes, bool interior_only) {
    bits.assign((cells + 63) / 64, 0);
    for (size_t k = 0; k + 1 < index.size(); ++k)
      for (std::int32_t i = index[k]; i < index[k + 1]; ++i) {
        const AttackNode& node = nodes[static_cast<size_t>(i)];
        const size_t at = k * n + static_cast<size_t>(node.cell);
        if (asked) reach_[at] |= node.mask;
        if (interior_only && node.skip <= i + 1) continue;
        bits[at >> 6] |= std::uint64_t{1} << (at & 63);
      }
  };
  mark(through_, attack_index_, attack_nodes_, true);
  if (hoppers_) mark(hop_through_, hop_index_, hop_nodes_, false);
}

bool Game::may_check(int side, int target, int type, const Move& m) const {
  if (reach_.empty() || target < 0) return target >= 0;
  const MoveKind& kind = this->kind(m.kind);
  if (owner(m.kind) || kind.leaves || m.put >= 0 || m.wall >= 0) return true;
  if (has_type(reach_[at(side, target) * static_cast<size_t>(cells_) + static_cast<size_t>(m.to)], type)) return true;
  for (const int c :
       {static_cast<int>(m.from), static_cast<int>(m.to), static_cast<int>(m.cap[0]), static_cast<int>(m.cap[1])})
    if (c >= 0 && ((c != m.to && opens(side, target, c)) || screens(side, target, c))) return true;
  return false;
}

void Game::compile_attacks() {
  const int n = board_.size();
  // Per attacking side and target cell, a trie of the paths from the target back to the cell an
  // attacker stands on: cells that must be empty, or for hoppers hold exactly one piece.
  std::vector<std::vector<TrieNode>> tries(static_cast<size_t>(variant_.sides * n)), hops(tries.size()),
      nexts(tries.size());
  for (auto* table : {&tries, &hops, &nexts})
    for (auto& trie : *table) trie.push_back({-1, 0, -1, -1});
  std::vector<std::int16_t> path;
  for (size_t t = 0; t < variant_.pieces.size(); ++t)
    for (int side = 0; side < variant_.sides; ++side)
      for (int from = 0; from < n; ++from)
        for (const Ray* r = rays_begin(static_cast<int>(t), side, from); r != rays_end(static_cast<int>(t), side, from);
             ++r) {
          if (r->jump || !(r->capture || (types_[t].move_attacks && r->move))) continue;
          hoppers_ = hoppers_ || (r->hop && !r->next);
          if (r->hop && r->unlike) unlike_hoppers_ |= type_bit(static_cast<int>(t));
          grasshoppers_ = grasshoppers_ || r->next;
          // A hopper needs a screen between it and the target, so never takes the first cell.
          for (std::int32_t i = r->begin + (r->hop ? 1 : 0); i < r->end; ++i) {
            const int target = ray_cells_[static_cast<size_t>(i)];
            path.clear();
            for (std::int32_t j = i - 1; j >= r->begin; --j) path.push_back(ray_cells_[static_cast<size_t>(j)]);
            for (std::int32_t j = r->gate_end - 1; j >= r->gate_begin; --j)
              path.push_back(ray_cells_[static_cast<size_t>(j)]);
            path.push_back(static_cast<std::int16_t>(from));
            auto& trie = (r->next ? nexts : r->hop ? hops : tries)[static_cast<size_t>(side * n + target)];
            int node = 0;
            for (auto cell : path) node = child(trie, node, cell);
            trie[static_cast<size_t>(node)].mask |= type_bit(static_cast<int>(t));
          }
        }
  auto flatten_all = [](const std::vector<std::vector<TrieNode>>& all, std::vector<std::int32_t>& index,
                        std::vector<AttackNode>& nodes) {
    index.assign(all.size() + 1, 0);
    for (size_t i = 0; i < all.size(); ++i) {
      index[i] = static_cast<std::int32_t>(nodes.size());
      flatten(all[i], 0, nodes);
    }
    index.back() = static_cast<std::int32_t>(nodes.size());
  };
  flatten_all(tries, attack_index_, attack_nodes_);
  if (hoppers_) flatten_all(hops, hop_index_, hop_nodes_);
  if (grasshoppers_) flatten_all(nexts, next_index_, next_nodes_);
}

namespace {

// Searches nodes [i, end) of a reverse table: an empty cell leads on to the nodes after it, a
// piece attacks if it is of `side` and its type in the node's mask, and ends its subtree.
inline bool line_attacks(const AttackNode* nodes, std::int32_t i, std::int32_t end, const Position& pos, int side,
                         TypeMask mask) {
  while (i < end) {
    const Piece p = pos.board[static_cast<size_t>(nodes[i].cell)];
    if (!p) {
      ++i;
      continue;
    }
    if (side_of(p) == side && has_type(nodes[i].mask & mask, type_of(p))) return true;
    i = nodes[i].skip;
  }
  return false;
}

}  // namespace

// Grasshoppers: each path starts at the cell just before the target, which must hold the
// screen; past it the path is searched as an ordinary line.
bool Game::grasshopper_attacks(const Position& pos, size_t k, int side, TypeMask mask) const {
  const AttackNode* nodes = next_nodes_.data();
  for (std::int32_t screen = next_index_[k], end = next_index_[k + 1]; screen < end; screen = nodes[screen].skip)
    if (pos.board[static_cast<size_t>(nodes[screen].cell)] &&
        line_attacks(nodes, screen + 1, nodes[screen].skip, pos, side, mask))
      return true;
  return false;
}

bool Game::attacked(const Position& pos, int cell, int side, TypeMask mask) const {
  const size_t k = static_cast<size_t>(side * cells_ + cell);
  if (line_attacks(attack_nodes_.data(), attack_index_[k], attack_index_[k + 1], pos, side, mask)) return true;
  if (grasshoppers_ && grasshopper_attacks(pos, k, side, mask)) return true;
  if (!hoppers_) return false;
  // Hoppers: the first piece met is the screen, searched on past; a second piece attacks or
  // ends that line. Lines part only into the screen's subtree, so one screen at a time.
  const AttackNode* hop = hop_nodes_.data();
  const Piece target = pos.board[static_cast<size_t>(cell)];
  std::int32_t screen_end = -1;  // the end of the current screen's subtree
  Piece screen = 0;
  for (std::int32_t i = hop_index_[k], end = hop_index_[k + 1]; i < end;) {
    if (i >= screen_end) screen_end = -1;
    const Piece p = pos.board[static_cast<size_t>(hop[i].cell)];
    if (!p) {
      ++i;
      continue;
    }
    if (screen_end < 0) {
      screen_end = hop[i].skip;
      screen = p;
      ++i;
      continue;
    }
    // A hopper sparing its own kind attacks neither over one nor onto one.
    const bool spared = has_type(unlike_hoppers_, type_of(p)) &&
                        (type_of(screen) == type_of(p) || (target && type_of(target) == type_of(p)));
    if (side_of(p) == side && has_type(hop[i].mask & mask, type_of(p)) && !spared) return true;
    i = hop[i].skip;
  }
  return false;
}

}  // namespace rules
