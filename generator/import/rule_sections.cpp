#include "import/rule_sections.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/mechanisms/mechanism.h"

namespace pp::import {
namespace {

// A placement as rows of cells from the far rank down, each cell "" or a piece ("P", "+P", "Q~", "*").
using Rows = std::vector<std::vector<std::string>>;

Rows read_rows(const std::string& placement, int files) {
  Rows rows(1);
  for (size_t i = 0; i < placement.size(); ++i) {
    const char c = placement[i];
    if (c == '[') break;
    if (c == '/') {
      rows.emplace_back();
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = c - '0';
      while (i + 1 < placement.size() && std::isdigit(static_cast<unsigned char>(placement[i + 1])))
        n = n * 10 + (placement[++i] - '0');
      rows.back().insert(rows.back().end(), static_cast<size_t>(n), "");
    } else if (c == '+' && i + 1 < placement.size()) {
      rows.back().push_back(std::string{c, placement[++i]});
    } else if (c == '~' && !rows.back().empty()) {
      rows.back().back() += c;
    } else {
      rows.back().push_back(std::string(1, c));
    }
  }
  for (auto& row : rows) row.resize(static_cast<size_t>(files));
  return rows;
}

std::string write_rows(const Rows& rows) {
  std::string out;
  for (size_t r = 0; r < rows.size(); ++r) {
    if (r) out += '/';
    int empty = 0;
    for (const std::string& cell : rows[r]) {
      if (cell.empty()) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += cell;
    }
    if (empty) out += std::to_string(empty);
  }
  return out;
}

std::string cell_name(int file, int rank) {
  return std::string(1, static_cast<char>('a' + file)) + std::to_string(rank);
}

struct Game {
  const YamlOut& layout;
  int files = 0, ranks = 0;
  std::string placement, fields;  // the setup's placement and what follows it
  bool hands = false;

