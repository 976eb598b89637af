#include "rules/pieces/betza.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string_view>

namespace rules {
namespace {

std::string spaced(std::string_view letters) {
  std::string out;
  for (char c : letters) {
    if (!out.empty()) out += ' ';
    out += c;
  }
  return out;
}

}  // namespace

std::vector<Leg> parse_betza(const std::string& text, const Topology& topology) {
  const BetzaDialect& d = topology.dialect();
  auto fail = [&](size_t i, const std::string& why) {
    throw std::invalid_argument(std::string(d.name) + " '" + text + "'" + std::string(d.at) + std::to_string(i + 1) +
                                ": " + why);
  };
  auto unknown = [&](size_t i, char c, bool atom) {
    if (d.list_in_errors) {
      std::string atoms;
      for (const auto& a : d.atoms) atoms += a.letter;
      fail(i, std::string("'") + c + "' is not a " + std::string(d.shape) + " atom (" + spaced(atoms) +
                  ") or modifier (" + spaced(d.modifiers) + ")");
    }
    fail(i,
         atom ? std::string("unknown atom '") + c + "'" : std::string("unknown or unsupported modifier '") + c + "'");
  };
  auto find_atom = [&](char c) -> const BetzaAtom* {
    for (const auto& a : d.atoms)
      if (a.letter == c) return &a;
    return nullptr;
  };
  if (text.empty()) throw std::invalid_argument(std::string(d.empty));
  std::vector<Leg> legs;
  size_t i = 0;
  while (i < text.size()) {
    bool m = false, c = false, lame = false, jump = false, hop = false, next = false, initial = false, after = false;
    std::vector<std::string> words;
    while (i < text.size() && std::islower(static_cast<unsigned char>(text[i]))) {
      const char ch = text[i];
      if (d.modifiers.find(ch) == std::string_view::npos) unknown(i, ch, false);
      switch (ch) {
        case 'm': m = true; break;
        case 'c': c = true; break;
        case 'n': lame = true; break;
        case 'j': jump = true; break;
        case 'p': hop = true; break;
        case 'g': hop = next = true; break;
        case 'i': initial = true; break;
        case 'a': after = true; break;
        default:  // a direction word, two letters when the shape reads them as a pair
          if (i + 1 < text.size() &&
              std::find(d.pairs.begin(), d.pairs.end(), std::string_view(text).substr(i, 2)) != d.pairs.end()) {
            words.push_back(text.substr(i, 2));
            ++i;
          } else {
            words.emplace_back(1, ch);
          }
      }
      ++i;
    }
    if (i >= text.size()) fail(text.size() - 1, "modifiers with no atom after them");
    const size_t at = i;
    const char letter = text[i];
    const BetzaAtom* atom = find_atom(letter);
    if (!atom) unknown(i, letter, true);
    if (m && c) fail(at, "'m' and 'c' together allow nothing");
    if (initial && after) fail(at, "'i' and 'a' together allow nothing");
    if (jump && lame) fail(at, "n and j exclude each other");
    if (hop && (jump || lame)) fail(at, std::string(next ? "g" : "p") + " excludes n and j");
    ++i;
    int max = atom->rides ? 0 : 1;
    const bool base = atom->parts.size() == 1 && atom->parts[0] == letter;
    if (d.doubled_rides && base && i < text.size() && text[i] == letter) {  // WW: a rider
      max = 0;
      ++i;
    } else if (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
      if (!atom->rides && !d.counts_on_leapers) {
        std::string sliders;
        for (const auto& a : d.atoms)
          if (a.rides) sliders += a.letter;
        fail(i, "a count only follows a slider (" + spaced(sliders) + "), not '" + letter + "'");
      }
      if (text[i] == '0') fail(i, "a count starts at 1");
      const size_t start = i;
      max = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
        max = max * 10 + (text[i] - '0');
        if (max > 99) fail(start, "count too large");
        ++i;
      }
    }
    if (hop && max == 1)
      fail(at, std::string(next ? "g" : "p") + " needs a line to hop along: a rider or a count, not '" + letter + "'");
    for (char part : atom->parts) {
      Leg leg;
      leg.atom = part;
      leg.max = max;
      leg.move = !c;
      leg.capture = !m;
      leg.lame = lame;
      leg.jump = jump;
      leg.hop = hop;
      leg.next = next;
      leg.initial = initial;
      leg.after = after;
      for (int dir : topology.atom_directions(part)) {
        bool ok = words.empty();
        for (const auto& w : words) ok = ok || topology.in_direction(w, dir);
        if (!ok) continue;
        if (jump && topology.passed_count(dir) != 1) fail(i - 1, "j needs a leap over exactly one cell");
        leg.dirs.push_back(dir);
      }
      legs.push_back(std::move(leg));
    }
  }
  return legs;
}

}  // namespace rules
