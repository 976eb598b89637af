// A variant's roster as data, and the readers the rules share for their settings (reading a
// whole variant by rule name is load/read_variant.cpp's).
#include "rules/variant/variant.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace rules {

using pp::yaml::At;

bool PieceType::has(std::string_view mechanism) const {
  return std::find(special.begin(), special.end(), mechanism) != special.end();
}

const PieceType* Variant::piece(char letter, bool promoted) const {
  const int t = type_index(letter, promoted);
  return t < 0 ? nullptr : &pieces[static_cast<size_t>(t)];
}

int Variant::type_index(char letter, bool promoted) const {
  for (size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].letter == letter && pieces[i].promoted == promoted) return static_cast<int>(i);
  for (size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].promoted == promoted && pieces[i].also.find(letter) != std::string::npos) return static_cast<int>(i);
  return -1;
}

std::string Variant::own_letters(std::string_view text) const {
  if (std::none_of(pieces.begin(), pieces.end(), [](const PieceType& p) { return !p.also.empty(); })) return "";
  std::string out(text);
  for (char& c : out) {
    const bool lower = std::islower(static_cast<unsigned char>(c)) != 0;
    const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (const PieceType& p : pieces)
      if (p.also.find(up) != std::string::npos && std::isupper(static_cast<unsigned char>(up))) {
        c = lower ? static_cast<char>(std::tolower(static_cast<unsigned char>(p.letter))) : p.letter;
        break;
      }
  }
  return out;
}

int Variant::promoted_type(int type) const {
  const auto& p = pieces[static_cast<size_t>(type)];
  return p.promoted ? -1 : type_index(p.letter, true);
}

int Variant::unpromoted_type(int type) const {
  const auto& p = pieces[static_cast<size_t>(type)];
  return p.promoted ? type_index(p.letter, false) : -1;
}


std::string read_piece_letters(const At& node, const Variant& v, std::string_view what) {
  std::string out;
  if (node.node().IsSequence()) {
    for (const At& n : node.items(what)) out += n.text(what);
  } else {
    out = node.text(what);
  }
  for (char c : out)
    if (!v.piece(c)) throw node.error(std::string(what) + ": unknown piece letter '" + c + "'");
  return out;
}

int read_file_letter(const At& node, const Board& board, std::string_view what) {
  const std::string s = node.text(what);
  for (int x = 0; x < board.files(); ++x)
    if (file_name(x) == s) return x;
  throw node.error(std::string(what) + " must be a file of the board (a.." + file_name(board.files() - 1) + "), not '" +
                   s + "'");
}

YAML::Node flow_map() {
  YAML::Node n(YAML::NodeType::Map);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

std::string piece_letters(const Variant& v, const std::vector<int>& types) {
  std::string out;
  for (int t : types) out += v.pieces[static_cast<size_t>(t)].letter;
  return out;
}

}  // namespace rules
