// USI, the engines' text for Shogi: `position startpos moves 7g7f 3c3d` or `position sfen
// <SFEN> moves ...`, files 9..1 from Sente's left and ranks a..i from the top, drops `P*5e`,
// promotion `+`; lishogi's Chu Shogi records too (files 12..1, a Lion's double move `7j6h5h`).
// KIF and CSA moves are read through it.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "common/input_error.h"
#include "rules/notation/records.h"
#include "rules/play/movegen.h"

namespace rules {

int shogi_cell(const Board& board, int file, int rank) {
  if (file < 1 || file > board.files() || rank < 1 || rank > board.ranks()) return -1;
  return board.at(board.files() - file, board.ranks() - rank);
}

std::string usi_cell(const Board& board, int cell) {
  const Cell& c = board.cell(cell);
  return std::to_string(board.files() - c.x) + static_cast<char>('a' + board.ranks() - 1 - c.y);
}

SanResult find_move(const Game& game, Position& pos, int from, int to, int promote, int drop) {
  std::vector<Move> legal;
  generate_legal(game, pos, legal);
  std::vector<Move> found;
  for (const Move& m : legal) {
    const bool dropped = game.kind(m.kind).drop;
    if (m.to != to || dropped != (from < 0)) continue;
    if (dropped ? m.promo != drop : m.from != from) continue;
    if (!dropped && promote >= 0 && (m.promo >= 0) != (promote == 1)) continue;
    found.push_back(m);
  }
  return only_move(found, "ambiguous: it may promote or not");
}

SanResult only_move(const std::vector<Move>& found, const std::string& ambiguous) {
  SanResult r;
  if (found.size() == 1) {
    r.move = found.front();
  } else {
    r.problem = found.empty() ? SanProblem::Illegal : SanProblem::Ambiguous;
    r.message = found.empty() ? "not a legal move" : ambiguous;
  }
  return r;
}

std::string fen_of_sfen(std::string_view sfen, const std::string& file) {
  std::istringstream in{std::string(sfen)};
  std::string placement, side, hand, number;
  in >> placement >> side >> hand >> number;
  auto fail = [&](const std::string& why) {
    throw pp::InputError({file, 0, 0}, "SFEN '" + std::string(sfen) + "': " + why);
  };
  if (placement.empty() || (side != "b" && side != "w"))
    fail("is placement, side to move (b or w), hands, move number");
  std::string held;
  if (hand != "-" && !hand.empty()) {
    int count = 0;
    for (char c : hand) {
      if (std::isdigit(static_cast<unsigned char>(c))) {
        count = count * 10 + (c - '0');
        continue;
      }
      if (!std::isalpha(static_cast<unsigned char>(c)) || count > 99) fail(std::string("no piece '") + c + "' in hand");
      held.append(static_cast<size_t>(count == 0 ? 1 : count), c);
      count = 0;
    }
  }
  int ply = 0;
  for (char c : number) {
    if (!std::isdigit(static_cast<unsigned char>(c)) || ply > 100000) fail("the move number must be a whole number");
    ply = ply * 10 + (c - '0');
  }
  // SFEN counts plies from 1; FEN counts moves, Sente's and Gote's together.
  return placement + "[" + held + "] " + (side == "b" ? "w" : "b") + " - - 0 " +
         std::to_string((std::max(ply, 1) + 1) / 2);
}

// A move on the board: its cells in turn, each a file number and a rank letter (Chu Shogi's files
// run to 12), then `+` to promote. Three cells are a Lion's double move, `from mid to`, as lishogi
// writes it: the move taking on the middle cell if an enemy stands there, else the one passing it.
// Two cells name the move taking nothing but on its last cell.
SanResult read_board_move(const Game& game, Position& pos, std::string_view text, const SanResult& bad) {
  std::vector<int> cells;
  size_t at = 0;
  while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) {
    int file = 0;
    for (; at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])) && file < 100; ++at)
      file = file * 10 + (text[at] - '0');
    if (at == text.size() || text[at] < 'a' || text[at] > 'z') return bad;
    cells.push_back(shogi_cell(game.board(), file, text[at++] - 'a' + 1));
  }
  const bool promote = at + 1 == text.size() && text[at] == '+';
  if ((at != text.size() && !promote) || cells.size() < 2 || cells.size() > 3) return bad;
  if (std::find(cells.begin(), cells.end(), -1) != cells.end()) return find_move(game, pos, -1, -1, 0, -1);
  const int from = cells.front(), to = cells.back(), mid = cells.size() == 3 ? cells[1] : -1;
  const Piece there = mid >= 0 ? pos.board[static_cast<size_t>(mid)] : 0;
  const bool takes_mid = there != 0 && side_of(there) != pos.stm;
  std::vector<Move> legal, found;
  generate_legal(game, pos, legal);
  for (const Move& m : legal) {
    if (game.kind(m.kind).drop || m.from != from || m.to != to || (m.promo >= 0) != promote) continue;
    bool other = false, middle = false;
    for (const int c : m.cap) {
      middle = middle || (c >= 0 && c == mid);
      other = other || (c >= 0 && c != to && c != mid);
    }
    if (!other && middle == takes_mid) found.push_back(m);
  }
  return only_move(found, "ambiguous");
}

