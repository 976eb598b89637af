#include "rules/topology/trigs.h"

#include <algorithm>
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

Trigs::Trigs(int hexagon, int depth) : Topology(CellShape::Triangle), n_(hexagon), d_(depth) {
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
  grid_.assign(static_cast<size_t>(row_count() * columns_), -1);
  for (const Tri& t : all) {
    int row = row_of(t), col = col_of(t);
    int id = add_cell({file_name(row) + std::to_string(col + 1), col, row, t.up()});
    grid_[static_cast<size_t>(row * columns_ + col)] = id;
    tri_.push_back(t);
  }

  // Placement-text order: the top row (Black's back row) first, each left to right.
  std::vector<std::vector<int>> rows;
  for (int row = row_count() - 1; row >= 0; --row) {
    rows.emplace_back();
    for (int col = 0; col < columns_; ++col)
      if (int id = cell_at(row, col); id >= 0) rows.back().push_back(id);
  }
  set_rows(std::move(rows));
  // Directions in the order of the Line enum (S B T), then W F N; forward is T at 90 degrees.
  for (char atom : {'S', 'B', 'T', 'W', 'F', 'N'}) {
    const bool altitude = atom == 'T' || atom == 'W' || atom == 'F';
    for (int h = 0; h < kHeadings; ++h)
      add_direction({atom, static_cast<double>(heading_degrees(altitude ? Line::Altitude : Line::Row, h)), 0, 0});
  }
  set_forward(2 * kHeadings + 1);

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
  return cell_at(t.i + n_ + d_, t.k - t.j + column_offset_);
}

int Trigs::at(Tri t) const { return lookup(t); }

int Trigs::cell_at(int row, int column) const {
  if (row < 0 || row >= row_count() || column < 0 || column >= columns_) return -1;
  return grid_[static_cast<size_t>(row * columns_ + column)];
}

std::vector<PlacedPiece> Trigs::all_armies(const std::vector<PlacedPiece>& white) const {
  std::vector<PlacedPiece> out;
  for (int army = 0; army < kHeadings; ++army)
    for (const PlacedPiece& p : white) out.push_back({rotate(p.cell, army), p.letter, (p.side + army) % kHeadings});
  return out;
}

Board build_trig_board(const pp::yaml::At& board) {
  const pp::yaml::At hexagon = board["hexagon"];
  if (!hexagon) throw board.error("a trigs board needs 'hexagon', the side of its central hexagon in trigs");
  const int n = static_cast<int>(hexagon.whole("board.hexagon", 1, 12));
  int d = 0;
  if (const pp::yaml::At depth = board["depth"]) d = static_cast<int>(depth.whole("board.depth", 0, n - 1));
  return Board(std::make_shared<Trigs>(n, d));
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
  for (int r = ((turns % kHeadings) + kHeadings) % kHeadings; r > 0; --r) t = {-t.k - 1, -t.i - 1, -t.j - 1};
  return lookup(t);
}

int Trigs::mirror(int cell) const {
  Tri t = tri(cell);
  return lookup({t.i, t.k, t.j});
}

int Trigs::rank(int army, int cell) const { return tri(rotate(cell, -army)).i + n_ + d_ + 1; }

int Trigs::zone(int cell) const {
  for (int army = 0; army < kHeadings; ++army)
    if (rank(army, cell) <= d_) return army;
  return -1;
}

int Trigs::forward_heading(int army) { return ((1 - army) % kHeadings + kHeadings) % kHeadings; }

int Trigs::step(int cell, int dir) const {
  const int h = dir % kHeadings;
  switch (dir / kHeadings) {
    case 0: return step(cell, Line::Row, h);
    case 1: return step(cell, Line::Vertex, h);
    case 2: return step(cell, Line::Altitude, h);
    case 3: return crosses_edge(cell, h) ? step(cell, Line::Altitude, h) : -1;   // W
    case 4: return !crosses_edge(cell, h) ? step(cell, Line::Altitude, h) : -1;  // F
    default: return leap(cell, h);                                               // N
  }
}

int Trigs::turn(int dir, int turns) const {
  const int h = dir % kHeadings;
  return dir - h + ((h - turns) % kHeadings + kHeadings) % kHeadings;
}

std::vector<int> Trigs::touching(int cell) const {
  std::vector<int> out = edge_neighbours(cell);
  out.insert(out.end(), vertex_neighbours(cell).begin(), vertex_neighbours(cell).end());
  return out;
}

const BetzaDialect& Trigs::dialect() const {
  static const BetzaDialect dialect = [] {
    BetzaDialect d;
    d.name = "trig movement";
    d.at = ", character ";
    d.empty = "trig movement is empty";
    d.shape = "trig";
    d.modifiers = "mciafbspg";
    d.pairs = {"ff", "bb"};
    d.atoms = {{'W', "W", false}, {'F', "F", false}, {'N', "N", false}, {'K', "WFN", false},
               {'S', "S", true},  {'B', "B", true},  {'T', "T", true},  {'Q', "SB", true}};
    d.list_in_errors = true;
    return d;
  }();
  return dialect;
}

int Trigs::bishop_class(int cell) const {
  Tri t = tri(cell);
  int flip = t.up() ? 0 : 1;  // a down trig's pattern is the complement of its class's up pattern
  int pi = mod2(t.i) ^ flip, pj = mod2(t.j) ^ flip, pk = mod2(t.k) ^ flip;
  if (pi && pj && pk) return 3;
  return pi ? 0 : pj ? 1 : 2;
}

}  // namespace rules
