#include "rules/topology/square.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "common/yamlutil.h"

namespace rules {
namespace {

struct Leap {
  char letter;
  int a, b;  // leap (a, b) with a >= b, taken in all its symmetric forms
};
constexpr Leap kLeaps[] = {{'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2},
                           {'H', 3, 0}, {'C', 3, 1}, {'Z', 3, 2}, {'G', 3, 3}};

BetzaDialect make_dialect() {
  BetzaDialect d;
  d.name = "Betza";
  d.at = " at character ";
  d.empty = "Betza text is empty";
  d.shape = "square";
  d.modifiers = "mcnjifblrvshpg";
  // f or b with l, r, s, v or itself; l or r with f, b, s, v or itself.
  d.pairs = {"fl", "fr", "ff", "fs", "fv", "bl", "br", "bb", "bs", "bv", "lf",
             "lb", "ll", "ls", "lv", "rf", "rb", "rr", "rs", "rv", "hl", "hr"};
  d.pair_only = "h";
  for (const Leap& l : kLeaps) d.atoms.push_back({l.letter, std::string_view(&l.letter, 1), false});
  d.atoms.push_back({'R', "W", true});
  d.atoms.push_back({'B', "F", true});
  d.atoms.push_back({'Q', "WF", true});
  d.atoms.push_back({'K', "WF", false});
  d.counts_on_leapers = true;
  d.doubled_rides = true;
  return d;
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

SquareTopology::SquareTopology(int files, int ranks) : Topology(CellShape::Square), files_(files), ranks_(ranks) {
  for (int y = 0; y < ranks; ++y)
    for (int x = 0; x < files; ++x) add_cell({file_name(x) + std::to_string(y + 1), x, y, true});
  std::vector<std::vector<int>> rows;
  for (int y = ranks - 1; y >= 0; --y) {
    std::vector<int> row;
    row.reserve(static_cast<size_t>(files));
    for (int x = 0; x < files; ++x) row.push_back(y * files + x);
    rows.push_back(std::move(row));
  }
  set_rows(std::move(rows));
  for (const Leap& l : kLeaps) {
    const int forms[8][2] = {{l.a, l.b},  {l.b, l.a},  {-l.a, l.b},  {-l.b, l.a},
                             {l.a, -l.b}, {l.b, -l.a}, {-l.a, -l.b}, {-l.b, -l.a}};
    std::vector<std::pair<int, int>> seen;
    for (const auto& f : forms) {
      const std::pair<int, int> v{f[0], f[1]};
      if (std::find(seen.begin(), seen.end(), v) != seen.end()) continue;
      seen.push_back(v);
      const int id =
          add_direction({l.letter, std::atan2(v.second, v.first) * 180 / std::numbers::pi, v.first, v.second});
      if (v == std::pair{0, 1}) set_forward(id);
    }
  }
  for (const Direction& d : directions())
    for (size_t o = 0; o < directions().size(); ++o)
      if (directions()[o].dx == -d.dx && directions()[o].dy == -d.dy) opposite_.push_back(static_cast<int>(o));
}

int SquareTopology::at(int x, int y) const {
  if (x < 0 || y < 0 || x >= files_ || y >= ranks_) return -1;
  return y * files_ + x;
}

int SquareTopology::step(int cell, int dir) const {
  const Direction& d = directions()[static_cast<size_t>(dir)];
  return at(cell % files_ + d.dx, cell / files_ + d.dy);
}

bool SquareTopology::passes(int cell, int dir, std::vector<int>& out) const {
  const Direction& d = directions()[static_cast<size_t>(dir)];
  for (auto [gx, gy] : leap_path(d.dx, d.dy)) {
    const int g = at(cell % files_ + gx, cell / files_ + gy);
    if (g < 0) return false;
    out.push_back(g);
  }
  return true;
}

int SquareTopology::passed_count(int dir) const {
  const Direction& d = directions()[static_cast<size_t>(dir)];
  return static_cast<int>(leap_path(d.dx, d.dy).size());
}

bool SquareTopology::in_direction(std::string_view word, int dir) const {
  const int dx = directions()[static_cast<size_t>(dir)].dx, dy = directions()[static_cast<size_t>(dir)].dy;
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
  if (word.size() == 1) return one(word[0]);
  char p = word[0], q = word[1];
  if (p == 'h') {  // a chiral half of an oblique leap; the others have no handedness and keep all
    if (orth || diag) return true;
    return ((dx > 0) == (dy > 0)) == (ay > ax) ? q == 'r' : q == 'l';
  }
  if (p == q) {  // ff, bb, ll, rr: the narrow half along that direction
    if (p == 'f' || p == 'b') return one(p) && (orth || ay > ax);
    return one(p) && (orth || ax > ay);
  }
  if (q == 'v') return one(p) && (orth ? dx == 0 : ay > ax);
  if (q == 's') return one(p) && (orth ? dy == 0 : ax > ay);
  return one(p) && one(q);
}

const BetzaDialect& SquareTopology::dialect() const {
  static const BetzaDialect d = make_dialect();
  return d;
}

int SquareTopology::rotate(int cell, int turns) const {
  if (turns % 2 == 0) return cell;
  return size() - 1 - cell;
}

int SquareTopology::turn(int dir, int turns) const {
  return turns % 2 == 0 ? dir : opposite_[static_cast<size_t>(dir)];
}

std::vector<int> SquareTopology::touching(int cell) const {
  std::vector<int> out;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if (int to = at(cell % files_ + dx, cell / files_ + dy); (dx || dy) && to >= 0) out.push_back(to);
  return out;
}

Board build_square_board(const pp::yaml::At& board) {
  auto need = [&](const char* key) {
    const pp::yaml::At node = board[key];
    if (!node) throw board.error(std::string("a square board needs '") + key + "'");
    return static_cast<int>(node.whole(std::string("board.") + key, 1, 64));
  };
  const int files = need("files");
  const int ranks = need("ranks");
  return Board::square(files, ranks);
}

}  // namespace rules