  const YamlOut* rule(std::string_view name) const {
    const YamlOut* rules = layout.find("rules");
    return rules ? rules->find(name) : nullptr;
  }
  const YamlOut* piece(const std::string& letter) const {
    const YamlOut* pieces = layout.find("pieces");
    return pieces ? pieces->find(letter) : nullptr;
  }
  std::string name(const std::string& letter) const {
    const YamlOut* p = piece(letter);
    const YamlOut* n = p ? p->find("name") : nullptr;
    return n ? n->scalar : letter;
  }
  bool flag(const std::string& letter, std::string_view key) const {
    const YamlOut* p = piece(letter);
    const YamlOut* f = p ? p->find(key) : nullptr;
    return f && f->scalar == "true";
  }
  std::string fen(const Rows& rows, const std::string& hand, const std::string& castling) const {
    return write_rows(rows) + (hands || !hand.empty() ? "[" + hand + "]" : "") + " w " + castling + " - 0 1";
  }
};

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

// A piece in White's hand, dropped: the cells it may go to from the setup.
void drops(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("drops");
  const YamlOut* hand = rule ? rule->find("hand") : nullptr;
  if (!hand || hand->scalar.empty()) return;
  // A pawn where one may be dropped, as its rules say most about where; else the first piece.
  std::string letter(1, hand->scalar[0]);
  for (char c : hand->scalar)
    if (g.flag(std::string(1, c), "pawn")) letter = std::string(1, c);
  out.push_back(rule_section(
      "drops", "",
      diagram(g.fen(read_rows(g.placement, g.files), letter, "-"), {letter + "@"}, {},
              "White holds a " + g.name(letter) + ": each marked cell is one it may be dropped on.", source),
      source));
}

// "a Queen, Rook or Knight" for the letters given.
std::string names_of(const Game& g, const std::string& letters) {
  std::string out;
  for (size_t i = 0; i < letters.size(); ++i)
    out += (i == 0 ? "" : i + 1 == letters.size() ? " or " : ", ") + g.name(std::string(1, letters[i]));
  if (out.empty()) return out;
  return (std::string("AEIOU").find(out[0]) == std::string::npos ? "a " : "an ") + out;
}

std::string promotion_words(const Game& g, const YamlOut& rule, const std::string& pawn) {
  const std::string start = "A " + g.name(pawn) + " reaching the promotion zone ";
  const YamlOut* to = rule.find("to");
  if (!to) return start + "turns over to its promoted side.";
  if (to->kind == YamlOut::Kind::Map) {
    const YamlOut* white = to->find("white");
    const YamlOut* black = to->find("black");
    if (white && black)
      return start + "becomes " + names_of(g, white->scalar) + " for White, " + names_of(g, black->scalar) +
             " for Black.";
  }
  return start + "becomes " + names_of(g, to->scalar) + ".";
}

// A White pawn one step before its zone, alone on the board.
void promotion(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("promotion");
  if (!rule) return;
  std::string pawn;
  if (const YamlOut* pieces = g.layout.find("pieces"))
    for (const auto& [letter, p] : pieces->map)
      if (const YamlOut* f = p.find("pawn"); f && f->scalar == "true" && pawn.empty()) pawn = letter;
  if (pawn.empty()) return;
  const YamlOut* zone = rule->find("zone");
  const int deep = rule->find("cells") ? 1 : zone ? std::stoi(zone->scalar) : 1;
  const int rank = g.ranks - deep;  // 1-based: the rank before the zone
  if (deep < 1 || rank < 2) return;
  Rows rows(static_cast<size_t>(g.ranks), std::vector<std::string>(static_cast<size_t>(g.files)));
  const int file = (g.files - 1) / 2;
  rows[static_cast<size_t>(g.ranks - rank)][static_cast<size_t>(file)] = pawn;
  out.push_back(section("Promotion", promotion_words(g, *rule, pawn),
                        diagram(g.fen(rows, "", "-"), {cell_name(file, rank)}, {},
                                "The " + g.name(pawn) + " on " + cell_name(file, rank) +
                                    " steps into the promotion zone, shaded, and promotes there.",
                                source),
                        source));
}

// The King and Rooks alone on their first ranks as the setup has them, with its castling rights.
void castling(const Game& g, std::vector<YamlOut>& out, int source) {
  if (!g.rule("castling")) return;
  std::istringstream in(g.fields);
  std::string side, rights;
  in >> side >> rights;
  // Only the castling rights: the field may also hold gating cells (Seirawan's B, C, ...).
  std::erase_if(rights, [](char c) { return std::string_view("KQkq").find(c) == std::string_view::npos; });
  if (rights.empty()) return;
  Rows rows = read_rows(g.placement, g.files),
       kept(rows.size(), std::vector<std::string>(static_cast<size_t>(g.files)));
  int king_file = -1;
  for (size_t r : {size_t{0}, rows.size() - 1})
    for (size_t f = 0; f < rows[r].size(); ++f) {
      const std::string& cell = rows[r][f];
      const std::string upper = cell.empty() ? "" : std::string(1, static_cast<char>(std::toupper(cell[0])));
      if (cell.size() == 1 && (g.flag(upper, "royal") || upper == "R")) kept[r][f] = cell;
      if (r == rows.size() - 1 && cell.size() == 1 && g.flag(cell, "royal")) king_file = static_cast<int>(f);
    }
  if (king_file < 0) return;
  out.push_back(rule_section("castling", "",
                             diagram(g.fen(kept, "", rights), {cell_name(king_file, 1)}, {},
                                     "The " + g.name(rows.back()[static_cast<size_t>(king_file)]) + " on " +
                                         cell_name(king_file, 1) + " may castle to either side.",
                                     source),
                             source));
}

// The goal cells of the first side, marked on the setup.
void goal(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("goal");
  const YamlOut* cells = rule ? rule->find("white") : nullptr;
  if (!cells) cells = rule ? rule->find("cells") : nullptr;
  if (!cells || cells->kind != YamlOut::Kind::Seq || cells->seq.empty()) return;
  std::vector<std::string> marks;
  for (const YamlOut& c : cells->seq) marks.push_back(c.scalar + ":goal");
  out.push_back(rule_section("goal", "", diagram("", {}, marks, "White's goal cells, marked.", source), source));
}

// A piece of the first rank that may leave it from the setup, a leaper: it may bring a piece from
// the hand in behind it.
void gating(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("gating");
  if (!rule || rule->scalar != "true" || g.placement.find('[') == std::string::npos) return;
  const Rows rows = read_rows(g.placement, g.files);
  int file = -1;
  for (size_t f = 0; f < rows.back().size() && file < 0; ++f) {
    const std::string& cell = rows.back()[f];
    const YamlOut* p = cell.size() == 1 ? g.piece(cell) : nullptr;
    const YamlOut* betza = p ? p->find("betza") : nullptr;
    if (betza && betza->scalar.find('N') != std::string::npos && !g.flag(cell, "royal")) file = static_cast<int>(f);
  }
  if (file < 0) return;
  const std::string at = cell_name(file, 1);
  out.push_back(rule_section("gating", "",
                             diagram("", {at}, {},
                                     "As the " + g.name(rows.back()[static_cast<size_t>(file)]) + " leaves " + at +
                                         " for the first time, a piece from White's hand may come in on " + at + ".",
                                     source),
                             source));
}

// The cells of `text`: a cell, or a rectangle of them (d1-f3).
std::vector<std::string> cells_of(const std::string& text) {
  const size_t dash = text.find('-');
  if (dash == std::string::npos) return {text};
  const std::string a = text.substr(0, dash), b = text.substr(dash + 1);
  if (a.size() < 2 || b.size() < 2 || !std::isalpha(static_cast<unsigned char>(a[0])) ||
      !std::isalpha(static_cast<unsigned char>(b[0])))
    return {};
  std::vector<std::string> out;
  const int r0 = std::stoi(a.substr(1)), r1 = std::stoi(b.substr(1));
  for (int r = std::min(r0, r1); r <= std::max(r0, r1); ++r)
    for (char f = std::min(a[0], b[0]); f <= std::max(a[0], b[0]); ++f)
      out.push_back(std::string(1, f) + std::to_string(r));
  return out;
}

// The first piece kept to some cells, alone on one of them, those cells shaded.
void confinement(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("confine");
  if (!rule || rule->kind != YamlOut::Kind::Map || rule->map.empty()) return;
  const auto& [letter, where] = rule->map.front();
  const YamlOut* white = where.kind == YamlOut::Kind::Map ? where.find("white") : &where;
  if (!white) return;
  std::vector<std::string> cells;
  for (const YamlOut& each : white->kind == YamlOut::Kind::Seq ? white->seq : std::vector<YamlOut>{*white})
    for (const std::string& c : cells_of(each.scalar)) cells.push_back(c);
  if (cells.empty() || letter.size() != 1) return;
  const std::string at = cells[cells.size() / 2];
  const int file = at[0] - 'a', rank = std::stoi(at.substr(1));
  if (file < 0 || file >= g.files || rank < 1 || rank > g.ranks) return;
  Rows rows(static_cast<size_t>(g.ranks), std::vector<std::string>(static_cast<size_t>(g.files)));
  rows[static_cast<size_t>(g.ranks - rank)][static_cast<size_t>(file)] = letter;
  std::vector<std::string> marks;
  marks.reserve(cells.size());
  for (const std::string& c : cells) marks.push_back(c + ":highlight");
  out.push_back(
      rule_section("confine", "",
                   diagram(g.fen(rows, "", "-"), {at}, marks,
                           "The " + g.name(letter) + " on " + at + " never leaves the highlighted cells.", source),
                   source));
}

// A White piece that rides along ranks and files with no condition (a Rook, a Queen, ...), or "".
std::string rider(const Game& g) {
  const YamlOut* pieces = g.layout.find("pieces");
  if (!pieces) return "";
  for (const auto& [letter, p] : pieces->map) {
    const YamlOut* betza = p.find("betza");
    if (!betza || letter.size() != 1 || g.flag(letter, "royal") || g.flag(letter, "pawn")) continue;
    const std::string& b = betza->scalar;
    const bool plain = b.find_first_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos;
    if (plain && (b.find('R') != std::string::npos || b.find('Q') != std::string::npos)) return letter;
  }
  return "";
}

// A White piece that moves as a Rook, else any rider, else "".
std::string rook(const Game& g) {
  if (const YamlOut* pieces = g.layout.find("pieces"))
    for (const auto& [letter, p] : pieces->map)
      if (const YamlOut* betza = p.find("betza");
          betza && betza->scalar == "R" && letter.size() == 1 && !g.flag(letter, "royal"))
        return letter;
  return rider(g);
}

Rows empty_rows(const Game& g) {
  return Rows(static_cast<size_t>(g.ranks), std::vector<std::string>(static_cast<size_t>(g.files)));
}

void put(const Game& g, Rows& rows, int file, int rank, const std::string& what) {
  rows[static_cast<size_t>(g.ranks - rank)][static_cast<size_t>(file)] = what;
}

// A rider on c3 with walls in two of its lines and on a diagonal: it stops short of each.
void walls(const Game& g, std::vector<YamlOut>& out, int source) {
  if (!g.rule("walls") || g.files < 6 || g.ranks < 6) return;
  const std::string x = rider(g);
  if (x.empty()) return;
  Rows rows = empty_rows(g);
  put(g, rows, 2, 3, x);
  put(g, rows, 2, 6, "*");
  put(g, rows, 5, 3, "*");
  put(g, rows, 4, 5, "*");
  out.push_back(rule_section(
      "walls", "",
      diagram(g.fen(rows, "", "-"), {"c3"}, {},
              "The " + g.name(x) + " on c3 moves up to the walls on c6, f3 and e5, never onto or past them.", source),
      source));
}

// A capture whose blast takes the pieces around the capture cell, those it spares excepted.
void blast(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("blast");
  if (!rule || g.files < 6 || g.ranks < 7) return;
  const std::string x = rider(g);
  const YamlOut* pieces = g.layout.find("pieces");
  std::string pawn, spared;
  if (pieces)
    for (const auto& [letter, p] : pieces->map)
      if (letter.size() == 1 && g.flag(letter, "pawn") && pawn.empty()) pawn = letter;
  if (const YamlOut* s = rule->kind == YamlOut::Kind::Map ? rule->find("spares") : nullptr)
    spared = s->scalar == "none" ? "" : s->scalar;
  else spared = pawn;
  if (x.empty()) return;
  const std::string black(1, static_cast<char>(std::tolower(static_cast<unsigned char>(x[0]))));
  Rows rows = empty_rows(g);
  put(g, rows, 3, 2, x);      // d2, the capturer
  put(g, rows, 3, 5, black);  // d5, taken
  put(g, rows, 2, 6, black);  // c6, beside it
  put(g, rows, 4, 4, x);      // e4, the capturer's own
  std::vector<std::string> marks = {"c6:blast", "e4:blast"};
  if (!pawn.empty()) {
    put(g, rows, 4, 5, std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(pawn[0])))));  // e5
    if (spared.find(pawn) == std::string::npos) marks.emplace_back("e5:blast");
  }
  const std::string name = g.name(x);
  out.push_back(rule_section(
      "blast", "",
      diagram(g.fen(rows, "", "-"), {"d2"}, marks,
              "If the " + name + " on d2 takes on d5, both go, with every piece on a marked cell around d5" +
                  (pawn.empty() || spared.find(pawn) == std::string::npos ? std::string(".")
                                                                          : "; the " + g.name(pawn) + " on e5 stays."),
              source),
      source));
}

