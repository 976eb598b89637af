#pragma once
// Xiangqi as Chinese players write it: the piece's character, the file it stands on counted
// from the mover's right (Red in Chinese numerals, Black in digits), 进 forward, 退 back, 平
// sideways, then the file it goes to or, along its file, the points it goes: 炮二平五, 马８进７.
// Two like pieces on a file are 前 (front) and 后 (rear) in the file's place (前车进一); three
// pawns 前, 中, 后; four or five 一..五 from the front; with two files of tandem pawns the
// character gives way to the file (前三平四). Read in simplified or traditional characters
// (後車退二, 將5平4), with Chinese numerals, full-width or ASCII digits for either side. Also the
// other notations Xiangqi's records use: ICCS (h2e2, H2-E2) and the records that hold them.
#include <string>
#include <string_view>

#include "rules/notation/pgn.h"

namespace rules {

// The move as Chinese players write it, in simplified characters, Black's numbers in full-width
// digits; WXF's text for a piece Chinese notation has no character for.
std::string chinese_move(const Game& game, const Position& pos, const Move& m);

// Chinese notation, ICCS and WXF, read as a legal move of `pos`.
SanResult read_chinese_move(const Game& game, Position& pos, std::string_view text);
SanResult read_iccs_move(const Game& game, Position& pos, std::string_view text);
// Whether `text` is one move in Chinese notation, as it is written, whatever the position.
bool is_chinese_move(std::string_view text);
// Any of the three, told apart by their look.
SanResult read_xiangqi_move(const Game& game, Position& pos, std::string_view text);

// Xiangqi's PGN as XQBase and the Chinese sites write it ([Game "Chinese Chess"], [Format
// "ICCS"|"WXF"|"Chinese"], [Red], [Black]) and the DhtmlXQ blocks web pages embed
// ([DhtmlXQ_movelist], [DhtmlXQ_binit]).
bool looks_xiangqi_pgn(std::string_view text);
PgnGame read_xiangqi_pgn(std::string_view text, const std::string& file);

// XQStudio's binary XQF files (xqf.cpp), keyed versions included: the main line, its comments,
// the players and the result, and its variations as branches (PgnBranch), numbered by the ply
// they leave at.
bool looks_xqf(std::string_view bytes);
PgnGame read_xqf(std::string_view bytes, const std::string& file);

}  // namespace rules
