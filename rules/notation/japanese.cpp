// Shogi moves as Japanese records print them (▲7六歩, △同歩, ▲5五角打, ▲2二角成, ▲5八金右)
// and as English books do after Hodges (P-7f, Bx2b+, P*5e, G6i-5h).
#include <algorithm>
#include <array>
#include <cctype>

#include "rules/notation/native.h"
#include "rules/notation/records.h"
#include "rules/play/movegen.h"
#include "rules/variant/variant.h"

namespace rules {

std::string shogi_kanji(char letter, bool promoted) {
  static constexpr std::array<std::array<const char*, 3>, 8> kNames{{{"K", "玉", ""},
                                                                     {"R", "飛", "龍"},
                                                                     {"B", "角", "馬"},
                                                                     {"G", "金", ""},
                                                                     {"S", "銀", "成銀"},
                                                                     {"N", "桂", "成桂"},
                                                                     {"L", "香", "成香"},
                                                                     {"P", "歩", "と"}}};
  for (const auto& n : kNames)
    if (n[0][0] == letter) return promoted ? n[2] : n[1];
  return "";
}

std::string kanji_number(int n) {
  static constexpr std::array<const char*, 10> kDigits{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
  if (n <= 0 || n >= 100) return std::to_string(n);
  if (n < 10) return kDigits[static_cast<size_t>(n)];
  return std::string(n >= 20 ? kDigits[static_cast<size_t>(n / 10)] : "") + "十" + kDigits[static_cast<size_t>(n % 10)];
}

namespace {

bool promotion_declined(const Move& m, const std::vector<Move>& legal) {
  return m.promo < 0 && std::any_of(legal.begin(), legal.end(),
                                    [&](const Move& o) { return o.from == m.from && o.to == m.to && o.promo >= 0; });
}

// The other moves of a piece of the mover's kind to the same cell, one per piece.
std::vector<Move> rivals(const Game& g, const Position& pos, const Move& m, const std::vector<Move>& legal) {
  std::vector<Move> out;
  for (const Move& o : legal)
    if (o.to == m.to && o.from != m.from && !g.kind(o.kind).drop &&
        pos.board[static_cast<size_t>(o.from)] == pos.board[static_cast<size_t>(m.from)] &&
        std::none_of(out.begin(), out.end(), [&](const Move& x) { return x.from == o.from; }))
      out.push_back(o);
  return out;
}

// Which of several like pieces moves, as Japanese records say it: up (上), back (引) or
// sideways (寄) when that tells it from the others, else its side of them from the mover's seat
// (右, 左), or 直 for a step straight up; with the direction too when the side alone does not.
std::string which(const Game& g, const Position& pos, const Move& m, const std::vector<Move>& others) {
  if (others.empty()) return "";
  const Board& b = g.board();
  const int ahead = pos.stm == 0 ? 1 : -1;
  auto motion = [&](const Move& x) {
    const int dy = (b.cell(x.to).y - b.cell(x.from).y) * ahead;
    return dy > 0 ? "上" : dy < 0 ? "引" : "寄";
  };
  auto right = [&](const Move& x) { return b.cell(x.from).x * ahead; };
  std::string mine = motion(m);
  std::vector<Move> same;
  for (const Move& o : others)
    if (motion(o) == mine) same.push_back(o);
  if (same.empty()) return mine;
  // The Dragon and the Horse take 右 and 左, never 直.
  const PieceType& piece = g.variant().pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(m.from)]))];
  const bool dragon = piece.promoted && (piece.letter == 'R' || piece.letter == 'B');
  std::string side;
  if (!dragon && b.cell(m.from).x == b.cell(m.to).x && mine == "上") {
    side = "直";
  } else {
    const bool rightmost = std::all_of(same.begin(), same.end(), [&](const Move& o) { return right(o) < right(m); });
    const bool leftmost = std::all_of(same.begin(), same.end(), [&](const Move& o) { return right(o) > right(m); });
    side = rightmost ? "右" : leftmost ? "左" : "直";
  }
  return side + (same.size() < others.size() ? mine : "");
}

