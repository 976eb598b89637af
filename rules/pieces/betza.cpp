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

// The modifiers written before one atom.
struct Modifiers {
  bool m = false, c = false, lame = false, jump = false, hop = false, next = false, initial = false, after = false;
  std::vector<std::string> words;  // direction words: f, rb, ...
};

// One pass over a Betza string in the board's dialect; every error names the character it is at.
class BetzaReader {
 public:
  BetzaReader(const std::string& text, const Topology& topology)
      : text_(text), topology_(topology), d_(topology.dialect()) {}

  std::vector<Leg> read() {
    if (text_.empty()) throw std::invalid_argument(std::string(d_.empty));
    std::vector<Leg> legs;
    while (i_ < text_.size()) {
      const Modifiers mods = modifiers();
      if (i_ >= text_.size()) fail(text_.size() - 1, "modifiers with no atom after them");
      const size_t at = i_;
      const char letter = text_[i_];
      const BetzaAtom* atom = find_atom(letter);
      if (!atom) unknown(i_, letter, true);
      check(mods, at);
      ++i_;
      const int max = count(*atom, letter);
      if (mods.hop && max == 1)
        fail(at, std::string(mods.next ? "g" : "p") + " needs a line to hop along: a rider or a count, not '" + letter +
                     "'");
      for (char part : atom->parts) legs.push_back(leg(part, mods, max));
    }
    return legs;
  }

 private:
  [[noreturn]] void fail(size_t i, const std::string& why) const {
    throw std::invalid_argument(std::string(d_.name) + " '" + text_ + "'" + std::string(d_.at) + std::to_string(i + 1) +
                                ": " + why);
  }

  [[noreturn]] void unknown(size_t i, char c, bool atom) const {
    if (d_.list_in_errors) {
      std::string atoms;
      for (const auto& a : d_.atoms) atoms += a.letter;
      fail(i, std::string("'") + c + "' is not a " + std::string(d_.shape) + " atom (" + spaced(atoms) +
                  ") or modifier (" + spaced(d_.modifiers) + ")");
    }
    fail(i,
         atom ? std::string("unknown atom '") + c + "'" : std::string("unknown or unsupported modifier '") + c + "'");
  }

  [[noreturn]] void pair_only(char c) const {
    std::string pairs;
    for (std::string_view p : d_.pairs)
      if (p[0] == c) pairs += (pairs.empty() ? "" : " ") + std::string(p);
    fail(i_, std::string("'") + c + "' is read only as the first of a pair (" + pairs + ")");
  }

  const BetzaAtom* find_atom(char c) const {
    for (const auto& a : d_.atoms)
      if (a.letter == c) return &a;
    return nullptr;
  }

  Modifiers modifiers() {
    Modifiers mods;
    while (i_ < text_.size() && std::islower(static_cast<unsigned char>(text_[i_]))) {
      const char ch = text_[i_];
      if (d_.modifiers.find(ch) == std::string_view::npos) unknown(i_, ch, false);
      switch (ch) {
        case 'm': mods.m = true; break;
        case 'c': mods.c = true; break;
        case 'n': mods.lame = true; break;
        case 'j': mods.jump = true; break;
        case 'p': mods.hop = true; break;
        case 'g': mods.hop = mods.next = true; break;
        case 'i': mods.initial = true; break;
        case 'a': mods.after = true; break;
        default:  // a direction word, two letters when the shape reads them as a pair
          if (i_ + 1 < text_.size() &&
              std::find(d_.pairs.begin(), d_.pairs.end(), std::string_view(text_).substr(i_, 2)) != d_.pairs.end()) {
            mods.words.push_back(text_.substr(i_, 2));
            ++i_;
          } else {
            if (d_.pair_only.find(ch) != std::string_view::npos) pair_only(ch);
            mods.words.emplace_back(1, ch);
          }
      }
      ++i_;
    }
    return mods;
  }

  void check(const Modifiers& mods, size_t at) const {
    if (mods.m && mods.c) fail(at, "'m' and 'c' together allow nothing");
    if (mods.initial && mods.after) fail(at, "'i' and 'a' together allow nothing");
    if (mods.jump && mods.lame) fail(at, "n and j exclude each other");
    if (mods.hop && (mods.jump || mods.lame)) fail(at, std::string(mods.next ? "g" : "p") + " excludes n and j");
  }

  // How far the atom goes: 1 for a leaper, 0 (no limit) for a rider, or the count written after it.
  int count(const BetzaAtom& atom, char letter) {
    const bool base = atom.parts.size() == 1 && atom.parts[0] == letter;
    if (d_.doubled_rides && base && i_ < text_.size() && text_[i_] == letter) {  // WW: a rider
      ++i_;
      return 0;
    }
    if (i_ >= text_.size() || !std::isdigit(static_cast<unsigned char>(text_[i_]))) return atom.rides ? 0 : 1;
    if (!atom.rides && !d_.counts_on_leapers) {
      std::string sliders;
      for (const auto& a : d_.atoms)
        if (a.rides) sliders += a.letter;
      fail(i_, "a count only follows a slider (" + spaced(sliders) + "), not '" + letter + "'");
    }
    if (text_[i_] == '0') fail(i_, "a count starts at 1");
    const size_t start = i_;
    int max = 0;
    while (i_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[i_]))) {
      max = max * 10 + (text_[i_] - '0');
      if (max > 99) fail(start, "count too large");
      ++i_;
    }
    return max;
  }

  Leg leg(char part, const Modifiers& mods, int max) const {
    Leg leg;
    leg.atom = part;
    leg.max = max;
    leg.move = !mods.c;
    leg.capture = !mods.m;
    leg.lame = mods.lame;
    leg.jump = mods.jump;
    leg.hop = mods.hop;
    leg.next = mods.next;
    leg.initial = mods.initial;
    leg.after = mods.after;
    for (int dir : topology_.atom_directions(part)) {
      bool ok = mods.words.empty();
      for (const auto& w : mods.words) ok = ok || topology_.in_direction(w, dir);
      if (!ok) continue;
      if (mods.jump && topology_.passed_count(dir) != 1) fail(i_ - 1, "j needs a leap over exactly one cell");
      leg.dirs.push_back(dir);
    }
    return leg;
  }

  const std::string& text_;
  const Topology& topology_;
  const BetzaDialect& d_;
  size_t i_ = 0;
};

}  // namespace

std::vector<Leg> parse_betza(const std::string& text, const Topology& topology) {
  return BetzaReader(text, topology).read();
}

}  // namespace rules
