#pragma once
// Moves and cells as the players of a game write them, where that is not algebraic: Japanese
// (files 9..1 from Sente's left, ranks 一..九 or a..i from the top; moves ▲7六歩 or P-7f) and
// Chinese (files 1..9 from each side's right; moves C2.5, H8+7 as the WXF writes them).
#include <string>
#include <string_view>
#include <vector>

#include "common/choices.h"
#include "rules/notation/san.h"
#include "rules/play/game.h"

namespace rules {

enum class Coordinates { Algebraic, Japanese, JapaneseLetters, Chinese };

// The layout key's words for the players' own numbering (board: coordinates:).
inline constexpr auto kCoordinateStyles = pp::choices<Coordinates>({{"japanese", Coordinates::Japanese},
                                                                    {"japanese-letters", Coordinates::JapaneseLetters},
                                                                    {"chinese", Coordinates::Chinese}});

// The move `m` of `pos` (legal: its legal moves) as `style` writes it; `previous` is the cell
// the last move went to (Japanese writes 同 for it), -1 at the start. Algebraic: SAN.
std::string native_move(Coordinates style, const Game& game, Position& pos, const Move& m,
                        const std::vector<Move>& legal, int previous);

// The label of file `file` (0 at the first side's left) or rank `rank` (0 at its bottom) on a
// `files` by `ranks` board, as `style` prints it for `side` (Chinese: each side its own numbers,
// Red's in Chinese numerals); empty where the style prints none (Chinese ranks).
std::string file_label(Coordinates style, int files, int file, int side);
std::string rank_label(Coordinates style, int ranks, int rank);

// A Shogi move as Hodges writes it (P-7f, Bx2b+, P*5e; ranks as digits too, P-76), as one of
// `pos`'s legal moves.
SanResult read_hodges_move(const Game& game, Position& pos, std::string_view text);

// Japanese: the kanji of a piece (歩, +P と), "" for one Shogi does not have; the ranks' numerals.
std::string shogi_kanji(char letter, bool promoted);
std::string kanji_number(int n);

// Xiangqi in WXF: the move as the WXF writes it (C2.5, R+.3), and text in WXF read as a legal
// move of `pos` (K A E|B H|N R C P; '.' or '=' sideways; tandem pieces +R, R+, +P, ++, 3+).
std::string wxf_move(const Game& game, const Position& pos, const Move& m);
SanResult read_wxf_move(const Game& game, Position& pos, std::string_view text);

}  // namespace rules
