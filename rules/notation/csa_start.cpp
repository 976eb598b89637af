#include "rules/notation/csa_start.h"

#include <algorithm>
#include <cctype>

#include "rules/notation/shogi_set.h"

namespace rules {
namespace {

constexpr std::array<CsaPiece, 15> kCsaPieces{{{"FU", 'P', false, "Pawn"},
                                               {"KY", 'L', false, "Lance"},
                                               {"KE", 'N', false, "Knight"},
                                               {"GI", 'S', false, "Silver General"},
                                               {"KI", 'G', false, "Gold General"},
                                               {"KA", 'B', false, "Bishop"},
                                               {"HI", 'R', false, "Rook"},
                                               {"OU", 'K', false, "King"},
                                               {"GY", 'K', false, "King"},
                                               {"TO", 'P', true, "Tokin"},
                                               {"NY", 'L', true, "Promoted Lance"},
                                               {"NK", 'N', true, "Promoted Knight"},
                                               {"NG", 'S', true, "Promoted Silver"},
                                               {"UM", 'B', true, "Horse"},
                                               {"RY", 'R', true, "Dragon"}}};

constexpr std::array<const char*, 9> kEvenGameRows{"-KY-KE-GI-KI-OU-KI-GI-KE-KY", " * -HI *  *  *  *  * -KA * ",
                                                   "-FU-FU-FU-FU-FU-FU-FU-FU-FU", " *  *  *  *  *  *  *  *  * ",
                                                   " *  *  *  *  *  *  *  *  * ", " *  *  *  *  *  *  *  *  * ",
                                                   "+FU+FU+FU+FU+FU+FU+FU+FU+FU", " * +KA *  *  *  *  * +HI * ",
                                                   "+KY+KE+GI+KI+OU+KI+GI+KE+KY"};

// The index of file and rank digits ("77"), or -1 off the board.
int csa_cell(char file, char rank) {
  if (file < '1' || file > '9' || rank < '1' || rank > '9') return -1;
  return (rank - '1') * 9 + ('9' - file);
}

char csa_side_case(char side, char letter) {
  return side == '+' ? letter : static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
}

}  // namespace

const CsaPiece* csa_piece(std::string_view code) {
  for (const CsaPiece& p : kCsaPieces)
    if (code == p.code) return &p;
  return nullptr;
}

std::string csa_code(char letter, bool promoted) {
  for (const CsaPiece& p : kCsaPieces)
    if (p.letter == letter && p.promoted == promoted) return p.code;
  return "";
}

std::string CsaStart::even_game(std::string_view statement) {
  placed_ = true;
  for (size_t r = 0; r < 9; ++r)
    for (size_t c = 0; c < 9; ++c) {
      const std::string cell = std::string(kEvenGameRows[r]).substr(c * 3, 3);
      cells_[r * 9 + c] = cell[0] == ' ' ? "" : cell;
    }
  if ((statement.size() - 2) % 4 != 0) return "'" + std::string(statement) + "': after PI come cells and pieces, 82HI";
  for (size_t k = 2; k + 4 <= statement.size(); k += 4) {
    const std::string_view item = statement.substr(k, 4);
    const int cell = csa_cell(item[0], item[1]);
    if (cell < 0) return "PI: '" + std::string(item) + "' names no cell";
    std::string& there = cells_[static_cast<size_t>(cell)];
    if (there.empty() || there.substr(1) != item.substr(2))
      return "PI: '" + std::string(item) + "': the even game has " + (there.empty() ? "nothing" : there.substr(1)) +
             " on " + std::string(item.substr(0, 2));
    there.clear();
  }
  return "";
}

std::string CsaStart::row(std::string_view statement) {
  placed_ = true;
  const int rank = statement[1] - '0';
  std::string cells(statement.substr(2));
  while (!cells.empty() && cells.back() == ' ') cells.pop_back();
  if (cells.size() > 27) return "P" + std::to_string(rank) + ": more than nine cells";
  cells.resize(27, ' ');
  for (size_t c = 0; c < 9; ++c) {
    const std::string cell = cells.substr(c * 3, 3);
    std::string& there = cells_[static_cast<size_t>(rank - 1) * 9 + c];
    if (cell == " * " || cell == "   ") {
      there.clear();
    } else if ((cell[0] == '+' || cell[0] == '-') && csa_piece(cell.substr(1))) {
      there = cell;
    } else {
      return "P" + std::to_string(rank) + ": '" + cell + "' is no piece (+FU, -KY, or * for none)";
    }
  }
  return "";
}

std::string CsaStart::pieces(std::string_view statement) {
  placed_ = true;
  const char side = statement[1];
  std::string& hand = hands_[side == '+' ? 0 : 1];
  if ((statement.size() - 2) % 4 != 0) return "'" + std::string(statement) + "': pieces are cells and codes, 99KY00FU";
  for (size_t k = 2; k + 4 <= statement.size(); k += 4) {
    const std::string item(statement.substr(k, 4));
    if (item == "00AL") {
      for (const auto& [letter, count] : kShogiHandSet) {
        int left = count;
        for (const std::string& cell : cells_)
          if (!cell.empty() && csa_piece(cell.substr(1))->letter == letter) --left;
        for (const std::string& h : hands_)
          left -= static_cast<int>(std::count(h.begin(), h.end(), letter)) +
                  static_cast<int>(std::count(h.begin(), h.end(), csa_side_case('-', letter)));
        if (left < 0) return "'" + std::string(statement) + "': more " + csa_code(letter, false) + " than a set holds";
        hand.append(static_cast<size_t>(left), csa_side_case(side, letter));
      }
      continue;
    }
    const CsaPiece* p = csa_piece(item.substr(2));
    if (!p) return "'" + item + "' in '" + std::string(statement) + "': no piece '" + item.substr(2) + "'";
    if (item.substr(0, 2) == "00") {
      if (p->promoted || p->letter == 'K') return "'" + item + "': a hand holds unpromoted pieces and no King";
      hand += csa_side_case(side, p->letter);
      continue;
    }
    const int cell = csa_cell(item[0], item[1]);
    if (cell < 0) return "'" + item + "' in '" + std::string(statement) + "': no cell " + item.substr(0, 2);
    cells_[static_cast<size_t>(cell)] = side + std::string(p->code);
  }
  return "";
}

std::string CsaStart::fen(bool sente_first) const {
  std::string out;
  for (size_t r = 0; r < 9; ++r) {
    if (r) out += '/';
    int empty = 0;
    for (size_t c = 0; c < 9; ++c) {
      const std::string& cell = cells_[r * 9 + c];
      if (cell.empty()) {
        ++empty;
        continue;
      }
      const CsaPiece* p = csa_piece(cell.substr(1));
      if (empty) out += std::to_string(empty), empty = 0;
      if (p->promoted) out += '+';
      out += csa_side_case(cell[0], p->letter);
    }
    if (empty) out += std::to_string(empty);
  }
  return out + "[" + hands_[0] + hands_[1] + "] " + (sente_first ? "w" : "b") + " - - 0 1";
}

}  // namespace rules
