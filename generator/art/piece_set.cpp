#include "art/piece_set.h"

#include <cctype>
#include <stdexcept>

namespace pp::art {

std::vector<std::filesystem::path> PieceSet::candidates(char letter, const std::string& art,
                                                        const std::string& side_prefix, const std::string& layout,
                                                        const std::string& xboard) const {
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
  if (!xboard.empty()) {
    if (!layout.empty()) out.push_back(dir_ / layout / (xboard + ".svg"));
    out.push_back(dir_ / (xboard + ".svg"));
  }
  return out;
}

std::filesystem::path PieceSet::find(char letter, const std::string& art, const std::string& side_prefix,
                                     const std::string& layout, const std::string& xboard) const {
  const auto files = candidates(letter, art, side_prefix, layout, xboard);
  std::string looked;
  for (const auto& f : files) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(f, ec)) return f;
    looked += (looked.empty() ? "" : ", ") + f.string();
  }
  throw PieceMissing("no drawing for piece '" + std::string(1, letter) + "': looked for " + looked);
}

std::string xboard_name(const std::string& side, const std::string& piece) {
  std::string out;
  for (const std::string& words : {side, piece}) {
    bool start = true;
    for (char c : words) {
      if (!std::isalnum(static_cast<unsigned char>(c))) {
        start = true;
        continue;
      }
      out += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      start = false;
    }
  }
  return out;
}

}  // namespace pp::art
