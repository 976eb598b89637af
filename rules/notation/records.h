#pragma once
// Game records in the forms their players keep them, each read into a PgnGame (pgn.h) that
// play_pgn plays: PGN (pawnprint's and Fairy-Stockfish's SAN), Shogi's KIF (▲７六歩(77)), CSA
// (+7776FU) and USI (position sfen ... moves 7g7f), Xiangqi's WXF (C2.5, H8+7) and UCCI with
// ICCS moves (position fen ... moves h2e2), and XQBase's PGN, DhtmlXQ and XQF (chinese.h).
// Each reader sets the tag [Variant] to the game its format is for when the record does not
// say, and the record's own numbering of its moves.
// The formats' own cells: Shogi's files 9..1 from Sente's left, ranks a..i (一..九) from the top;
// ICCS's files a..i and ranks 0..9 from Red's side.
#include <string>
#include <string_view>
#include <vector>

#include "rules/notation/pgn.h"

namespace rules {

struct RecordFormat {
  const char* name;                     // "KIF"
  std::vector<const char*> extensions;  // ".kif", ".kifu"
  bool (*looks_like)(std::string_view text);
  PgnGame (*read)(std::string_view text, const std::string& file);
};

// Every format read, PGN last: the one a file's extension names, else the first its text looks like.
const std::vector<RecordFormat>& record_formats();
const RecordFormat& record_format(const std::string& path, std::string_view text);

// The words of `text` between its spaces, each with its line and column (bytes, from 1), for
// the formats that are words alone (USI, UCCI).
struct RecordWord {
  std::string text;
  int line = 0, col = 0;
};
std::vector<RecordWord> record_words(std::string_view text);

// The readers, one file each.
PgnGame read_kif(std::string_view text, const std::string& file);
PgnGame read_csa(std::string_view text, const std::string& file);
// The game numbered `game` (from 0) of a CSA file holding several, a line `/` between two;
// throws pp::InputError at `file` when it holds fewer.
PgnGame read_csa_game(std::string_view text, const std::string& file, int game);
PgnGame read_usi(std::string_view text, const std::string& file);
PgnGame read_wxf(std::string_view text, const std::string& file);
PgnGame read_ucci(std::string_view text, const std::string& file);

// `game` with the branch `choice` names ("12": the first 変化 at move 12, "12.2" the second)
// played instead of its main line, and that branch's result; throws pp::InputError naming
// `option` for a branch the record does not have, listing those it has.
PgnGame with_branch(const PgnGame& game, const std::string& choice, const std::string& option);

// A USI move (7g7f, 8h2b+, P*5e) as one of `pos`'s legal moves; Japanese text without its
// starting cell (7六歩, 同歩 resolved, 5五角打) is read as the move whose label it is.
SanResult read_usi_move(const Game& game, Position& pos, std::string_view text);

// A KIF board move with the piece it names before it in SFEN letters ("P7g7f", "+S3a2b"): the
// move, refused when another piece stands on its from-cell; other text as read_usi_move reads it.
SanResult read_kif_move(const Game& game, Position& pos, std::string_view text);

// A KI2 move without its starting cell (7六歩右上, 2二角成, 5五角打) as the legal move it names.
SanResult read_japanese_move(const Game& game, Position& pos, std::string_view text);

// A Shogi cell in USI letters ("7g"), and the cell a file digit and rank (1 at the top) name on
// `board` (-1 off it).
std::string usi_cell(const Board& board, int cell);
int shogi_cell(const Board& board, int file, int rank);

// A position in SFEN (Sente in upper case, `b` to move first, hands as 2P) as pawnprint's FEN;
// throws pp::InputError at `file` for one it cannot read.
std::string fen_of_sfen(std::string_view sfen, const std::string& file);

// The move whose from and to cells are given (from -1 for a drop of `drop`), promoting or not
// (`promote` 1 or 0; -1 either, when only one is legal).
SanResult find_move(const Game& game, Position& pos, int from, int to, int promote, int drop = -1);

// The one move of `found`, else "not a legal move" or `ambiguous`.
SanResult only_move(const std::vector<Move>& found, const std::string& ambiguous);

}  // namespace rules
