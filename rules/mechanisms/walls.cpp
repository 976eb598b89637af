// Walls put up as part of a move (Amazons' arrows, the Duck, a snail's trail, Atlantis' water):
// `rules: walls: {place: arrow | duck | edge | trail | anywhere, instead: true}`. Each move also
// walls up one empty cell (position.h's kWall): `arrow`, a cell the moved piece could move to
// from where it lands, as a queen's arrow flies; `duck`, any cell, the one wall there is moving
// there (it may not stay); `edge`, a cell on the board's edge or beside a wall; `trail`, the cell
// the piece left; `anywhere`, any cell. `instead`: a side walls up a cell in place of moving, and
// its moves wall up nothing. Which cells are free is judged as the move leaves the board, with
// the cells its captures blew up still taken, as Fairy-Stockfish judges them. Moves are written
// as the engine writes them, the wall after a comma: `d1d5,d5f3` (the landing cell, then the
// wall's), `Qd5,f3` in SAN; a wall put up in place of a move as the engine writes it, from and to
// the first of the side's pieces counting along the first rank (`a1a1,a1a3`), and `--,a3` in
// SAN. A wall that shields a royal piece from check makes the move legal, as the rules have it;
// the engine does not count a wall put up in place of a move as a shield (docs/rules.md).
#include <algorithm>
#include <string>
#include <tuple>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kWalls;  // defined below, used before

namespace {

enum class Place { Arrow, Duck, Edge, Trail, Anywhere };

struct Walls {
  Place place = Place::Anywhere;
  bool instead = false;
};

const Walls& walls(const Variant& v) { return setting<Walls>(v, kWalls); }

std::string wall_only_san(const Game&, const Move&) { return "--"; }

const MoveKind kWallOnly{.name = "wall", .san = &wall_only_san};
const MoveKind* const kKinds[] = {&kWallOnly};
const MarkKind kWallMark{"wall", "a wall: no piece stands on it, passes it or takes it", Symbol::Block, "#000000", 140};
const MarkKind kWallPlaceMark{"wall-place", "a wall may be put up here", Symbol::Brick, "#56b4e9", 141};
const MarkKind* const kMarks[] = {&kWallMark, &kWallPlaceMark};

bool empty(const Position& pos, int c) { return pos.board[static_cast<size_t>(c)] == 0; }

// On the board's edge, or beside a wall along a file or rank.
bool by_edge_or_wall(const Board& b, const Position& pos, int c) {
  const auto& cell = b.cell(c);
  if (cell.x == 0 || cell.y == 0 || cell.x == b.files() - 1 || cell.y == b.ranks() - 1) return true;
  for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
    const int n = b.at(cell.x + dx, cell.y + dy);
    if (n >= 0 && is_wall(pos.board[static_cast<size_t>(n)])) return true;
  }
  return false;
}

// The cells a piece of `type` and `side` standing on `from` could move to without capturing.
void arrow_cells(const Game& game, const Position& pos, int type, int side, int from, std::vector<bool>& out) {
  for (const Ray* r = game.rays_begin(type, side, from); r != game.rays_end(type, side, from); ++r) {
    if (r->hop || !r->move) continue;
    bool open = true;
    for (const std::int16_t* g = game.cells(r->gate_begin); g != game.cells(r->gate_end); ++g)
      if (!empty(pos, *g) != r->jump) open = false;
    if (!open) continue;
    for (const std::int16_t* c = game.cells(r->begin); c != game.cells(r->end) && empty(pos, *c); ++c)
      out[static_cast<size_t>(*c)] = true;
  }
}

// The cells `m` may wall up, judged on `after`, the position it leaves (its own wall not yet up).
void wall_cells(const Game& game, const Position& after, const Move& m, const Undo& u, std::vector<int>& out) {
  out.clear();
  const Walls& w = walls(game.variant());
  const Board& b = game.board();
  std::vector<bool> allowed;
  if (w.place == Place::Arrow) {
    allowed.assign(static_cast<size_t>(b.size()), false);
    arrow_cells(game, after, type_of(u.moved), side_of(u.moved), m.to, allowed);
  }
  for (int c = 0; c < b.size(); ++c) {
    if (!empty(after, c) || c == m.to) continue;
    if (std::any_of(u.removed.begin(), u.removed.begin() + u.removed_count,
                    [c](const Undo::Removed& r) { return r.cell == c; }))
      continue;  // blown up by the move: the engine counts the cell as taken
    if ((w.place == Place::Arrow && !allowed[static_cast<size_t>(c)]) || (w.place == Place::Trail && c != m.from) ||
        (w.place == Place::Edge && !by_edge_or_wall(b, after, c)))
      continue;
    out.push_back(c);
  }
}

