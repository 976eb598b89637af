#include "piece_set.h"

#include <stdexcept>

namespace pp::art {

std::vector<std::filesystem::path> PieceSet::candidates(char letter, const std::string& side_prefix,
                                                        const std::string& layout) const {
  const std::string plain = std::string(1, letter) + ".svg";
  std::vector<std::filesystem::path> out;
  for (const auto& folder : {layout.empty() ? std::filesystem::path() : dir_ / layout, dir_}) {
    if (folder.empty()) continue;
    if (!side_prefix.empty()) out.push_back(folder / (side_prefix + plain));
    out.push_back(folder / plain);
  }
  return out;
}

const PieceSvg& PieceSet::get(char letter, const std::string& side_prefix, const std::string& layout) {
  const auto files = candidates(letter, side_prefix, layout);
  for (const auto& f : files) {
    if (auto it = loaded_.find(f); it != loaded_.end()) return it->second;
    std::error_code ec;
    if (std::filesystem::is_regular_file(f, ec)) return loaded_.emplace(f, PieceSvg(f)).first->second;
  }
  std::string looked;
  for (const auto& f : files) looked += (looked.empty() ? "" : ", ") + f.string();
  throw std::runtime_error("no drawing for piece '" + std::string(1, letter) + "': looked for " + looked);
}

}  // namespace pp::art
