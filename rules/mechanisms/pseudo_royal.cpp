// Royal while few (`rules: extinction: {pieces: M, count: 0, royal: true}`; Fairy-Stockfish's
// extinctionPseudoRoyal): while a side has no more than count+1 of a watched kind on the board,
// each of them is royal. No move may leave one of the mover's royal pieces attacked, unless it
// takes one of the other side's off a cell it does not land on (en passant); a side with one
// attacked is in check, and checkmated when it has no move. Whether a kind is royal is judged on
// the board before the move, as the engine judges it: a piece moving keeps what it was, a piece
// dropped of a watched kind is royal, and a pawn's promotion to a watched kind makes the new piece
// royal if the count stays within count+1, and all of that kind ordinary if it does not; a piece
// turning over to its other form keeps what it was.
#include <array>

#include "rules/mechanisms/extinction.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

using Counts = std::array<int, kMaxTypes>;

// Each kind's count on a side's board, promoted forms counted as the piece they move as.
Counts board_counts(const Extinction& e, const Position& pos, int side) {
  Counts n{};
  for (Piece p : pos.board)
    if (p && side_of(p) == side) ++n[static_cast<size_t>(e.kind_of(type_of(p)))];
  return n;
}

const Extinction& rule(const Game& game) { return game.setting<Extinction>(kExtinction); }

bool watched(const Extinction& e, int type) {
  for (int t : e.types)
    if (t == e.kind_of(type)) return true;
  return false;
}

bool checked(const Game& game, const Position& pos, int side) {
  const Extinction& e = rule(game);
  const Counts n = board_counts(e, pos, side);
  for (int c = 0; c < game.board().size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (p && side_of(p) == side && watched(e, type_of(p)) &&
        n[static_cast<size_t>(e.kind_of(type_of(p)))] <= e.count + 1 && game.attacked(pos, c, 1 - side))
      return true;
  }
  return false;
}

bool legal(const Game& game, const Position& after, const Move& m, const Undo& u) {
  const Extinction& e = rule(game);
  const int side = side_of(u.moved), other = 1 - side;
  const MoveKind& kind = game.kind(m.kind);
  const int moved = type_of(u.moved), placed = m.promo >= 0 ? m.promo : moved;
  // A piece turning over to its other form (Shogi's promotion, the turn-over) keeps what it was,
  // as the engine's piece promotions do; only a pawn's promotion to a piece of the choice counts.
  const Variant& v = game.variant();
  const bool promotes =
      !kind.drop && placed != moved && placed != v.promoted_type(moved) && placed != v.unpromoted_type(moved);
  // The counts before the move, from the board after it.
  Counts mine = board_counts(e, after, side), theirs = board_counts(e, after, other);
  if (!kind.leaves) --mine[static_cast<size_t>(e.kind_of(placed))];
  if (!kind.drop) ++mine[static_cast<size_t>(e.kind_of(moved))];
  for (int i = 0; i < 2; ++i)
    if (u.captured[i] && side_of(u.captured[i]) == other)
      ++theirs[static_cast<size_t>(e.kind_of(type_of(u.captured[i])))];
  auto few = [&](const Counts& n, int type, int more) {
    return watched(e, type) && n[static_cast<size_t>(e.kind_of(type))] + more <= e.count + 1;
  };
  for (int i = 0; i < 2; ++i) {
    const Piece q = u.captured[i];
    if (q && side_of(q) == other && after.board[static_cast<size_t>(m.cap[i])] == 0 && few(theirs, type_of(q), 0))
      return true;
  }
  for (int c = 0; c < game.board().size(); ++c) {
    const Piece p = after.board[static_cast<size_t>(c)];
    if (!p || side_of(p) != side) continue;
    const int t = type_of(p);
    bool royal = few(mine, t, promotes && e.kind_of(t) == e.kind_of(placed) ? 1 : 0);
    if (c == m.to && !kind.leaves)
      royal = kind.drop ? watched(e, placed) : few(mine, moved, 0) || (promotes && few(mine, placed, 1));
    if (royal && game.attacked(after, c, other)) return false;
  }
  return true;
}

}  // namespace

const Judge kJudge{
    .legal = &legal,
    .checked = &checked,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"extinctionPseudoRoyal", FsfType::kBool},
    {"dupleCheck", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kPseudoRoyal = {
    .name = "royal-while-few",
    .active =
        [](const Variant& v) {
          const Extinction* e = extinction_rule(v);
          return e && e->royal;
        },
    .judge = &kJudge,
    .keys = kFsfKeys,
};

}  // namespace rules
