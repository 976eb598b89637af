#pragma once
// A variant compiled for play on one board: per-cell move tables for every piece, side and
// cell, reverse tables that answer "is this cell attacked", and the per-cell facts the
// mechanisms ask (ranks, promotion zone, the cell straight ahead, king neighbours). Every board
// shape compiles these the same way, from Betza through its topology (rays.h).
#include <any>
#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "rules/play/address_table.h"
#include "rules/play/hooks.h"
#include "rules/play/move.h"
#include "rules/play/move_kind.h"
#include "rules/play/position.h"
#include "rules/topology/board.h"
#include "rules/variant/variant.h"

namespace rules {

// How move generation walks a line, chosen once from the line and its piece's type.
enum class RayPath : std::uint8_t {
  general,       // cell by cell, every case: gates, pawn runs, en passant, expansion
  plain,         // moves to each empty cell and takes on the first piece, of a piece with no expansion
  masked_plain,  // the same read from masks of the board (one of 64 cells or fewer)
  masked,        // a line with no gate that does not hop, read from masks
  masked_takes,  // a pawn's line that only takes: from masks unless it holds an en passant cell
  hop,           // a hopper's
  own,           // a leapfrog line its piece's mechanism walks itself
};

// A line of cells a piece can reach from one cell, nearest first. A target ends the ray
// when occupied. Gate cells must be empty (lame leaps) or occupied (leapfrogs). A hopper's ray
// reaches only the cells beyond its first occupied one, a grasshopper's (`next`) only the first
// of those; one that spares its own kind (`unlike`) neither hops over nor takes its own type (rays.h).
struct Ray {
  std::int32_t begin = 0, end = 0;  // targets in Game::ray_cells
  std::int32_t gate_begin = 0, gate_end = 0;
  bool move = true, capture = true, jump = false, hop = false, next = false, unlike = false;
  RayPath path = RayPath::general;
  // On a board of at most 64 cells, for the masked paths: whether the line's cell ids rise (1) or
  // fall (-1) from the piece outwards, and its cells a bit each. The first piece on a line that
  // rises is its lowest occupied bit.
  std::int8_t order = 0;
  std::uint64_t mask = 0;
  std::uint64_t expands = 0;  // ... and those where its piece's expansion may add a move
};

// One node of the reverse table for a cell: when `cell` is empty the search goes on into the
// nodes after it; when occupied, it attacks if its type is in `mask`, and the search skips to
// `skip`. In the hoppers' table the first occupied cell is the screen, whose nodes are searched
// on, and only a piece beyond it attacks. In the grasshoppers' table the first cell of each path
// must be the screen: when it is empty, the search skips its nodes.
struct AttackNode {
  std::int16_t cell;
  std::int32_t skip;
  TypeMask mask;
};

struct TypeInfo {
  bool pawn = false, royal = false, promotable = false;
  bool overlap = false;  // two of its rays can reach one cell (crossing lines on trigs): moves are merged
  // From its mechanisms (facets/moves.h): its own moves, instead of (own_moves) or besides the rays;
  // leapfrog rays it walks itself; each ordinary move expanded; moves that attack.
  void (*piece_moves)(const Game&, const Position&, int from, std::vector<Move>& out) = nullptr;
  bool own_moves = false, own_jumps = false, move_attacks = false;
  void (*expand)(const Game&, const Position&, Move m, std::vector<Move>& out) = nullptr;
  bool (*expands_at)(const Game&, int type, int side, int from, int to) = nullptr;
};

class Game {
 public:
  Game(Board board, Variant variant);
  // It keeps pointers into its own variant's settings: moved, never copied.
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;
  Game(Game&&) = default;
  Game& operator=(Game&&) = default;

