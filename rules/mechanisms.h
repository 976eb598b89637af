#pragma once
// The named rule mechanisms, each in its own file; movegen.cpp calls them.
#include <vector>

#include "rules/game.h"
#include "rules/movegen.h"

namespace rules {

// promotion.cpp: a pawn's move, expanded into its promotion choices (or none when it may
// not enter a last rank with nothing to promote to).
void add_pawn_move(const Game& game, const Position& pos, Move m, std::vector<Move>& out);

// volley.cpp: a Bowman's leapfrog chains, and its return to its first rank from the far end.
void add_volleys(const Game& game, const Position& pos, int from, std::vector<Move>& out);
void add_reentry(const Game& game, const Position& pos, Move m, std::vector<Move>& out);

// castling.cpp
void add_castling(const Game& game, const Position& pos, std::vector<Move>& out);
int castling_rook_target(const Game& game, const Position& pos, const Move& m);

// guard_call.cpp: when in check, once per game, a Guard from anywhere to a cell beside the King.
void add_guard_calls(const Game& game, const Position& pos, const std::vector<Move>& normal, std::vector<Move>& out);

// assassin.cpp: has `side` been assassinated, i.e. does an enemy Assassin attack its King?
bool assassinated(const Game& game, const Position& pos, int side);

// lion.cpp
void add_lion_moves(const Game& game, const Position& pos, int from, std::vector<Move>& out);
// The anti-trading rules, asked after the move is made (undo says what was captured).
bool lion_capture_allowed(const Game& game, const Position& after, const Move& m, const Undo& undo);

// army_play.cpp: more than two armies.
void merge_duplicate_moves(std::vector<Move>& out, size_t from);  // from `from` on, each move once
void remove_army(Position& pos, int army, Undo& u);               // its King was just captured
void restore_army(Position& pos, const Undo& u);
int next_army(const Game& game, const Position& pos, int side);  // the next with a King, clockwise
// Once every army left with a King (the neutral one aside) plays for one side, the game is
// over: that side's team index, kNobody when no side is left, or -1 while the game goes on.
constexpr int kNobody = -2;
int winning_team(const Game& game, const Position& pos);

}  // namespace rules
