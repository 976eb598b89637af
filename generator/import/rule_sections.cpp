#include "import/rule_sections.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "import/rule_sheet.h"
#include "rules/mechanisms/blast.h"
#include "rules/mechanisms/castling.h"
#include "rules/mechanisms/drops.h"
#include "rules/mechanisms/goal.h"

namespace pp::import {
namespace sheet {

PlacedPiece white(const Sheet& g, int file, int rank, char letter) { return {g.cell(file, rank), letter, 0}; }
PlacedPiece black(const Sheet& g, int file, int rank, char letter) { return {g.cell(file, rank), letter, 1}; }
PlacedPiece wall(const Sheet& g, int file, int rank) { return {g.cell(file, rank), '*', -1}; }

// The pieces standing in `pos`.
Placed placed(const Sheet& g, const rules::Position& pos) {
  Placed out;
  for (int c = 0; c < g.b.size(); ++c) {
    const rules::Piece p = pos.board[static_cast<size_t>(c)];
    if (!p) continue;
    if (rules::is_wall(p)) {
      out.push_back({c, '*', -1});
      continue;
    }
    const rules::PieceType& t = g.v.pieces[static_cast<size_t>(rules::type_of(p))];
    out.push_back({c, t.letter, rules::side_of(p), t.promoted});
  }
  return out;
}

YamlOut section(const std::string& title, const std::string& text, YamlOut diagram, int source) {
  YamlOut s;
  s.set("title", YamlOut::text(title, source));
  s.set("text", YamlOut::text(text, source));
  s.set("diagram", std::move(diagram));
  return s;
}

// A rule's section: the title and opening sentences its rule says of it (Mechanism::words), each
// `{piece}` the name of the piece its diagram shows.
YamlOut rule_section(std::string_view rule, const std::string& piece, YamlOut diagram, int source) {
  const rules::RuleWords& words = rules::find_mechanism(rule)->words;
  auto filled = [&](std::string_view text) {
    std::string out(text);
    for (size_t at = out.find("{piece}"); at != std::string::npos; at = out.find("{piece}", at + piece.size()))
      out.replace(at, 7, piece);
    return out;
  };
  return section(filled(words.title), filled(words.text), std::move(diagram), source);
}

YamlOut list(const std::vector<std::string>& items, int source) {
  YamlOut l;
  l.kind = YamlOut::Kind::Seq;
  l.flow = true;
  for (const std::string& i : items) l.seq.push_back(YamlOut::text(i, source));
  return l;
}

// A diagram: its position (empty: the setup), the cells (or P@) whose moves the rules core marks,
// the marks given, and its caption.
YamlOut diagram(const std::string& fen, const std::vector<std::string>& moves, const std::vector<std::string>& marks,
                const std::string& caption, int source) {
  YamlOut d;
  if (!fen.empty()) d.set("fen", YamlOut::text(fen, source));
  if (!moves.empty()) d.set("moves", list(moves, source));
  if (!marks.empty()) d.set("marks", list(marks, source));
  d.set("caption", YamlOut::text(caption, source));
  return d;
}

// The first pawn of the roster, or 0.
char first_pawn(const Sheet& g) {
  for (const rules::PieceType& p : g.v.pieces)
    if (p.pawn && !p.promoted) return p.letter;
  return 0;
}

// A White piece that rides along ranks and files with no condition (a Rook, a Queen, ...), or 0.
char rider(const Sheet& g) {
  for (const rules::PieceType& p : g.v.pieces) {
    if (p.promoted || p.royal || p.pawn) continue;
    const std::string& b = p.betza;
    const bool plain = b.find_first_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos;
    if (plain && (b.find('R') != std::string::npos || b.find('Q') != std::string::npos)) return p.letter;
  }
  return 0;
}

// A White piece that moves as a Rook, else any rider, else 0.
char rook(const Sheet& g) {
  for (const rules::PieceType& p : g.v.pieces)
    if (p.betza == "R" && !p.promoted && !p.royal) return p.letter;
  return rider(g);
}

// The letter of a royal piece, the King's where there is one; 0 where none.
char royal(const Sheet& g) {
  if (const rules::PieceType* k = g.piece('K'); k && k->royal) return 'K';
  for (const rules::PieceType& p : g.v.pieces)
    if (!p.promoted && p.royal) return p.letter;
  return 0;
}

std::string file_name(int file) { return std::string(1, static_cast<char>('a' + file)); }

}  // namespace sheet

using namespace sheet;

namespace {

// A piece in White's hand, dropped: the cells it may go to from the setup.
void drops(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("drops") || rules::drop_hand(g.v).empty()) return;
  // A pawn where one may be dropped, as its rules say most about where; else the first piece.
  const std::vector<int>& hand = rules::drop_hand(g.v);
  char letter = g.v.pieces[static_cast<size_t>(hand.front())].letter;
  for (int t : hand)
    if (g.v.pieces[static_cast<size_t>(t)].pawn) letter = g.v.pieces[static_cast<size_t>(t)].letter;
  const std::string fen = g.fen(placed(g, g.setup), std::string(1, letter));
  if (fen.empty()) return;
  out.push_back(rule_section(
      "drops", "",
      diagram(fen, {std::string(1, letter) + "@"}, {},
              "White holds a " + g.name(letter) + ": each marked cell is one it may be dropped on.", source),
      source));
}

// "a Queen, Rook or Knight" for the letters given.
std::string names_of(const Sheet& g, const std::string& letters) {
  std::string out;
  for (size_t i = 0; i < letters.size(); ++i)
    out += (i == 0 ? "" : i + 1 == letters.size() ? " or " : ", ") + g.name(letters[i]);
  if (out.empty()) return out;
  return (std::string("AEIOU").find(out[0]) == std::string::npos ? "a " : "an ") + out;
}

std::string promotion_words(const Sheet& g, char pawn) {
  const rules::PromotionRule& rule = g.v.rules.promotion;
  const std::string start = "A " + g.name(pawn) + " reaching the promotion zone ";
  if (rule.side_to.size() == 2)
    return start + "becomes " + names_of(g, rule.side_to[0]) + " for White, " + names_of(g, rule.side_to[1]) +
           " for Black.";
  if (rule.to.empty()) return start + "turns over to its promoted side.";
  return start + "becomes " + names_of(g, rule.to) + ".";
}


// A White pawn one step before its zone, alone on the board.
void promotion(const Sheet& g, std::vector<YamlOut>& out, int source) {
  const rules::PromotionRule& rule = g.v.rules.promotion;
  // A pawn becomes a piece of `to`, or with none its own promoted form, where it has one.
  const char pawn = first_pawn(g);
  if (!pawn || (rule.to.empty() && !g.piece(pawn, true))) return;
  const int deep = rule.cells.empty() ? rule.zone : 1;
  const int rank = g.ranks() - deep;  // 1-based: the rank before the zone
  if (deep < 1 || rank < 2) return;
  const int file = (g.files() - 1) / 2;
  const std::string fen = g.fen({white(g, file, rank, pawn)});
  if (fen.empty()) return;
  out.push_back(section("Promotion", promotion_words(g, pawn),
                        diagram(fen, {g.cell_name(file, rank)}, {},
                                "The " + g.name(pawn) + " on " + g.cell_name(file, rank) +
                                    " steps into the promotion zone, shaded, and promotes there.",
                                source),
                        source));
}

// Whether `pos` keeps a castling right.
bool castles(const Sheet& g, const rules::Position& pos) {
  for (int i = 0; i < rules::kCastling.state->slots; ++i)
    if (rules::state_at(rules::kCastling, g.v, pos, i) != 0) return true;
  return false;
}

// The King and Rooks alone on their first ranks as the setup has them, with its castling rights.
void castling(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.v.rules.castling.enabled || !castles(g, g.setup)) return;
  rules::Position kept = g.setup;
  int king_file = -1;
  for (int c = 0; c < g.b.size(); ++c) {
    const rules::Piece p = kept.board[static_cast<size_t>(c)];
    if (!p || rules::is_wall(p)) continue;
    const rules::PieceType& t = g.v.pieces[static_cast<size_t>(rules::type_of(p))];
    const int y = g.b.cell(c).y;
    const bool edge = y == 0 || y == g.ranks() - 1;
    if (edge && !t.promoted && (t.royal || t.letter == 'R')) {
      if (y == 0 && t.royal && rules::side_of(p) == 0) king_file = g.b.cell(c).x;
      continue;
    }
    kept.board[static_cast<size_t>(c)] = 0;
  }
  for (size_t side = 0; side < kept.hand.sides(); ++side) std::ranges::fill(kept.hand[side], 0);
  if (king_file < 0) return;
  const std::string fen = rules::to_fen(g.v, g.b, kept);
  const char king =
      g.v.pieces[static_cast<size_t>(rules::type_of(kept.board[static_cast<size_t>(g.cell(king_file, 1))]))].letter;
  out.push_back(rule_section(
      "castling", "",
      diagram(fen, {g.cell_name(king_file, 1)}, {},
              "The " + g.name(king) + " on " + g.cell_name(king_file, 1) + " may castle to either side.", source),
      source));
}

