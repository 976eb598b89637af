#pragma once
// A folder of piece drawings named by FEN letter or by drawing name: `K.svg` serves every side,
// `wK.svg` / `bK.svg` (any side prefix a theme declares) override it for one side, and a
// sub-folder named after a layout (`six-armies/K.svg`) overrides both for that layout alone.
// A layout's piece may name its drawing (`art: archbishop`): `archbishop.svg` is then looked
// for first, the same way, and the letter's file after it.
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
  // specific first.
  std::vector<std::filesystem::path> candidates(char letter, const std::string& art, const std::string& side_prefix,
                                                const std::string& layout) const;

  // The first candidate that exists. Throws PieceMissing naming the piece and every file
  // looked for when none does.
  std::filesystem::path find(char letter, const std::string& art, const std::string& side_prefix,
                             const std::string& layout) const;

 private:
  std::filesystem::path dir_;
};

struct PieceMissing : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace pp::art
