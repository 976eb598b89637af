#pragma once
// Special rules as entries of one registry (mechanisms.cpp). Each rule is one entry in its own
// file: its name as a layout writes it (a piece's `special:` or a `rules:` key), how it reads its
// settings, the moves it adds, what its moves change and give back, the key=value field it keeps
// in position text, and the marks its moves get in a diagram. The move generator, the position
// reader and the diagrams ask the registry; none of them names a rule. A new rule is one new file
// defining its Mechanism plus one line in mechanisms.cpp.
#include <any>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/yaml_at.h"
#include "rules/mechanisms/ending.h"
#include "rules/mechanisms/mark_kind.h"
#include "rules/mechanisms/move_kind.h"
#include "rules/play/move.h"
#include "rules/play/position.h"
#include "rules/variant/variant.h"

namespace rules {

class Game;
struct Undo;
struct Variant;
struct PieceType;
struct RaySpec;

struct CellMark {
  int cell = -1;
  const MarkKind* mark = &kMoveMark;
};

// The marks of one move, and the chain of hops it makes (leapfrogs), if any.
struct MoveMarks {
  std::vector<CellMark> cells;
  std::vector<int> chain;  // cells after the mover's, in order
  const MarkKind* chain_mark = nullptr;
};

// What a mechanism declares (its kinds of move, marks or endings), from an array in its file.
template <class T>
class Declared {
 public:
  constexpr Declared() = default;
  template <size_t N>
  constexpr Declared(const T* const (&items)[N]) : items_(items), count_(N) {}  // NOLINT(google-explicit-constructor)
  const T* const* begin() const { return items_; }
  const T* const* end() const { return items_ + count_; }

 private:
  const T* const* items_ = nullptr;
  size_t count_ = 0;
};

struct Mechanism {
  std::string_view name{};  // a piece's `special:` entry, or the `rules:` key that switches it on
  mutable int index = -1;   // its place in the registry, set as the registry is first read
  bool piece = false;       // named by pieces; else a rule of the whole game
  // Reads the `rules:` key's settings into the variant (rule mechanisms).
  void (*read)(const pp::yaml::At& node, const Board& board, Variant& v) = nullptr;
  // In play in this variant? For piece mechanisms, whether some piece names it.
  bool (*active)(const Variant& v) = nullptr;
  // The pieces it applies to without their naming it (promotion: every pawn).
  bool (*applies)(const PieceType& p) = nullptr;

  // Compiling the move tables: changes the lines (rays.h) a piece of `type` and `side` has from
  // `cell` before they become its rays, so its attacks change with its moves (a piece kept to
  // some cells, moves gained on others).
  void (*rays)(const Game&, int type, int side, int cell, std::vector<RaySpec>& rays) = nullptr;

  // Tables of its own for the game, made once as it is compiled, after the game's own (read back
  // with Game::compiled): what it would otherwise work out on every move.
  std::any (*compile)(const Game&) = nullptr;

  // Whether a piece of `type` and `side` may never stand on `cell` (a confined piece outside its
  // cells): no drop puts it there.
  bool (*keeps_off)(const Game&, int type, int side, int cell) = nullptr;