  const Board& board() const { return board_; }
  const Variant& variant() const { return variant_; }
  const TypeInfo& type(int t) const { return types_[static_cast<size_t>(t)]; }
  int sides() const { return variant_.sides; }
  // Kinds of move by their numbers in this game (Move::kind): the core's, then those of each rule
  // of its variant's list in turn. A rule finds its own kind's number (kind_of) as it makes a move,
  // and tells its moves by kind (is): the numbers are this game's, written nowhere else.
  const MoveKind& kind(Kind k) const { return *kinds_[k]; }
  Kind kind_of(const MoveKind& k) const {
    const int i = kind_numbers_.find(&k);
    if (i < 0) throw std::logic_error("kind of move '" + std::string(k.name) + "' is of no rule of this game");
    return static_cast<Kind>(i);
  }
  bool is(const Move& m, const MoveKind& k) const { return kinds_[m.kind] == &k; }
  const Mechanism* owner(Kind k) const { return kind_owners_[k]; }  // nullptr: the core's
  // The place of rule `m` in its variant's list (RuleSet::mechanisms), or -1: what this game
  // numbers its tables of the rules by.
  int rule(const Mechanism& m) const { return rules_.find(&m); }

  // Rays of a piece of `type` and `side` standing on `cell`.
  const Ray* rays_begin(int type, int side, int cell) const {
    return rays_.data() + ray_index_[index(type, side, cell)];
  }
  const Ray* rays_end(int type, int side, int cell) const {
    return rays_.data() + ray_index_[index(type, side, cell) + 1];
  }
  const std::int16_t* cells(std::int32_t i) const { return ray_cells_.data() + i; }
  // Both ends of the rays at once: move generation asks for them for every piece.
  std::pair<const Ray*, const Ray*> rays(int type, int side, int cell) const {
    const std::int32_t* i = ray_index_.data() + index(type, side, cell);
    return {rays_.data() + i[0], rays_.data() + i[1]};
  }
  // Whether such a piece on `cell` has any move on an empty board (Shogi: where it may be dropped,
  // and where it must promote).
  bool can_move_from(int type, int side, int cell) const {
    for (const Ray* r = rays_begin(type, side, cell); r != rays_end(type, side, cell); ++r)
      if (r->end > r->begin) return true;
    return false;
  }

  // Is `cell` attacked by a piece of `side` whose type bit is in `mask`?
  bool attacked(const Position& pos, int cell, int side, TypeMask mask = ~TypeMask{0}) const;

  // 0: no promotion here for `side`; 1: optional; 2: mandatory.
  int promotion(int cell, int side) const { return promo_[at(side, cell)]; }
  // The cell's rank counted from `side`'s own edge (1 there), and the far edge's rank.
  int rank(int cell, int side) const { return rank_[at(side, cell)]; }
  bool first_rank(int cell, int side) const { return rank_[at(side, cell)] == 1; }
  bool last_rank(int cell, int side) const { return rank_[at(side, cell)] == far_[at(side, cell)]; }
  // The next cell straight ahead of `cell` for `side`, or -1: a pawn's run and en passant.
  int ahead(int cell, int side) const { return ahead_[at(side, cell)]; }
  const std::vector<std::int16_t>& neighbours(int cell) const { return neighbours_[static_cast<size_t>(cell)]; }
  // Cells two king steps away and no closer.
  const std::vector<std::int16_t>& second_ring(int cell) const { return ring2_[static_cast<size_t>(cell)]; }
  // Modes of play (more than two armies, modes.cpp): armies of one side never capture each
  // other and win together; a neutral army belongs to no side.
  void set_mode(const PlayMode& mode);
  const PlayMode* mode() const { return mode_ ? &*mode_ : nullptr; }
  bool friendly(int side, int other) const { return friends_[static_cast<size_t>(side)] >> other & 1u; }
  unsigned friends(int side) const { return friends_[static_cast<size_t>(side)]; }  // a bit per side, the wall's too
  int team(int army) const { return team_[static_cast<size_t>(army)]; }             // -1: neutral or removed
  std::uint32_t team_armies(int team) const;