// A rider that could move or take: where taking is compulsory, only the capture is marked.
void must_capture(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("must-capture");
  if (!rule || rule->scalar != "true" || g.files < 5 || g.ranks < 6) return;
  const std::string x = rider(g);
  if (x.empty()) return;
  Rows rows = empty_rows(g);
  put(g, rows, 3, 2, x);
  put(g, rows, 3, 5, std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(x[0])))));
  out.push_back(rule_section(
      "must-capture", "",
      diagram(g.fen(rows, "", "-"), {"d2"}, {},
              "The " + g.name(x) + " on d2 could go anywhere on its lines, but as it can take on d5 it must.", source),
      source));
}

// A piece with two sides alone in the middle: every move turns it over.
void turn_over(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* pieces = g.layout.find("pieces");
  if (!pieces) return;
  std::string face;
  for (const auto& [letter, p] : pieces->map) {
    const YamlOut* special = p.find("special");
    if (letter.size() != 1 || !special || g.flag(letter, "royal")) continue;
    for (const YamlOut& s : special->seq)
      if (s.scalar == "turn-over" && face.empty() && g.piece("+" + letter)) face = letter;
  }
  if (face.empty()) return;
  const int file = (g.files - 1) / 2, rank = (g.ranks + 1) / 2;
  Rows rows = empty_rows(g);
  put(g, rows, file, rank, face);
  const std::string at = cell_name(file, rank);
  out.push_back(
      rule_section("turn-over", "",
                   diagram(g.fen(rows, "", "-"), {at}, {},
                           "Wherever the " + g.name(face) + " on " + at + " goes, it arrives turned over, as the " +
                               g.name("+" + face) + "; its next move turns it back.",
                           source),
                   source));
}


