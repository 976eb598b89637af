#include "import/betza_words.h"

#include <cctype>
#include <map>
#include <vector>

namespace pp::import {
namespace {

struct Atom {
  bool leaper;             // jumps to its cell, whatever stands between
  std::string_view step;   // one move of it: "one step orthogonally", "two cells diagonally"
  std::string_view slide;  // repeated in a line (NN, DD); empty when no wording is kept for it
};

const std::map<char, Atom>& atoms() {
  static const std::map<char, Atom> all{
      {'W', {false, "one step orthogonally", "any distance orthogonally"}},
      {'F', {false, "one step diagonally", "any distance diagonally"}},
      {'K', {false, "one step in any direction", "any distance in any direction"}},
      {'R', {false, "any distance orthogonally", ""}},
      {'B', {false, "any distance diagonally", ""}},
      {'Q', {false, "any distance in any direction", ""}},
      {'D', {true, "two cells orthogonally", "two cells at a time orthogonally, any number of times"}},
      {'A', {true, "two cells diagonally", "two cells at a time diagonally, any number of times"}},
      {'H', {true, "three cells orthogonally", ""}},
      {'G', {true, "three cells diagonally", ""}},
      {'N', {true, "as a Knight, to the far corner of a 2x3 rectangle", "as a Knight, again and again in one line"}},
      {'C', {true, "as a Camel, to the far corner of a 2x4 rectangle", ""}},
      {'Z', {true, "as a Zebra, to the far corner of a 3x4 rectangle", ""}},
  };
  return all;
}

std::string directions(const std::string& mods) {
  std::string out;
  auto add = [&](const std::string& w) { out += (out.empty() ? "" : " or ") + w; };
  for (size_t i = 0; i < mods.size(); ++i) {
    const char c = mods[i];
    const bool doubled = i + 1 < mods.size() && mods[i + 1] == c;
    switch (c) {
      case 'f': add("forward"); break;
      case 'b': add("backward"); break;
      case 'l': add("to the left"); break;
      case 'r': add("to the right"); break;
      case 's': add("sideways"); break;
      case 'v': add("forward or backward"); break;
      default: continue;
    }
    if (doubled) ++i;
  }
  return out;
}

// One atom with its modifiers, as a phrase: "captures one step diagonally forward".
std::string phrase(const std::string& mods, char atom, bool rider, int range) {
  const Atom& a = atoms().at(atom);
  std::string what;
  if (range > 0)
    what = "up to " + std::to_string(range) + " cells " +
           std::string(atom == 'W' || atom == 'R'   ? "orthogonally"
                       : atom == 'F' || atom == 'B' ? "diagonally"
                                                    : "in any direction");
  else if (rider && !a.slide.empty()) what = std::string(a.slide);
  else what = std::string(a.step);
  const std::string dir = directions(mods);
  if (!dir.empty()) what += ", " + dir;
  const bool move_only = mods.find('m') != std::string::npos, capture_only = mods.find('c') != std::string::npos;
  const bool leaps = a.leaper && range == 0 && mods.find('n') == std::string::npos;
  std::string verb = leaps ? "leaps" : "moves";
  if (move_only && !capture_only) verb += " without capturing";
  if (capture_only && !move_only) verb = leaps ? "captures by leaping" : "captures";
  std::string out = verb + " " + what;
  if (mods.find('n') != std::string::npos) out += ", but is blocked by a piece on the way";
  if (mods.find('p') != std::string::npos) out += ", over exactly one piece on the way";
  if (mods.find('g') != std::string::npos) out += ", hopping over a piece to the cell just beyond it";
  if (mods.find('j') != std::string::npos) out += ", jumping over whatever stands between";
  if (mods.find('i') != std::string::npos) out += ", on its first move only";
  return out;
}

}  // namespace

std::optional<std::string> betza_in_words(std::string_view betza) {
  std::vector<std::string> parts;
  std::string mods;
  for (size_t i = 0; i < betza.size();) {
    const char c = betza[i];
    if (std::islower(static_cast<unsigned char>(c))) {
      mods += c;
      ++i;
      continue;
    }
    if (!atoms().contains(c)) return std::nullopt;
    ++i;
    bool rider = false;
    int range = 0;
    if (i < betza.size() && betza[i] == c) {
      rider = true;
      ++i;
    }
    while (i < betza.size() && std::isdigit(static_cast<unsigned char>(betza[i])))
      range = range * 10 + (betza[i++] - '0');
    const bool slider = c == 'R' || c == 'B' || c == 'Q';
    if (range > 0 && !slider && c != 'W' && c != 'F' && c != 'K') return std::nullopt;
    parts.push_back(phrase(mods, c, rider, slider ? range : (range > 1 ? range : 0)));
    mods.clear();
  }
  if (!mods.empty() || parts.empty()) return std::nullopt;
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? "" : i + 1 == parts.size() ? "; or " : "; ") + parts[i];
  out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out + ".";
}

std::optional<std::string> piece_in_words(std::string_view betza, bool royal, bool pawn) {
  std::optional<std::string> said =
      betza.empty() ? std::optional<std::string>("Never moves: it stands in the way until it is taken.")
                    : betza_in_words(betza);
  if (!said) return said;
  if (royal) *said += " Royal: it must not be left attacked.";
  if (pawn) *said += " Promotes on reaching the far side.";
  return said;
}

}  // namespace pp::import