  TypeMask royal_mask() const { return royal_mask_; }
  // The piece types with a mechanism, a bit each; the first of them (-1 if none); whether `type` has it.
  TypeMask mask_of(const Mechanism& m) const {
    const int i = rule(m);
    return i < 0 ? 0 : masks_[static_cast<size_t>(i)];
  }
  int type_with(const Mechanism& m) const {
    const int i = rule(m);
    return i < 0 ? -1 : firsts_[static_cast<size_t>(i)];
  }
  bool has(int type, const Mechanism& m) const { return has_type(mask_of(m), type); }
  // The mechanisms in play, and the hooks move generation and make/unmake call (hooks.h).
  // Of the facets of those rules (hooks.h), the ones with each hook, in registry order.
  const std::vector<const Mechanism*>& in_play() const { return in_play_; }
  const std::vector<const Moves*>& side_movers() const { return side_movers_; }  // side_moves()
  const std::vector<const Judge*>& judges() const { return judges_; }            // legal()
  const std::vector<const Judge*>& excusers() const { return excusers_; }        // excuses()
  const std::vector<const Judge*>& checkers() const { return checkers_; }        // checked()
  const std::vector<const Judge*>& shielders() const { return shielders_; }      // shielded()
  const std::vector<const Judge*>& filters() const { return filters_; }          // filter()
  const std::vector<const Ends*>& enders() const { return enders_; }             // ending()
  const std::vector<const Ends*>& resulters() const { return resulters_; }       // result()
  // The rules in play with marks on diagrams or paths of their own (Diagram::marks, ::path).
  const std::vector<const Mechanism*>& markers() const { return markers_; }
  using MakeFn = void (*)(const Game&, Position&, const Move&, Undo&);
  using UnmakeFn = void (*)(const Game&, Position&, const Move&, const Undo&);
  const std::vector<MakeFn>& makes() const { return makes_; }        // in registry order
  const std::vector<UnmakeFn>& unmakes() const { return unmakes_; }  // in reverse
  bool no_mate() const { return no_mate_; }
  // No royal piece to leave attacked (or no check) and no rule judging a move: every move
  // generated is legal, and none need be made to find out (extinction, losing and racing games).
  bool all_pseudo_legal() const { return all_pseudo_legal_; }
  // How the side to move, out of moves, ends the game: checkmated or stalemated (Ends::mated).
  Outcome mated(const Position& pos) const { return mated_(*this, pos); }
  Outcome stalemated(const Position& pos) const { return stalemated_(*this, pos); }
  int next_side(const Position& pos, int side) const {
    return next_side_ ? next_side_(*this, pos, side) : (side + 1) % variant_.sides;
  }
  // Whether a move can put its own side in check only through the cells it empties, or for a
  // hopper's line the cells it touches, so that a side not in check need make only the moves
  // that do so (generate_moves): no piece lands just beyond its screen (grasshoppers), every rule
  // judging moves can tell which it may refuse (Judge::may_refuse), and none shields a move
  // or changes cells besides a move's own (State::changes_cells). A move left attacked is
  // still made where a rule may excuse it.
  bool lines_decide() const { return lines_decide_; }
  // Whether `cell` lies on a line of `side`'s attacks onto `target` short of its end: emptied, it
  // may open that line. Only while lines_decide().
  bool opens(int side, int target, int cell) const { return bit(through_, side, target, cell); }
  // Whether `cell` lies on a hopper's line of `side`'s attacks onto `target`, screen or hopper:
  // a piece leaving, arriving or changing there may make or break that attack. Only while
  // lines_decide().
  bool screens(int side, int target, int cell) const { return hoppers_ && bit(hop_through_, side, target, cell); }
  // Whether a move of `side` that leaves a piece of `type` on its cell may leave `target`
  // attacked by `side`: false only where neither the piece nor a line it opens can reach it.
  // Always true unless a rule in play asks (State::asks_check) and lines_decide().
  bool may_check(int side, int target, int type, const Move& m) const;
  // Whether a rule keeps a piece of `type` and `side` off `cell` (Moves::keeps_off).
  bool kept_off(int type, int side, int cell) const { return !kept_off_.empty() && kept_off_[index(type, side, cell)]; }
  // The tables mechanism `m` compiled for this game (Moves::compile).
  template <class T>
  const T& compiled(const Mechanism& m) const {
    return std::any_cast<const T&>(compiled_[rule_of(m)]);
  }
  // The settings mechanism `m` read (Variant's, found once as the game is compiled: a rule asked
  // on every move does not look its name up each time).
  template <class T>
  const T& setting(const Mechanism& m) const {
    return std::any_cast<const T&>(*settings_[rule_of(m)]);
  }