// The letter of a royal piece, the King's where there is one; "" where none.
std::string royal(const Game& g) {
  if (g.flag("K", "royal")) return "K";
  if (const YamlOut* pieces = g.layout.find("pieces"))
    for (const auto& [letter, p] : pieces->map)
      if (letter.size() == 1 && g.flag(letter, "royal")) return letter;
  return "";
}

std::string lower(const std::string& letter) {
  return std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(letter[0]))));
}

std::string file_name(int file) { return std::string(1, static_cast<char>('a' + file)); }

// One check left to give: a rider that may give it, and so win, on many cells.
void check_counting(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("checks");
  const std::string k = royal(g), x = rook(g);
  if (!rule || k.empty() || x.empty() || g.files < 5 || g.ranks < 4) return;
  const int kf = (g.files - 1) / 2;
  Rows rows = empty_rows(g);
  put(g, rows, kf, 1, k);
  put(g, rows, kf, g.ranks, lower(k));
  put(g, rows, 0, 1, x);
  const std::string hand = g.hands ? "[]" : "";
  const std::string fen = write_rows(rows) + hand + " w - - 1+" + rule->scalar + " 0 1";
  const std::string far = cell_name(0, g.ranks), enemy = cell_name(kf, g.ranks);
  out.push_back(
      section("Counting checks",
              "Each move that leaves the enemy " + g.name(k) +
                  " attacked counts as a check given, whether or not it could be answered. The side that gives "
                  "its " +
                  rule->scalar +
                  (rule->scalar == "1"   ? "st"
                   : rule->scalar == "2" ? "nd"
                   : rule->scalar == "3" ? "rd"
                                         : "th") +
                  " check wins at once.",
              diagram(fen, {"a1"}, {},
                      "White has one check left to give: the " + g.name(x) + "'s move to " + far + ", checking the " +
                          g.name(k) + " on " + enemy + ", wins the game.",
                      source),
              source));
}

