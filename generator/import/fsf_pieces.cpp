#include "import/fsf_pieces.h"

#include <algorithm>
#include <cctype>

namespace pp::import {

// Betza strings are pawnprint's (docs/rules.md, "Betza as read here"), checked against the moves each
// type has in the engine's piece table: the Shogi Knight's two forward leaps are ffN here, the
// Janggi Elephant has no line (the import refuses it by name); the immobile piece's empty Betza
// is a piece that never moves.
const std::vector<FsfPiece>& fsf_pieces() {
  static const std::vector<FsfPiece> all{
      {"pawn", "Pawn", "fmWfcF", "", true, false},
      {"knight", "Knight", "N", "", false, false},
      {"bishop", "Bishop", "B", "", false, false},
      {"rook", "Rook", "R", "", false, false},
      {"queen", "Queen", "Q", "", false, false},
      {"fers", "Ferz", "F", "ferz", false, false},
      {"alfil", "Alfil", "A", "elephant", false, false},
      {"fersAlfil", "Elephant", "FA", "elephant", false, false},
      {"silver", "Silver General", "FfW", "khon", false, false},
      {"aiwok", "Ai-wok", "RNF", "chancellor", false, false},
      {"bers", "Bers", "RF", "", false, false},
      {"archbishop", "Archbishop", "BN", "archbishop", false, false},
      {"chancellor", "Chancellor", "RN", "chancellor", false, false},
      {"amazon", "Amazon", "QN", "amazon", false, false},
      {"knibis", "Knibis", "mNcB", "", false, false},
      {"biskni", "Biskni", "mBcN", "", false, false},
      {"kniroo", "Kniroo", "mNcR", "", false, false},
      {"rookni", "Rookni", "mRcN", "", false, false},
      {"shogiPawn", "Pawn", "fW", "shogi-pawn", false, false},
      {"lance", "Lance", "fR", "shogi-lance", false, false},
      {"shogiKnight", "Knight", "ffN", "shogi-knight", false, false},
      {"euroshogiKnight", "Knight", "ffNsW", "shogi-knight", false, false},
      {"gold", "Gold General", "WfF", "shogi-gold", false, false},
      {"dragonHorse", "Horse", "BW", "shogi-horse", false, false},
      {"clobber", "Clobberer", "cW", "", false, false},
      {"breakthrough", "Pawn", "fmWfF", "", false, false},
      {"cannon", "Cannon", "mRcpR", "cannon", false, false},
      {"janggiCannon", "Cannon", "pR", "cannon", false, false, "janggi-cannon"},
      {"soldier", "Soldier", "fWsW", "soldier", false, false},
      {"horse", "Horse", "nN", "horse", false, false},
      {"elephant", "Elephant", "nA", "elephant", false, false},
      {"banner", "Banner", "RcpRnN", "", false, false},
      {"wazir", "Wazir", "W", "wazir", false, false},
      {"commoner", "Commoner", "K", "mann", false, false},
      {"centaur", "Centaur", "KN", "", false, false},
      {"immobile", "Blocker", "", "", false, false},
      {"king", "King", "K", "", false, true},
  };
  return all;
}

const FsfPiece* find_fsf_piece(std::string_view key) {
  for (const FsfPiece& p : fsf_pieces())
    if (p.key == key) return &p;
  return nullptr;
}

}  // namespace pp::import
