#pragma once
// The piece types a variants.ini names by word (`knight = n`), as Fairy-Stockfish 11.1 moves
// them, in pawnprint's reading of Betza, with the name and drawing a layout gives them.
#include <string>
#include <string_view>
#include <vector>

namespace pp::import {

struct FsfPiece {
  std::string_view key;    // the .ini key: "shogiKnight"
  std::string_view name;   // the layout's piece name: "Knight"
  std::string_view betza;  // pawnprint's Betza: "ffN"
  std::string_view art;    // a drawing of the standard set, or empty for the letter's own
  bool pawn = false;       // promotes by promotionPieceTypes, double steps, en passant
  bool royal = false;
  std::string_view special = {};  // a rule of the piece's own (docs/rules.md), or empty
};

const std::vector<FsfPiece>& fsf_pieces();
const FsfPiece* find_fsf_piece(std::string_view key);

}  // namespace pp::import
