#include "rules/notation/san.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <utility>

#include "rules/mechanisms/flip_promotion.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/notation/notation.h"
#include "rules/play/movegen.h"

namespace rules {
namespace {

// A cell name's file (its leading letters) and rank (the digits after them).
std::pair<std::string_view, std::string_view> split(std::string_view name) {
  size_t i = 0;
  while (i < name.size() && std::isalpha(static_cast<unsigned char>(name[i]))) ++i;
  return {name.substr(0, i), name.substr(i)};
}

int type_at(const Position& pos, int cell) { return type_of(pos.board[static_cast<size_t>(cell)]); }

// "N (Knight)", "+B (Horse)": a piece's letter as SAN writes it and its name.
std::string piece_label(const Variant& v, int type) {
  const PieceType& p = v.pieces[static_cast<size_t>(type)];
  return (p.promoted ? "+" : "") + std::string(1, p.letter) + " (" + p.name + ")";
}

bool captures(const Move& m) { return m.cap[0] >= 0 || m.cap[1] >= 0; }

// A kind of move with its own SAN (castling, a drop): never told apart from others by cells.
bool own_san(const Game& g, const Move& m) { return g.kind(m.kind).san != nullptr; }

// SAN without the check suffix and before telling apart moves that read the same, but for a wall.
std::string unwalled(const Game& g, const Position& pos, const Move& m, const std::vector<Move>& legal) {
  const Board& b = g.board();
  if (own_san(g, m)) return g.kind(m.kind).san(g, m);
  const auto& pieces = g.variant().pieces;
  const int type = type_at(pos, m.from);
  const std::string& from = b.cell(m.from).name;
  const auto [file, rank] = split(from);
  std::string s;
  if (!g.type(type).pawn) {
    // A promoted form (Shogi's +B) keeps its letter; the '+' tells it from the unpromoted piece.
    if (pieces[static_cast<size_t>(type)].promoted) s += '+';
    s += pieces[static_cast<size_t>(type)].letter;
    bool others = false, same_file = false, same_rank = false;
    for (const Move& o : legal) {
      if (o.to != m.to || o.from == m.from || own_san(g, o) || type_at(pos, o.from) != type) continue;
      const auto [f, r] = split(b.cell(o.from).name);
      others = true;
      same_file |= f == file;
      same_rank |= r == rank;
    }
    if (others) s += !same_file ? std::string(file) : !same_rank ? std::string(rank) : from;
  } else if (captures(m)) {
    s += file;
  }
  if (captures(m)) s += 'x';
  s += b.cell(m.to).name;
  if (const auto more = g.kind(m.kind).san_suffix) return s + more(g, m);
  // Turning into the promoted form (Shogi) is `+`, and declining it where it was offered `=`.
  if (m.promo >= 0 && pieces[static_cast<size_t>(m.promo)].promoted) s += '+';
  else if (m.promo >= 0) s += std::string("=") + pieces[static_cast<size_t>(m.promo)].letter;
  else if (g.has(type, kFlipPromotion) && std::any_of(legal.begin(), legal.end(), [&](const Move& o) {
             return o.from == m.from && o.to == m.to && o.promo >= 0;
           }))
    s += '=';
  return s;
}

// ... and a cell walled up as well after a comma: Qd5,f3.
std::string plain(const Game& g, const Position& pos, const Move& m, const std::vector<Move>& legal) {
  std::string s = unwalled(g, pos, m, legal);
  if (m.wall >= 0) s += "," + g.board().cell(m.wall).name;
  return s;
}

// Moves of two steps, whose captures are not (only) where they stop, or that come back on another
// cell: SAN has no words for them.
bool two_steps(const Game& g, const Move& m) { return g.kind(m.kind).in_cells; }

// The notation without its suffix: plain SAN, or move_text for a move of two steps or when
// another legal move reads the same.
std::string unique_text(const Game& g, const Position& pos, const Move& m, const std::vector<Move>& legal) {
  if (two_steps(g, m)) return move_text(g, m);
  std::string s = plain(g, pos, m, legal);
  for (const Move& o : legal)
    if (!(o == m) && o.to == m.to && !two_steps(g, o) && plain(g, pos, o, legal) == s) return move_text(g, m);
  return s;
}

std::string suffix(const Game& g, Position& pos, const Move& m) {
  if (g.sides() != 2) return "";
  Undo u;
  make_move(g, pos, m, u);
  std::string s;
  if (is_checked(g, pos, pos.stm)) {
    std::vector<Move> replies;
    generate_legal(g, pos, replies);
    s = replies.empty() ? "#" : "+";
  }
  unmake_move(g, pos, m, u);
  return s;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

SanResult fail(SanProblem p, std::string message) {
  SanResult r;
  r.problem = p;
  r.message = std::move(message);
  return r;
}

std::string letters(const Variant& v) {
  std::string s;
  for (const auto& p : v.pieces) s += (s.empty() ? "" : " ") + std::string(p.promoted ? "+" : "") + p.letter;
  return s;
}

}  // namespace

std::string san(const Game& game, Position& pos, const Move& m, const std::vector<Move>& legal) {
  return unique_text(game, pos, m, legal) + suffix(game, pos, m);
}

std::vector<std::string> san_list(const Game& game, Position& pos, std::vector<Move>& legal) {
  legal.clear();
  generate_legal(game, pos, legal);
  std::vector<std::string> out;
  out.reserve(legal.size());
  for (const Move& m : legal) out.push_back(san(game, pos, m, legal));
  return out;
}

SanResult read_san(const Game& game, Position& pos, std::string_view text) {
  std::string t(text);
  while (!t.empty() && (t.back() == '!' || t.back() == '?')) t.pop_back();
  // A Shogi promotion ends in '+' as a check does: "e7+" is the promotion where one is
  // offered, and "e7++" the promotion with check.
  const std::string whole = t;
  if (!t.empty() && (t.back() == '+' || t.back() == '#')) t.pop_back();
  const std::string unchecked = t;
  while (!t.empty() && (t.back() == '+' || t.back() == '#')) t.pop_back();
  std::vector<Move> legal;
  generate_legal(game, pos, legal);
  // The text as the core writes it, or as from and to cells.
  std::vector<Move> found;
  const std::string coords = lower(t);
  for (const Move& m : legal)
    if (const std::string u = unique_text(game, pos, m, legal); u == whole || u == unchecked) found.push_back(m);
  if (found.empty())
    for (const Move& m : legal)
      if (unique_text(game, pos, m, legal) == t || move_text(game, m) == coords) found.push_back(m);
  if (t == "0-0" || t == "0-0-0") {
    t[0] = 'O', t[2] = 'O';
    if (t.size() == 5) t[4] = 'O';
  }
  if (found.empty() && (t == "O-O" || t == "O-O-O"))
    for (const Move& m : legal)
      if (own_san(game, m) && game.kind(m.kind).san(game, m) == t) found.push_back(m);
  if (found.size() == 1) {
    SanResult r;
    r.move = found.front();
    return r;
  }
  if (t == "O-O" || t == "O-O-O" || t.find('@') != std::string::npos)
    return fail(SanProblem::Illegal, "not a legal move");
  // Forgiving reading: the piece, what the text gives of its cell, the cell it goes to, the promotion.
  static const std::regex kSan("(\\+?)([A-Z]?)([a-z]*)([0-9]*)[x:]?([a-z]+[0-9]+)(?:=?([A-Z]))?");
  std::smatch part;
  if (!std::regex_match(t, part, kSan))
    return fail(SanProblem::Syntax, "not a move: write it in SAN (Nf3, exd5, e8=Q, O-O) or as cells (e2e4)");
  const Variant& v = game.variant();
  int type = -1;
  if (part[2].length()) {
    type = v.type_index(part[2].str()[0], part[1].length() > 0);
    if (type < 0)
      return fail(SanProblem::UnknownPiece,
                  "no piece '" + part[1].str() + part[2].str() + "' in this game (" + letters(v) + ")");
  }
  int promo = -1;
  if (part[6].length()) {
    promo = v.type_index(part[6].str()[0]);
    if (promo < 0)
      return fail(SanProblem::UnknownPiece, "no piece '" + part[6].str() + "' in this game (" + letters(v) + ")");
  }
  const Board& b = game.board();
  found.clear();
  for (const Move& m : legal) {
    if (own_san(game, m) || b.cell(m.to).name != part[5].str() || m.promo != promo) continue;
    const int moving = type_at(pos, m.from);
    if (type >= 0 ? moving != type : !game.type(moving).pawn) continue;
    const auto [file, rank] = split(b.cell(m.from).name);
    if ((part[3].length() && file != part[3].str()) || (part[4].length() && rank != part[4].str())) continue;
    found.push_back(m);
  }
  if (found.empty() && type >= 0 && part[3].length() && part[4].length())
    if (const int from = b.find(part[3].str() + part[4].str()); from >= 0) {
      // The move names its from-cell: a piece of the mover's other than the one it names there is a
      // record naming the wrong piece, not an illegal move.
      const Piece there = pos.board[static_cast<size_t>(from)];
      if (there != 0 && !is_wall(there) && side_of(there) == pos.stm && type_of(there) != type)
        return fail(SanProblem::UnknownPiece, "names " + piece_label(v, type) + ", but " +
                                                  piece_label(v, type_of(there)) + " stands on " + b.cell(from).name);
    }
  if (found.empty()) return fail(SanProblem::Illegal, "not a legal move");
  if (found.size() > 1) {
    std::string list;
    for (size_t i = 0; i < found.size(); ++i)
      list += (i == 0 ? "" : i + 1 == found.size() ? " or " : ", ") + unique_text(game, pos, found[i], legal);
    return fail(SanProblem::Ambiguous, "ambiguous: " + list);
  }
  SanResult r;
  r.move = found.front();
  return r;
}

SanResult read_faces_san(const Game& game, Position& pos, std::string_view text) {
  static const std::regex kMove("([A-Z])([a-z]?)([0-9]*)([a-z]+[0-9]+)(?:=([A-Z]))?"), kDrop("([A-Z])@([a-z]+[0-9]+)");
  std::string t(text);
  while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?')) t.pop_back();
  // The capture mark says nothing the cells do not.
  t.erase(std::remove_if(t.begin(), t.end(), [](char c) { return c == 'x' || c == ':'; }), t.end());
  std::smatch part;
  const bool drop = std::regex_match(t, part, kDrop);
  if (!drop && !std::regex_match(t, part, kMove)) return fail(SanProblem::Syntax, "not a move");
  const auto& pieces = game.variant().pieces;
  // Whether `letter` writes the face `type`: its own letter (an unpromoted face's) or an `also` one.
  auto writes = [&](int type, const std::string& letter) {
    const PieceType& p = pieces[static_cast<size_t>(type)];
    return !letter.empty() && ((!p.promoted && p.letter == letter[0]) || p.also.find(letter[0]) != std::string::npos);
  };
  const Board& b = game.board();
  std::vector<Move> legal, found;
  generate_legal(game, pos, legal);
  for (const Move& m : legal) {
    if (game.kind(m.kind).drop != drop || (!drop && own_san(game, m))) continue;
    if (drop) {
      if (writes(m.promo, part[1].str()) && b.cell(m.to).name == part[2].str()) found.push_back(m);
      continue;
    }
    const int mover = type_at(pos, m.from), shown = m.promo >= 0 ? m.promo : mover;
    const auto [file, rank] = split(b.cell(m.from).name);
    if (!writes(mover, part[1].str()) || b.cell(m.to).name != part[4].str() ||
        (part[2].length() && file != part[2].str()) || (part[3].length() && rank != part[3].str()))
      continue;
    if (part[5].length() ? shown != mover && writes(shown, part[5].str()) : shown == mover) found.push_back(m);
  }
  if (found.size() == 1) {
    SanResult r;
    r.move = found.front();
    return r;
  }
  return fail(found.empty() ? SanProblem::Illegal : SanProblem::Ambiguous,
              found.empty() ? "not a legal move" : "ambiguous");
}

}  // namespace rules