// White's only piece of a kind made royal while few: it may not step where it is attacked.
void royal_while_few(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("extinction");
  const YamlOut* royal_flag = rule ? rule->find("royal") : nullptr;
  const YamlOut* pieces = rule ? rule->find("pieces") : nullptr;
  const YamlOut* count = rule ? rule->find("count") : nullptr;
  if (!royal_flag || royal_flag->scalar != "true" || !pieces || pieces->scalar.empty() || g.files < 6 || g.ranks < 6)
    return;
  const std::string l(1, pieces->scalar[0]);
  const std::string x = rook(g);
  if (x.empty() || x == l || !g.piece(l)) return;
  const int lf = 3, lr = 3, xf = lf + 1;
  Rows rows = empty_rows(g);
  put(g, rows, lf, lr, l);
  put(g, rows, xf, g.ranks, lower(x));
  put(g, rows, g.files - 1, g.ranks, lower(l));  // Black's own, so the game is going on
  if (const std::string k = royal(g); !k.empty() && k != l) {
    put(g, rows, 0, 1, k);
    put(g, rows, 0, g.ranks, lower(k));
  }
  const int most = (count ? std::stoi(count->scalar) : 0) + 1;
  const std::string at = cell_name(lf, lr), name = g.name(l);
  out.push_back(section(
      most == 1 ? "The last " + name + " is royal" : "The last " + name + "s are royal",
      (most == 1 ? "A side's last " + name + " is royal"
                 : "While a side has no more than " + std::to_string(most) + " " + name +
                       "s on the board, each of them is royal") +
          (most == 1
               ? ", as a King is: no move may leave it attacked, and a side that cannot save it is checkmated."
               : ", as a King is: no move may leave one attacked, and a side that cannot save one is checkmated."),
      diagram(g.fen(rows, "", "-"), {at}, {},
              "White's " + name + " on " + at + " is royal, so it may not move to a cell the Black " + g.name(x) +
                  " on " + cell_name(xf, g.ranks) + " attacks, such as those of the " + file_name(xf) + "-file.",
              source),
      source));
}

