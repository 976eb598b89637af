#include "import/fsf_castling.h"

#include <string_view>

namespace pp::import {

namespace {

const char* const kOrdinals[] = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"};

// A sentence for each side whose castling wins, for the rights as the castling field writes them.
std::string rights_words(std::string_view rights) {
  std::string out;
  for (char side : {'w', 'b'}) {
    std::string wings;
    for (char wing : {'k', 'q'}) {
      const char letter = side == 'w' ? static_cast<char>(wing - 'a' + 'A') : wing;
      if (rights.find(letter) == std::string_view::npos) continue;
      wings += (wings.empty() ? "" : " or ") + std::string(wing == 'k' ? "kingside" : "queenside");
    }
    if (!wings.empty())
      out += std::string(side == 'w' ? "White" : "Black") + " wins by castling " + wings +
             ", and loses once it may no longer castle so. ";
  }
  return out;
}

}  // namespace

void castling_settings(const Config& c, YamlOut& rule) {
  if (c.has("castlingRank")) {
    const int rank = c.rank("castlingRank", 1);
    if (rank == 1) rule.erase("rank");
    else rule.set("rank", YamlOut::text(std::to_string(rank), c.line("castlingRank")));
  }
  if (const IniEntry* e = c.get("castlingWins")) {
    // The engine reads K, Q, k and q, up to a '-'.
    std::string rights;
    for (char ch : e->value) {
      if (ch == '-') break;
      if (std::string_view("KQkq").find(ch) == std::string_view::npos)
        throw c.error(*e, std::string("castling rights are K, Q, k and q (or - for none), not '") + ch + "'");
      if (rights.find(ch) == std::string::npos) rights += ch;
    }
    if (rights.empty()) rule.erase("wins");
    else rule.set("wins", YamlOut::text(rights, e->line));
  }
  if (c.has("oppositeCastling")) {
    if (c.flag("oppositeCastling", false)) rule.set("opposite", YamlOut::text("true", c.line("oppositeCastling")));
    else rule.erase("opposite");
  }
}

std::string castling_words(const YamlOut& rule) {
  std::string s;
  if (const YamlOut* rank = rule.find("rank")) {
    const int n = std::stoi(rank->scalar);
    const std::string where = n >= 1 && n <= 8 ? std::string(kOrdinals[n - 1]) + " rank" : "rank " + rank->scalar;
    s += "Castling is on each side's " + where + ", counted from its own edge. ";
  }
  if (const YamlOut* wins = rule.find("wins")) s += rights_words(wins->scalar);
  if (const YamlOut* opposite = rule.find("opposite"); opposite && opposite->scalar == "true")
    s += "Once one side has castled, the other may not castle to the same wing. ";
  return s;
}

}  // namespace pp::import