  // Moves. A piece with the rule makes its own moves (all of them when `own_moves`), walks its
  // leapfrog rays itself (`own_jumps`), and has each ordinary move expanded (promotion choices,
  // re-entry). After every piece has moved, side moves are added (castling, Calling the Guard),
  // given the moves so far.
  void (*piece_moves)(const Game&, const Position&, int from, std::vector<Move>& out) = nullptr;
  bool own_moves = false;
  bool own_jumps = false;
  void (*expand)(const Game&, const Position&, Move m, std::vector<Move>& out) = nullptr;
  // Whether `expand` may give other than the move itself for a move of `type` and `side` from
  // `from` to `to` (a promotion only into its zone); asked once per cell as the game is compiled.
  // Unset: everywhere.
  bool (*expands_at)(const Game&, int type, int side, int from, int to) = nullptr;
  void (*side_moves)(const Game&, const Position&, std::vector<Move>& out) = nullptr;
  // Its pieces' moves attack as well as their captures (the Assassin's check).
  bool move_attacks = false;
  // Refuses a move once made (the Lion's anti-trading rules), given what it captured.
  bool (*legal)(const Game&, const Position& after, const Move&, const Undo&) = nullptr;
  // Whether `legal` may refuse this move, asked before it is made: a rule that can tell spares a
  // side not in check making the moves it never refuses (Game::lines_decide). Unset: any move. It
  // may set cells of `before` while it looks, as long as it puts them back.
  bool (*may_refuse)(const Game&, Position& before, const Move&) = nullptr;
  // Whether `legal` may refuse any move of this position, asked once for the position before
  // `may_refuse` is asked of each of its moves (bikjang: only while the Generals face). Unset: yes.
  bool (*refuses_here)(const Game&, const Position& before) = nullptr;
  // Allows a move that leaves its own royal piece attacked (Janggi's pass while the Generals face).
  bool (*excuses)(const Game&, const Position& after, const Move&, const Undo&) = nullptr;
  // Whether `side` is in check by the rule besides its royal piece (pieces royal while few): out
  // of moves it is then checkmated, not stalemated, and a move bringing it about is written `+`.
  bool (*checked)(const Game&, const Position&, int side) = nullptr;
  // Keeps a royal piece of `side` on `cell` out of check however it is attacked (Atomic: a King
  // touching the enemy King, which no capture can take without blowing up its own).
  bool (*shielded)(const Game&, const Position&, int side, int cell) = nullptr;
  // Ends the game before any move (assassination, the last side with Kings): no ending if not.
  Outcome (*ending)(const Game&, const Position&) = nullptr;
  // Keeps some of the legal moves (compulsory capture), given all of them.
  void (*filter)(const Game&, const Position&, std::vector<Move>& legal) = nullptr;
  bool no_mate = false;  // running out of moves is neither mate nor stalemate: the side passes
  // Its moves can leave a side without its royal piece, the game then over (Atomic's blast):
  // position text may show a side without one.
  bool takes_kings = false;
  // Who moves next, when not simply the next side round.
  int (*next_side)(const Game&, const Position&, int side) = nullptr;

  // Make and unmake. State lives in `slots` slots of Position::state (0 meaning nothing), which
  // unmake_move restores wholesale; the hooks move pieces and keep the state. `keeps_state`:
  // whether the hooks are needed in this variant (default: when active).
  int slots = 0;
  void (*make)(const Game&, Position&, const Move&, Undo&) = nullptr;
  // Its make hook may change cells besides the move's own (where it starts and lands, and what
  // it takes) on moves that are not of its kinds: a blast, a capturer turned to stone.
  bool changes_cells = false;
  // It asks after moves whether they give check, so the game keeps the tables that can often
  // tell without looking (Game::may_check).
  bool asks_check = false;
  void (*unmake)(const Game&, Position&, const Move&, const Undo&) = nullptr;
  bool (*keeps_state)(const Variant& v) = nullptr;

  // Position text: a key=value field (`key`), read into the position and written from it ("" to
  // leave it out), or the positional field standard FEN gives it (castling: `positional`).
  std::string_view key{};
  bool positional = false;
  bool bracketed = false;         // its field follows the placement in [...], with no key (Shogi's hand)
  bool after_en_passant = false;  // its field comes after the en-passant field, with no key (checks: 3+3)
  // Its field stands in the en-passant field's place when it holds a number (Makruk's counting
  // limit); while it writes one, the halfmove clock's field holds its `clock` instead (-1: none).
  bool in_en_passant = false;
  void (*read_field)(const Variant&, const Board&, std::string_view value, const FenFields&, size_t field,
                     Position&) = nullptr;
  std::string (*write_field)(const Variant&, const Board&, const Position&) = nullptr;
  int (*clock)(const Position&) = nullptr;
  void (*set_clock)(Position&, int plies) = nullptr;
  // Whether it keeps the pieces promoted from a pawn apart in this variant (Position::tilde,
  // written `Q~`): they go back to a hand as pawns.
  bool (*promoted_marks)(const Variant&) = nullptr;
  // The state when the text leaves its field out (the pool of captured pieces: setup less board).
  void (*field_missing)(const Variant&, const Board&, Position&) = nullptr;

