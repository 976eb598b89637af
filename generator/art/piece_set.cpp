#include "art/piece_set.h"

#include <stdexcept>

namespace pp::art {

std::vector<std::filesystem::path> PieceSet::candidates(char letter, const std::string& art,
                                                        const std::string& side_prefix,
                                                        const std::string& layout) const {
  std::vector<std::filesystem::path> out;
  for (const std::string& stem : {art, std::string(1, letter)}) {
    if (stem.empty()) continue;
    const std::string plain = stem + ".svg";
    for (const auto& folder : {layout.empty() ? std::filesystem::path() : dir_ / layout, dir_}) {
      if (folder.empty()) continue;
      if (!side_prefix.empty()) out.push_back(folder / (side_prefix + plain));
      out.push_back(folder / plain);
    }
  }
  return out;
}

std::filesystem::path PieceSet::find(char letter, const std::string& art, const std::string& side_prefix,
                                     const std::string& layout) const {
  const auto files = candidates(letter, art, side_prefix, layout);
  std::string looked;
  for (const auto& f : files) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(f, ec)) return f;
    looked += (looked.empty() ? "" : ", ") + f.string();
  }
  throw PieceMissing("no drawing for piece '" + std::string(1, letter) + "': looked for " + looked);
}

}  // namespace pp::art
