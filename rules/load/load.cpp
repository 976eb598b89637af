#include "rules/load/load.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "common/yamldoc.h"
#include "common/yamlutil.h"
#include "rules/mechanisms/drops.h"
#include "rules/play/modes.h"
#include "rules/play/movegen.h"
#include "rules/topology/board_shapes.h"

namespace rules {

std::unique_ptr<Game> load_game(const std::string& file) {
  // A layout that extends another (xiangqi-pictorial) plays the merged file.
  const pp::YamlDoc doc = pp::load_yaml_doc(file, "layout");
  const pp::yaml::At root(doc);  // each error at the file that wrote the key
  const pp::yaml::At board = root["board"];
  if (!board) throw root.error("the layout has no 'board'");
  pp::yaml::require_map(board.file(), board.node(), "board");
  Board b = read_board(board);
  Variant v = load_variant(root, b);
  return std::make_unique<Game>(std::move(b), std::move(v));
}

// Whether a piece of `type` and `side` can reach a rank behind the one it stands on (a pawn
// that steps back, mWcF), as its side counts ranks.
bool goes_back(const Game& game, int type, int side) {
  for (int c = 0; c < game.board().size(); ++c)
    for (const Ray* r = game.rays_begin(type, side, c); r != game.rays_end(type, side, c); ++r)
      for (std::int32_t i = r->begin; i < r->end; ++i)
        if (game.rank(*game.cells(i), side) < game.rank(c, side)) return true;
  return false;
}

namespace {

const char* side_word(int side) { return side == 0 ? "white" : "black"; }

// The kind a piece counts as in the set: its plain form, or a pawn where position text marks it
// as promoted from one (Crazyhouse's Q~), since it goes back to a hand as that.
int set_kind(const Game& game, const Position& pos, int cell, int pawn_type) {
  const Piece p = pos.board[static_cast<size_t>(cell)];
  if (!pos.tilde.empty() && pos.tilde[static_cast<size_t>(cell)] != 0 && pawn_type >= 0) return pawn_type;
  const int plain = game.variant().unpromoted_type(type_of(p));
  return plain >= 0 ? plain : type_of(p);
}

// counts[side][kind] of the pieces on the board and in hand; with `pooled`, both sides' in [0].
std::vector<std::vector<int>> set_counts(const Game& game, const Position& pos, bool pooled) {
  const Variant& v = game.variant();
  int pawn_type = -1;
  for (size_t t = 0; t < v.pieces.size() && pawn_type < 0; ++t)
    if (v.pieces[t].pawn) pawn_type = static_cast<int>(t);
  std::vector<std::vector<int>> n(2, std::vector<int>(v.pieces.size(), 0));
  for (int c = 0; c < game.board().size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (p == 0 || is_wall(p) || side_of(p) > 1) continue;
    ++n[pooled ? 0 : static_cast<size_t>(side_of(p))][static_cast<size_t>(set_kind(game, pos, c, pawn_type))];
  }
  for (int side = 0; side < 2; ++side)
    for (size_t t = 0; t < v.pieces.size(); ++t) {
      const int plain = v.unpromoted_type(static_cast<int>(t));
      n[pooled ? 0 : static_cast<size_t>(side)][static_cast<size_t>(plain >= 0 ? plain : static_cast<int>(t))] +=
          pos.hand[static_cast<size_t>(side)][t];
    }
  return n;
}

bool promotion_target(const Variant& v, char letter) {
  for (int side = 0; side < 2; ++side)
    if (v.rules.promotion.to_of(side).find(letter) != std::string::npos) return true;
  return false;
}

// Pieces are moved, taken, promoted and dropped, never made: no kind outnumbers the set, nor does
// a side hold more of a kind in hand than the game can give it, nor has a royal piece the setup
// never gave it (a King in the Horde).
void check_set(const Game& game, const Position& pos) {
  const Variant& v = game.variant();
  const Position start = parse_fen(v, game.board(), v.setup_fen, false);
  const bool refills = plays(kDrops, v) && hand_refills(v);
  bool marks = false;  // promoted pawns told apart, so a promoted piece counts as a pawn
  for (const Mechanism* m : game.in_play())
    if (m->field && m->field->promoted_marks && m->field->promoted_marks(v)) marks = true;
  const auto have = set_counts(game, pos, refills), had = set_counts(game, start, refills);
  int pawns = 0;
  for (size_t t = 0; t < v.pieces.size(); ++t)
    if (v.pieces[t].pawn) pawns += had[0][t] + (refills ? 0 : had[1][t]);
  for (size_t side = 0; side < (refills ? 1u : 2u); ++side)
    for (size_t t = 0; t < v.pieces.size(); ++t) {
      const PieceType& type = v.pieces[t];
      if (v.unpromoted_type(static_cast<int>(t)) >= 0) continue;  // counted with its plain form
      // A kind pawns promote to may outnumber its setup by the pawns, unless promoted pieces
      // are marked as such (then they count as the pawns they were).
      const int allowed = had[side][t] + (promotion_target(v, type.letter) && !marks ? pawns : 0);
      if (type.pawn || have[side][t] <= allowed) continue;
      const std::string whose = refills ? "" : std::string(side_word(static_cast<int>(side))) + " ";
      if (type.royal && allowed == 0) {
        const std::string who = refills ? "either side" : side == 0 ? "White" : "Black";
        std::string why = "FEN: a " + whose;
        why += type.name + ", which this game never gives " + who;
        throw FenError(why, 1, 0, 0, 0);
      }
      throw FenError("FEN: " + std::to_string(have[side][t]) + " " + whose + type.name + "s (" +
                         std::string(1, type.letter) + ") on the board and in hand, where the set has " +
                         std::to_string(allowed),
                     1, 0, 0, 0);
    }
  // Pawns: those of a kind and their promoted forms never outnumber the setup's.
  if (pawns > 0) {
    int now = 0;
    for (size_t side = 0; side < (refills ? 1u : 2u); ++side)
      for (size_t t = 0; t < v.pieces.size(); ++t)
        if (v.pieces[t].pawn) now += have[side][t];
    if (now > pawns)
      throw FenError("FEN: " + std::to_string(now) + " pawns on the board and in hand, where the set has " +
                         std::to_string(pawns),
                     1, 0, 0, 0);
  }
  // Where no capture fills a hand, a hand only empties.
  if (!refills)
    for (size_t side = 0; side < 2; ++side)
      for (size_t t = 0; t < v.pieces.size(); ++t)
        if (pos.hand[side][t] > start.hand[side][t])
          throw FenError("FEN: " + std::to_string(pos.hand[side][t]) + " " + v.pieces[t].name + "s (" +
                             std::string(1, v.pieces[t].letter) + ") in " + side_word(static_cast<int>(side)) +
                             "'s hand, where it starts with " + std::to_string(start.hand[side][t]) +
                             " and no capture adds to it",
                         1, 0, 0, 0);
}

// Pieces that never step back never stand behind the rank the setup gives the rearmost of their
// kind, unless a drop may put them there; a pawn missing from the setup, not on its first rank.
// Only kinds no special rule moves (a Bowman re-enters from the far end) are judged.
void check_ranks(const Game& game, const Position& pos) {
  const Variant& v = game.variant();
  const Board& b = game.board();
  std::vector<std::array<int, 2>> rearmost(v.pieces.size(), {0, 0});
  for (const auto& p : v.setup) {
    const int t = v.type_index(p.letter);
    if (t < 0 || p.side > 1) continue;
    int& r = rearmost[static_cast<size_t>(t)][static_cast<size_t>(p.side)];
    const int rank = own_rank(b, p.cell, p.side, 2);
    r = r == 0 ? rank : std::min(r, rank);
  }
  for (int c = 0; c < b.size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (p == 0 || is_wall(p) || side_of(p) > 1) continue;
    const int side = side_of(p), t = type_of(p);
    const PieceType& type = v.pieces[static_cast<size_t>(t)];
    int limit = rearmost[static_cast<size_t>(t)][static_cast<size_t>(side)];
    if (limit == 0 && type.pawn) limit = 2;
    if (limit <= 1 || !type.special.empty() || type.promoted || promotion_target(v, type.letter)) continue;
    if (own_rank(b, c, side, 2) >= limit || goes_back(game, t, side) ||
        (plays(kDrops, v) && may_drop(game, t, side, c)))
      continue;
    throw FenError("FEN: a " + std::string(side_word(side)) + " " + type.name + " on " + b.cell(c).name +
                       ", behind the rank " + std::to_string(limit) + " it starts on, where it can never stand",
                   1, 0, 0, 0);
  }
}

}  // namespace

// Two sides only: with more armies, one army may leave another in check by a third.
void check_reachable(const Game& game, const Position& pos) {
  const Variant& v = game.variant();
  if (v.sides != 2) return;
  const int waiting = 1 - pos.stm;
  // A move that blows up the enemy King wins even when it leaves its own King attacked.
  const bool king_taken = pos.king[static_cast<size_t>(pos.stm)] < 0 &&
                          std::any_of(game.in_play().begin(), game.in_play().end(),
                                      [](const Mechanism* m) { return m->ends && m->ends->takes_kings; });
  if (!king_taken && pos.king[static_cast<size_t>(waiting)] >= 0 && in_check(game, pos, waiting))
    throw FenError(std::string("FEN: ") + side_word(waiting) +
                       " is in check but not to move; no game reaches this position",
                   2, 0, 0, 0);
  check_set(game, pos);
  check_ranks(game, pos);
  for (const Mechanism* m : game.in_play())
    if (m->judge && m->judge->unreachable)
      if (std::string why = m->judge->unreachable(game, pos); !why.empty()) throw FenError("FEN: " + why, 1, 0, 0, 0);
}

Position start_position(const Game& game, const std::string& fen, const std::string& what, bool require_kings) {
  const std::string& text = fen.empty() ? game.variant().setup_fen : fen;
  try {
    Position pos = parse_fen(game.variant(), game.board(), text, require_kings);
    if (fen.empty()) remove_mode_armies(game, pos);
    return pos;
  } catch (const FenError& e) {
    throw pp::InputError({what, 0, 0}, e.what());
  }
}

}  // namespace rules
