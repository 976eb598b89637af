#pragma once
// A board's shape as the rules see it: its cells with their names, the directions each Betza atom
// means on it, the step from a cell in a direction, each side's forward direction and the rank
// of a cell counted from that side's own edge, and the turns that carry one side's view of the
// board onto another's. Square, trig and hex boards are the implementations (square.h, trigs.h,
// hex.h); the move compiler, the Betza reader and the position reader ask only this interface.
// Nothing here knows about millimetres; the generator turns cells into polygons by their shape.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rules {

enum class CellShape : std::uint8_t { Square, Triangle, Hex };

struct Cell {
  std::string name;  // "a1", "j10"; each shape defines its own scheme
  int x = 0;         // squares and hexes: file from 0; trigs: column
  int y = 0;         // squares and hexes: rank from 0 along the file; trigs: row
  bool up = true;    // triangles: apex points up in the board's own frame
};

// One way of travelling on a shape: a step, or a leap taken as one step.
struct Direction {
  char atom = 'W';     // the Betza atom whose directions it is among
  double degrees = 0;  // heading as the first side sees the board: 90 ahead, 0 to its right
  int dx = 0, dy = 0;  // squares: the leap in files and ranks
};

// Betza as a shape reads it (betza.h): which letters are atoms and what they stand for, which
// modifiers and direction words mean something there, and how the reader words its errors.
struct BetzaAtom {
  char letter;
  std::string_view parts;  // the atoms of the topology it stands for: "W", or "WF" for a King
  bool rides;              // slides on until a count limits it (R B Q on squares, S B T Q on trigs)
};

struct BetzaDialect {
  std::string_view name;                // "Betza", "trig movement"
  std::string_view at;                  // between the quoted text and the position: " at character "
  std::string_view empty;               // the message for no text at all
  std::string_view shape;               // "trig" in "'R' is not a trig atom (...)"
  std::string_view modifiers;           // letters allowed before an atom, in the order listed
  std::vector<std::string_view> pairs;  // two-letter direction words: ff, fl, ...
  std::string_view pair_only;           // letters read only as the first of a pair (h in hl)
  std::vector<BetzaAtom> atoms;         // in the order listed
  bool counts_on_leapers = false;       // W3, N2 ride (squares); else a count follows a slider only
  bool doubled_rides = false;           // WW rides (squares)
  bool list_in_errors = false;          // an unknown letter is answered with the lists above
};

class Topology {
 public:
  virtual ~Topology() = default;
  Topology(const Topology&) = delete;
  Topology& operator=(const Topology&) = delete;

  CellShape shape() const { return shape_; }
  int size() const { return static_cast<int>(cells_.size()); }
  const Cell& cell(int id) const { return cells_[static_cast<size_t>(id)]; }
  const std::vector<Cell>& cells() const { return cells_; }
  // Cell id by name, or -1.
  int find(std::string_view name) const;
  // The cells in the order position text lists them: rows from the far side (top) to the near
  // one, each left to right.
  const std::vector<std::vector<int>>& rows() const { return rows_; }
  // The cell whose Cell::x and Cell::y these are, or -1; squares' files and ranks (0 elsewhere).
  virtual int at(int /*x*/, int /*y*/) const { return -1; }
  virtual int files() const { return 0; }
  virtual int ranks() const { return 0; }

  // Directions, as the first side sees the board.
  const std::vector<Direction>& directions() const { return directions_; }
  // The directions of an atom (W, F, N, ...), empty when the letter is no atom here.
  const std::vector<int>& atom_directions(char atom) const;
  // The cell one step from `cell` in direction `dir` (board frame), or -1 where there is none.
  virtual int step(int cell, int dir) const = 0;
  // The cells a leap passes over, for lame leaps and leapfrogs, in the order they are walked;
  // false when one of them is off the board. Only squares have leaps that pass cells.
  virtual bool passes(int cell, int dir, std::vector<int>& out) const;
  virtual int passed_count(int /*dir*/) const { return 0; }
  // Does direction `dir` answer the direction word (f, ff, fl, s, ...)? By default by its angle
  // from straight ahead: f < 90 degrees, ff <= 30, s = 90, b > 90, bb >= 150, l and r the
  // halves to the left and right, and pairs such as fl both.
  virtual bool in_direction(std::string_view word, int dir) const;
  virtual const BetzaDialect& dialect() const = 0;
  // Straight ahead for the first side: the step a pawn advances by.
  int forward() const { return forward_; }

  // Sides. Turning the board by one of its symmetry() turns carries a side's view onto the next
  // one's; with k sides, side s sees the board turned s * symmetry() / k times.
  virtual int symmetry() const = 0;
  bool seats(int sides) const { return sides >= 1 && sides <= symmetry() && symmetry() % sides == 0; }
  int turns(int side, int sides) const { return side * (symmetry() / sides); }
  // The cell `cell` goes to when the board turns `turns` times; the direction `dir` becomes.
  virtual int rotate(int cell, int turns) const = 0;
  virtual int turn(int dir, int turns) const = 0;
  // The first side's rank of a cell, 1 on its own edge, and the rank of the far edge on the
  // line straight ahead through the cell.
  virtual int rank(int cell) const = 0;
  virtual int far_rank(int cell) const = 0;
  // Must a pawn promote on the far edge? Not on trigs, where it still moves along the row.
  virtual bool promotion_forced() const { return true; }
  // Does standard position text carry a castling field (squares)?
  virtual bool castling_field() const { return false; }
  // The cells touching a cell: a King's steps.
  virtual std::vector<int> touching(int cell) const;

 protected:
  explicit Topology(CellShape shape) : shape_(shape) {}
  int add_cell(Cell cell);
  void set_rows(std::vector<std::vector<int>> rows) { rows_ = std::move(rows); }
  int add_direction(Direction d);
  void set_forward(int dir) { forward_ = dir; }

 private:
  CellShape shape_;
  std::vector<Cell> cells_;
  std::unordered_map<std::string, int> by_name_;
  std::vector<std::vector<int>> rows_;
  std::vector<Direction> directions_;
  std::unordered_map<char, std::vector<int>> by_atom_;
  int forward_ = -1;
};

// "a".."z", "aa".."az", ... so boards wider than 26 files still get names.
std::string file_name(int file);

}  // namespace rules
