// Generating moves from the tables, making and unmaking them, and deciding the game's end. The
// special rules plug in through their facets (hooks.h), which the compiled game lists; nothing here names one.
#include "rules/play/movegen.h"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "rules/play/cell_masks.h"

namespace rules {

namespace {

bool is_ep_cell(const Position& pos, int cell) {
  for (auto e : pos.ep)
    if (e == cell) return true;
  return false;
}

void add(const Game& game, const Position& pos, const TypeInfo& info, const Move& m, std::vector<Move>& out) {
  if (info.expand) info.expand(game, pos, m, out);
  else out.push_back(m);
}

// A hopper's ray: past the first piece, the screen, to the cells beyond up to the next piece;
// a grasshopper's only to the first of them.
void add_hop_moves(const Game& game, const Position& pos, int from, int side, const TypeInfo& info, const Ray& r,
                   std::vector<Move>& out) {
  const std::int16_t* c = game.cells(r.begin);
  const std::int16_t* end = game.cells(r.end);
  while (c != end && pos.board[static_cast<size_t>(*c)] == 0) ++c;
  if (c == end) return;
  const int type = type_of(pos.board[static_cast<size_t>(from)]);
  if (r.unlike && type_of(pos.board[static_cast<size_t>(*c)]) == type) return;
  for (++c; c != end; ++c) {
    const Piece q = pos.board[static_cast<size_t>(*c)];
    Move m;
    m.from = static_cast<std::int16_t>(from);
    m.to = *c;
    if (q == 0) {
      if (r.move) add(game, pos, info, m, out);
      if (r.next) return;
      continue;
    }
    if (r.capture && !game.friendly(side, side_of(q)) && !(r.unlike && type_of(q) == type)) {
      m.cap[0] = *c;
      add(game, pos, info, m, out);
    }
    return;
  }
}

// A line's moves on a board of at most 64 cells, read from its masks (the mover's friends, walls
// among them, in `near`): the empty cells up to its first piece if it moves, that piece if it
// takes and the piece is not a friend's, in the line's order. A plain line of a piece with no
// expansion goes straight into `out`.
template <bool Plain>
void add_masked_moves(const Game& game, const Position& pos, const TypeInfo& info, const Ray& r, int from,
                      const CellMasks& masks, std::vector<Move>& out) {
  const std::uint64_t blockers = masks.taken & r.mask;
  std::uint64_t stop, before, first;
  if (r.order > 0) {
    stop = blockers & (0 - blockers);
    before = r.mask & (stop - 1);
    first = r.mask & (0 - r.mask);
  } else {
    stop = blockers ? std::uint64_t{1} << (63 - std::countl_zero(blockers)) : 0;
    before = stop ? r.mask & ~((stop << 1) - 1) : r.mask;
    first = std::uint64_t{1} << (63 - std::countl_zero(r.mask));
  }
  // Chosen by masks, not branches: which a line has comes in no order a branch could learn.
  std::uint64_t reach = (before & (0 - std::uint64_t{r.move})) | (stop & ~masks.near & (0 - std::uint64_t{r.capture}));
  while (reach) {
    const int c = r.order > 0 ? std::countr_zero(reach) : 63 - std::countl_zero(reach);
    const std::uint64_t bit = std::uint64_t{1} << c;
    reach &= ~bit;
    Move m;
    m.from = static_cast<std::int16_t>(from);
    m.to = static_cast<std::int16_t>(c);
    if (bit & stop) m.cap[0] = static_cast<std::int16_t>(c);
    else if (!Plain && info.pawn && bit != first) m.kind = kPawnRunKind;
    if (!Plain && (bit & r.expands)) info.expand(game, pos, m, out);
    else out.push_back(m);
  }
}

// Whether a pawn's ray goes on straight ahead from the cells before it, its gate: a run's far
// cells, split from the step another of its moves shares (WfmW with its run), unlike a lame leap.
bool runs_on(const Game& game, const Ray& r, int from, int side) {
  if (r.gate_begin == r.gate_end || r.jump) return false;
  int c = from;
  for (const std::int16_t *g = game.cells(r.gate_begin), *end = game.cells(r.gate_end); g != end; ++g)
    if ((c = game.ahead(c, side)) != *g) return false;
  return game.ahead(c, side) == *game.cells(r.begin);
}

// A line's moves cell by cell, every case: gates, pawn runs, en passant, expansion.
void add_line_moves(const Game& game, const Position& pos, int from, int side, const TypeInfo& info, const Ray& r,
                    std::vector<Move>& out) {
  const Piece* board = pos.board.data();
  const std::int16_t* cells = game.cells(0);
  for (const std::int16_t *g = cells + r.gate_begin, *end = cells + r.gate_end; g != end; ++g)
    if ((board[*g] != 0) != r.jump) return;
  for (const std::int16_t *c = cells + r.begin, *end = cells + r.end; c != end; ++c) {
    const Piece q = board[*c];
    Move m;
    m.from = static_cast<std::int16_t>(from);
    m.to = *c;
    if (q == 0) {
      if (r.move) {
        if (info.pawn && (c != cells + r.begin || runs_on(game, r, from, side))) m.kind = kPawnRunKind;
      } else if (r.capture && info.pawn && pos.ep_victim >= 0 && is_ep_cell(pos, *c) &&
                 side_of(pos.board[static_cast<size_t>(pos.ep_victim)]) != side) {
        m.kind = kEnPassantKind;
        m.cap[0] = pos.ep_victim;
      } else {
        continue;
      }
    } else {
      if (game.friendly(side, side_of(q)) || !r.capture) break;
      m.cap[0] = *c;
    }
    add(game, pos, info, m, out);
    if (q != 0) break;
  }
}

// A plain line cell by cell: the moves go straight into `out`.
void add_plain_moves(const Game& game, const Position& pos, int from, int side, const Ray& r, std::vector<Move>& out) {
  const Piece* board = pos.board.data();
  for (const std::int16_t *c = game.cells(r.begin), *end = game.cells(r.end); c != end; ++c) {
    const Piece q = board[*c];
    if (q != 0 && game.friendly(side, side_of(q))) break;
    Move& m = out.emplace_back();
    m.from = static_cast<std::int16_t>(from);
    m.to = *c;
    if (q != 0) {
      m.cap[0] = *c;
      break;
    }
  }
}

// A piece's ordinary moves: along its rays, stopping at the first piece, each line on the path
// the tables chose for it (game.h). `masks` is given on a board of 64 cells or fewer.
void add_ray_moves(const Game& game, const Position& pos, int from, Piece p, const CellMasks* masks,
                   std::vector<Move>& out) {
  const int side = side_of(p), type = type_of(p);
  const TypeInfo& info = game.type(type);
  const auto [first, last] = game.rays(type, side, from);
  // The cells a pawn may take en passant on, which the masks show as empty.
  std::uint64_t ep = 0;
  if (masks && info.pawn && pos.ep_victim >= 0)
    for (int e : pos.ep)
      if (e >= 0) ep |= std::uint64_t{1} << e;
  // Branches in the order of how common the paths are: a jump table would guess worse.
  for (const Ray* r = first; r != last; ++r) {
    const RayPath path = r->path;
    if (path == RayPath::masked_plain) add_masked_moves<true>(game, pos, info, *r, from, *masks, out);
    else if (path == RayPath::masked || (path == RayPath::masked_takes && !(r->mask & ep)))
      add_masked_moves<false>(game, pos, info, *r, from, *masks, out);
    else if (path == RayPath::plain) add_plain_moves(game, pos, from, side, *r, out);
    else if (path == RayPath::hop) add_hop_moves(game, pos, from, side, info, *r, out);
    else if (path != RayPath::own) add_line_moves(game, pos, from, side, info, *r, out);
  }
}

// From `from` on, each move once: lines that cross reach a cell two ways.
void merge_duplicate_moves(std::vector<Move>& out, size_t from) {
  auto begin = out.begin() + static_cast<std::ptrdiff_t>(from);
  for (auto it = begin; it != out.end();) {
    if (std::find(begin, it, *it) != it) it = out.erase(it);
    else ++it;
  }
}

// The small state a move changes besides the board, between a Position and an Undo.
template <class To, class From>
void copy_state(To& to, const From& from) {
  to.ep = from.ep;
  to.ep_victim = from.ep_victim;
  to.state = from.state;
  to.halfmove = from.halfmove;
  to.fullmove = from.fullmove;
  to.king = from.king;
}

// Whether move `m` is legal, decided without making it where Game::lines_decide and no rule
// judging moves may refuse it. A royal piece's ordinary move or drop is legal where no other side
// attacks the cell it goes to once it has left its own. For a side not in check, a drop that is
// not of a royal piece can only stand in the way, and an ordinary move of a piece that is not
// royal can leave its King attacked only by emptying a cell on a line onto it, or by touching a
// cell of a hopper's line onto it.
enum class Verdict { legal, illegal, make };

// Whether emptying a cell leaves the King attacked, asked once for all the moves from that cell:
// a piece whose leaving opens no line may go anywhere.
struct Emptied {
  int cell = -1;
  bool exposed = false;
  bool exposes(const Game& game, Position& pos, int king, int c) {
    if (c == cell) return exposed;
    const Piece p = pos.board[static_cast<size_t>(c)];
    pos.board[static_cast<size_t>(c)] = 0;
    exposed = false;
    for (int s = 0; s < game.sides() && !exposed; ++s)
      if (s != pos.stm && game.attacked(pos, king, s)) exposed = true;
    pos.board[static_cast<size_t>(c)] = p;
    cell = c;
    return exposed;
  }
};

// `judging`: a bit for each of the game's judges that may refuse a move of this position.
Verdict unmade(const Game& game, Position& pos, const Move& m, bool checked, std::uint64_t judging, Emptied& emptied) {
  const MoveKind& kind = game.kind(m.kind);
  if (m.put >= 0 || m.wall >= 0 || kind.leaves) return Verdict::make;
  bool royal = false;
  if (kind.drop) {
    if (checked || m.promo < 0 || m.cap[0] >= 0 || m.cap[1] >= 0 || m.from != m.to) return Verdict::make;
    royal = game.type(m.promo).royal;
  } else {
    if (game.owner(m.kind)) return Verdict::make;
    royal = game.type(type_of(pos.board[static_cast<size_t>(m.from)])).royal;
    if (royal ? m.promo >= 0 || m.cap[1] >= 0 || (m.cap[0] >= 0 && m.cap[0] != m.to) : checked) return Verdict::make;
  }
  for (; judging; judging &= judging - 1)
    if (game.judges()[static_cast<size_t>(std::countr_zero(judging))]->may_refuse(game, pos, m)) return Verdict::make;
  if (royal) {
    const Piece piece = kind.drop ? make_piece(pos.stm, m.promo) : pos.board[static_cast<size_t>(m.from)];
    const bool safe = asked_after(pos, m.from, m.to, piece, [&] {
      for (int s = 0; s < game.sides(); ++s)
        if (s != pos.stm && game.attacked(pos, m.to, s)) return false;
      return true;
    });
    // A rule may yet excuse a move that leaves its King attacked.
    return safe ? Verdict::legal : game.excusers().empty() ? Verdict::illegal : Verdict::make;
  }
  const int king = pos.king[static_cast<size_t>(pos.stm)];
  if (king < 0) return Verdict::legal;
  bool opened = false;
  for (int s = 0; s < game.sides(); ++s) {
    if (s == pos.stm) continue;
    if (game.screens(s, king, m.to)) return Verdict::make;
    if (kind.drop) continue;
    if (game.screens(s, king, m.from)) return Verdict::make;
    opened = opened || game.opens(s, king, m.from);
    for (int cap : m.cap)
      if (cap >= 0 && cap != m.to && (game.opens(s, king, cap) || game.screens(s, king, cap))) return Verdict::make;
  }
  return opened && emptied.exposes(game, pos, king, m.from) ? Verdict::make : Verdict::legal;
}

}  // namespace

void generate_pseudo(const Game& game, const Position& pos, std::vector<Move>& out) {
  out.clear();
  const int n = game.board().size();
  const Piece* board = pos.board.data();
  // The mover's cells, 64 at a time, found a word of cells at a time: empty cells and the other
  // sides' pieces come in no order a branch could learn. A board of 64 cells or fewer keeps the
  // masks for its plain lines.
  for (int base = 0; base < n; base += 64) {
    const CellMasks masks = cell_masks(board + base, std::min(64, n - base), pos.stm, game.friends(pos.stm));
    const CellMasks* small = n <= 64 ? &masks : nullptr;
    std::uint64_t own = masks.own;
    for (; own; own &= own - 1) {
      const int c = base + std::countr_zero(own);
      const Piece p = board[c];
      const TypeInfo& info = game.type(type_of(p));
      const size_t first = out.size();
      if (!info.own_moves) add_ray_moves(game, pos, c, p, small, out);
      if (info.overlap) merge_duplicate_moves(out, first);
      if (info.piece_moves) info.piece_moves(game, pos, c, out);
    }
  }
  for (const Moves* m : game.side_movers()) m->side_moves(game, pos, out);
}

bool in_check(const Game& game, const Position& pos, int side) {
  const int k = pos.king[static_cast<size_t>(side)];
  if (k < 0 || shielded(game, pos, side, k)) return false;
  for (int s = 0; s < game.sides(); ++s)
    if (s != side && game.attacked(pos, k, s)) return true;
  return false;
}

bool is_checked(const Game& game, const Position& pos, int side) {
  if (in_check(game, pos, side)) return true;
  for (const Judge* j : game.checkers())
    if (j->checked(game, pos, side)) return true;
  return false;
}

bool shielded(const Game& game, const Position& pos, int side, int cell) {
  for (const Judge* m : game.shielders())
    if (m->shielded(game, pos, side, cell)) return true;
  return false;
}

void generate_legal(const Game& game, Position& pos, std::vector<Move>& out) {
  out.clear();
  for (const Ends* e : game.enders())
    if (e->ending(game, pos).over()) return;
  generate_moves(game, pos, out);
}

void generate_moves(const Game& game, Position& pos, std::vector<Move>& out) {
  out.clear();
  if (game.all_pseudo_legal()) {
    generate_pseudo(game, pos, out);
    for (const Judge* j : game.filters()) j->filter(game, pos, out);
    return;
  }
  std::vector<Move> pseudo;
  pseudo.reserve(128);
  generate_pseudo(game, pos, pseudo);
  if (!game.lines_decide()) {
    for (const Move& m : pseudo)
      if (is_legal(game, pos, m)) out.push_back(m);
  } else {
    const bool checked = in_check(game, pos, pos.stm);
    std::uint64_t judging = 0;
    for (size_t j = 0; j < game.judges().size(); ++j) {
      const Judge& judge = *game.judges()[j];
      if (!judge.refuses_here || judge.refuses_here(game, pos)) judging |= std::uint64_t{1} << j;
    }
    Emptied emptied;
    for (const Move& m : pseudo) {
      const Verdict v = unmade(game, pos, m, checked, judging, emptied);
      if (v == Verdict::legal || (v == Verdict::make && is_legal(game, pos, m))) out.push_back(m);
    }
  }
  for (const Judge* j : game.filters()) j->filter(game, pos, out);
}

bool is_legal(const Game& game, Position& pos, const Move& m) {
  if (game.all_pseudo_legal()) return true;
  const int side = pos.stm;
  Undo u;
  make_move(game, pos, m, u);
  bool ok = !(game.variant().rules.check && in_check(game, pos, side));
  for (size_t e = 0; !ok && e < game.excusers().size(); ++e) ok = game.excusers()[e]->excuses(game, pos, m, u);
  const auto& judges = game.judges();
  for (size_t j = 0; ok && j < judges.size(); ++j) ok = judges[j]->legal(game, pos, m, u);
  unmake_move(game, pos, m, u);
  return ok;
}

void make_move(const Game& game, Position& pos, const Move& m, Undo& u) {
  copy_state(u, pos);
  u.removed_count = 0;
  const int side = pos.stm;
  const MoveKind& kind = game.kind(m.kind);
  // A drop comes from the hand (its rule keeps the count) onto the empty cell it names twice.
  const Piece p = kind.drop ? make_piece(side, m.promo) : pos.board[static_cast<size_t>(m.from)];
  const TypeInfo& info = game.type(type_of(p));
  u.moved = p;
  for (int i = 0; i < 2; ++i) {
    u.captured[i] = 0;
    if (m.cap[i] < 0) continue;
    const Piece q = pos.board[static_cast<size_t>(m.cap[i])];
    u.captured[i] = q;
    pos.board[static_cast<size_t>(m.cap[i])] = 0;
    if (game.type(type_of(q)).royal) pos.king[static_cast<size_t>(side_of(q))] = -1;
  }
  pos.board[static_cast<size_t>(m.from)] = 0;
  if (!kind.leaves) pos.board[static_cast<size_t>(m.to)] = m.promo >= 0 ? make_piece(side, m.promo) : p;
  if (info.royal) pos.king[static_cast<size_t>(side)] = m.to;

  pos.ep = {-1, -1, -1};
  pos.ep_victim = -1;
  const auto& ep_ranks = game.variant().rules.en_passant_ranks;
  // A run that ends in a promotion leaves no pawn to take in passing.
  if (m.kind == kPawnRunKind && m.promo < 0 && game.variant().rules.en_passant &&
      (ep_ranks.empty() || std::find(ep_ranks.begin(), ep_ranks.end(), game.rank(m.from, side)) != ep_ranks.end())) {
    // The cells passed straight ahead on the way, on every board shape.
    size_t k = 0;
    for (int c = game.ahead(m.from, side); c >= 0 && c != m.to && k < pos.ep.size(); c = game.ahead(c, side))
      pos.ep[k++] = static_cast<std::int16_t>(c);
    pos.ep_victim = m.to;
  }
  for (auto make : game.makes()) make(game, pos, m, u);
  pos.halfmove = (info.pawn || u.captured[0] || u.captured[1]) ? 0 : pos.halfmove + 1;
  pos.stm = game.next_side(pos, side);
  if (pos.stm <= side) ++pos.fullmove;  // a round is over when the turn passes back round
}

void unmake_move(const Game& game, Position& pos, const Move& m, const Undo& u) {
  pos.stm = side_of(u.moved);
  const MoveKind& kind = game.kind(m.kind);
  if (!kind.leaves) pos.board[static_cast<size_t>(m.to)] = 0;
  if (!kind.drop) pos.board[static_cast<size_t>(m.from)] = u.moved;
  for (int i = 1; i >= 0; --i)
    if (m.cap[i] >= 0) pos.board[static_cast<size_t>(m.cap[i])] = u.captured[i];
  // The mechanisms put back what they moved, last made first undone, once the mover is home.
  for (auto unmake : game.unmakes()) unmake(game, pos, m, u);
  copy_state(pos, u);
}

Outcome outcome(const Game& game, Position& pos) {
  for (const Ends* e : game.enders())
    if (Outcome o = e->ending(game, pos); o.over()) return o;
  if (Outcome o = scored_end(game, pos); o.over()) return o;
  if (game.no_mate()) return {};  // a side without moves passes (see docs/rules.md)
  std::vector<Move> moves;
  generate_legal(game, pos, moves);
  if (!moves.empty()) return {};
  if (is_checked(game, pos, pos.stm)) return game.mated(pos);
  return game.stalemated(pos);
}

Outcome scored_end(const Game& game, const Position& pos) {
  for (const Ends* e : game.resulters())
    if (Outcome o = e->result(game, pos); o.over()) return o;
  return {};
}

std::vector<int> move_path(const Game& game, const Move& m) {
  std::vector<int> path;
  for (const Mechanism* mech : game.markers())
    if (mech->diagram->path && game.owner(m.kind) == mech && mech->diagram->path(game, m, path)) return path;
  if (m.via >= 0 && !game.kind(m.kind).via_hidden) path.push_back(m.via);
  path.push_back(m.to);
  return path;
}

}  // namespace rules