SanResult read_usi_move(const Game& game, Position& pos, std::string_view text) {
  const Board& b = game.board();
  auto cell = [&](std::string_view s) {
    if (s.size() != 2 || !std::isdigit(static_cast<unsigned char>(s[0])) || s[1] < 'a' || s[1] > 'z') return -2;
    return shogi_cell(b, s[0] - '0', s[1] - 'a' + 1);
  };
  SanResult bad;
  bad.problem = SanProblem::Syntax;
  bad.message = "not a move: USI writes 7g7f, 8h2b+ or P*5e";
  if (text.size() >= 4 && text[1] == '*') {
    const int to = cell(text.substr(2, 2));
    const int type = game.variant().type_index(static_cast<char>(std::toupper(static_cast<unsigned char>(text[0]))));
    if (to == -2 || text.size() != 4) return bad;
    if (to < 0 || type < 0) return find_move(game, pos, -1, -1, 0, -1);
    return find_move(game, pos, -1, to, 0, type);
  }
  const size_t letter = text.find_first_not_of("0123456789");
  if (letter > 0 && letter < text.size() && text[letter] >= 'a' && text[letter] <= 'z')
    return read_board_move(game, pos, text, bad);
  return read_japanese_move(game, pos, text);
}

PgnGame read_usi(std::string_view text, const std::string& file) {
  const std::vector<RecordWord> words = record_words(text);
  auto is = [&](size_t at, const char* word) { return at < words.size() && words[at].text == word; };
  size_t i = 0;
  if (is(i, "position")) ++i;
  PgnGame game;
  game.read_move = &read_usi_move;
  if (is(i, "startpos")) {
    ++i;
  } else if (is(i, "sfen")) {
    if (words.size() < i + 4) throw pp::InputError({file, words[i].line, words[i].col}, "'sfen' without its position");
    std::string sfen = words[i + 1].text + " " + words[i + 2].text + " " + words[i + 3].text;
    i += 4;
    if (i < words.size() && !is(i, "moves")) sfen += " " + words[i++].text;
    game.tags.emplace_back("FEN", fen_of_sfen(sfen, file));
  }
  if (is(i, "moves")) ++i;
  // The game by the board's size: Shogi's nine ranks, Minishogi's five, Gorogoro's six.
  const std::string fen = game.tag("FEN");
  const auto rows =
      std::count(fen.begin(), fen.begin() + static_cast<long>(std::min(fen.find(' '), fen.size())), '/') + 1;
  game.tags.emplace_back("Variant", fen.empty() || rows == 9 ? "shogi"
                                    : rows == 5              ? "minishogi"
                                    : rows == 12             ? "chushogi"
                                                             : "gorogoro");
  int ply = 0;
  for (; i < words.size(); ++i) {
    PgnPly p;
    p.text = words[i].text;
    p.line = words[i].line, p.col = words[i].col;
    p.number = ++ply;
    game.plies.push_back(std::move(p));
  }
  return game;
}

}  // namespace rules
