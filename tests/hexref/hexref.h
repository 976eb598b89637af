// A reference move generator for hexagonal chess on the 91-cell board, kept in the tests to
// cross-check the rules core. It shares no code with rules/, common/ or generator/ on purpose:
// it is written from the published rules, plainly, so that its counts can be trusted on their
// own. See hexref.cpp for the board, the rules and their sources.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hexref {

// The two rule sets. They share the board and the pieces; setup and pawns differ.
enum class Rules { glinski, mccooey };

// "glinski" or "mccooey"; throws std::invalid_argument otherwise.
Rules rules_named(std::string_view name);

inline constexpr int kCells = 91;

// Cells are numbered in the order the position text lists them: rank 11 first, then 10 down to
// 1, each rank from file a toward file l. So 0 is f11, 1..3 are e10 f10 g10, 80..90 are a1..l1.
std::string cell_name(int cell);        // "f6"
int cell_index(std::string_view name);  // -1 when the name is not a cell of the board
int file_of(int cell);                  // 0 (a) .. 10 (l)
int rank_of(int cell);                  // 1 .. 11

// The six orthogonal (edge) directions and the six diagonal (vertex) directions, clockwise from
// straight up: kDirections[0] is up, [1] the diagonal between up and up-right, [2] up-right, ...
// Even indices are orthogonal, odd ones diagonal. -1 when the step leaves the board.
int step(int cell, int direction);
// The twelve knight targets that exist, in a fixed order.
const std::vector<int>& knight_targets(int cell);
// Distance in steps to the nearest cell along orthogonal steps (hexagonal distance).
int distance(int a, int b);

// Pieces are the letters of the position text: PNBRQK for White, pnbrqk for Black, '.' empty.
struct Position {
  std::array<char, kCells> board;
  bool white_to_move = true;
  int ep = -1;  // the cell a pawn skipped with its double step on the last move, or -1
  int halfmove = 0;
  int fullmove = 1;
  Position() { board.fill('.'); }
};

// The position text of scottbedard/hexchess (hexchess.club): the 11 ranks from 11 down to 1,
// '/' between them, each from file a toward l with a number for a run of empty cells; then the
// side to move, the en-passant cell or '-', the halfmove and the fullmove counters. The fields
// after the board may be left out (w, -, 0, 1). Throws std::invalid_argument on a bad text.
Position parse(std::string_view text);
std::string format(const Position& position);

struct Move {
  int from = -1;
  int to = -1;
  char promotion = 0;  // 'q', 'r', 'b' or 'n' when a pawn promotes, else 0
  bool operator==(const Move&) const = default;
};
std::string move_text(const Move& move);  // "f5f7", "f10f11q"

// Moves of one piece as the rules let it move, before asking whether its own king is left
// attacked (a piece of the side not to move is moved for its own side).
std::vector<Move> piece_moves(const Position& position, Rules rules, int from);
// Whether a piece of the given side attacks the cell (pawns by their captures only).
bool attacked(const Position& position, Rules rules, int cell, bool by_white);
// Whether the side to move has a king and it is attacked.
bool in_check(const Position& position, Rules rules);
// The legal moves of the side to move: its pieces' moves that do not leave its king attacked.
std::vector<Move> legal_moves(const Position& position, Rules rules);
// The position after a move (which is not checked for legality).
Position play(const Position& position, const Move& move);

std::uint64_t perft(const Position& position, Rules rules, int depth);
// Each legal move with the number of leaves below it, in the order of move_text.
std::vector<std::pair<Move, std::uint64_t>> divide(const Position& position, Rules rules, int depth);

// The starting positions, in the position text.
extern const char* const kGlinskiStart;
extern const char* const kMcCooeyStart;
const char* start_text(Rules rules);

}  // namespace hexref