  // What it declares: the kinds of move it makes, the marks a diagram shows them with, and the
  // endings it returns (move_kind.h, mark_kind.h, ending.h).
  Declared<MoveKind> kinds{};
  Declared<MarkKind> mark_kinds{};
  Declared<Ending> endings{};

  // Diagrams. Marks its kinds of move; for other moves of its pieces, `marks` may answer instead
  // of the plain move or capture mark (true when it did).
  bool (*marks)(const Game&, Position&, const Move&, MoveMarks& out) = nullptr;
  // A capture that is possible but refused here: the cells shown as "not allowed".
  void (*refused)(const Game&, const Position&, const Move&, std::vector<int>& cells) = nullptr;
  // The cells a move of its kinds passes, for display, when more than where it lands.
  bool (*path)(const Game&, const Move&, std::vector<int>& out) = nullptr;
};

// The settings `m` read into `v` (Variant::settings), as the type it stored them.
template <class T>
const T& setting(const Variant& v, const Mechanism& m);

// Reads a rule of two sides that `KEY: true` switches on and that has no other settings.
void read_two_sided_switch(const pp::yaml::At& n, Variant& v, const Mechanism& m);

// Every mechanism, in registry order; the one called `name` (nullptr if none). The first call
// numbers every kind of move (move_kind.h).
const std::vector<const Mechanism*>& mechanisms();
const Mechanism* find_mechanism(std::string_view name);
// Whether `v` plays the rule: its `active` answer, or for a piece rule, whether a piece has it.
bool plays(const Mechanism& m, const Variant& v);
// Index in the registry, and the first Position::state slot of a mechanism.
int mechanism_index(const Mechanism& m);
int state_slot(const Mechanism& m);

// The marks a diagram gives move `m` of the piece on m.from (pos: the position before it).
MoveMarks move_marks(const Game& game, Position& pos, const Move& m);
// The cells a refused capture (pseudo-legal, not legal) is shown as not allowed on.
std::vector<int> refused_cells(const Game& game, const Position& pos, const Move& m);

// The registry's entries, each defined in its own file.
extern const Mechanism kCastling;  // castling.cpp
// castling.cpp: the rights a King or Rook on `cell` had, lost with it (blown up in Atomic).
void castling_lost(Position& pos, int cell);
extern const Mechanism kPromotion;  // promotion.cpp
extern const Mechanism kVolley;     // volley.cpp: the Bowman's leapfrogs
extern const Mechanism kReenter;    // volley.cpp: ... and its return from the far end
extern const Mechanism kGuardCall;  // guard_call.cpp
extern const Mechanism kAssassin;   // assassin.cpp
extern const Mechanism kLion;       // lion.cpp
extern const Mechanism kShuffle;    // shuffle.cpp
extern const Mechanism kArmyPlay;   // army_play.cpp: more than two armies
// stalemate.cpp: the stalemating side's points (1 when stalemate loses, 0.75, or 0.5: a draw).
double stalemate_points(const Variant& v);
extern const Mechanism kBareKing;   // bare_king.cpp
extern const Mechanism kStalemate;  // stalemate.cpp: what a stalemate scores (a draw by default)
// stalemate.cpp: how the game ends for the side to move, stalemated (a draw unless the rule says).
Outcome stalemated(const Game& game, const Position& pos);
extern const Mechanism kCheckmate;  // checkmate.cpp: who wins a checkmate
// checkmate.cpp: how the game ends for the side to move, checkmated (a loss unless the rule says).
Outcome checkmated(const Game& game, const Position& pos);
extern const Mechanism kDrops;          // drops.cpp: captured pieces go to the hand, dropped back
extern const Mechanism kTurnOver;       // turn_over.cpp: every move shows the piece's other face
extern const Mechanism kTurnOnCapture;  // turn_over.cpp: every capture shows the other face
extern const Mechanism kFlipPromotion;  // flip_promotion.cpp: Shogi's promotion zone, +X forms
extern const Mechanism kMustDrop;       // must_drop.cpp: a side with a legal drop must drop
extern const Mechanism kOppositeDrops;  // opposite_drops.cpp: Bishops dropped on both colours
// drops.cpp: whether `type` may be dropped on `cell` by `side` as far as the hand and the cells
// the rules give it go (the cell being empty and the piece having a move from it aside).
bool may_drop(const Game& game, int type, int side, int cell);
// drops.cpp: the cells may_drop allows `type` of `side`, in board order.
const std::vector<std::int16_t>& drop_cells(const Game& game, int type, int side);
// drops.cpp: whether captured pieces go to the hands, so an empty hand may fill again.
bool hand_refills(const Variant& v);
// drops.cpp: where captures fill the hands, puts a piece that leaves the board otherwise (blown
// up) in the other side's hand (`delta` 1), demoted as a captured one is, or takes it back (-1).
void to_other_hand(const Game& game, Position& pos, Piece q, bool from_pawn, int delta);
extern const Mechanism kOnePawnPerFile;  // one_per_file.cpp: nifu
extern const Mechanism kNoDropMate;      // no_drop_mate.cpp: uchifuzume
extern const Mechanism kNoDropCheck;     // no_drop_check.cpp: no drop may give check
extern const Mechanism kZoneMoves;       // zone_moves.cpp: moves a piece gains on some cells
extern const Mechanism kConfine;         // confine.cpp: pieces that never leave some cells
extern const Mechanism kFlyingGeneral;   // flying_general.cpp: royals may not face each other
extern const Mechanism kGoal;            // goal.cpp: a piece reaching its goal cells wins
extern const Mechanism kNoCheck;         // no_check.cpp: no move may give check
extern const Mechanism kCheckCount;      // check_count.cpp: the third (n-th) check wins
extern const Mechanism kExtinction;      // extinction.cpp: a side without some kind of piece loses
extern const Mechanism kPseudoRoyal;     // pseudo_royal.cpp: the last pieces of a kind are royal
extern const Mechanism kMustCapture;     // must_capture.cpp: a side that can capture must
extern const Mechanism kFirstLeaps;      // first_leaps.cpp: Cambodian King's and Met's first leaps
extern const Mechanism kPlacement;       // placement.cpp: Sittuyin's placement phase
extern const Mechanism kMetPromotion;    // met_promotion.cpp: Sittuyin's promotion to a Met
extern const Mechanism kMakpong;         // makpong.cpp: a King in check may only take its checker
extern const Mechanism kCounting;        // counting.cpp: Makruk's and ASEAN's counted end games
extern const Mechanism kPalaceLines;     // palace_lines.cpp: moves along the palace diagonals
extern const Mechanism kJanggiCannon;    // janggi_cannon.cpp: hops neither over nor onto a Cannon
extern const Mechanism kPoints;          // points.cpp: an end without mate scored by points
// points.cpp: how a game ended by `ending` without a mate scores: by points, else drawn.
Outcome undecided(const Game& game, const Position& pos, const Ending& ending);
extern const Mechanism kPass;           // pass.cpp: a side may pass instead of moving
extern const Mechanism kStalematePass;  // stalemate_pass.cpp: a side with no move passes
extern const Mechanism kBikjang;        // bikjang.cpp: facing Generals must part, or the side passes
extern const Mechanism kGating;         // gating.cpp: a piece from the hand enters where one leaves its first rank
extern const Mechanism kBlast;          // blast.cpp: captures explode (Atomic)
extern const Mechanism kBlastKings;     // blast.cpp: ... and a royal King's part in them
extern const Mechanism kPetrify;        // petrify.cpp: a capturer of some kinds turns into a wall
extern const Mechanism kWalls;          // walls.cpp: each move walls up a cell (Amazons, the Duck)

template <class T>
const T& setting(const Variant& v, const Mechanism& m) {
  return std::any_cast<const T&>(v.rules.settings.find(m.name)->second);
}

}  // namespace rules