std::string kif_style(const Game& g, const Position& pos, const Move& m, const std::vector<Move>& legal, int previous) {
  const Board& b = g.board();
  const auto& pieces = g.variant().pieces;
  std::string s = pos.stm == 0 ? "▲" : "△";
  if (m.to == previous) {
    s += "同";
  } else {
    s += std::to_string(b.files() - b.cell(m.to).x) + kanji_number(b.ranks() - b.cell(m.to).y);
  }
  auto name = [&](int type) {
    const PieceType& p = pieces[static_cast<size_t>(type)];
    const std::string k = shogi_kanji(p.letter, p.promoted);
    return k.empty() ? std::string(p.promoted ? "+" : "") + p.letter : k;
  };
  if (g.kind(m.kind).drop) {
    s += name(m.promo);
    // 打 only where a piece of that kind on the board could go there too.
    for (const Move& o : legal)
      if (o.to == m.to && !g.kind(o.kind).drop && type_of(pos.board[static_cast<size_t>(o.from)]) == m.promo &&
          side_of(pos.board[static_cast<size_t>(o.from)]) == pos.stm)
        return s + "打";
    return s;
  }
  s += name(type_of(pos.board[static_cast<size_t>(m.from)]));
  s += which(g, pos, m, rivals(g, pos, m, legal));
  if (m.promo >= 0 && pieces[static_cast<size_t>(m.promo)].promoted) s += "成";
  else if (promotion_declined(m, legal)) s += "不成";
  return s;
}

std::string hodges_style(const Game& g, const Position& pos, const Move& m, const std::vector<Move>& legal) {
  const Board& b = g.board();
  const auto& pieces = g.variant().pieces;
  // A piece that turns over (Kyoto Shogi) is dropped either face up (+S*5e) and turns back to
  // its unpromoted face with `-` (+L-2b-), as Fairy-Stockfish writes it.
  if (g.kind(m.kind).drop) {
    const PieceType& dropped = pieces[static_cast<size_t>(m.promo)];
    return (dropped.promoted ? "+" : "") + std::string(1, dropped.letter) + "*" + usi_cell(b, m.to);
  }
  const PieceType& p = pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(m.from)]))];
  std::string s = (p.promoted ? "+" : "") + std::string(1, p.letter);
  if (!rivals(g, pos, m, legal).empty()) s += usi_cell(b, m.from);
  s += (m.cap[0] >= 0 || m.cap[1] >= 0) ? "x" : "-";
  s += usi_cell(b, m.to);
  if (m.promo >= 0 && pieces[static_cast<size_t>(m.promo)].promoted) s += "+";
  else if (m.promo >= 0 && p.promoted) s += "-";
  else if (promotion_declined(m, legal)) s += "=";
  return s;
}

}  // namespace

std::string native_move(Coordinates style, const Game& game, Position& pos, const Move& m,
                        const std::vector<Move>& legal, int previous) {
  switch (style) {
    case Coordinates::Japanese: return kif_style(game, pos, m, legal, previous);
    case Coordinates::JapaneseLetters: return hodges_style(game, pos, m, legal);
    case Coordinates::Chinese: return wxf_move(game, pos, m);
    case Coordinates::Algebraic: break;
  }
  return san(game, pos, m, legal);
}

SanResult read_hodges_move(const Game& game, Position& pos, std::string_view text) {
  // Ranks as digits (P-76, Fairy-Stockfish's Hodges with numbers) read as letters (P-7f).
  std::string want;
  for (size_t i = 0; i < text.size(); ++i) {
    const bool rank = i > 0 && std::isdigit(static_cast<unsigned char>(text[i])) &&
                      std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
                      (i < 2 || !std::isdigit(static_cast<unsigned char>(text[i - 2])));
    want += rank ? static_cast<char>('a' + text[i] - '1') : text[i];
  }
  std::vector<Move> legal;
  generate_legal(game, pos, legal);
  std::vector<Move> found;
  for (const Move& m : legal)
    if (hodges_style(game, pos, m, legal) == want) found.push_back(m);
  return only_move(found, "ambiguous");
}

std::string file_label(Coordinates style, int files, int file, int side) {
  static constexpr std::array<const char*, 10> kChinese{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
  switch (style) {
    case Coordinates::Japanese:
    case Coordinates::JapaneseLetters: return std::to_string(files - file);
    case Coordinates::Chinese:
      // Red's files in Chinese numerals from its right, Black's in digits from its own right.
      if (side == 0)
        return files - file < 10 ? kChinese[static_cast<size_t>(files - file)] : std::to_string(files - file);
      return std::to_string(file + 1);
    case Coordinates::Algebraic: break;
  }
  return file_name(file);
}

std::string rank_label(Coordinates style, int ranks, int rank) {
  switch (style) {
    case Coordinates::Japanese: return kanji_number(ranks - rank);
    case Coordinates::JapaneseLetters: return std::string(1, static_cast<char>('a' + ranks - 1 - rank));
    case Coordinates::Chinese: return "";
    case Coordinates::Algebraic: break;
  }
  return std::to_string(rank + 1);
}

}  // namespace rules