// The goal cells of the first side, marked on the setup.
void goal(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("goal")) return;
  const rules::Goal& rule = rules::setting<rules::Goal>(g.v, rules::kGoal);
  std::vector<std::string> marks;
  for (int c = 0; c < g.b.size(); ++c)
    if (rule.cells[0][static_cast<size_t>(c)]) marks.push_back(g.b.cell(c).name + ":goal");
  if (marks.empty()) return;
  out.push_back(rule_section("goal", "", diagram("", {}, marks, "White's goal cells, marked.", source), source));
}

// A piece of the first rank that may leave it from the setup, a leaper: it may bring a piece from
// the hand in behind it.
void gating(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("gating") || !g.hands) return;
  for (int file = 0; file < g.files(); ++file) {
    const rules::Piece p = g.setup.board[static_cast<size_t>(g.cell(file, 1))];
    if (!p || rules::is_wall(p) || rules::side_of(p) != 0) continue;
    const rules::PieceType& t = g.v.pieces[static_cast<size_t>(rules::type_of(p))];
    if (t.promoted || t.royal || t.betza.find('N') == std::string::npos) continue;
    const std::string at = g.cell_name(file, 1);
    std::string caption = "As the " + t.name + " leaves ";
    caption.append(at).append(" for the first time, a piece from White's hand may come in on ").append(at).append(".");
    out.push_back(rule_section("gating", "", diagram("", {at}, {}, caption, source), source));
    return;
  }
}

