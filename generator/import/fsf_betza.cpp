#include "import/fsf_betza.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <utility>
#include <vector>

#include "rules/topology/square.h"

namespace pp::import {
namespace {

using Leap = std::pair<int, int>;  // (files, ranks), as pawnprint's square directions

// The engine's eight forms of a leap (a ranks, b files) and the words that reach each
// (piece.cpp, from_betza).
struct Form {
  int ranks_a, ranks_b, files_a, files_b;  // the form is (files_a * a + files_b * b, ranks_a * a + ranks_b * b)
  std::vector<std::string_view> words;
};
const std::vector<Form>& forms() {
  static const std::vector<Form> f = {
      {1, 0, 0, 1, {"ff", "vv", "rf", "rv", "fh", "rh", "hr"}},
      {-1, 0, 0, -1, {"bb", "vv", "lb", "lv", "bh", "lh", "hr"}},
      {0, -1, 1, 0, {"rr", "ss", "br", "bs", "bh", "rh", "hr"}},
      {0, 1, -1, 0, {"ll", "ss", "fl", "fs", "fh", "lh", "hr"}},
      {0, 1, 1, 0, {"rr", "ss", "fr", "fs", "fh", "rh", "hl"}},
      {0, -1, -1, 0, {"ll", "ss", "bl", "bs", "bh", "lh", "hl"}},
      {-1, 0, 0, 1, {"bb", "vv", "rb", "rv", "bh", "rh", "hl"}},
      {1, 0, 0, -1, {"ff", "vv", "lf", "lv", "fh", "lh", "hl"}},
  };
  return f;
}

// An engine atom: the pawnprint atoms it is made of, with their leaps (a, b) and whether it rides.
struct Part {
  char letter;  // pawnprint's atom
  int a, b;
  char leaper() const { return letter == 'R' ? 'W' : letter == 'B' ? 'F' : letter; }  // whose directions
};
struct Atom {
  char letter;
  std::vector<Part> parts;
  bool rides;
};
const Atom* find_atom(char c) {
  static const std::vector<Atom> atoms = {
      {'W', {{'W', 1, 0}}, false}, {'F', {{'F', 1, 1}}, false}, {'D', {{'D', 2, 0}}, false},
      {'N', {{'N', 2, 1}}, false}, {'A', {{'A', 2, 2}}, false}, {'H', {{'H', 3, 0}}, false},
      {'L', {{'C', 3, 1}}, false}, {'C', {{'C', 3, 1}}, false}, {'J', {{'Z', 3, 2}}, false},
      {'Z', {{'Z', 3, 2}}, false}, {'G', {{'G', 3, 3}}, false}, {'K', {{'W', 1, 0}, {'F', 1, 1}}, false},
      {'R', {{'R', 1, 0}}, true},  {'B', {{'B', 1, 1}}, true},  {'Q', {{'R', 1, 0}, {'B', 1, 1}}, true},
  };
  for (const Atom& a : atoms)
    if (a.letter == c) return &a;
  return nullptr;
}

bool vertical(char c) { return c == 'f' || c == 'b' || c == 'v' || c == 'h'; }
bool horizontal(char c) { return c == 'r' || c == 'l' || c == 's' || c == 'h'; }

// The engine's words from the direction letters before an atom: a vertical with a horizontal,
// either way round, or a letter doubled, are one word; a letter alone stands for itself doubled.
std::vector<std::string> engine_words(const std::string& letters) {
  std::vector<std::string> words;
  for (size_t k = 0; k < letters.size(); ++k) {
    const char c = letters[k];
    if (k + 1 < letters.size()) {
      const char d = letters[k + 1];
      if (d == c || (vertical(c) && horizontal(d)) || (horizontal(c) && vertical(d))) {
        words.push_back({c, d});
        ++k;
        continue;
      }
    }
    words.push_back({c, c});
  }
  return words;
}

// The leaps the engine gives one part of an atom under those words.
std::vector<Leap> engine_leaps(const Part& p, bool alone, const std::vector<std::string>& words) {
  std::vector<std::string> use;
  for (const std::string& w : words)
    if (alone && p.b == 0 && w[0] != w[1]) {  // a one-way orthogonal atom splits the pair
      use.push_back({w[0], w[0]});
      use.push_back({w[1], w[1]});
    } else {
      use.push_back(w);
    }
  std::vector<Leap> out;
  for (const Form& f : forms()) {
    const bool any = use.empty() || std::any_of(use.begin(), use.end(), [&](const std::string& w) {
                       return std::find(f.words.begin(), f.words.end(), w) != f.words.end();
                     });
    const Leap l{f.files_a * p.a + f.files_b * p.b, f.ranks_a * p.a + f.ranks_b * p.b};
    if (any && std::find(out.begin(), out.end(), l) == out.end()) out.push_back(l);
  }
  return out;
}

const rules::SquareTopology& square() {
  static const rules::SquareTopology t(1, 1);  // directions only
  return t;
}

// pawnprint's words that say exactly `leaps` among the atom's directions, in the order they are
// listed (single letters first); empty when all are meant. Throws when none do.
std::vector<std::string> words_for(char atom, const std::vector<Leap>& leaps, std::string_view part) {
  const rules::SquareTopology& t = square();
  const std::vector<int>& dirs = t.atom_directions(atom);
  auto leap = [&](int d) {
    return Leap{t.directions()[static_cast<size_t>(d)].dx, t.directions()[static_cast<size_t>(d)].dy};
  };
  if (leaps.size() == dirs.size()) return {};
  std::vector<std::string_view> candidates = {"f", "b", "l", "r", "v", "s"};
  for (std::string_view p : t.dialect().pairs) candidates.push_back(p);
  std::vector<std::pair<std::string_view, std::vector<Leap>>> fitting;
  for (std::string_view w : candidates) {
    std::vector<Leap> reach;
    for (int d : dirs)
      if (t.in_direction(w, d)) reach.push_back(leap(d));
    const bool inside = std::all_of(reach.begin(), reach.end(), [&](const Leap& l) {
      return std::find(leaps.begin(), leaps.end(), l) != leaps.end();
    });
    if (!reach.empty() && inside) fitting.emplace_back(w, std::move(reach));
  }
  std::stable_sort(fitting.begin(), fitting.end(),
                   [](const auto& x, const auto& y) { return x.second.size() > y.second.size(); });
  std::vector<Leap> covered;
  std::vector<std::string_view> chosen;
  for (const auto& [w, reach] : fitting) {
    bool adds = false;
    for (const Leap& l : reach)
      if (std::find(covered.begin(), covered.end(), l) == covered.end()) {
        covered.push_back(l);
        adds = true;
      }
    if (adds) chosen.push_back(w);
  }
  if (covered.size() != leaps.size())
    throw std::invalid_argument("'" + std::string(part) +
                                "' means leaps pawnprint's Betza has no words for (Fairy-Stockfish reads a mixed pair "
                                "such as fr on an oblique atom as a single leap)");
  std::vector<std::string> out;
  for (std::string_view w : candidates)
    if (std::find(chosen.begin(), chosen.end(), w) != chosen.end()) out.emplace_back(w);
  return out;
}

// One atom with its modifiers and direction letters, written in pawnprint's Betza.
std::string translate(const Atom& atom, const std::string& mods, const std::string& letters, const std::string& count,
                      std::string_view part) {
  const std::vector<std::string> words = engine_words(letters);
  std::vector<std::vector<std::string>> said;
  bool empty = true;
  for (const Part& p : atom.parts) {
    const std::vector<Leap> leaps = engine_leaps(p, atom.parts.size() == 1, words);
    said.push_back(leaps.empty() ? std::vector<std::string>{"-"} : words_for(p.leaper(), leaps, part));
    empty = empty && leaps.empty();
  }
  if (empty) return "";  // the engine gives it no directions: the part adds no move
  auto write = [&](const std::vector<std::string>& ws, const std::string& letter) {
    std::string out;
    if (ws.size() == 1 && ws[0] == "-") return out;
    if (ws.empty()) return mods + letter;
    for (const std::string& w : ws) out.append(mods).append(w).append(letter);
    return out;
  };
  const bool same = std::all_of(said.begin(), said.end(), [&](const auto& s) { return s == said[0]; });
  const bool doubled = count == "=";
  if (same) {
    const char letter = atom.parts.size() == 1 ? atom.parts[0].letter : atom.letter;
    return write(said[0], doubled ? std::string(2, letter) : letter + count);
  }
  std::string out;
  for (size_t k = 0; k < atom.parts.size(); ++k) {
    const char letter = atom.parts[k].letter;
    out += write(said[k], doubled ? std::string(2, letter) : letter + count);
  }
  return out;
}

}  // namespace

std::string pawnprint_betza(std::string_view fsf) {
  std::string out, mods, letters;
  size_t start = 0;
  for (size_t i = 0; i < fsf.size(); ++i) {
    const char c = fsf[i];
    if (vertical(c) || horizontal(c)) {
      letters += c;
      continue;
    }
    if (c == 'e') continue;  // en passant: pawnprint's pawns take so after a run (rules: pawn-runs)
    const Atom* atom = std::isupper(static_cast<unsigned char>(c)) ? find_atom(c) : nullptr;
    if (!atom) {
      if (std::isupper(static_cast<unsigned char>(c))) {  // pawnprint's reader names it
        out += mods + letters + c;
        mods.clear();
        letters.clear();
        start = i + 1;
      } else {
        mods += c;
      }
      continue;
    }
    std::string count;  // digits, or "=" for a doubled atom (a rider)
    if (i + 1 < fsf.size() && fsf[i + 1] == c) {
      count = "=";
      ++i;
    } else {
      while (i + 1 < fsf.size() && std::isdigit(static_cast<unsigned char>(fsf[i + 1]))) count += fsf[++i];
    }
    out += translate(*atom, mods, letters, count, fsf.substr(start, i + 1 - start));
    mods.clear();
    letters.clear();
    start = i + 1;
  }
  return out + mods + letters;
}

}  // namespace pp::import
