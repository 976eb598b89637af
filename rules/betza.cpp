#include "rules/betza.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

namespace rules {
namespace {

struct Atom {
  char letter;
  int a, b;  // leap (a, b) with a >= b, taken in all its symmetric forms
};
constexpr Atom kAtoms[] = {{'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2},
                           {'H', 3, 0}, {'C', 3, 1}, {'Z', 3, 2}, {'G', 3, 3}};

const Atom* atom(char c) {
  for (const auto& a : kAtoms)
    if (a.letter == c) return &a;
  return nullptr;
}

// Does the step (dx, dy) belong to the direction token (one or two letters)?
bool in_direction(std::string_view t, int dx, int dy) {
  const int ax = std::abs(dx), ay = std::abs(dy);
  const bool orth = dx == 0 || dy == 0, diag = ax == ay;
  auto one = [&](char c) {
    switch (c) {
      case 'f': return dy > 0;
      case 'b': return dy < 0;
      case 'l': return dx < 0;
      case 'r': return dx > 0;
      case 'v': return orth ? dx == 0 : (diag || ay > ax);
      case 's': return orth ? dy == 0 : (diag || ax > ay);
    }
    return false;
  };
  if (t.size() == 1) return one(t[0]);
  char p = t[0], q = t[1];
  if (p == q) {  // ff, bb, ll, rr: the narrow half along that direction
    if (p == 'f' || p == 'b') return one(p) && (orth || ay > ax);
    return one(p) && (orth || ax > ay);
  }
  if (q == 'v') return one(p) && (orth ? dx == 0 : ay > ax);
  if (q == 's') return one(p) && (orth ? dy == 0 : ax > ay);
  return one(p) && one(q);
}

bool is_pair(char p, char q) {
  const std::string_view fb = "fb", lr = "lr";
  if (fb.find(p) != std::string_view::npos)
    return lr.find(q) != std::string_view::npos || q == p || q == 's' || q == 'v';
  if (lr.find(p) != std::string_view::npos)
    return fb.find(q) != std::string_view::npos || q == p || q == 's' || q == 'v';
  return false;
}

[[noreturn]] void fail(const std::string& text, size_t i, const std::string& why) {
  throw std::invalid_argument("Betza '" + text + "' at character " + std::to_string(i + 1) + ": " + why);
}

}  // namespace

std::vector<std::pair<int, int>> leap_path(int dx, int dy) {
  std::vector<std::pair<int, int>> path;
  const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
  const int ax = std::abs(dx), ay = std::abs(dy);
  int x = 0, y = 0;
  // Orthogonal steps along the major axis first, then diagonal ones (a Xiangqi horse for N).
  for (int k = 0; k < std::abs(ax - ay) - (ax == 0 || ay == 0 ? 1 : 0); ++k) {
    if (ax > ay) x += sx;
    else y += sy;
    path.emplace_back(x, y);
  }
  while (std::abs(x) + 1 < ax || std::abs(y) + 1 < ay) {
    if (std::abs(x) < ax) x += sx;
    if (std::abs(y) < ay) y += sy;
    if (x == dx && y == dy) break;
    path.emplace_back(x, y);
  }
  return path;
}

std::vector<Leg> parse_betza(const std::string& text) {
  std::vector<Leg> legs;
  size_t i = 0;
  if (text.empty()) throw std::invalid_argument("Betza text is empty");
  while (i < text.size()) {
    bool m = false, c = false, lame = false, jump = false, initial = false;
    std::vector<std::string> dirs;
    while (i < text.size() && std::islower(static_cast<unsigned char>(text[i]))) {
      char ch = text[i];
      switch (ch) {
        case 'm': m = true; break;
        case 'c': c = true; break;
        case 'n': lame = true; break;
        case 'j': jump = true; break;
        case 'i': initial = true; break;
        case 'f':
        case 'b':
        case 'l':
        case 'r':
        case 'v':
        case 's':
          if (i + 1 < text.size() && is_pair(ch, text[i + 1]) &&
              std::string_view("fblr").find(ch) != std::string_view::npos) {
            dirs.push_back(text.substr(i, 2));
            ++i;
          } else {
            dirs.emplace_back(1, ch);
          }
          break;
        default: fail(text, i, std::string("unknown or unsupported modifier '") + ch + "'");
      }
      ++i;
    }
    if (i >= text.size()) fail(text, i - 1, "modifiers without an atom");
    char a = text[i];
    std::vector<std::pair<const Atom*, int>> parts;  // atom, default max
    switch (a) {
      case 'R': parts = {{atom('W'), 0}}; break;
      case 'B': parts = {{atom('F'), 0}}; break;
      case 'Q': parts = {{atom('W'), 0}, {atom('F'), 0}}; break;
      case 'K': parts = {{atom('W'), 1}, {atom('F'), 1}}; break;
      default:
        if (!atom(a)) fail(text, i, std::string("unknown atom '") + a + "'");
        parts = {{atom(a), 1}};
    }
    ++i;
    int max = -1;
    if (i < text.size() && text[i] == a && atom(a)) {  // WW: a rider
      max = 0;
      ++i;
    } else if (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
      size_t start = i;
      max = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
        max = max * 10 + (text[i] - '0');
        if (max > 99) fail(text, start, "count too large");
        ++i;
      }
    }
    if (jump && lame) fail(text, i - 1, "n and j exclude each other");
    for (auto [at, def] : parts) {
      const int lim = max < 0 ? def : max;
      const int forms[8][2] = {{at->a, at->b},  {at->b, at->a},  {-at->a, at->b},  {-at->b, at->a},
                               {at->a, -at->b}, {at->b, -at->a}, {-at->a, -at->b}, {-at->b, -at->a}};
      std::vector<std::pair<int, int>> seen;
      for (auto& f : forms) {
        std::pair<int, int> v{f[0], f[1]};
        if (std::find(seen.begin(), seen.end(), v) != seen.end()) continue;
        seen.push_back(v);
        bool ok = dirs.empty();
        for (auto& d : dirs) ok = ok || in_direction(d, v.first, v.second);
        if (!ok) continue;
        Leg leg;
        leg.dx = v.first;
        leg.dy = v.second;
        leg.max = lim;
        leg.move = !c || m;
        leg.capture = !m || c;
        leg.lame = lame;
        leg.jump = jump;
        leg.initial = initial;
        if (jump && (leap_path(v.first, v.second).size() != 1))
          fail(text, i - 1, "j needs a leap over exactly one cell");
        legs.push_back(leg);
      }
    }
  }
  return legs;
}

}  // namespace rules
