#include "diagram/moves.h"

#include <algorithm>
#include <map>

#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace pp::diagram {
namespace {

using rules::Kind;

// `alone`: a piece shown alone, whose moves are shown even where the rules would have ended the
// game for want of pieces.
std::vector<rules::Move> legal_from(const rules::Game& game, rules::Position& pos, int cell, bool alone = false) {
  std::vector<rules::Move> all, out;
  if (game.sides() > 2 && !game.variant().rules.check) {
    // With more than two armies the game is over once one side alone has a King, as when a
    // diagram shows one piece alone; an illustration goes on, so every army counts as still in
    // play. Without check, only the end of the game and the turn order read where Kings stand.
    rules::Position open = pos;
    for (auto& k : open.king)
      if (k < 0) k = static_cast<std::int16_t>(cell);
    rules::generate_legal(game, open, all);
  } else if (alone) {
    rules::generate_moves(game, pos, all);
  } else {
    rules::generate_legal(game, pos, all);
    // A position the game has ended in (a side with no King where Kings are what it must keep)
    // is still an illustration: its moves are those the rules would allow were the game going on.
    if (all.empty()) rules::generate_moves(game, pos, all);
  }
  for (const auto& m : all)
    if (m.from == cell) out.push_back(m);
  return out;
}

bool captures(const rules::Move& m) { return m.cap[0] >= 0 || m.cap[1] >= 0; }

// Two marks on one cell become one: a move and a capture make "move or capture"; a rule's own
// mark (castling, leapfrog, ...) wins over a plain one.
Mark merge(Mark a, Mark b) {
  if (a == b) return a;
  auto plain = [](Mark m) { return m == marks::Move || m == marks::Capture || m == marks::MoveOrCapture; };
  if (plain(a) && plain(b)) return marks::MoveOrCapture;
  if (plain(a)) return b;
  return a;
}

void add_zone(const rules::Game& game, int side, std::vector<CellMarkAt>& marks) {
  for (int c = 0; c < game.board().size(); ++c)
    if (game.promotion(c, side) > 0) marks.emplace_back(c, marks::Promotion, side);
}

void finish(Illustration& ill, std::map<int, Mark>& at, int side) {
  for (auto [cell, kind] : at) {
    ill.marks.emplace_back(cell, kind, side);
    ill.destinations.push_back(cell);
  }
}

// A piece type to stand in as "something to capture" or "something in the way": not royal,
// not one that makes all its own moves (a Lion, whose capture has rules of its own), preferably
// a pawn.
int filler_type(const rules::Game& game) {
  int best = -1;
  for (int t = 0; t < static_cast<int>(game.variant().pieces.size()); ++t) {
    const auto& info = game.type(t);
    if (info.royal || info.own_moves) continue;
    if (info.pawn) return t;
    if (best < 0) best = t;
  }
  return best;
}

// Where a hopper's screen goes: on its longest line that can capture (the first of equals),
// with one empty cell before it when the line is long enough, so the hop over a gap shows. A
// piece that also captures plainly (Manchu's Banner, a Chariot and a Cannon in one) gets its
// screen too: without one its hop captures would not show at all.
int screen_cell(const rules::Game& game, int type, int side, int cell) {
  const rules::Ray* best = nullptr;
  for (const rules::Ray* r = game.rays_begin(type, side, cell); r != game.rays_end(type, side, cell); ++r) {
    if (r->hop && r->capture && (!best || r->end - r->begin > best->end - best->begin)) best = r;
  }
  if (!best || best->end - best->begin < 2) return -1;
  return *game.cells(best->begin + (best->end - best->begin >= 3 ? 1 : 0));
}

}  // namespace

rules::Position empty_position(const rules::Game& game, int side) {
  rules::Position pos;
  pos.fit(game.variant(), game.board());
  pos.stm = side;
  return pos;
}