// The first piece kept to some cells, alone on one of them, those cells shaded.
void confinement(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("confine")) return;
  using Confinement = std::vector<std::vector<std::vector<bool>>>;
  const Confinement& in = rules::setting<Confinement>(g.v, *rules::find_mechanism("confine"));
  for (size_t t = 0; t < in.size(); ++t) {
    if (in[t].empty() || g.v.pieces[t].promoted) continue;
    std::vector<int> cells;
    for (int c = 0; c < g.b.size(); ++c)
      if (in[t][0][static_cast<size_t>(c)]) cells.push_back(c);
    if (cells.empty()) return;
    const int at = cells[cells.size() / 2];
    const char letter = g.v.pieces[t].letter;
    const std::string fen = g.fen({{at, letter, 0}});
    if (fen.empty()) return;
    std::vector<std::string> marks;
    marks.reserve(cells.size());
    for (int c : cells) marks.push_back(g.b.cell(c).name + ":highlight");
    const std::string& name = g.b.cell(at).name;
    out.push_back(
        rule_section("confine", "",
                     diagram(fen, {name}, marks,
                             "The " + g.name(letter) + " on " + name + " never leaves the highlighted cells.", source),
                     source));
    return;
  }
}

// A rider on c3 with walls in two of its lines and on a diagonal: it stops short of each.
void walls(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("walls") || g.files() < 6 || g.ranks() < 6) return;
  const char x = rider(g);
  if (!x) return;
  const std::string fen = g.fen({white(g, 2, 3, x), wall(g, 2, 6), wall(g, 5, 3), wall(g, 4, 5)});
  if (fen.empty()) return;
  out.push_back(rule_section(
      "walls", "",
      diagram(fen, {"c3"}, {},
              "The " + g.name(x) + " on c3 moves up to the walls on c6, f3 and e5, never onto or past them.", source),
      source));
}

