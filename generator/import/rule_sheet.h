#pragma once
// What the rules-sheet sections of an imported game share (rule_sections.cpp, rule_sheet_ends.cpp):
// the compiled game they read, positions placed on its board, and the sections' YAML.
#include <string>
#include <string_view>
#include <vector>

#include "import/yaml_out.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/notation/fen.h"
#include "rules/play/game.h"

namespace pp::import::sheet {

using rules::PlacedPiece;
using Placed = std::vector<PlacedPiece>;

struct Sheet {
  const rules::Game& game;
  const rules::Variant& v;
  const rules::Board& b;
  rules::Position setup;
  bool hands = false;  // the game plays drops: its position text has a hand

  bool plays(std::string_view rule) const {
    const rules::Mechanism* m = rules::find_mechanism(rule);
    return m && rules::plays(*m, v);
  }
  const rules::PieceType* piece(char letter, bool promoted = false) const {
    const rules::PieceType* p = v.piece(letter, promoted);
    return p && p->letter == letter ? p : nullptr;
  }
  std::string name(char letter, bool promoted = false) const {
    const rules::PieceType* p = piece(letter, promoted);
    return p ? p->name : std::string(1, letter);
  }
  int files() const { return b.files(); }
  int ranks() const { return b.ranks(); }
  // The cell of `file` (0 = a) and `rank` (1-based).
  int cell(int file, int rank) const { return b.at(file, rank - 1); }
  std::string cell_name(int file, int rank) const { return b.cell(cell(file, rank)).name; }
  // The position of `pieces`, White to move, `hand` White's hand and `fields` the castling field
  // and what follows it: placed, read and written by the rules core's position text. "" where the
  // core refuses it.
  std::string fen(const Placed& pieces, const std::string& hand = "", const std::string& fields = "- - 0 1",
                  char to_move = 'w') const {
    const std::string text = rules::write_placement(b.rows(), pieces, false) +
                             (hands || !hand.empty() ? "[" + hand + "]" : "") + " " + to_move + " " + fields;
    try {
      return rules::to_fen(v, b, rules::parse_fen(v, b, text, false));
    } catch (const std::exception&) {
      return "";
    }
  }
};

PlacedPiece white(const Sheet& g, int file, int rank, char letter);
PlacedPiece black(const Sheet& g, int file, int rank, char letter);
PlacedPiece wall(const Sheet& g, int file, int rank);
// The pieces standing in `pos`.
Placed placed(const Sheet& g, const rules::Position& pos);
YamlOut section(const std::string& title, const std::string& text, YamlOut diagram, int source);
// A rule's section: the title and opening sentences its rule says of it (Mechanism::words), each
// `{piece}` the name of the piece its diagram shows.
YamlOut rule_section(std::string_view rule, const std::string& piece, YamlOut diagram, int source);
// A diagram: its position (empty: the setup), the cells (or P@) whose moves the rules core marks,
// the marks given, and its caption.
YamlOut diagram(const std::string& fen, const std::vector<std::string>& moves, const std::vector<std::string>& marks,
                const std::string& caption, int source);
char first_pawn(const Sheet& g);  // the roster's first pawn, or 0
char rider(const Sheet& g);       // a piece riding ranks and files with no condition, or 0
char rook(const Sheet& g);        // one moving as a Rook, else any rider, else 0
char royal(const Sheet& g);       // a royal piece, the King where there is one, or 0
std::string file_name(int file);

// The sections of the rules that end games or count: check counting, the last pieces made royal, a
// lone King's count, the flying General, petrification and passing when stuck, in that order.
void end_sections(const Sheet& g, std::vector<YamlOut>& out, int source);

}  // namespace pp::import::sheet