Illustration moves_of(const rules::Game& game, rules::Position pos, int cell) {
  Illustration ill;
  const rules::Piece p = pos.board[static_cast<size_t>(cell)];
  if (!p) return ill;
  const int side = rules::side_of(p), type = rules::type_of(p);
  pos.stm = side;
  std::map<int, Mark> at;
  auto put = [&](int c, Mark k) {
    auto [it, fresh] = at.emplace(c, k);
    if (!fresh) it->second = merge(it->second, k);
  };
  std::vector<int> victims;  // pawns taken en passant: not where the piece goes, so not in `at`
  const auto moves = legal_from(game, pos, cell);
  for (const auto& m : moves) {
    // Each move's marks come from the rule that made it (rules/mechanisms/mechanism.h).
    const rules::MoveMarks made = rules::move_marks(game, pos, m);
    for (const auto& c : made.cells) {
      if (c.mark == &rules::kEnPassantMark) victims.push_back(c.cell);
      else put(c.cell, *c.mark);
    }
    if (!made.chain.empty()) {
      ArrowAt chain{{cell}, true, std::string(made.chain_mark->colour)};
      chain.cells.insert(chain.cells.end(), made.chain.begin(), made.chain.end());
      ill.arrows.push_back(std::move(chain));
    }
  }
  // Captures the piece could make but the rules refuse here (the Lion's anti-trading rules).
  std::vector<rules::Move> pseudo;
  rules::generate_pseudo(game, pos, pseudo);
  for (const auto& m : pseudo) {
    if (m.from != cell || !captures(m)) continue;
    if (std::find(moves.begin(), moves.end(), m) != moves.end()) continue;
    for (int c : rules::refused_cells(game, pos, m))
      if (!at.count(c)) at.emplace(c, marks::Forbidden);
  }
  std::vector<int> forbidden;
  for (auto it = at.begin(); it != at.end();)
    if (it->second == marks::Forbidden) {
      ill.marks.emplace_back(it->first, marks::Forbidden, side);
      it = at.erase(it);
    } else {
      ++it;
    }
  finish(ill, at, side);
  std::sort(victims.begin(), victims.end());
  victims.erase(std::unique(victims.begin(), victims.end()), victims.end());
  for (int c : victims) ill.marks.emplace_back(c, marks::EnPassant, side);
  if (game.type(type).pawn) add_zone(game, side, ill.marks);
  // A chain that is the start of a longer one adds nothing to the picture.
  auto prefix = [](const ArrowAt& a, const ArrowAt& b) {
    return a.cells.size() < b.cells.size() && std::equal(a.cells.begin(), a.cells.end(), b.cells.begin());
  };
  std::vector<ArrowAt> longest;
  for (const auto& a : ill.arrows)
    if (std::none_of(ill.arrows.begin(), ill.arrows.end(), [&](const ArrowAt& b) { return prefix(a, b); }))
      longest.push_back(a);
  ill.arrows = std::move(longest);
  return ill;
}

Illustration drops_of(const rules::Game& game, rules::Position pos, int side, int type) {
  Illustration ill;
  pos.stm = side;
  std::vector<rules::Move> all;
  rules::generate_legal(game, pos, all);
  if (all.empty()) rules::generate_moves(game, pos, all);  // as in legal_from
  std::map<int, Mark> at;
  for (const auto& m : all)
    if (game.kind(m.kind).drop && m.promo == type) at.emplace(m.to, marks::Move);
  finish(ill, at, side);
  return ill;
}

Illustration piece_alone(const rules::Game& game, int type, int side, int cell) {
  Illustration ill;
  const rules::Piece me = rules::make_piece(side, type);
  rules::Position pos = empty_position(game, side);
  pos.board[static_cast<size_t>(cell)] = me;
  if (game.type(type).royal) pos.king[static_cast<size_t>(side)] = static_cast<std::int16_t>(cell);
  const int filler = filler_type(game);
  if (const int screen = screen_cell(game, type, side, cell); screen >= 0 && filler >= 0) {
    pos.board[static_cast<size_t>(screen)] = rules::make_piece(side, filler);
    ill.others.push_back({screen, filler, side});
  }
  if (game.type(type).own_moves) {
    // A piece that makes its own moves says it all by their kinds (the Lion: one step, or
    // anywhere two steps away).
    Illustration own = moves_of(game, pos, cell);
    own.others = ill.others;
    return own;
  }
  std::map<int, Kind> moves;  // non-capturing destinations on the empty board
  for (const auto& m : legal_from(game, pos, cell, true))
    if (!captures(m)) moves.emplace(m.to, m.kind);

  const int enemy = (side + 1) % game.sides();
  std::map<int, Mark> at;
  for (int t = 0; t < game.board().size(); ++t) {
    if (t == cell || pos.board[static_cast<size_t>(t)]) continue;
    bool cap = false;
    if (filler >= 0) {
      rules::Position probe = pos;
      probe.board[static_cast<size_t>(t)] = rules::make_piece(enemy, filler);
      for (const auto& m : legal_from(game, probe, cell, true))
        cap = cap || ((m.cap[0] == t || m.cap[1] == t) && m.kind != rules::kEnPassantKind);
    }
    auto mv = moves.find(t);
    if (mv == moves.end()) {
      if (cap) at[t] = marks::Capture;
      continue;
    }
    Mark k = mv->second == rules::kPawnRunKind ? marks::Initial : cap ? marks::MoveOrCapture : marks::Move;
    const auto& near = game.neighbours(cell);
    if (k != marks::Initial && filler >= 0 && std::find(near.begin(), near.end(), t) == near.end()) {
      // Still reachable with every other cell taken: nothing can block it.
      rules::Position full = pos;
      for (int c = 0; c < game.board().size(); ++c)
        if (c != cell && c != t && !pos.board[static_cast<size_t>(c)])
          full.board[static_cast<size_t>(c)] = rules::make_piece(side, filler);
      for (const auto& m : legal_from(game, full, cell, true))
        if (m.to == t && m.kind == mv->second) k = marks::Jump;
    }
    at[t] = k;
  }
  for (auto& [t, kind] : moves)
    if (kind != rules::kStepKind && kind != rules::kPawnRunKind && !at.count(t)) at[t] = marks::Move;
  finish(ill, at, side);
  if (game.type(type).pawn) add_zone(game, side, ill.marks);
  return ill;
}

}  // namespace pp::diagram
