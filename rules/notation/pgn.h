#pragma once
// Games in PGN, the text chess programs and databases exchange, as far as a rulebook needs:
// the first game of the text, its tags ([Event "..."], the seven-tag roster and any other;
// [FEN "..."] starts from that position), its moves in SAN or as cells (san.h), the comment
// after each move with the [%csl ...] cell marks and [%cal ...] arrows in it, and a comment
// holding #diagram to ask for a diagram there. Move numbers, NAGs ($1), !? marks, variations
// in parentheses and ; comments to the end of the line are read and left out. A list of moves
// alone (e2e4 e7e5 g1f3) is a PGN game without tags.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/notation/san.h"
#include "rules/play/game.h"

namespace rules {

// Reads one move of a record as one of the legal moves of `pos` (read_san for PGN; records.h
// has the other formats').
using MoveReader = SanResult (*)(const Game& game, Position& pos, std::string_view text);

struct PgnPly {
  std::string text;     // the move as written, annotations (!?, $1) left out: "Nf3", "e7e8q"
  std::string written;  // the move as the record wrote it, where `text` is another form of it
  int number = 0;       // the move's number as the record counts (Shogi counts plies); 0: as chess does
  int line = 0, col = 0;
  std::string comment;               // the comments after it, commands and #diagram taken out
  std::vector<std::string> squares;  // [%csl Ge4,Rd5]: "Ge4", "Rd5" (colour letter, cell)
  std::vector<std::string> arrows;   // [%cal Ge2e4]: "Ge2e4" (colour letter, from and to cells)
  bool diagram = false;              // a comment said #diagram
};

// A line of play leaving another (KIF's 変化): the line `parent` (-1 the main line) up to its
// ply `first - 1`, then `plies`.
struct PgnBranch {
  int first = 1;    // the index from 1 of its first ply in the game
  int number = 0;   // that ply's number as the record writes it (変化：N手)
  int parent = -1;  // an index into PgnGame::branches
  std::vector<PgnPly> plies;
  std::string result, termination;  // as PgnGame's result and its [Termination] tag
};

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;
  PgnPly start;  // the comments before the first move; its text is empty
  std::vector<PgnPly> plies;
  std::string result;               // 1-0, 0-1, 1/2-1/2, * or empty
  MoveReader read_move = nullptr;   // how `plies` read; null: SAN
  std::vector<PgnBranch> branches;  // the other lines of play, in the record's order

  // The value of a tag, or "" when absent.
  std::string tag(std::string_view name) const;
};

// A word of a game's moves without the move number written onto it ("12.Nf3", "12...Nc6");
// false for a move number alone ("12.", "12..."). With `digit_moves` a digit after the dot is the
// move's own (WXF's tandem pawn 33.4), not a move after its number.
bool strip_move_number(std::string& word, bool digit_moves);

// Reads the first game of `text`. Throws pp::InputError at `file`:line:col for text that is no
// PGN (an unclosed comment, tag or variation, a tag without its value, a stray character).
PgnGame read_pgn(std::string_view text, const std::string& file);

// The game played through by the rules core. positions[0] is the start, positions[i] the
// position after ply i.
struct PlayedGame {
  std::vector<Position> positions;
  std::vector<Move> moves;
  std::vector<std::string> san;  // each ply as the core writes it, check suffix included
  std::vector<int> numbers;      // the move number of each ply: 12 for both 12. Nf3 and 12... Nc6
  std::vector<int> sides;        // who made each ply
};

// Plays `pgn` from its [FEN] tag (Fairy-Stockfish's and lichess's forms too) or the variant's
// setup, in the layout's letters or, where they do not fit the record, those its pieces are
// `also` written with. A move the core does not accept throws pp::InputError naming `file`, the
// ply's line and column where the record has them, the move number and the move: "move 14
// (Bxf7): not a legal move", "move 3 (Nd2): ambiguous: Nbd2 or Nfd2", "move 5 (Zf3): no piece
// 'Z' in this game".
// Only two-sided games.
PlayedGame play_pgn(const Game& game, const PgnGame& pgn, const std::string& file);

}  // namespace rules
