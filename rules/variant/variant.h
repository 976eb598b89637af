#pragma once
// A variant as data: the piece roster with its movement, the setup, and the named rule
// mechanisms a layout switches on. Read from the layout's `pieces`, `setup` and `rules` keys.
#include <any>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/yaml_at.h"
#include "rules/pieces/betza.h"
#include "rules/topology/board.h"
#include "rules/variant/army_rules.h"

namespace rules {

struct Mechanism;  // a special rule (play/hooks.h)

struct PieceType {
  char letter = '?';      // upper-case FEN letter; lower case is the second side
  bool promoted = false;  // the layout's `+X`: X promoted (Shogi), written with its `+`
  bool flips = false;     // the layout also has `+X` for it: it may turn into that form
  std::string name;       // "Bowman"
  // Other upper-case letters records write it with (Xiangqi's Horse as H beside N); read where
  // no piece has the letter as its own, or in place of it in a record written with them.
  std::string also;
  std::string betza;                 // movement in Betza's notation (extensions in README)
  bool royal = false;                // losing it loses the game
  bool pawn = false;                 // promotes, moves forward only
  std::vector<std::string> special;  // named rule mechanisms: "volley", "lion", ...
  // Cells (the first side's; other sides' turned with the board) where its `i` moves apply;
  // empty: the cells it stands on in the setup.
  std::vector<int> starts;
  std::vector<Leg> legs;  // betza, parsed against the board's topology

  bool has(std::string_view mechanism) const;
};

// One piece standing on one cell at the start.
struct Placement {
  int cell = -1;
  char letter = '?';  // upper-case piece letter
  int side = 0;       // 0 white/first army, 1 black/second, ... up to the layout's sides
};

struct CastlingRule {
  bool enabled = false;
  // Files (0 = a) the king and rook end on, castling towards file a (long) and towards the
  // last file (short); the rook is the outermost one on the king's rank on that side.
  int long_king = -1, long_rook = -1, short_king = -1, short_rook = -1;
  // A King dropped on this file of its first rank gains the rights with its Rooks in the corners,
  // and a Rook dropped in a corner with the King there gains its own (Placement); -1: never.
  int dropped_king = -1;
  int rank = 0;           // the rank castled on, counted from each side's own first rank (0: its first)
  int wins = 0;           // rights whose castling wins and whose loss loses: bit side * 2 + (1: short)
  bool opposite = false;  // a side may not castle to the wing the other side castled to
};

struct PromotionRule {
  int zone = 1;                      // the last `zone` ranks allow promotion; the last one forces it
  bool forced = false;               // every rank of the zone forces it (Makruk: a pawn promotes on its 6th rank)
  bool immobile = false;             // a piece may stay unpromoted where it has no further move (else it must turn)
  std::string to;                    // upper-case letters a pawn may become (every side's, where each has its own)
  std::vector<std::string> side_to;  // each side's own, where the layout gives them per side; else empty
  bool only_captured = false;        // only to a piece of one's own already captured
  // Chu Shogi as lishogi plays it: a piece may turn over only on a move entering the zone, or on a
  // capture starting or ending there (or where it would have no further move), never forced.
  bool entering = false;
  // Where `cells:` gives them, in place of the zone: per side and cell, whether a pawn promotes
  // there (the last rank among them forcing it as the zone's does).
  std::vector<std::vector<bool>> cells;

  const std::string& to_of(int side) const { return side_to.empty() ? to : side_to[static_cast<size_t>(side)]; }
};

struct ShuffleRule {
  bool enabled = false;
  std::string opposite_colours;  // letters placed one on each colour first
  std::string in_order;          // letters filling the last free files, left to right
};

struct RuleSet {
  std::map<int, int> pawn_runs;  // own rank (1-based) -> cells a pawn may advance without capturing
  bool en_passant = true;
  std::vector<int> en_passant_ranks;  // own ranks (1-based) a run taken en passant starts from; empty: any
  bool check = true;                  // a royal piece may not be left attacked
  // Sides (bit s: side s) that position text may leave without their royal piece, as problems
  // do (a tsume's attacker has no King): such a side is never in check.
  unsigned kingless = 0;
  PromotionRule promotion;
  CastlingRule castling;
  ShuffleRule shuffle;
  ArmyRules armies;  // more than two armies: turn order and modes of play
  // The settings a mechanism keeps for itself (mechanism.h), by its name, when it has no field
  // above: its own type, read back with setting<T>, which checks the type.
  std::map<std::string, std::any, std::less<>> settings;
  // Every special rule the variant may play, in registry order (load_variant gives it the
  // registry's list): what the compiled game asks of the rules (play/hooks.h), so the rules core
  // below the registry never reads it itself.
  std::vector<const Mechanism*> mechanisms;
  // The rules whose state this variant's positions keep, each with its first Position::state
  // slot (number_state_slots, play/hooks.h): a few at most, looked through on every move.
  std::vector<std::pair<const Mechanism*, int>> state_slots;
};

struct Variant {
  std::vector<PieceType> pieces;
  std::string setup_fen;         // as written in the layout
  std::vector<Placement> setup;  // its placement, parsed
  int sides = 2;                 // rules: sides (2 unless the layout says); side s sees the board turned (topology.h)
  RuleSet rules;

  const PieceType* piece(char letter, bool promoted = false) const;  // nullptr if the roster has no such letter
  int type_index(char letter, bool promoted = false) const;          // -1 if none
  // `text` with every upper- and lower-case letter a piece carries in `also` made that piece's
  // own: a record's letters where they take another piece's (Fairy-Stockfish's Grand Chess
  // writes the Marshall C); empty when no piece carries other letters.
  std::string own_letters(std::string_view text) const;
  // A type's promoted form and the type it was promoted from (-1 if none): Shogi's P and +P.
  int promoted_type(int type) const;
  int unpromoted_type(int type) const;
};

// Helpers for the mechanisms that read their settings from `rules:` (mechanism.h): piece letters
// of the roster, as a string ("QRBN") or a list; a file letter of a square board.
std::string read_piece_letters(const pp::yaml::At& node, const Variant& v, std::string_view what);
int read_file_letter(const pp::yaml::At& node, const Board& board, std::string_view what);
// ... and for those that write them back (Mechanism::write): an empty mapping written on one line,
// as layouts write a rule's settings; the letters of some piece types, as read_piece_letters reads
// them back (a promoted form by its own letter).
YAML::Node flow_map();
std::string piece_letters(const Variant& v, const std::vector<int>& types);

}  // namespace rules