// A lone King against a Rook: the stronger side's count of moves to mate.
void counting(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("counting");
  const YamlOut* rook = rule ? rule->find("rook") : nullptr;
  const YamlOut* which = rule ? rule->find("rule") : nullptr;
  const std::string k = royal(g);
  if (!rook || rook->scalar.size() != 1 || !which || k.empty() || g.files < 5 || g.ranks < 6) return;
  const bool makruk = which->scalar == "makruk";
  const int kf = (g.files - 1) / 2;
  Rows rows = empty_rows(g);
  put(g, rows, kf - 1, g.ranks, lower(k));
  put(g, rows, 0, 3, rook->scalar);
  put(g, rows, kf, 1, k);
  const std::string fen = write_rows(rows) + (g.hands ? "[]" : "") + " b - 32 " + (makruk ? "6" : "0") + " 1";
  const std::string at = cell_name(kf - 1, g.ranks);
  out.push_back(
      rule_section("counting", g.name(k),
                   diagram(fen, {at}, {},
                           "Black's " + g.name(k) + " on " + at + " stands alone against a " + g.name(rook->scalar) +
                               ": White has 16 moves to mate it" +
                               (makruk ? ", counted on from 3, the pieces on the board." : ", or the game is drawn."),
                           source),
                   source));
}

// The two royal pieces on neighbouring files: the White one may not step onto the other's file.
void flying_general(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("flying-general");
  const std::string k = royal(g);
  if (!rule || rule->scalar != "true" || k.empty() || g.files < 3 || g.ranks < 3) return;
  const int kf = (g.files - 1) / 2;
  Rows rows = empty_rows(g);
  put(g, rows, kf, 1, k);
  put(g, rows, kf - 1, g.ranks, lower(k));
  const std::string at = cell_name(kf, 1), them = cell_name(kf - 1, g.ranks);
  out.push_back(
      rule_section("flying-general", g.name(k),
                   diagram(g.fen(rows, "", "-"), {at}, {},
                           "The " + g.name(k) + " on " + at + " may not step onto the " + file_name(kf - 1) +
                               "-file, where nothing would stand between it and the " + g.name(k) + " on " + them + ".",
                           source),
                   source));
}

// How far and which way a piece of plain Betza reaches to take: (file, rank) steps; (0, 0) where unsure.
std::pair<int, int> reach(const std::string& betza) {
  if (betza.find_first_of("abcdefghijklmnopqrstuvwxyz0123456789") != std::string::npos) return {0, 0};
  if (betza.find_first_of("RQ") != std::string::npos) return {0, 3};
  if (betza.find('B') != std::string::npos) return {2, 2};
  if (betza.find('N') != std::string::npos) return {1, 2};
  if (betza.find_first_of("WK") != std::string::npos) return {0, 1};
  if (betza.find('F') != std::string::npos) return {1, 1};
  return {0, 0};
}

