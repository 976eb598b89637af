#include "art/piece_set.h"

#include <cctype>
#include <map>
#include <stdexcept>

namespace pp::art {

std::vector<std::filesystem::path> PieceSet::candidates(char letter, const std::string& art,
                                                        const std::string& side_prefix, const std::string& layout,
                                                        const std::vector<std::string>& others) const {
  std::vector<std::filesystem::path> out;
  // The chess pieces' drawings are kept under their letters: `art: rook` is R.svg where no rook.svg is.
  static const std::map<std::string, std::string> kChess = {{"king", "K"},   {"queen", "Q"},  {"rook", "R"},
                                                            {"bishop", "B"}, {"knight", "N"}, {"pawn", "P"}};
  const auto chess = kChess.find(art);
  for (const std::string& stem : {art, chess == kChess.end() ? std::string() : chess->second, std::string(1, letter)}) {
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

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// CSA's two-letter piece codes, by the standard set's Shogi drawing names, else by piece name.
std::string csa_code(const std::string& art, const std::string& piece) {
  static const std::map<std::string, std::string> by_art = {{"shogi-king", "OU"},
                                                            {"shogi-rook", "HI"},
                                                            {"shogi-bishop", "KA"},
                                                            {"shogi-gold", "KI"},
                                                            {"shogi-silver", "GI"},
                                                            {"shogi-knight", "KE"},
                                                            {"shogi-lance", "KY"},
                                                            {"shogi-pawn", "FU"},
                                                            {"shogi-dragon", "RY"},
                                                            {"shogi-horse", "UM"},
                                                            {"shogi-promoted-silver", "NG"},
                                                            {"shogi-promoted-knight", "NK"},
                                                            {"shogi-promoted-lance", "NY"},
                                                            {"shogi-tokin", "TO"}};
  static const std::map<std::string, std::string> by_name = {
      {"king", "OU"},           {"rook", "HI"},   {"bishop", "KA"},          {"gold general", "KI"},
      {"silver general", "GI"}, {"knight", "KE"}, {"lance", "KY"},           {"pawn", "FU"},
      {"dragon", "RY"},         {"horse", "UM"},  {"promoted silver", "NG"}, {"promoted knight", "NK"},
      {"promoted lance", "NY"}, {"tokin", "TO"}};
  if (auto it = by_art.find(art); it != by_art.end()) return it->second;
  if (auto it = by_name.find(lower(piece)); it != by_name.end()) return it->second;
  return "";
}

}  // namespace

std::vector<std::string> other_names(const std::string& side, char letter, const std::string& piece,
                                     const std::string& art) {
  std::vector<std::string> out;
  const bool two_sided = side == "white" || side == "black";
  const bool first = side == "white";
  if (two_sided) out.push_back(side.substr(0, 1) + letter);
  out.push_back(xboard_name(side, piece));
  if (!two_sided) return out;
  std::string alfaerie = side.substr(0, 1);
  for (char c : piece)
    if (std::isalnum(static_cast<unsigned char>(c))) alfaerie += lower(std::string(1, c));
  out.push_back(alfaerie);
  // Wikimedia Commons: Chess_klt45 (light King), Chess_kdt45 (dark).
  out.push_back("Chess_" + lower(std::string(1, letter)) + (first ? "l" : "d") + "t45");
  // pychess's Merida fairy pieces: the side's initial and the name's first two letters (wAr).
  if (piece.size() >= 2 && std::isalpha(static_cast<unsigned char>(piece[0])) &&
      std::isalpha(static_cast<unsigned char>(piece[1])))
    out.push_back(side.substr(0, 1) + static_cast<char>(std::toupper(static_cast<unsigned char>(piece[0]))) +
                  lower(piece.substr(1, 1)));
  // CSA Shogi sets: 0 for the first player's pieces (pointing up), 1 for the second's, then the code.
  if (const std::string code = csa_code(art, piece); !code.empty()) out.push_back((first ? "0" : "1") + code);
  // Xiangqi sets: R (red, the first player) or B (black), then the letter.
  out.push_back((first ? "R" : "B") + std::string(1, letter));
  return out;
}

}  // namespace pp::art
