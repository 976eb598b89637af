#pragma once
// Move generation, making and unmaking moves, and the end of the game.
#include <vector>

#include "rules/play/ending.h"
#include "rules/play/game.h"

namespace rules {

// What a move changed, so unmake_move can put it back.
struct Undo {
  std::array<std::int16_t, 3> ep{};
  std::int16_t ep_victim = -1;
  StateSlots state;
  int halfmove = 0, fullmove = 1;
  std::array<std::int16_t, kMaxSides> king{};
  Piece moved = 0;
  Piece captured[2] = {0, 0};
  // What a mechanism's make tells its unmake that the position after the move no longer shows
  // (drops.cpp: which of the mover and the captured pieces had been promoted from a pawn).
  std::int16_t note = 0;
  // Army play: the pieces of an army whose King this move captured (army_play.cpp).
  struct Removed {
    std::int16_t cell;
    Piece piece;
    std::uint8_t promoted;  // it stood marked as promoted from a pawn (Position::tilde)
  };
  // Atomic's blast: whether it blew up the capturer, and whether that had been promoted from a pawn.
  std::uint8_t blasted = 0;
  std::uint8_t removed_count = 0;
  std::array<Removed, 64> removed;  // the first removed_count hold: left unset, a move makes one Undo
};

// Every move the pieces allow, before asking whether it leaves the mover's King attacked.
void generate_pseudo(const Game& game, const Position& pos, std::vector<Move>& out);

// `ask()` of the board as a plain move of `piece` from `from` to `to` leaves it (a drop names its
// cell twice), the board put back after: what a rule can tell of a move without making it.
template <class Ask>
bool asked_after(Position& pos, int from, int to, Piece piece, Ask ask) {
  Piece& left = pos.board[static_cast<size_t>(from)];
  Piece& taken = pos.board[static_cast<size_t>(to)];
  const Piece was_left = left, was_taken = taken;
  left = 0;
  taken = piece;
  const bool answer = ask();
  taken = was_taken;
  left = was_left;
  return answer;
}
// The legal moves; none once the game is over.
void generate_legal(const Game& game, Position& pos, std::vector<Move>& out);
// The moves that would be legal were the game not over: what a diagram of a piece alone shows
// where the rules would have ended the game (a side left with its King alone in Losers).
void generate_moves(const Game& game, Position& pos, std::vector<Move>& out);
// Whether a pseudo-legal move is legal: it leaves no royal piece of the mover's attacked and no
// special rule refuses it (before any rule that keeps only some legal moves, such as compulsory
// capture).
bool is_legal(const Game& game, Position& pos, const Move& m);
void make_move(const Game& game, Position& pos, const Move& m, Undo& undo);
void unmake_move(const Game& game, Position& pos, const Move& m, const Undo& undo);

// Whether `side`'s royal piece is attacked.
bool in_check(const Game& game, const Position& pos, int side);
// ... or a rule says the side is in check otherwise (its pieces royal while few are attacked):
// what tells checkmate from stalemate.
bool is_checked(const Game& game, const Position& pos, int side);
// Whether a rule keeps `side`'s royal piece on `cell` out of check however it is attacked.
bool shielded(const Game& game, const Position& pos, int side, int cell);

// How the game stands: over by a rule's ending, a result (a dead position), mate or stalemate.
Outcome outcome(const Game& game, Position& pos);
// Only the results that end a game whose moves go on (Ends::result): what a record may not play past.
Outcome scored_end(const Game& game, const Position& pos);

// Cells a move passes on its way, in order, ending with the cell it stops on (for display).
std::vector<int> move_path(const Game& game, const Move& m);

}  // namespace rules
