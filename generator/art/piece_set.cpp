#include "art/piece_set.h"

#include <cctype>
#include <stdexcept>

namespace pp::art {

std::vector<std::filesystem::path> PieceSet::candidates(char letter, const std::string& art,
                                                        const std::string& side_prefix, const std::string& layout,
                                                        const std::vector<std::string>& others) const {
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
  for (const std::string& name : others) {
    if (!layout.empty()) out.push_back(dir_ / layout / (name + ".svg"));
    out.push_back(dir_ / (name + ".svg"));
  }
  return out;
}

std::filesystem::path PieceSet::existing(char letter, const std::string& art, const std::string& side_prefix,
                                         const std::string& layout, const std::vector<std::string>& others) const {
  for (auto& f : candidates(letter, art, side_prefix, layout, others)) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(f, ec)) return std::move(f);
  }
  return {};
}

std::filesystem::path PieceSet::find(char letter, const std::string& art, const std::string& side_prefix,
                                     const std::string& layout, const std::vector<std::string>& others) const {
  if (auto f = existing(letter, art, side_prefix, layout, others); !f.empty()) return f;
  std::string looked;
  for (const auto& f : candidates(letter, art, side_prefix, layout, others))
    looked += (looked.empty() ? "" : ", ") + f.string();
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

std::vector<std::string> other_names(const std::string& side, char letter, const std::string& piece) {
  std::vector<std::string> out;
  const bool two_sided = side == "white" || side == "black";
  if (two_sided) out.push_back(side.substr(0, 1) + letter);
  out.push_back(xboard_name(side, piece));
  if (two_sided) {
    std::string alfaerie = side.substr(0, 1);
    for (char c : piece)
      if (std::isalnum(static_cast<unsigned char>(c)))
        alfaerie += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    out.push_back(alfaerie);
  }
  return out;
}

}  // namespace pp::art
