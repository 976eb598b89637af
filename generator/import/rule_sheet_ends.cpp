// The rules-sheet sections of an imported game's rules that end games or count (rule_sheet.h).
#include <string>
#include <utility>
#include <vector>

#include "import/rule_sheet.h"
#include "rules/mechanisms/counting.h"
#include "rules/mechanisms/extinction.h"

namespace pp::import::sheet {
namespace {

std::string ordinal(int n) { return std::to_string(n) + (n == 1 ? "st" : n == 2 ? "nd" : n == 3 ? "rd" : "th"); }

// One check left to give: a rider that may give it, and so win, on many cells.
void check_counting(const Sheet& g, std::vector<YamlOut>& out, int source) {
  const char k = royal(g), x = rook(g);
  if (!g.plays("checks") || !k || !x || g.files() < 5 || g.ranks() < 4) return;
  const int checks = rules::setting<int>(g.v, *rules::find_mechanism("checks"));
  const int kf = (g.files() - 1) / 2;
  const std::string fen = g.fen({white(g, kf, 1, k), black(g, kf, g.ranks(), k), white(g, 0, 1, x)}, "",
                                "- - 1+" + std::to_string(checks) + " 0 1");
  if (fen.empty()) return;
  const std::string far = g.cell_name(0, g.ranks()), enemy = g.cell_name(kf, g.ranks());
  out.push_back(section("Counting checks",
                        "Each move that leaves the enemy " + g.name(k) +
                            " attacked counts as a check given, whether or not it could be answered. The side that "
                            "gives its " +
                            ordinal(checks) + " check wins at once.",
                        diagram(fen, {"a1"}, {},
                                "White has one check left to give: the " + g.name(x) + "'s move to " + far +
                                    ", checking the " + g.name(k) + " on " + enemy + ", wins the game.",
                                source),
                        source));
}

// White's only piece of a kind made royal while few: it may not step where it is attacked.
void royal_while_few(const Sheet& g, std::vector<YamlOut>& out, int source) {
  const rules::Extinction* rule = rules::extinction_rule(g.v);
  if (!rule || !rule->royal || rule->types.empty() || g.files() < 6 || g.ranks() < 6) return;
  const char l = g.v.pieces[static_cast<size_t>(rule->types.front())].letter, x = rook(g);
  if (!x || x == l) return;
  const int lf = 3, lr = 3, xf = lf + 1;
  Placed pieces{white(g, lf, lr, l), black(g, xf, g.ranks(), x), black(g, g.files() - 1, g.ranks(), l)};
  if (const char k = royal(g); k && k != l) {
    pieces.push_back(white(g, 0, 1, k));
    pieces.push_back(black(g, 0, g.ranks(), k));
  }
  const std::string fen = g.fen(pieces);
  if (fen.empty()) return;
  const int most = rule->count + 1;
  const std::string at = g.cell_name(lf, lr), name = g.name(l);
  out.push_back(section(
      most == 1 ? "The last " + name + " is royal" : "The last " + name + "s are royal",
      (most == 1 ? "A side's last " + name + " is royal"
                 : "While a side has no more than " + std::to_string(most) + " " + name +
                       "s on the board, each of them is royal") +
          (most == 1
               ? ", as a King is: no move may leave it attacked, and a side that cannot save it is checkmated."
               : ", as a King is: no move may leave one attacked, and a side that cannot save one is checkmated."),
      diagram(fen, {at}, {},
              "White's " + name + " on " + at + " is royal, so it may not move to a cell the Black " + g.name(x) +
                  " on " + g.cell_name(xf, g.ranks()) + " attacks, such as those of the " + file_name(xf) + "-file.",
              source),
      source));
}

// A lone King against a Rook: the stronger side's count of moves to mate.
void counting(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("counting")) return;
  const rules::Counting& rule = rules::setting<rules::Counting>(g.v, rules::kCounting);
  const char k = royal(g);
  if (rule.rook < 0 || !k || g.files() < 5 || g.ranks() < 6) return;
  const char r = g.v.pieces[static_cast<size_t>(rule.rook)].letter;
  const int kf = (g.files() - 1) / 2;
  const std::string fen = g.fen({black(g, kf - 1, g.ranks(), k), white(g, 0, 3, r), white(g, kf, 1, k)}, "",
                                std::string("- 32 ") + (rule.makruk ? "6" : "0") + " 1", 'b');
  if (fen.empty()) return;
  const std::string at = g.cell_name(kf - 1, g.ranks());
  out.push_back(rule_section("counting", g.name(k),
                             diagram(fen, {at}, {},
                                     "Black's " + g.name(k) + " on " + at + " stands alone against a " + g.name(r) +
                                         ": White has 16 moves to mate it" +
                                         (rule.makruk ? ", counted on from 3, the pieces on the board."
                                                      : ", or the game is drawn."),
                                     source),
                             source));
}

// The two royal pieces on neighbouring files: the White one may not step onto the other's file.
void flying_general(const Sheet& g, std::vector<YamlOut>& out, int source) {
  const char k = royal(g);
  if (!g.plays("flying-general") || !k || g.files() < 3 || g.ranks() < 3) return;
  const int kf = (g.files() - 1) / 2;
  const std::string fen = g.fen({white(g, kf, 1, k), black(g, kf - 1, g.ranks(), k)});
  if (fen.empty()) return;
  const std::string at = g.cell_name(kf, 1), them = g.cell_name(kf - 1, g.ranks());
  out.push_back(
      rule_section("flying-general", g.name(k),
                   diagram(fen, {at}, {},
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
void petrification(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("petrify") || g.files() < 5 || g.ranks() < 6) return;
  const rules::TypeMask stone = rules::setting<rules::TypeMask>(g.v, *rules::find_mechanism("petrify"));
  // The roster's last such piece that reaches plainly: a chess roster's smallest, whose capture
  // the diagram shows closest.
  char x = 0;
  std::pair<int, int> step{0, 0};
  for (size_t t = g.v.pieces.size(); t-- > 0 && !x;)
    if (rules::has_type(stone, static_cast<int>(t)) && reach(g.v.pieces[t].betza) != std::pair<int, int>{0, 0})
      x = g.v.pieces[t].letter, step = reach(g.v.pieces[t].betza);
  if (!x) return;
  const int xf = 2, xr = 2;
  const char taken = rook(g) ? rook(g) : x;
  Placed pieces{white(g, xf, xr, x), black(g, xf + step.first, xr + step.second, taken)};
  if (const char k = royal(g)) {  // so that the game is going on
    pieces.push_back(white(g, 0, 1, k));
    pieces.push_back(black(g, g.files() - 1, g.ranks(), k));
  }
  const std::string fen = g.fen(pieces);
  if (fen.empty()) return;
  const std::string at = g.cell_name(xf, xr), to = g.cell_name(xf + step.first, xr + step.second);
  out.push_back(rule_section("petrify", "",
                             diagram(fen, {at}, {},
                                     "If the " + g.name(x) + " on " + at + " takes the " + g.name(taken) + " on " + to +
                                         ", " + to + " becomes a wall.",
                                     source),
                             source));
}

// A pawn blocked and its King hemmed in: White has no move, and passes.
void stuck_pass(const Sheet& g, std::vector<YamlOut>& out, int source) {
  if (!g.plays("stalemate-pass") || g.files() < 3 || g.ranks() < 4) return;
  char pawn = 0;
  for (const rules::PieceType& p : g.v.pieces)
    if (!pawn && !p.promoted && p.pawn && p.betza == "fmWfcF") pawn = p.letter;
  const char k = royal(g), x = rook(g);
  if (!pawn || (k && !x)) return;
  Placed pieces{white(g, 0, 2, pawn), black(g, 0, 3, pawn)};
  if (k) {
    pieces.push_back(white(g, 0, 1, k));
    pieces.push_back(black(g, 1, g.ranks(), x));
    pieces.push_back(black(g, g.files() - 1, g.ranks(), k));
  }
  const std::string fen = g.fen(pieces);
  if (fen.empty()) return;
  const std::string at = g.cell_name(0, k ? 1 : 2);
  out.push_back(
      rule_section("stalemate-pass", "",
                   diagram(fen, {at}, {},
                           "White's " + g.name(pawn) + " on a2 is blocked" +
                               (k ? " and its " + g.name(k) + " hemmed in" : "") + ": White has no move, so passes.",
                           source),
                   source));
}

}  // namespace

void end_sections(const Sheet& g, std::vector<YamlOut>& out, int source) {
  check_counting(g, out, source);
  royal_while_few(g, out, source);
  counting(g, out, source);
  flying_general(g, out, source);
  petrification(g, out, source);
  stuck_pass(g, out, source);
}

}  // namespace pp::import::sheet
