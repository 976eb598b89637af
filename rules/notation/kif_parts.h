#pragma once
// The pieces of KIF and KI2 that its reader's files share: the characters of a line, the
// digits and piece names, the start positions named by 手合割, the BOD board and the words
// that end a game.
#include <string>
#include <string_view>
#include <vector>

namespace rules {

// The UTF-8 characters of a line, one string each.
std::vector<std::string> utf8_characters(std::string_view s);

// A digit, plain, full-width or kanji: 1..9, else 0.
int kif_digit(const std::string& c);

// A digit of a number, plain or full-width: 0..9, else -1.
int kif_number_digit(const std::string& c);
// The number written from characters[i] on (0 for none), `i` moved past it.
int kif_number(const std::vector<std::string>& characters, size_t& i);

// A kanji number of a hand's count (二, 十, 十八): 1..18, else 0.
int kif_count(std::string_view kanji);

struct KifPiece {
  const char* name;  // 歩, 成香, と
  char letter;       // as SFEN letters it: P, L
  bool promoted;
};

// The piece named at characters[i] (成香 before 香), `i` moved past it; null when none is.
const KifPiece* kif_piece_at(const std::vector<std::string>& characters, size_t& i);

// Space, plain or full-width.
bool kif_space(const std::string& c);

// The start position of a Kifu for Windows 手合割 name (香落ち, 二枚落ち) in SFEN, the side
// giving the handicap (上手, Gote) to move; "" for a name it does not have. 平手 is the even game.
std::string kif_handicap_sfen(std::string_view name);
// Every name kif_handicap_sfen knows, for the error that names them.
std::string kif_handicap_names();

// A BOD board, the picture of a position KIF puts before its moves: the hands
// (後手の持駒：飛　歩二), the nine rows (|v香v桂 ・...|一), the side to move (後手番) and the
// number of the last move (手数＝N). Fed line by line.
class BodBoard {
 public:
  // Whether `line` belongs to the board (and was taken); `problem` is set for a board line
  // it cannot read.
  bool take(const std::string& line, std::string& problem);
  bool started() const { return started_; }
  int moves() const { return moves_; }  // 手数＝N: the moves played before it
  // The position in SFEN; "" with `problem` set when the board is not whole.
  std::string sfen(std::string& problem) const;

 private:
  std::vector<std::string> rows_;  // each row's SFEN
  std::string hands_[2];           // SFEN letters, Sente's upper case
  bool rest_[2] = {false, false};  // 残り全部: every piece not on the board or in the other hand
  bool gote_to_move_ = false, started_ = false;
  int moves_ = 0;
};

// A word ending a game (投了, 千日手, 封じ手) and the result it gives: `mover_wins` 1 when the side
// to move wins, 0 when it loses, -1 a draw, -2 no result (the game stopped). Null for no ending.
struct KifEnding {
  const char* word;
  int mover_wins;
};
const KifEnding* kif_ending(std::string_view text);

}  // namespace rules
