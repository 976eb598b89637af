#pragma once
// A folder of piece drawings named by FEN letter or by drawing name: `K.svg` serves every side,
// `wK.svg` / `bK.svg` (any side prefix a theme declares) override it for one side, and a
// sub-folder named after a layout (`six-armies/K.svg`) overrides both for that layout alone.
// A layout's piece may name its drawing (`art: archbishop`): `archbishop.svg` is then looked
// for first, the same way, and the letter's file after it. Last come other programs' names
// (other_names): lichess's `wN.svg`, XBoard's `WhiteKnight.svg` and Alfaerie's `wknight.svg`,
// so a folder of any of them works as a set as it is.
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace pp::art {

class PieceSet {
 public:
  explicit PieceSet(std::filesystem::path dir) : dir_(std::move(dir)) {}

  const std::filesystem::path& dir() const { return dir_; }

  // Where a drawing for `letter` (upper case), named `art` (or "" for none), may be, most
  // specific first; `others` are further file names without ".svg" (other_names), last.
  std::vector<std::filesystem::path> candidates(char letter, const std::string& art, const std::string& side_prefix,
                                                const std::string& layout,
                                                const std::vector<std::string>& others = {}) const;

  // The first candidate that exists, or an empty path when none does.
  std::filesystem::path existing(char letter, const std::string& art, const std::string& side_prefix,
                                 const std::string& layout, const std::vector<std::string>& others = {}) const;

  // The first candidate that exists. Throws PieceMissing naming the piece and every file
  // looked for when none does.
  std::filesystem::path find(char letter, const std::string& art, const std::string& side_prefix,
                             const std::string& layout, const std::vector<std::string>& others = {}) const;

 private:
  std::filesystem::path dir_;
};

// XBoard's file name for a piece of a side: "White" and "King" -> "WhiteKing", words joined,
// each capitalised ("mighty lion" -> "MightyLion").
std::string xboard_name(const std::string& side, const std::string& piece);

// The names other programs give a piece's file, without ".svg", in the order they are tried:
// lichess's ("wN", the side's initial and the letter), XBoard's ("WhiteKnight", every side), then
// for white and black only Alfaerie's ("wknight", the name in lower case, words joined),
// Wikimedia's ("Chess_nlt45", l or d), pychess Merida's fairy pieces ("wAr", the name's first
// two letters), CSA Shogi sets' ("0FU", 0 or 1 and the piece's code, from its Shogi drawing name
// `art` or its name) and Xiangqi sets' ("RN", R or B and the letter).
std::vector<std::string> other_names(const std::string& side, char letter, const std::string& piece,
                                     const std::string& art = "");

struct PieceMissing : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace pp::art
