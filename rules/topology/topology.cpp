#include "rules/topology/topology.h"

#include <cmath>

namespace rules {

std::string file_name(int file) {
  std::string name;
  for (int f = file + 1; f > 0; f = (f - 1) / 26) name.insert(name.begin(), static_cast<char>('a' + (f - 1) % 26));
  return name;
}

int Topology::add_cell(Cell cell) {
  int id = size();
  by_name_.emplace(cell.name, id);
  cells_.push_back(std::move(cell));
  return id;
}

int Topology::find(std::string_view name) const {
  auto it = by_name_.find(std::string(name));
  return it == by_name_.end() ? -1 : it->second;
}

int Topology::add_direction(Direction d) {
  const int id = static_cast<int>(directions_.size());
  by_atom_[d.atom].push_back(id);
  directions_.push_back(d);
  return id;
}

const std::vector<int>& Topology::atom_directions(char atom) const {
  static const std::vector<int> none;
  auto it = by_atom_.find(atom);
  return it == by_atom_.end() ? none : it->second;
}

bool Topology::passes(int, int, std::vector<int>&) const { return true; }

bool Topology::in_direction(std::string_view word, int dir) const {
  // Signed angle from straight ahead (90 degrees), positive to the left, in (-180, 180].
  double off = std::fmod(directions_[static_cast<size_t>(dir)].degrees - 90 + 540, 360) - 180;
  if (off <= -180 + 1e-9) off += 360;
  const double a = std::abs(off);
  constexpr double e = 1e-9;
  auto one = [&](char c) {
    switch (c) {
      case 'f': return a < 90 - e;
      case 'b': return a > 90 + e;
      case 's': return std::abs(a - 90) < e;
      case 'l': return off > e && off < 180 - e;
      case 'r': return off < -e && off > -180 + e;
    }
    return false;
  };
  if (word == "ff") return a <= 30 + e;
  if (word == "bb") return a >= 150 - e;
  for (char c : word)
    if (!one(c)) return false;
  return true;
}

std::vector<int> Topology::touching(int cell) const {
  std::vector<int> out;
  for (char atom : {'W', 'F'})
    for (int d : atom_directions(atom))
      if (int to = step(cell, d); to >= 0) out.push_back(to);
  return out;
}

}  // namespace rules
