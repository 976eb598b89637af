#include "rules/trigs.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "common/yamlutil.h"

namespace rules {
namespace {

using Vec = std::array<int, 3>;

Vec unit(int axis, int scale = 1) {
  Vec v{0, 0, 0};
  v[static_cast<size_t>(axis)] = scale;
  return v;
}
// 2 e_axis - (1,1,1): through the vertex at the end of `axis` from an up trig.
Vec through_vertex(int axis) {
  Vec v{-1, -1, -1};
  v[static_cast<size_t>(axis)] = 1;
  return v;
}
Vec negate(Vec v) { return {-v[0], -v[1], -v[2]}; }

// Row and Vertex headings 0, 60, ... 300 degrees travel along e_p - e_q.
constexpr std::array<std::array<int, 2>, kHeadings> kSidePairs = {{{2, 1}, {0, 1}, {0, 2}, {1, 2}, {1, 0}, {2, 0}}};
// Altitude headings 30, 90, ... 330 degrees travel along sign * e_axis.
constexpr std::array<std::array<int, 2>, kHeadings> kAltitudes = {{{1, -1}, {0, 1}, {2, -1}, {1, 1}, {0, -1}, {2, 1}}};

// The displacement of one step along a line from an up or a down trig.
Vec step_delta(Line line, int heading, bool up) {
  if (line == Line::Altitude) {
    auto [axis, sign] = kAltitudes[static_cast<size_t>(heading)];
    if (sign > 0) return up ? through_vertex(axis) : unit(axis);
    return up ? unit(axis, -1) : negate(through_vertex(axis));
  }
  auto [p, q] = kSidePairs[static_cast<size_t>(heading)];
  if (line == Line::Row) return up ? unit(q, -1) : unit(p);
  return up ? through_vertex(p) : negate(through_vertex(q));
}

Tri add(Tri t, const Vec& v) { return {t.i + v[0], t.j + v[1], t.k + v[2]}; }
int mod2(int v) { return ((v % 2) + 2) % 2; }

}  // namespace

int heading_degrees(Line line, int heading) { return (line == Line::Altitude ? 30 : 0) + 60 * heading; }

Trigs::Trigs(int hexagon, int depth) : n_(hexagon), d_(depth) {
  if (n_ < 1 || d_ < 0 || d_ >= n_) throw std::invalid_argument("trigs: need hexagon >= 1 and 0 <= depth < hexagon");
  const int outer = n_ + d_;
  std::vector<Tri> all;
  for (int i = -outer; i < outer; ++i)
    for (int j = -outer; j < outer; ++j)
      for (int sum : {-1, -2}) {
        Tri t{i, j, sum - i - j};
        if (on_board(t)) all.push_back(t);
      }
  int lo = 1 << 20, hi = -(1 << 20);
  for (const Tri& t : all) lo = std::min(lo, t.k - t.j), hi = std::max(hi, t.k - t.j);
  column_offset_ = -lo;
  columns_ = hi - lo + 1;
  auto row_of = [&](const Tri& t) { return t.i + outer; };
  auto col_of = [&](const Tri& t) { return t.k - t.j + column_offset_; };
  std::sort(all.begin(), all.end(), [&](const Tri& a, const Tri& b) {
    return std::pair(row_of(a), col_of(a)) < std::pair(row_of(b), col_of(b));
  });
  grid_.assign(static_cast<size_t>(rows() * columns_), -1);
  for (const Tri& t : all) {
    int row = row_of(t), col = col_of(t);
    int id = board_.add_cell({file_name(row) + std::to_string(col + 1), col, row, t.up()});
    grid_[static_cast<size_t>(row * columns_ + col)] = id;
    tri_.push_back(t);
  }

  board_.set_rows(fen_rows());

  const size_t count = tri_.size();
  edge_.resize(count), vertex_.resize(count), two_.resize(count), next_.resize(count);
  for (size_t c = 0; c < count; ++c) {
    const Tri t = tri_[c];
    const bool up = t.up();
    auto keep = [&](std::vector<int>& out, const Vec& v) {
      if (int id = lookup(add(t, v)); id >= 0) out.push_back(id);
    };
    for (int axis = 0; axis < 3; ++axis) keep(edge_[c], unit(axis, up ? -1 : 1));
    for (int p = 0; p < 3; ++p)
      for (int q = 0; q < 3; ++q)
        if (p != q) {
          Vec v = unit(p);
          v[static_cast<size_t>(q)] = -1;
          keep(two_[c], v);
          keep(vertex_[c], v);
        }
    for (int axis = 0; axis < 3; ++axis) keep(vertex_[c], up ? through_vertex(axis) : negate(through_vertex(axis)));
    for (Line line : {Line::Row, Line::Vertex, Line::Altitude})
      for (int h = 0; h < kHeadings; ++h)
        next_[c][static_cast<size_t>(line)][static_cast<size_t>(h)] = lookup(add(t, step_delta(line, h, up)));
  }
}

bool Trigs::on_board(Tri t) const {
  const int outer = n_ + d_;
  const int lo = std::min({t.i, t.j, t.k}), hi = std::max({t.i, t.j, t.k});
  if (lo < -outer || hi >= outer) return false;
  return lo >= -n_ || hi < n_;
}

int Trigs::lookup(Tri t) const {
  if (t.i + t.j + t.k != -1 && t.i + t.j + t.k != -2) return -1;
  if (!on_board(t)) return -1;
  return at(t.i + n_ + d_, t.k - t.j + column_offset_);
}

int Trigs::at(Tri t) const { return lookup(t); }

int Trigs::at(int row, int column) const {
  if (row < 0 || row >= rows() || column < 0 || column >= columns_) return -1;
  return grid_[static_cast<size_t>(row * columns_ + column)];
}

std::vector<std::vector<int>> Trigs::fen_rows() const {
  std::vector<std::vector<int>> out;
  for (int row = rows() - 1; row >= 0; --row) {
    out.emplace_back();
    for (int col = 0; col < columns_; ++col)
      if (int id = at(row, col); id >= 0) out.back().push_back(id);
  }
  return out;
}

std::vector<ArmyPiece> Trigs::all_armies(const std::vector<ArmyPiece>& white) const {
  std::vector<ArmyPiece> out;
  for (int army = 0; army < kArmies; ++army)
    for (const ArmyPiece& p : white) out.push_back({rotate(p.cell, army), p.letter, (p.army + army) % kArmies});
  return out;
}

Board read_trig_board(const std::string& file, const YAML::Node& board) {
  namespace y = pp::yaml;
  const YAML::Node hexagon = board["hexagon"];
  if (!hexagon)
    throw y::error_at(file, board, "a trigs board needs 'hexagon', the side of its central hexagon in trigs");
  const int n = static_cast<int>(y::as_int(file, hexagon, "board.hexagon", 1, 12));
  int d = 0;
  if (const YAML::Node depth = board["depth"]) d = static_cast<int>(y::as_int(file, depth, "board.depth", 0, n - 1));
  return Trigs(n, d).board();
}

const Trigs& trigs_of(const Board& board) {
  if (board.shape() != CellShape::Triangle || board.rows().empty())
    throw std::invalid_argument("trigs_of: not a trig board");
  // rows = 2 (n + d); the back row holds 2 (n - d) + 1 trigs.
  const int sum = static_cast<int>(board.rows().size()) / 2,
            diff = static_cast<int>(board.rows().front().size() - 1) / 2;
  static std::map<std::pair<int, int>, std::unique_ptr<Trigs>> made;
  static std::mutex lock;
  std::lock_guard<std::mutex> guard(lock);
  auto& t = made[{sum, diff}];
  if (!t) t = std::make_unique<Trigs>((sum + diff) / 2, (sum - diff) / 2);
  return *t;
}

int Trigs::step(int cell, Line line, int heading) const {
  return next_[static_cast<size_t>(cell)][static_cast<size_t>(line)][static_cast<size_t>(heading)];
}

int Trigs::leap(int cell, int heading) const {
  auto [p, q] = kSidePairs[static_cast<size_t>(heading)];
  Vec v = unit(p);
  v[static_cast<size_t>(q)] = -1;
  return lookup(add(tri(cell), v));
}

bool Trigs::crosses_edge(int cell, int heading) const {
  // Away from an up trig's apex, or towards a down trig's flat side, a step crosses an edge.
  return (kAltitudes[static_cast<size_t>(heading)][1] > 0) != up(cell);
}

int Trigs::rotate(int cell, int turns) const {
  Tri t = tri(cell);
  for (int r = ((turns % kArmies) + kArmies) % kArmies; r > 0; --r) t = {-t.k - 1, -t.i - 1, -t.j - 1};
  return lookup(t);
}

int Trigs::mirror(int cell) const {
  Tri t = tri(cell);
  return lookup({t.i, t.k, t.j});
}

int Trigs::rank(int army, int cell) const { return tri(rotate(cell, -army)).i + n_ + d_ + 1; }

int Trigs::zone(int cell) const {
  for (int army = 0; army < kArmies; ++army)
    if (rank(army, cell) <= d_) return army;
  return -1;
}

int Trigs::forward_heading(int army) { return ((1 - army) % kHeadings + kHeadings) % kHeadings; }

int Trigs::bishop_class(int cell) const {
  Tri t = tri(cell);
  int flip = t.up() ? 0 : 1;  // a down trig's pattern is the complement of its class's up pattern
  int pi = mod2(t.i) ^ flip, pj = mod2(t.j) ^ flip, pk = mod2(t.k) ^ flip;
  if (pi && pj && pk) return 3;
  return pi ? 0 : pj ? 1 : 2;
}

}  // namespace rules
