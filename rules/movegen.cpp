// Generating moves from the tables, making and unmaking them, and deciding the game's end.
#include "rules/movegen.h"

#include "rules/mechanisms.h"

namespace rules {

namespace {

bool is_ep_cell(const Position& pos, int cell) {
  for (auto e : pos.ep)
    if (e == cell) return true;
  return false;
}

// A piece's ordinary moves: along its rays, stopping at the first piece.
void add_ray_moves(const Game& game, const Position& pos, int from, Piece p, std::vector<Move>& out) {
  const int side = side_of(p), type = type_of(p);
  const TypeInfo& info = game.type(type);
  for (const Ray* r = game.rays_begin(type, side, from); r != game.rays_end(type, side, from); ++r) {
    if (r->jump && info.volley) continue;  // the volley mechanism walks these itself
    bool gates_ok = true;
    for (const std::int16_t* g = game.cells(r->gate_begin); g != game.cells(r->gate_end); ++g)
      if ((pos.board[static_cast<size_t>(*g)] != 0) != r->jump) gates_ok = false;
    if (!gates_ok) continue;
    for (const std::int16_t* c = game.cells(r->begin); c != game.cells(r->end); ++c) {
      const Piece q = pos.board[static_cast<size_t>(*c)];
      Move m;
      m.from = static_cast<std::int16_t>(from);
      m.to = *c;
      if (q == 0) {
        if (r->move) {
          if (c != game.cells(r->begin) && info.pawn) m.kind = Kind::PawnRun;
        } else if (r->capture && info.pawn && pos.ep_victim >= 0 && is_ep_cell(pos, *c) &&
                   side_of(pos.board[static_cast<size_t>(pos.ep_victim)]) != side) {
          m.kind = Kind::EnPassant;
          m.cap[0] = pos.ep_victim;
        } else {
          continue;
        }
      } else {
        if (game.friendly(side, side_of(q)) || !r->capture) break;
        m.cap[0] = *c;
      }
      if (info.pawn) add_pawn_move(game, pos, m, out);
      else if (info.reenter && game.last_rank(m.to, side)) add_reentry(game, pos, m, out);
      else out.push_back(m);
      if (q != 0) break;
    }
  }
}

// The small state a move changes besides the board, between a Position and an Undo.
template <class To, class From>
void copy_state(To& to, const From& from) {
  to.castling = from.castling;
  to.called = from.called;
  to.iron = from.iron;
  to.ep = from.ep;
  to.ep_victim = from.ep_victim;
  to.halfmove = from.halfmove;
  to.fullmove = from.fullmove;
  to.king = from.king;
}

}  // namespace

void generate_pseudo(const Game& game, const Position& pos, std::vector<Move>& out) {
  out.clear();
  const int n = game.board().size();
  bool guards = false;
  for (int c = 0; c < n; ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (!p || side_of(p) != pos.stm) continue;
    const TypeInfo& info = game.type(type_of(p));
    if (info.lion) {
      add_lion_moves(game, pos, c, out);
      continue;
    }
    const size_t first = out.size();
    add_ray_moves(game, pos, c, p, out);
    if (info.overlap) merge_duplicate_moves(out, first);
    if (info.volley) add_volleys(game, pos, c, out);
    guards = guards || info.guard_call;
  }
  if (game.variant().rules.castling.enabled) add_castling(game, pos, out);
  if (guards && !(pos.called >> pos.stm & 1) && in_check(game, pos, pos.stm)) add_guard_calls(game, pos, out, out);
}

bool in_check(const Game& game, const Position& pos, int side) {
  const int k = pos.king[static_cast<size_t>(side)];
  if (k < 0) return false;
  for (int s = 0; s < game.sides(); ++s)
    if (s != side && game.attacked(pos, k, s)) return true;
  return false;
}

void generate_legal(const Game& game, Position& pos, std::vector<Move>& out) {
  out.clear();
  if (game.sides() > 2 && winning_team(game, pos) != -1) return;
  if (game.assassin_mask() && assassinated(game, pos, pos.stm)) return;
  std::vector<Move> pseudo;
  pseudo.reserve(128);
  generate_pseudo(game, pos, pseudo);
  const int side = pos.stm;
  const bool check = game.variant().rules.check;
  const bool lions = game.lion_type() >= 0;
  for (const Move& m : pseudo) {
    Undo u;
    make_move(game, pos, m, u);
    bool ok = !(check && in_check(game, pos, side));
    if (ok && lions && (u.captured[0] || u.captured[1])) ok = lion_capture_allowed(game, pos, m, u);
    unmake_move(game, pos, m, u);
    if (ok) out.push_back(m);
  }
}

void make_move(const Game& game, Position& pos, const Move& m, Undo& u) {
  copy_state(u, pos);
  u.removed_count = 0;
  const int side = pos.stm;
  const Piece p = pos.board[static_cast<size_t>(m.from)];
  const int type = type_of(p);
  const TypeInfo& info = game.type(type);
  const bool only_captured = game.variant().rules.promotion.only_captured;
  u.moved = p;
  bool lion_taken = false;
  for (int i = 0; i < 2; ++i) {
    u.captured[i] = 0;
    if (m.cap[i] < 0) continue;
    const Piece q = pos.board[static_cast<size_t>(m.cap[i])];
    u.captured[i] = q;
    pos.board[static_cast<size_t>(m.cap[i])] = 0;
    const int qt = type_of(q), qs = side_of(q);
    if (only_captured && game.type(qt).promotable) ++pos.pool[static_cast<size_t>(qs)][static_cast<size_t>(qt)];
    if (game.type(qt).royal) {
      pos.king[static_cast<size_t>(qs)] = -1;
      if (game.sides() > 2) remove_army(pos, qs, u);
    }
    if (qt == game.lion_type()) lion_taken = true;
  }
  pos.board[static_cast<size_t>(m.from)] = 0;
  if (m.kind == Kind::Castle) {
    u.rook = pos.board[static_cast<size_t>(m.via)];
    pos.board[static_cast<size_t>(m.via)] = 0;
    pos.board[static_cast<size_t>(castling_rook_target(game, pos, m))] = u.rook;
  }
  if (m.kind != Kind::Removed) {
    Piece placed = p;
    if (m.promo >= 0) {
      placed = make_piece(side, m.promo);
      if (only_captured) --pos.pool[static_cast<size_t>(side)][static_cast<size_t>(m.promo)];
    }
    pos.board[static_cast<size_t>(m.to)] = placed;
  }
  if (info.royal) pos.king[static_cast<size_t>(side)] = m.to;

  pos.ep = {-1, -1, -1};
  pos.ep_victim = -1;
  if (m.kind == Kind::PawnRun && game.variant().rules.en_passant) {
    // The cells passed straight ahead on the way, on every board shape.
    size_t k = 0;
    for (int c = game.ahead(m.from, side); c >= 0 && c != m.to && k < pos.ep.size(); c = game.ahead(c, side))
      pos.ep[k++] = static_cast<std::int16_t>(c);
    pos.ep_victim = m.to;
  }
  if (pos.castling) {
    if (info.royal) pos.castling = static_cast<std::uint8_t>(pos.castling & ~(3u << (side * 2)));
    for (size_t bit = 0; bit < 4; ++bit) {
      const auto r = pos.castle_rook[bit];
      if ((pos.castling >> bit & 1) && (r == m.from || r == m.cap[0] || r == m.cap[1]))
        pos.castling = static_cast<std::uint8_t>(pos.castling & ~(1u << bit));
    }
  }
  pos.iron = static_cast<std::int8_t>(lion_taken && type != game.lion_type() ? side : -1);
  if (m.kind == Kind::GuardCall) pos.called = static_cast<std::uint8_t>(pos.called | (1u << side));
  pos.halfmove = (info.pawn || u.captured[0] || u.captured[1]) ? 0 : pos.halfmove + 1;
  pos.stm = game.sides() > 2 ? next_army(game, pos, side) : (side + 1) % game.sides();
  if (pos.stm <= side) ++pos.fullmove;  // a round is over when the turn passes back round
}

void unmake_move(const Game& game, Position& pos, const Move& m, const Undo& u) {
  pos.stm = side_of(u.moved);
  restore_army(pos, u);
  const int side = pos.stm;
  const bool only_captured = game.variant().rules.promotion.only_captured;
  if (m.kind != Kind::Removed) {
    pos.board[static_cast<size_t>(m.to)] = 0;
    if (m.promo >= 0 && only_captured) ++pos.pool[static_cast<size_t>(side)][static_cast<size_t>(m.promo)];
  }
  if (m.kind == Kind::Castle) {
    pos.board[static_cast<size_t>(castling_rook_target(game, pos, m))] = 0;
    pos.board[static_cast<size_t>(m.via)] = u.rook;
  }
  pos.board[static_cast<size_t>(m.from)] = u.moved;
  for (int i = 1; i >= 0; --i) {
    if (m.cap[i] < 0) continue;
    const Piece q = u.captured[i];
    pos.board[static_cast<size_t>(m.cap[i])] = q;
    const int qt = type_of(q);
    if (only_captured && game.type(qt).promotable) --pos.pool[static_cast<size_t>(side_of(q))][static_cast<size_t>(qt)];
  }
  copy_state(pos, u);
}

std::string_view ending_name(Ending e) {
  switch (e) {
    case Ending::None: return "none";
    case Ending::Checkmate: return "checkmate";
    case Ending::Stalemate: return "stalemate";
    case Ending::Assassination: return "assassination";
    case Ending::Conquest: return "conquest";
  }
  return "?";
}

Outcome outcome(const Game& game, Position& pos) {
  if (game.sides() > 2) {
    if (const int team = winning_team(game, pos); team != -1)
      return team >= 0 ? Outcome{Ending::Conquest, team, game.team_armies(team)} : Outcome{Ending::Conquest, -1, 0};
    return {};  // no check or mate with many armies; a side without moves passes (see README)
  }
  const int enemy = (pos.stm + 1) % game.sides();
  if (game.assassin_mask() && assassinated(game, pos, pos.stm)) return {Ending::Assassination, enemy};
  std::vector<Move> moves;
  generate_legal(game, pos, moves);
  if (!moves.empty()) return {};
  if (in_check(game, pos, pos.stm)) return {Ending::Checkmate, enemy};
  return {Ending::Stalemate, -1};
}

std::vector<int> move_path(const Game& game, const Move& m) {
  std::vector<int> path;
  if (m.kind == Kind::Leapfrog || ((m.kind == Kind::Reenter || m.kind == Kind::Removed) && m.via >= 0)) {
    // Leaps straight ahead, two cells at a time, up to the landing (or the last rank); a way of
    // odd length is shown as the one cell it ends on.
    const int end = m.kind == Kind::Leapfrog ? m.to : m.via;
    for (int side = 0; side < game.sides() && path.empty(); ++side) {
      std::vector<int> line;
      for (int c = game.ahead(m.from, side); c >= 0; c = game.ahead(c, side)) {
        line.push_back(c);
        if (c == end) break;
      }
      if (line.empty() || line.back() != end) continue;
      if (line.size() % 2 == 0)
        for (size_t i = 1; i < line.size(); i += 2) path.push_back(line[i]);
    }
    if (path.empty() || path.back() != end) path.push_back(end);
    if (m.kind == Kind::Reenter) path.push_back(m.to);
    return path;
  }
  if (m.via >= 0 && m.kind != Kind::Castle) path.push_back(m.via);
  path.push_back(m.to);
  return path;
}

}  // namespace rules
