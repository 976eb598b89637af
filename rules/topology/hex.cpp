#include "rules/topology/hex.h"

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "common/yamlutil.h"

namespace rules {
namespace {

constexpr std::string_view kFileLetters = "abcdefghiklmnopqrstuvwxyz";

struct Step {
  char atom;
  int dq, dh;
};
// Counter-clockwise from straight up (W), from the right (F) and from the right (N).
constexpr Step kSteps[] = {
    {'W', 0, 2},  {'W', -1, 1}, {'W', -1, -1}, {'W', 0, -2},  {'W', 1, -1},  {'W', 1, 1},  {'F', 2, 0},  {'F', 1, 3},
    {'F', -1, 3}, {'F', -2, 0}, {'F', -1, -3}, {'F', 1, -3},  {'N', 3, 1},   {'N', 2, 4},  {'N', 1, 5},  {'N', -1, 5},
    {'N', -2, 4}, {'N', -3, 1}, {'N', -3, -1}, {'N', -2, -4}, {'N', -1, -5}, {'N', 1, -5}, {'N', 2, -4}, {'N', 3, -1},
};

// Turning a step 60 degrees clockwise, through cube coordinates (x = dq, z = -(dh + dq) / 2).
std::pair<int, int> turned(int dq, int dh) {
  const int x = dq, z = -(dh + dq) / 2, y = -x - z;
  const int x2 = -z, z2 = -y;
  return {x2, -2 * z2 - x2};
}

}  // namespace

char hex_file_letter(int file) { return kFileLetters.at(static_cast<size_t>(file)); }

Hex::Hex(int side) : Topology(CellShape::Hex), n_(side) {
  if (n_ < 2 || n_ > 12) throw std::invalid_argument("hex: the side is 2..12 cells");
  const int files = file_count(), heights = 4 * n_ - 3;
  grid_.assign(static_cast<size_t>(files * heights), -1);
  for (int r = 0; r < files; ++r)
    for (int q = 0; q < files; ++q)
      if (r < file_length(q)) {
        const int id = add_cell({std::string(1, hex_file_letter(q)) + std::to_string(r + 1), q, r, true});
        grid_[static_cast<size_t>(q * heights + height(id))] = id;
      }
  // Position text: rank 2n-1 down to 1, each from file a towards the last.
  std::vector<std::vector<int>> rows;
  for (int r = files - 1; r >= 0; --r) {
    rows.emplace_back();
    for (int q = 0; q < files; ++q)
      if (int id = at(q, r); id >= 0) rows.back().push_back(id);
  }
  set_rows(std::move(rows));
  for (const Step& s : kSteps) {
    const double degrees = std::atan2(std::numbers::sqrt3 / 2 * s.dh, 1.5 * s.dq) * 180 / std::numbers::pi;
    add_direction({s.atom, degrees < 0 ? degrees + 360 : degrees, s.dq, s.dh});
  }
  set_forward(0);
  for (const Direction& d : directions()) {
    const auto [dq, dh] = turned(d.dx, d.dy);
    for (size_t o = 0; o < directions().size(); ++o)
      if (directions()[o].dx == dq && directions()[o].dy == dh) turn_.push_back(static_cast<int>(o));
  }
}

int Hex::height(int id) const {
  const Cell& c = cell(id);
  return 2 * c.y + std::abs(c.x - (n_ - 1));
}

int Hex::at(int x, int y) const {
  if (x < 0 || x >= file_count() || y < 0 || y >= file_length(x)) return -1;
  return by_height(x, 2 * y + std::abs(x - (n_ - 1)));
}

int Hex::by_height(int file, int h) const {
  const int heights = 4 * n_ - 3;
  if (file < 0 || file >= file_count() || h < 0 || h >= heights) return -1;
  return grid_[static_cast<size_t>(file * heights + h)];
}

int Hex::step(int cell, int dir) const {
  const Direction& d = directions()[static_cast<size_t>(dir)];
  return by_height(this->cell(cell).x + d.dx, height(cell) + d.dy);
}

int Hex::rotate(int cell, int turns) const {
  // About the middle cell: file n - 1, height 2n - 2.
  int dq = this->cell(cell).x - (n_ - 1), dh = height(cell) - (2 * n_ - 2);
  for (int t = ((turns % 6) + 6) % 6; t > 0; --t) std::tie(dq, dh) = turned(dq, dh);
  return by_height(dq + n_ - 1, dh + 2 * n_ - 2);
}

int Hex::turn(int dir, int turns) const {
  for (int t = ((turns % 6) + 6) % 6; t > 0; --t) dir = turn_[static_cast<size_t>(dir)];
  return dir;
}

const BetzaDialect& Hex::dialect() const {
  static const BetzaDialect dialect = [] {
    BetzaDialect d;
    d.name = "Betza";
    d.at = " at character ";
    d.empty = "Betza text is empty";
    d.shape = "hex";
    d.modifiers = "mciafbslrpg";
    d.pairs = {"ff", "bb", "fl", "fr", "bl", "br"};
    d.atoms = {{'W', "W", false}, {'F', "F", false}, {'N', "N", false}, {'K', "WF", false},
               {'R', "W", true},  {'B', "F", true},  {'Q', "WF", true}};
    d.counts_on_leapers = true;
    d.doubled_rides = true;
    d.list_in_errors = true;
    return d;
  }();
  return dialect;
}

Board build_hex_board(const pp::yaml::At& board) {
  int side = 6;
  if (const pp::yaml::At node = board["side"]) side = static_cast<int>(node.whole("board.side", 2, 12));
  return Board(std::make_shared<Hex>(side));
}

}  // namespace rules
