#pragma once
// Special rules as entries of one registry (registry.cpp). Each rule is one entry in its own
// file: its name as a layout writes it (a piece's `special:` or a `rules:` key), how it reads its
// settings, the moves it adds, what its moves change and give back, the key=value field it keeps
// in position text, and the marks its moves get in a diagram. The move generator, the position
// reader and the diagrams ask the registry; none of them names a rule. A new rule is one new file
// defining its `extern const Mechanism` plus its line in registry.cpp; what other code calls of a
// rule is declared in a small header of that rule (castling.h, drops.h).
#include <any>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/yaml_at.h"
#include "rules/mechanisms/ending.h"
#include "rules/mechanisms/mark_kind.h"
#include "rules/mechanisms/move_kind.h"
#include "rules/play/move.h"
#include "rules/play/position.h"
#include "rules/variant/fsf_key.h"
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

// What a rules sheet says of a rule in a section of its own: its title and opening sentences,
// where `{piece}` stands for the name of the piece the section's diagram shows.
struct RuleWords {
  std::string_view title{};
  std::string_view text{};
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
  // whether the hooks are needed in this variant (default: when active). Each variant numbers
  // the slots of its own rules (state_slot), so a rule's slots cost only the games playing it.
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
  int (*clock)(const Variant&, const Position&) = nullptr;
  void (*set_clock)(const Variant&, Position&, int plies) = nullptr;
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

  // Import. The variants.ini keys it reads, a row each (fsf_key.h), in the rule's own file: what
  // the importer knows of a key is its row.
  std::span<const FsfKey> keys{};
  // Rules sheet. The words of its section, for a rule that has one.
  RuleWords words{};
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
// Index in the registry.
int mechanism_index(const Mechanism& m);
// Numbers the Position::state slots of the rules `v` plays, one rule after another in registry
// order, into v.rules.state_slots; returns how many they take, which a variant's positions hold
// only up to kStateSlots.
int number_state_slots(Variant& v);
// The first Position::state slot of `m` in the positions of `v`, or -1 where `v` keeps no state of
// it (numbered by number_state_slots: loading a variant and compiling a game do so).
inline int state_slot(const Mechanism& m, const Variant& v) {
  const auto i = static_cast<size_t>(m.index);
  return i < v.rules.state_slots.size() ? v.rules.state_slots[i] : -1;
}
// Slot `i` of the state `m` keeps in `pos`, or 0 (nothing) where `v` keeps none: position text
// asks a rule for its field whether or not it is played, and gating writes castling's.
inline int state_at(const Mechanism& m, const Variant& v, const Position& pos, int i = 0) {
  const int s = state_slot(m, v);
  return s < 0 ? 0 : pos.state[static_cast<size_t>(s + i)];
}

// The marks a diagram gives move `m` of the piece on m.from (pos: the position before it).
MoveMarks move_marks(const Game& game, Position& pos, const Move& m);
// The cells a refused capture (pseudo-legal, not legal) is shown as not allowed on.
std::vector<int> refused_cells(const Game& game, const Position& pos, const Move& m);

template <class T>
const T& setting(const Variant& v, const Mechanism& m) {
  return std::any_cast<const T&>(v.rules.settings.find(m.name)->second);
}

}  // namespace rules
