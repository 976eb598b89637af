#pragma once
// A game's diagrams on paper: numbered positions of a played game in a grid, each with the move
// that led to it under it ("12. Nf3") and the game's comment there, the last move's cells
// tinted and the comment's marks and arrows drawn.
#include <string>
#include <vector>

#include "diagram/book_notation.h"
#include "diagram/flow.h"
#include "diagram/make.h"
#include "model/paper.h"
#include "rules/notation/pgn.h"

namespace pp::diagram {

// One position of the game.
struct GamePosition {
  int ply = 0;        // 0: the start; n: after the n-th ply
  std::string move;   // "12. Nf3", "12... Nc6", or "Start"
  std::string words;  // the comment
  FigureContent content;
};

// A move as a notation other than the layout's writes it (rules::chinese_move).
using MoveText = std::string (*)(const rules::Game&, const rules::Position&, const rules::Move&);

// The position after `ply` plies of `played` (from `pgn`), with the last move tinted and the
// [%csl] cells and [%cal] arrows of its comment. Cells the comment names that the board lacks
// are an InputError at `file`. `book`, when given, sets a SAN move and the moves in the comment
// in a book's letters or figurines; `writer`, when given, writes the move.
GamePosition game_position(const Layout& layout, const rules::Game& game, const rules::PgnGame& pgn,
                           const rules::PlayedGame& played, int ply, int turns, const std::string& file,
                           const BookLetters* book = nullptr, MoveText writer = nullptr);

// Where any of the positions has a piece in hand, every one keeps the hands' room beside its
// board, so a game's boards are all one size.
void keep_hand_room(std::vector<GamePosition>& positions);

// The sheet: a title, then the positions in rows as many to a row as leave their cells readable.
std::vector<FlowPage> game_sheet(const Layout& layout, const Theme& theme, const Paper& paper, const std::string& title,
                                 const std::vector<GamePosition>& positions);

// One position alone on a page of its own size, as `pawnprint diagram` draws it.
Page game_diagram(const Layout& layout, const Theme& theme, const GamePosition& position, const std::string& title);

// One frame of an animated game: the board and the move under it, no comment, so every frame of
// a game is one size.
Page game_frame(const Layout& layout, const Theme& theme, const GamePosition& position, const ArtStyle* pieces);

}  // namespace pp::diagram