// A capture whose blast takes the pieces around the capture cell, those it spares excepted.
void blast(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("blast") || g.files() < 6 || g.ranks() < 7) return;
  const char x = rider(g), pawn = first_pawn(g);
  if (!x) return;
  const bool spared = pawn && rules::has_type(rules::blast_spares(g.v), g.v.type_index(pawn));
  Placed pieces{white(g, 3, 2, x), black(g, 3, 5, x), black(g, 2, 6, x), white(g, 4, 4, x)};
  std::vector<std::string> marks = {"c6:blast", "e4:blast"};
  if (pawn) {
    pieces.push_back(black(g, 4, 5, pawn));
    if (!spared) marks.emplace_back("e5:blast");
  }
  const std::string fen = g.fen(pieces);
  if (fen.empty()) return;
  const std::string name = g.name(x);
  out.push_back(rule_section("blast", "",
                             diagram(fen, {"d2"}, marks,
                                     "If the " + name +
                                         " on d2 takes on d5, both go, with every piece on a marked cell around d5" +
                                         (!spared ? std::string(".") : "; the " + g.name(pawn) + " on e5 stays."),
                                     source),
                             source));
}

// A rider that could move or take: where taking is compulsory, only the capture is marked.
void must_capture(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("must-capture") || g.files() < 5 || g.ranks() < 6) return;
  const char x = rider(g);
  if (!x) return;
  const std::string fen = g.fen({white(g, 3, 2, x), black(g, 3, 5, x)});
  if (fen.empty()) return;
  out.push_back(rule_section(
      "must-capture", "",
      diagram(fen, {"d2"}, {},
              "The " + g.name(x) + " on d2 could go anywhere on its lines, but as it can take on d5 it must.", source),
      source));
}

// A piece with two sides alone in the middle: every move turns it over.
void turn_over(const Sheet& g, std::vector<YamlOut>& out, int source) {
  char face = 0;
  for (const rules::PieceType& p : g.v.pieces)
    if (!face && !p.promoted && !p.royal && p.has("turn-over") && g.piece(p.letter, true)) face = p.letter;
  if (!face) return;
  const int file = (g.files() - 1) / 2, rank = (g.ranks() + 1) / 2;
  const std::string fen = g.fen({white(g, file, rank, face)});
  if (fen.empty()) return;
  const std::string at = g.cell_name(file, rank);
  out.push_back(
      rule_section("turn-over", "",
                   diagram(fen, {at}, {},
                           "Wherever the " + g.name(face) + " on " + at + " goes, it arrives turned over, as the " +
                               g.name(face, true) + "; its next move turns it back.",
                           source),
                   source));
}

}  // namespace

YamlOut rule_sections(const rules::Game& game, int source) {
  YamlOut seq;
  seq.kind = YamlOut::Kind::Seq;
  if (game.board().shape() != rules::CellShape::Square) return seq;
  const rules::Variant& v = game.variant();
  rules::Position setup;
  try {
    setup = rules::parse_fen(v, game.board(), v.setup_fen, false);
  } catch (const std::exception&) {
    return seq;
  }
  const Sheet g{game, v, game.board(), std::move(setup), rules::plays(rules::kDrops, v)};
  std::vector<YamlOut> out;
  drops(g, out, source);
  promotion(g, out, source);
  castling(g, out, source);
  gating(g, out, source);
  confinement(g, out, source);
  walls(g, out, source);
  blast(g, out, source);
  must_capture(g, out, source);
  turn_over(g, out, source);
  goal(g, out, source);
  end_sections(g, out, source);
  seq.seq = std::move(out);
  return seq;
}

}  // namespace pp::import
