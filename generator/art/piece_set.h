#pragma once
// A folder of piece drawings named by FEN letter: `K.svg` serves every side, `wK.svg` /
// `bK.svg` (any side prefix a theme declares) override it for one side, and a sub-folder
// named after a layout (`six-armies/K.svg`) overrides both for that layout alone.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "piece_svg.h"

namespace pp::art {

class PieceSet {
 public:
  explicit PieceSet(std::filesystem::path dir) : dir_(std::move(dir)) {}

  const std::filesystem::path& dir() const { return dir_; }

  // Where a drawing for `letter` (upper case) may be, most specific first.
  std::vector<std::filesystem::path> candidates(char letter, const std::string& side_prefix,
                                                const std::string& layout) const;

  // The drawing for the piece, loaded once. Throws std::runtime_error naming the piece and
  // every file looked for when none exists.
  const PieceSvg& get(char letter, const std::string& side_prefix, const std::string& layout);

 private:
  std::filesystem::path dir_;
  std::map<std::filesystem::path, PieceSvg> loaded_;
};

}  // namespace pp::art