 private:
  size_t rule_of(const Mechanism& m) const {
    const int i = rule(m);
    if (i < 0) throw std::logic_error("rule '" + std::string(m.name) + "' is not of this game");
    return static_cast<size_t>(i);
  }
  AddressTable rules_;                         // the variant's rules: their places in RuleSet::mechanisms
  AddressTable kind_numbers_;                  // kinds_: each kind's number
  std::vector<const Mechanism*> kind_owners_;  // by kind's number, the rule declaring it
  std::vector<const std::any*> settings_;      // by registry index; nullptr where none
  std::vector<std::any> compiled_;             // by registry index (Moves::compile)
  std::vector<bool> kept_off_;                 // [type][side][cell], from the rules' keeps_off; empty: none
  size_t index(int type, int side, int cell) const {
    return static_cast<size_t>((type * variant_.sides + side) * cells_ + cell);
  }
  size_t at(int side, int cell) const { return static_cast<size_t>(side * cells_ + cell); }
  void compile();
  void compile_ranks();
  void compile_rays();
  void add_rays(size_t type, int side, int from, const std::vector<RaySpec>& specs);
  void compile_neighbours();
  void compile_attacks();
  void compile_through();
  bool bit(const std::vector<std::uint64_t>& bits, int side, int target, int cell) const {
    const size_t i =
        (static_cast<size_t>(side * cells_ + target)) * static_cast<size_t>(cells_) + static_cast<size_t>(cell);
    return bits[i >> 6] >> (i & 63) & 1u;
  }
  bool grasshopper_attacks(const Position& pos, size_t k, int side, TypeMask mask) const;

  Board board_;
  Variant variant_;
  int cells_ = 0;                       // board_.size(), read on every table look-up
  std::vector<const MoveKind*> kinds_;  // by number, the core's and its rules', read on every move made
  std::vector<TypeInfo> types_;
  std::vector<Ray> rays_;
  std::vector<std::int32_t> ray_index_;
  std::vector<std::int16_t> ray_cells_;
  std::vector<AttackNode> attack_nodes_, hop_nodes_, next_nodes_;
  std::vector<std::int32_t> attack_index_, hop_index_, next_index_;  // (side * cells + cell) -> first node
  bool hoppers_ = false;                                             // some piece captures by hopping
  bool grasshoppers_ = false;                                        // ... landing just beyond the screen
  TypeMask unlike_hoppers_ = 0;  // types whose hops spare their own kind, a bit each
  std::vector<std::uint8_t> promo_, rank_, far_;
  std::vector<std::int16_t> ahead_;
  std::vector<std::vector<std::int16_t>> neighbours_, ring2_;
  TypeMask royal_mask_ = 0;
  std::vector<TypeMask> masks_;
  std::vector<int> firsts_;
  std::vector<const Mechanism*> in_play_, markers_;
  std::vector<const Moves*> side_movers_;
  std::vector<const Judge*> judges_, excusers_, checkers_, shielders_, filters_;
  std::vector<const Ends*> enders_, resulters_;
  std::vector<MakeFn> makes_;
  std::vector<UnmakeFn> unmakes_;
  bool no_mate_ = false;
  bool all_pseudo_legal_ = false;
  bool lines_decide_ = false;
  std::vector<std::uint64_t> through_, hop_through_;  // [side][target][cell] bits: see opens(), screens()
  std::vector<TypeMask> reach_;                       // [side][target][cell]: types attacking from there
  int (*next_side_)(const Game&, const Position&, int side) = nullptr;
  Outcome (*mated_)(const Game&, const Position&) = nullptr;
  Outcome (*stalemated_)(const Game&, const Position&) = nullptr;
  std::optional<PlayMode> mode_;
  // A side's own armies' bits, and the wall's (position.h): no side takes a wall.
  static constexpr std::uint8_t kWallBit = 1u << kWallSide;
  std::array<std::uint8_t, kMaxSides> friends_{kWallBit | 1, kWallBit | 2,  kWallBit | 4,
                                               kWallBit | 8, kWallBit | 16, kWallBit | 32};
  std::array<std::int8_t, kMaxSides> team_{0, 1, 2, 3, 4, 5};
};

}  // namespace rules