// A petrifying piece's capture: it stays on the cell it took as a wall.
void petrification(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("petrify");
  if (!rule || g.files < 5 || g.ranks < 6) return;
  std::string x;
  std::pair<int, int> step{0, 0};
  for (char c : rule->scalar) {
    const YamlOut* p = g.piece(std::string(1, c));
    const YamlOut* betza = p ? p->find("betza") : nullptr;
    if (betza && x.empty() && reach(betza->scalar) != std::pair<int, int>{0, 0})
      x = std::string(1, c), step = reach(betza->scalar);
  }
  if (x.empty()) return;
  const int xf = 2, xr = 2;
  Rows rows = empty_rows(g);
  put(g, rows, xf, xr, x);
  const std::string taken = rook(g).empty() ? x : rook(g);
  put(g, rows, xf + step.first, xr + step.second, lower(taken));
  if (const std::string k = royal(g); !k.empty()) {  // so that the game is going on
    put(g, rows, 0, 1, k);
    put(g, rows, g.files - 1, g.ranks, lower(k));
  }
  const std::string at = cell_name(xf, xr), to = cell_name(xf + step.first, xr + step.second);
  out.push_back(rule_section("petrify", "",
                             diagram(g.fen(rows, "", "-"), {at}, {},
                                     "If the " + g.name(x) + " on " + at + " takes the " + g.name(taken) + " on " + to +
                                         ", " + to + " becomes a wall.",
                                     source),
                             source));
}

// A pawn blocked and its King hemmed in: White has no move, and passes.
void stuck_pass(const Game& g, std::vector<YamlOut>& out, int source) {
  const YamlOut* rule = g.rule("stalemate-pass");
  if (!rule || rule->scalar != "true" || g.files < 3 || g.ranks < 4) return;
  std::string pawn;
  if (const YamlOut* pieces = g.layout.find("pieces"))
    for (const auto& [letter, p] : pieces->map) {
      const YamlOut* betza = p.find("betza");
      if (g.flag(letter, "pawn") && betza && betza->scalar == "fmWfcF" && pawn.empty()) pawn = letter;
    }
  const std::string k = royal(g), x = rook(g);
  if (pawn.empty() || (!k.empty() && x.empty())) return;
  Rows rows = empty_rows(g);
  put(g, rows, 0, 2, pawn);
  put(g, rows, 0, 3, lower(pawn));
  if (!k.empty()) {
    put(g, rows, 0, 1, k);
    put(g, rows, 1, g.ranks, lower(x));
    put(g, rows, g.files - 1, g.ranks, lower(k));
  }
  const std::string at = cell_name(0, k.empty() ? 2 : 1);
  out.push_back(rule_section("stalemate-pass", "",
                             diagram(g.fen(rows, "", "-"), {at}, {},
                                     "White's " + g.name(pawn) + " on a2 is blocked" +
                                         (k.empty() ? "" : " and its " + g.name(k) + " hemmed in") +
                                         ": White has no move, so passes.",
                                     source),
                             source));
}
}  // namespace

YamlOut rule_sections(const YamlOut& layout, int source) {
  YamlOut seq;
  seq.kind = YamlOut::Kind::Seq;
  const YamlOut* board = layout.find("board");
  const YamlOut* setup = layout.find("setup");
  const YamlOut* files = board ? board->find("files") : nullptr;
  const YamlOut* ranks = board ? board->find("ranks") : nullptr;
  const YamlOut* shape = board ? board->find("shape") : nullptr;
  if (!setup || !files || !ranks || (shape && shape->scalar != "square")) return seq;
  Game g{layout, 0, 0, "", "", false};
  g.files = std::stoi(files->scalar);
  g.ranks = std::stoi(ranks->scalar);
  const size_t space = setup->scalar.find(' ');
  g.placement = setup->scalar.substr(0, space);
  g.fields = space == std::string::npos ? "w - - 0 1" : setup->scalar.substr(space + 1);
  g.hands = g.placement.find('[') != std::string::npos || g.rule("drops");
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
  check_counting(g, out, source);
  royal_while_few(g, out, source);
  counting(g, out, source);
  flying_general(g, out, source);
  petrification(g, out, source);
  stuck_pass(g, out, source);
  seq.seq = std::move(out);
  return seq;
}

}  // namespace pp::import
