// KIF's and KI2's moves as legal moves of a position. A KIF board move names its piece and the
// cell it comes from (７六歩(77)): the named piece must be the one there. A KI2 move names the
// cell it goes to and the piece, with what tells it from the others that could go there too:
// 上 (行, 入) up, 引 back, 寄 sideways, 直 straight up, 右 and 左 from the mover's seat, 打 a
// drop where a piece on the board could go too, 成 and 不成 (生). Each word narrows the legal
// moves of that piece to that cell until one is left.
#include <algorithm>
#include <cctype>

#include "rules/notation/kif_parts.h"
#include "rules/notation/native.h"
#include "rules/notation/records.h"
#include "rules/play/movegen.h"
#include "rules/variant/variant.h"

namespace rules {
namespace {

struct Ki2Words {
  bool drop = false, promote = false, keep = false;  // 打, 成, 不成
  std::string motion, side;                          // 上 引 寄; 右 左 直
};

// The words after the piece, or false for one that is none of them.
bool ki2_words(const std::vector<std::string>& cs, size_t i, Ki2Words& w) {
  for (; i < cs.size(); ++i) {
    const std::string& c = cs[i];
    if (c == "打") w.drop = true;
    else if (c == "成") w.promote = true;
    else if (c == "生") w.keep = true;
    else if (c == "不" && i + 1 < cs.size() && cs[i + 1] == "成") w.keep = true, ++i;
    else if (c == "上" || c == "行" || c == "入") w.motion = "上";
    else if (c == "引" || c == "寄") w.motion = c;
    else if (c == "右" || c == "左" || c == "直") w.side = c;
    else return false;
  }
  return true;
}

// Keeps the moves that pass `test`, when `apply`.
template <class Test>
void narrow_moves(std::vector<Move>& moves, bool apply, Test test) {
  if (apply)
    moves.erase(std::remove_if(moves.begin(), moves.end(), [&](const Move& m) { return !test(m); }), moves.end());
}

}  // namespace

SanResult read_japanese_move(const Game& game, Position& pos, std::string_view text) {
  const std::vector<std::string> cs = utf8_characters(text);
  SanResult bad;
  bad.problem = SanProblem::Syntax;
  bad.message = "not a KI2 move: a cell (7六) or 同, a piece (歩, 成銀), then 右 左 直 上 引 寄 打 成 不成";
  size_t i = 2;
  const KifPiece* piece = cs.size() >= 3 ? kif_piece_at(cs, i) : nullptr;
  Ki2Words w;
  const Board& b = game.board();
  const int to = piece ? shogi_cell(b, kif_digit(cs[0]), kif_digit(cs[1])) : -1;
  if (!piece || to < 0 || !ki2_words(cs, i, w)) return bad;
  const auto& pieces = game.variant().pieces;
  auto dropped = [&](const Move& m) { return game.kind(m.kind).drop; };
  auto mover = [&](const Move& m) -> const PieceType& {
    return pieces[static_cast<size_t>(dropped(m) ? m.promo : type_of(pos.board[static_cast<size_t>(m.from)]))];
  };
  auto promotes = [&](const Move& m) {
    return !dropped(m) && m.promo >= 0 && pieces[static_cast<size_t>(m.promo)].promoted;
  };
  const int ahead = pos.stm == 0 ? 1 : -1;
  auto rise = [&](const Move& m) { return (b.cell(m.to).y - b.cell(m.from).y) * ahead; };
  auto right = [&](const Move& m) { return b.cell(m.from).x * ahead; };

  std::vector<Move> found;
  generate_legal(game, pos, found);
  narrow_moves(found, true, [&](const Move& m) {
    return m.to == to && mover(m).letter == piece->letter && mover(m).promoted == piece->promoted;
  });
  if (found.empty()) {
    SanResult none;
    none.problem = SanProblem::Illegal;
    none.message = std::string("not a legal move: no ") + piece->name + " can go to " + cs[0] + cs[1];
    return none;
  }
  const bool on_board = std::any_of(found.begin(), found.end(), [&](const Move& m) { return !dropped(m); });
  narrow_moves(found, true, [&](const Move& m) { return dropped(m) == (w.drop || !on_board); });
  narrow_moves(found, w.promote, promotes);
  const bool unpromoted = std::any_of(found.begin(), found.end(), [&](const Move& m) { return !promotes(m); });
  narrow_moves(found, w.keep || (!w.promote && unpromoted), [&](const Move& m) { return !promotes(m); });
  narrow_moves(found, w.motion == "上", [&](const Move& m) { return rise(m) > 0; });
  narrow_moves(found, w.motion == "引", [&](const Move& m) { return rise(m) < 0; });
  narrow_moves(found, w.motion == "寄", [&](const Move& m) { return rise(m) == 0; });
  narrow_moves(found, w.side == "直", [&](const Move& m) { return rise(m) > 0 && b.cell(m.from).x == b.cell(m.to).x; });
  if (!found.empty() && (w.side == "右" || w.side == "左")) {
    const auto [least, most] = std::minmax_element(found.begin(), found.end(),
                                                   [&](const Move& x, const Move& y) { return right(x) < right(y); });
    const int keep = w.side == "右" ? right(*most) : right(*least);
    narrow_moves(found, true, [&](const Move& m) { return right(m) == keep; });
  }
  return only_move(found, "ambiguous: say which with 右 左 直 上 引 寄");
}

SanResult read_kif_move(const Game& game, Position& pos, std::string_view text) {
  const size_t at = !text.empty() && text[0] == '+' ? 1 : 0;
  const bool named = text.size() > at + 1 && std::isupper(static_cast<unsigned char>(text[at])) &&
                     std::isdigit(static_cast<unsigned char>(text[at + 1]));
  if (!named) return read_usi_move(game, pos, text);
  SanResult r = read_usi_move(game, pos, text.substr(at + 1));
  if (r.problem != SanProblem::None) return r;
  const PieceType& there =
      game.variant().pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(r.move.from)]))];
  if (there.letter != text[at] || there.promoted != (at == 1)) {
    const std::string cell = usi_cell(game.board(), r.move.from);
    r.problem = SanProblem::UnknownPiece;
    r.message = "names " + shogi_kanji(text[at], at == 1) + ", but " + shogi_kanji(there.letter, there.promoted) +
                " stands on " + cell[0] + std::to_string(cell[1] - 'a' + 1);
  }
  return r;
}

}  // namespace rules