// The side's first piece counting along the first rank, as the engine numbers cells.
int first_piece(const Game& game, const Position& pos) {
  int first = -1;
  std::tuple<int, int> best;
  for (int c = 0; c < game.board().size(); ++c) {
    const Piece p = pos.board[static_cast<size_t>(c)];
    if (!p || side_of(p) != pos.stm) continue;
    const std::tuple<int, int> key{game.rank(c, 0), game.board().cell(c).x};
    if (first < 0 || key < best) first = c, best = key;
  }
  return first;
}

// Every move so far once for each cell it may wall up; or, where walls go up in place of a move,
// one move more for each such cell.
void add_walls(const Game& game, const Position& pos, std::vector<Move>& out) {
  Position probe = pos;
  std::vector<int> cells;
  Undo u;
  if (walls(game.variant()).instead) {
    Move m;
    const int first = first_piece(game, pos);
    if (first < 0) return;
    m.from = m.to = static_cast<std::int16_t>(first);
    m.kind = game.kind_of(kWallOnly);
    u.moved = pos.board[static_cast<size_t>(first)];
    wall_cells(game, pos, m, u, cells);
    for (int c : cells) {
      m.wall = static_cast<std::int16_t>(c);
      out.push_back(m);
    }
    return;
  }
  std::vector<Move> moves;
  moves.swap(out);
  for (Move m : moves) {
    make_move(game, probe, m, u);
    wall_cells(game, probe, m, u, cells);
    unmake_move(game, probe, m, u);
    for (int c : cells) {
      m.wall = static_cast<std::int16_t>(c);
      out.push_back(m);
    }
  }
}

// The Duck leaves the cell it stood on (kept in Undo::removed, which Atomic's blast also fills and
// puts back, walls and all).
void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  if (m.wall < 0) return;
  if (walls(game.variant()).place == Place::Duck)
    for (int c = 0; c < game.board().size(); ++c)
      if (is_wall(pos.board[static_cast<size_t>(c)])) {
        u.removed[u.removed_count++] = {static_cast<std::int16_t>(c), kWall, 0};
        pos.board[static_cast<size_t>(c)] = 0;
      }
  pos.board[static_cast<size_t>(m.wall)] = kWall;
}

// The core has put back the mover and what it took, which a wall on their cells stood over.
void unmake(const Game&, Position& pos, const Move& m, const Undo& u) {
  if (m.wall < 0) return;
  if (m.wall != m.from && m.wall != m.cap[0] && m.wall != m.cap[1]) pos.board[static_cast<size_t>(m.wall)] = 0;
  for (int i = 0; i < u.removed_count; ++i)
    if (is_wall(u.removed[i].piece)) pos.board[static_cast<size_t>(u.removed[i].cell)] = kWall;
}

constexpr std::pair<std::string_view, Place> kPlaces[] = {{"arrow", Place::Arrow},
                                                          {"duck", Place::Duck},
                                                          {"edge", Place::Edge},
                                                          {"trail", Place::Trail},
                                                          {"anywhere", Place::Anywhere}};

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  Walls w;
  if (!n.node().IsMap()) {
    if (!n.flag("walls")) return;
  } else {
    n.keys({"place", "instead"}, "walls");
  }
  if (v.sides != 2) throw n.error("walls is a rule of two sides");
  const std::string place = n.node().IsMap() && n["place"] ? n["place"].text("walls place") : "anywhere";
  const auto* found =
      std::find_if(std::begin(kPlaces), std::end(kPlaces), [&](const auto& e) { return e.first == place; });
  if (found == std::end(kPlaces))
    throw n["place"].error("walls place is arrow, duck, edge, trail or anywhere, not '" + place + "'");
  w.place = found->second;
  if (w.place == Place::Edge && board.shape() != CellShape::Square)
    throw n["place"].error("walls placed by the edge need a board of squares");
  w.instead = n.node().IsMap() && n["instead"] && n["instead"].flag("walls instead");
  v.rules.settings[std::string(kWalls.name)] = w;
}

YAML::Node write(const Variant& v, const Board&) {
  const Walls& w = walls(v);
  YAML::Node n = flow_map();
  for (const auto& [name, place] : kPlaces)
    if (place == w.place) n["place"] = std::string(name);
  if (w.instead) n["instead"] = true;
  return n;
}

bool marks(const Game& game, Position&, const Move& m, MoveMarks& out) {
  if (game.is(m, kWallOnly)) out.cells.push_back({m.wall, &kWallPlaceMark});
  return game.is(m, kWallOnly);
}

}  // namespace

const Moves kMoves{
    .side_moves = &add_walls,
    .kinds = kKinds,
};
const State kState{
    .make = &make,
    .unmake = &unmake,
};
const Diagram kDiagram{
    .mark_kinds = kMarks,
    .marks = &marks,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"wallingRule", FsfType::kText},
    {"wallOrMove", FsfType::kBool},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{
    .title = "Walls",
    .text = "A walled cell holds no piece and stops every line: nothing moves onto it or through it."};

extern const Mechanism kWalls = {
    .name = "walls",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("walls"); },
    .moves = &kMoves,
    .state = &kState,
    .diagram = &kDiagram,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules
