#pragma once
// Moves in Standard Algebraic Notation, as chess books and PGN files write them, on boards whose
// cell names are a file in letters and a rank in digits (square and hex boards): Nf3, exd5,
// Qh4xe1, e10, dxc8=Q, O-O, O-O-O, with + after a check and # after mate. The notation is
// written and read against the legal moves the core generates: a move gets the file, the rank
// or both of its cell only when another legal move of the same kind of piece goes to the same
// cell, and text reads as the move whose notation it is. A move of two steps (a Lion's double
// capture, hit-and-run, capture-and-return and pass, a Bowman's re-entry) and any move the
// notation cannot tell from another legal move are written as move_text writes them (d4e5f6),
// and that text reads too.
#include <string>
#include <string_view>
#include <vector>

#include "rules/play/game.h"

namespace rules {

// The move's SAN among `legal`, the legal moves of `pos` (generate_legal), check suffix included.
std::string san(const Game& game, Position& pos, const Move& m, const std::vector<Move>& legal);

// Every legal move of `pos` in SAN, in generate_legal's order.
std::vector<std::string> san_list(const Game& game, Position& pos, std::vector<Move>& legal);

// What went wrong reading a move.
enum class SanProblem { None, Syntax, UnknownPiece, Illegal, Ambiguous };

struct SanResult {
  Move move;
  SanProblem problem = SanProblem::None;
  std::string message;  // when problem != None: "not a legal move", "ambiguous: Nbd2 or Nfd2", ...
};

// Reads `text` as one of the legal moves of `pos`: SAN with the variant's piece letters (a
// missing or extra 'x', '+', '#', '!', '?' and '=' before a promotion letter are forgiven), a
// drop (P@e5), a Shogi promotion (Pe7+, declined Pe7=; Pe7++ promotes and checks), or the
// coordinate form of move_text (e2e4, e7e8q).
SanResult read_san(const Game& game, Position& pos, std::string_view text);

// Fairy-Stockfish's SAN for pieces that turn over (Kyoto Shogi): each face written with its own
// letter or one of the letters it is `also` written with (the Tokin and Gold faces as G, the
// Bishop face as B), a move that turns the piece over ending in `=` and the face it then shows
// (Sa2=B, Gd4=L), a drop of either face (N@e3, B@a1).
SanResult read_faces_san(const Game& game, Position& pos, std::string_view text);

}  // namespace rules
