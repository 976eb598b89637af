#pragma once
// Xiangqi's files and pieces as its notations count them (WXF, Chinese): each side numbers the
// files from its own right, and like pieces on one file are told apart front to rear.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "rules/play/game.h"
#include "rules/variant/variant.h"

namespace rules::xq {

// The mover's file number, 1 at its right.
inline int file_number(const Board& b, int side, int cell) {
  return side == 0 ? b.files() - b.cell(cell).x : b.cell(cell).x + 1;
}

// How far forward, for the mover.
inline int forward(const Board& b, int side, int cell) {
  return side == 0 ? b.cell(cell).y : b.ranks() - 1 - b.cell(cell).y;
}

// The cells of the mover's pieces of `piece` on file `x`, front first.
inline std::vector<int> tandem(const Board& b, const Position& pos, Piece piece, int x, int side) {
  std::vector<int> out;
  for (int y = 0; y < b.ranks(); ++y)
    if (const int c = b.at(x, y); c >= 0 && pos.board[static_cast<size_t>(c)] == piece) out.push_back(c);
  std::sort(out.begin(), out.end(), [&](int a, int c) { return forward(b, side, a) > forward(b, side, c); });
  return out;
}

// The files holding two or more of the mover's `piece`.
inline int crowded_files(const Board& b, const Position& pos, Piece piece, int side) {
  int n = 0;
  for (int x = 0; x < b.files(); ++x) n += tandem(b, pos, piece, x, side).size() > 1 ? 1 : 0;
  return n;
}

// Whether the mover has a piece lettered `letter` (the layout's letter) on its file `file`, or,
// with `file` -1, two or more of it on one file, as 前 and 后 (+ and -) name them.
inline bool has_piece_on_file(const Game& game, const Position& pos, char letter, int file) {
  const Board& b = game.board();
  const auto& pieces = game.variant().pieces;
  for (size_t type = 0; type < pieces.size(); ++type) {
    if (pieces[type].promoted || pieces[type].letter != letter) continue;
    const Piece piece = make_piece(pos.stm, static_cast<int>(type));
    for (int x = 0; x < b.files(); ++x) {
      const size_t n = tandem(b, pos, piece, x, pos.stm).size();
      const int number = pos.stm == 0 ? b.files() - x : x + 1;  // as file_number counts
      if ((file >= 0 && number == file && n > 0) || (file < 0 && n > 1)) return true;
    }
  }
  return false;
}

// The 32 pieces in the order the Chinese archives keep them (Red's chariot, horse, elephant,
// advisor, general, advisor, elephant, horse, chariot, two cannons, five soldiers, then Black's)
// at their points (file 0..8 from Red's left, rank 0..9 from Red's side; -1 off the board), as
// FEN's placement; "" where two stand on one point, `clash` then the second one's index.
inline std::string placement_of_points(const std::array<int, 32>& points, size_t& clash) {
  static constexpr char kOrder[] = "RNBAKABNRCCPPPPP";
  std::array<std::string, 10> rows;
  for (auto& row : rows) row = std::string(9, '1');
  for (size_t i = 0; i < 32; ++i) {
    if (points[i] < 0) continue;
    char& cell = rows[static_cast<size_t>(9 - points[i] % 10)][static_cast<size_t>(points[i] / 10)];
    if (cell != '1') return clash = i, "";
    cell = static_cast<char>(kOrder[i % 16] + (i < 16 ? 0 : 'a' - 'A'));
  }
  std::string fen;
  for (const std::string& row : rows) {
    int empty = 0;
    for (char c : row) {
      if (c == '1') {
        ++empty;
        continue;
      }
      if (empty) fen += std::to_string(empty);
      empty = 0;
      fen += c;
    }
    if (empty) fen += std::to_string(empty);
    fen += '/';
  }
  fen.pop_back();
  return fen;
}

}  // namespace rules::xq
