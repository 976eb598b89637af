// CSA, the Computer Shogi Association's record: `V2.2`, `N+` and `N-` the players, `$EVENT:`
// and the other `$` lines, the position (`PI` the even game, less the pieces named after it, or
// rows `P1` to `P9` and hands `P+00FU`), `+` or `-` to move first, then one move a statement,
// `+7776FU` (side, from, to, the piece after the move; from 00 for a drop), time `T12`,
// comments `'`, and `%TORYO` and the other `%` endings. Statements split at commas too.
#include <array>
#include <cctype>

#include "common/input_error.h"
#include "rules/notation/records.h"
#include "rules/variant/variant.h"

namespace rules {
namespace {

struct CsaPiece {
  const char* code;
  char letter;
  bool promoted;
};

constexpr std::array<CsaPiece, 14> kCsaPieces{{{"FU", 'P', false},
                                               {"KY", 'L', false},
                                               {"KE", 'N', false},
                                               {"GI", 'S', false},
                                               {"KI", 'G', false},
                                               {"KA", 'B', false},
                                               {"HI", 'R', false},
                                               {"OU", 'K', false},
                                               {"TO", 'P', true},
                                               {"NY", 'L', true},
                                               {"NK", 'N', true},
                                               {"NG", 'S', true},
                                               {"UM", 'B', true},
                                               {"RY", 'R', true}}};

const CsaPiece* piece_of(std::string_view code) {
  for (const CsaPiece& p : kCsaPieces)
    if (code == p.code) return &p;
  return nullptr;
}

constexpr const char* kEvenGame[9] = {"-KY-KE-GI-KI-OU-KI-GI-KE-KY", " * -HI *  *  *  *  * -KA * ",
                                      "-FU-FU-FU-FU-FU-FU-FU-FU-FU", " *  *  *  *  *  *  *  *  * ",
                                      " *  *  *  *  *  *  *  *  * ", " *  *  *  *  *  *  *  *  * ",
                                      "+FU+FU+FU+FU+FU+FU+FU+FU+FU", " * +KA *  *  *  *  * +HI * ",
                                      "+KY+KE+GI+KI+OU+KI+GI+KE+KY"};

SanResult read_csa_move(const Game& game, Position& pos, std::string_view text) {
  SanResult bad;
  bad.problem = SanProblem::Syntax;
  bad.message = "not a move: CSA writes +7776FU";
  if (text.size() != 7 || (text[0] != '+' && text[0] != '-')) return bad;
  for (size_t i = 1; i < 5; ++i)
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return bad;
  const CsaPiece* piece = piece_of(text.substr(5));
  if (!piece) return bad;
  const Board& b = game.board();
  const int to = shogi_cell(b, text[3] - '0', text[4] - '0');
  const int side = text[0] == '+' ? 0 : 1;
  if (to < 0 || side != pos.stm) return find_move(game, pos, -1, -1, 0, -1);
  if (text[1] == '0' && text[2] == '0')
    return find_move(game, pos, -1, to, 0, game.variant().type_index(piece->letter, piece->promoted));
  const int from = shogi_cell(b, text[1] - '0', text[2] - '0');
  if (from < 0 || pos.board[static_cast<size_t>(from)] == 0) return find_move(game, pos, -1, -1, 0, -1);
  const PieceType& there = game.variant().pieces[static_cast<size_t>(type_of(pos.board[static_cast<size_t>(from)]))];
  return find_move(game, pos, from, to, piece->promoted && !there.promoted ? 1 : 0);
}

}  // namespace

PgnGame read_csa(std::string_view text, const std::string& file) {
  PgnGame game;
  game.read_move = &read_csa_move;
  std::array<std::string, 9> rows;
  std::string hands, first = "+";
  bool placed = false;
  int line_no = 0, number = 0;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    auto fail = [&](const std::string& why) { throw pp::InputError({file, line_no, 1}, why); };
    if (!line.empty() && line[0] == '\'') {
      std::string_view words = line.substr(line.size() > 1 && line[1] == '*' ? 2 : 1);
      while (!words.empty() && words.front() == ' ') words.remove_prefix(1);
      PgnPly& to = game.plies.empty() ? game.start : game.plies.back();
      if (!words.empty()) to.comment += (to.comment.empty() ? "" : " ") + std::string(words);
      continue;
    }
    for (size_t s = 0; s <= line.size();) {
      size_t comma = line.find(',', s);
      if (comma == std::string_view::npos) comma = line.size();
      const std::string part(line.substr(s, comma - s));
      s = comma + 1;
      if (part.empty() || part[0] == 'V' || part[0] == 'T') continue;
      if (part.rfind("N+", 0) == 0 || part.rfind("N-", 0) == 0) {
        game.tags.emplace_back(part[1] == '+' ? "White" : "Black", part.substr(2));
      } else if (part[0] == '$') {
        const size_t colon = part.find(':');
        const std::string key = part.substr(1, colon == std::string::npos ? std::string::npos : colon - 1);
        const std::string value = colon == std::string::npos ? "" : part.substr(colon + 1);
        if (key == "EVENT") game.tags.emplace_back("Event", value);
        if (key == "SITE") game.tags.emplace_back("Site", value);
        if (key == "START_TIME") game.tags.emplace_back("Date", value.substr(0, value.find(' ')));
      } else if (part.rfind("PI", 0) == 0) {
        placed = true;
        std::copy(std::begin(kEvenGame), std::end(kEvenGame), rows.begin());
        // Handicaps: the pieces taken off, each as its cell and code (82HI).
        for (size_t k = 2; k + 4 <= part.size(); k += 4) {
          const int f = part[k] - '0', r = part[k + 1] - '0';
          if (f < 1 || f > 9 || r < 1 || r > 9) fail("PI: '" + part.substr(k, 4) + "' is no cell and piece");
          rows[static_cast<size_t>(r - 1)].replace(static_cast<size_t>(9 - f) * 3, 3, " * ");
        }
      } else if (part.size() > 2 && part[0] == 'P' && part[1] >= '1' && part[1] <= '9') {
        placed = true;
        rows[static_cast<size_t>(part[1] - '1')] = part.substr(2);
      } else if (part.rfind("P+", 0) == 0 || part.rfind("P-", 0) == 0) {
        for (size_t k = 2; k + 4 <= part.size(); k += 4) {
          const CsaPiece* p = piece_of(part.substr(k + 2, 2));
          if (!p || part.substr(k, 2) != "00") fail("'" + part + "': a hand is 00 and a piece, 00FU");
          hands += part[1] == '+' ? p->letter : static_cast<char>(std::tolower(static_cast<unsigned char>(p->letter)));
        }
      } else if (part == "+" || part == "-") {
        first = part;
      } else if (part[0] == '+' || part[0] == '-') {
        PgnPly ply;
        ply.text = part;
        ply.number = ++number;
        ply.line = line_no, ply.col = 1;
        game.plies.push_back(std::move(ply));
      } else if (part[0] == '%') {
        if (part == "%TORYO")
          game.result = number % 2 == 0 ? (first == "+" ? "0-1" : "1-0") : (first == "+" ? "1-0" : "0-1");
        at = text.size();
        break;
      } else {
        fail("not a CSA statement: '" + part + "'");
      }
    }
  }
  if (placed) {
    std::string placement;
    for (size_t r = 0; r < 9; ++r) {
      if (r) placement += '/';
      int empty = 0;
      for (size_t c = 0; c < 9; ++c) {
        const std::string cell = rows[r].size() >= c * 3 + 3 ? rows[r].substr(c * 3, 3) : " * ";
        const CsaPiece* p = piece_of(cell.substr(1));
        if (cell[0] != '+' && cell[0] != '-') {
          ++empty;
          continue;
        }
        if (!p) throw pp::InputError({file, 0, 0}, "P" + std::to_string(r + 1) + ": '" + cell + "' is no piece");
        if (empty) placement += std::to_string(empty), empty = 0;
        if (p->promoted) placement += '+';
        placement +=
            cell[0] == '+' ? p->letter : static_cast<char>(std::tolower(static_cast<unsigned char>(p->letter)));
      }
      if (empty) placement += std::to_string(empty);
    }
    game.tags.emplace_back("FEN", placement + "[" + hands + "] " + (first == "+" ? "w" : "b") + " - - 0 1");
  }
  game.tags.emplace_back("Variant", "shogi");
  return game;
}

}  // namespace rules
