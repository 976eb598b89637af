// Hexagonal boards (Gliński's): the board, what each atom means on it, the position text of the
// hexchess.club library, the pawn's rules, perft of the setup, and errors that point at the input.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "rules/load/load.h"
#include "rules/pieces/rays.h"
#include "rules/play/movegen.h"
#include "rules/play/perft.h"
#include "rules/topology/hex.h"
#include "test_util.h"

using namespace rules;

namespace {

const Game& glinski() { return testutil::load("glinski"); }
const Hex& hex() { return glinski().board().topology_as<Hex>(); }

std::set<std::string> names(const std::vector<int>& cells) {
  std::set<std::string> out;
  for (int c : cells) out.insert(hex().cell(c).name);
  return out;
}

// The cells an atom's rider reaches from `from` on the empty board.
std::set<std::string> reach(char atom, const std::string& from, bool ride = false) {
  std::vector<int> out;
  for (int d : hex().atom_directions(atom))
    for (int c = hex().step(hex().find(from), d); c >= 0; c = ride ? hex().step(c, d) : -1) out.push_back(c);
  return names(out);
}

// A position from {cell, letter} pairs (upper case White), `mover` to move.
std::string fen_of(const std::map<std::string, char>& pieces, const std::string& rest = "w - 0 1") {
  std::vector<PlacedPiece> list;
  list.reserve(pieces.size());
  for (auto [cell, letter] : pieces)
    list.push_back({hex().find(cell), static_cast<char>(std::toupper(letter)), std::isupper(letter) ? 0 : 1});
  return write_placement(hex().rows(), list, false) + " " + rest;
}

std::string error_of(const std::string& fen) {
  try {
    parse_fen(glinski().variant(), glinski().board(), fen);
  } catch (const FenError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST(Hex, NinetyOneCellsFilesWithoutJRanksBendingAtTheMiddle) {
  EXPECT_EQ(hex().size(), 91);
  const std::map<char, int> lengths{{'a', 6},  {'b', 7}, {'c', 8}, {'d', 9}, {'e', 10}, {'f', 11},
                                    {'g', 10}, {'h', 9}, {'i', 8}, {'k', 7}, {'l', 6}};
  for (auto [file, length] : lengths) {
    const std::string last = file + std::to_string(length), beyond = file + std::to_string(length + 1);
    EXPECT_GE(hex().find(last), 0) << last;
    EXPECT_EQ(hex().find(beyond), -1) << beyond;
  }
  EXPECT_EQ(hex().find("j4"), -1);
  std::vector<size_t> widths;
  for (const auto& row : hex().rows()) widths.push_back(row.size());
  EXPECT_EQ(widths, (std::vector<size_t>{1, 3, 5, 7, 9, 11, 11, 11, 11, 11, 11}));
  EXPECT_EQ(hex().cell(hex().rows()[0][0]).name, "f11");
  EXPECT_EQ(hex().cell(hex().rows()[10][0]).name, "a1");
  // f1 is the lowest cell, a1 and l1 five half cells higher.
  EXPECT_EQ(hex().height(hex().find("f1")), 0);
  EXPECT_EQ(hex().height(hex().find("a1")), 5);
  EXPECT_EQ(hex().height(hex().find("l1")), 5);
}

TEST(Hex, AtomsFromTheCentre) {
  // W: the six cells across an edge, straight up and down among them.
  EXPECT_EQ(reach('W', "f6"), (std::set<std::string>{"f7", "f5", "e6", "e5", "g6", "g5"}));
  // F: the six diagonal steps through a vertex.
  EXPECT_EQ(reach('F', "f6"), (std::set<std::string>{"h5", "d5", "g7", "e7", "g4", "e4"}));
  // N: exactly twelve leaps, two edge steps then one 60 degrees aside; none on a rook or bishop line.
  const auto knight = reach('N', "f6");
  EXPECT_EQ(knight, (std::set<std::string>{"c4", "c5", "d3", "d7", "e3", "e8", "g3", "g8", "h3", "h7", "i4", "i5"}));
  for (const auto& c : reach('W', "f6", true)) EXPECT_EQ(knight.count(c), 0u) << c;
  for (const auto& c : reach('F', "f6", true)) EXPECT_EQ(knight.count(c), 0u) << c;
  EXPECT_EQ(reach('W', "f6", true).size(), 30u);  // 5 each way
  EXPECT_EQ(reach('F', "f6", true).size(), 12u);  // 2 each way
}

TEST(Hex, TurningASixthMapsCellsAndDirectionsTogether) {
  for (int c = 0; c < hex().size(); ++c) {
    EXPECT_EQ(hex().rotate(c, 6), c);
    for (int d = 0; d < static_cast<int>(hex().directions().size()); ++d) {
      const int to = hex().step(c, d);
      EXPECT_EQ(hex().step(hex().rotate(c, 1), hex().turn(d, 1)), to < 0 ? -1 : hex().rotate(to, 1));
    }
  }
  // Black sees the board turned half round: its f11 is White's f1.
  EXPECT_EQ(hex().rotate(hex().find("f11"), 3), hex().find("f1"));
  EXPECT_EQ(own_rank(glinski().board(), hex().find("f11"), 1, 2), 1);
  EXPECT_EQ(own_rank(glinski().board(), hex().find("a6"), 1, 2), 1);
}

TEST(Hex, GlinskiSetupPerftAndPositionText) {
  Position pos = start_position(glinski(), "");
  EXPECT_EQ(perft(glinski(), pos, 1), 51u);
  EXPECT_EQ(to_fen(glinski().variant(), glinski().board(), pos),
            "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1");
}

TEST(Hex, PawnStepsDoubleStepsCapturesAndEnPassant) {
  const std::map<std::string, char> kings{{"g1", 'K'}, {"g10", 'k'}};
  auto with = [&](std::map<std::string, char> more, const std::string& rest = "w - 0 1") {
    more.insert(kings.begin(), kings.end());
    return fen_of(more, rest);
  };
  // From its start cell one or two straight ahead; captures on the two forward cells beside.
  EXPECT_EQ(testutil::destinations(glinski(), with({{"e4", 'P'}, {"d4", 'n'}, {"f5", 'p'}}), "e4"),
            "d4 e5 e6:pawn-run f5");
  // Elsewhere one step; the cell straight ahead is never a capture.
  EXPECT_EQ(testutil::destinations(glinski(), with({{"g5", 'P'}, {"g6", 'p'}}), "g5"), "");
  EXPECT_EQ(testutil::destinations(glinski(), with({{"g5", 'P'}}), "g5"), "g6");
  // A pawn that captured onto another start cell of its side (e4 takes on f5) may run two from it.
  EXPECT_EQ(testutil::after(glinski(), with({{"e4", 'P'}, {"f5", 'p'}}), "e4", "f5"), with({{"f5", 'P'}}, "b - 0 1"));
  EXPECT_EQ(testutil::destinations(glinski(), with({{"f5", 'P'}}), "f5"), "f6 f7:pawn-run");
  // After e4-e6 the black pawn on f6 may take en passant on e5.
  const std::string run = testutil::after(glinski(), with({{"e4", 'P'}, {"f6", 'p'}}), "e4", "e6");
  EXPECT_EQ(run, with({{"e6", 'P'}, {"f6", 'p'}}, "b e5 0 1"));
  EXPECT_EQ(testutil::destinations(glinski(), run, "f6"), "e5:en-passantxe6 f5");
  EXPECT_EQ(testutil::after(glinski(), run, "f6", "e5"), with({{"e5", 'p'}}, "w - 0 2"));
  // Black's pawns go down the board, two from their own start cells.
  EXPECT_EQ(testutil::destinations(glinski(), with({{"e7", 'p'}}, "b - 0 1"), "e7"), "e5:pawn-run e6");
}

TEST(Hex, PromotionOnTheLastCellOfEachFile) {
  const std::string fen = fen_of({{"g1", 'K'}, {"c7", 'k'}, {"f10", 'P'}, {"a5", 'P'}, {"k6", 'P'}});
  EXPECT_EQ(testutil::destinations(glinski(), fen, "f10"), "f11=B f11=N f11=Q f11=R");
  EXPECT_EQ(testutil::destinations(glinski(), fen, "a5"), "a6=B a6=N a6=Q a6=R");
  EXPECT_EQ(testutil::destinations(glinski(), fen, "k6"), "k7=B k7=N k7=Q k7=R");
  EXPECT_EQ(error_of(fen_of({{"g1", 'K'}, {"c7", 'k'}, {"l6", 'P'}})),
            "FEN row 6, column 11: a pawn cannot stand on its last rank");
}

// McCooey's pawns, worked by hand as in tests/hexref: a diagonal capture through a corner, and
// the run from every start cell but the middle file's, whose cells the layout's `starts:` names.
TEST(Hex, McCooeyPawnsCaptureDiagonallyAndTheMiddleOneStepsOnce) {
  const Game& mccooey = testutil::load("mccooey");
  const std::string start = "b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/3PNBNP3/2PRQBKRP2 w - 0 1";
  EXPECT_EQ(testutil::destinations(mccooey, start, "e3"), "e4 e5:pawn-run");
  EXPECT_EQ(testutil::destinations(mccooey, start, "i1"), "i2 i3:pawn-run");
  EXPECT_EQ(testutil::destinations(mccooey, start, "f4"), "f5");
  const std::string black = "b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/3PNBNP3/2PRQBKRP2 b - 0 1";
  EXPECT_EQ(testutil::destinations(mccooey, black, "c8"), "c6:pawn-run c7");
  EXPECT_EQ(testutil::destinations(mccooey, black, "f8"), "f7");
  // From e5 the captures go up-left to d6 and up-right to f7; straight ahead is a step only.
  EXPECT_EQ(testutil::destinations(mccooey, "1/2k/5/7/4p4/3p7/4P6/11/11/11/6K4 w - 0 1", "e5"), "d6 e6 f7");
  // A start cell named in `starts:` that is not on the board is the layout's error.
  auto layout_error = [&](const std::string& text) {
    try {
      load_variant(pp::yaml::At("t.yaml", pp::yaml::load_string(text, "t.yaml")), mccooey.board());
    } catch (const pp::InputError& e) {
      return e.describe();
    }
    return std::string("no error");
  };
  EXPECT_EQ(layout_error("pieces:\n  K: {name: King, betza: K}\n  P: {name: Pawn, betza: mfW, starts: [c1, j4]}\n"
                         "setup: 1/3/5/7/9/11/11/11/11/11/11\n"),
            "t.yaml:3:44: no cell 'j4' on this board");
}

TEST(Hex, BadInputNamesWhereItIs) {
  EXPECT_EQ(error_of("b/qbk/n1b1n1/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1"),
            "FEN row 3, column 6: row has more than 5 cells");
  EXPECT_EQ(error_of("b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w j4 0 1"),
            "FEN field 3 ('j4'): unknown cell 'j4'");
  EXPECT_EQ(error_of("b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w KQkq - 0 1"),
            "FEN field 3 ('KQkq'): unknown cell 'KQkq'");
  auto layout_error = [](const std::string& text) {
    try {
      load_variant(pp::yaml::At("t.yaml", pp::yaml::load_string(text, "t.yaml")), glinski().board());
    } catch (const pp::InputError& e) {
      return e.describe();
    }
    return std::string("no error");
  };
  EXPECT_EQ(layout_error("pieces:\n  K: {name: King, betza: KD}\nsetup: 1/3/5/7/9/11/11/11/11/11/11\n"),
            "t.yaml:2:26: Betza 'KD' at character 2: 'D' is not a hex atom (W F N K R B Q) or modifier "
            "(m c i a f b s l r p g)");
  EXPECT_EQ(layout_error("pieces:\n  K: {name: King, betza: vK}\nsetup: 1/3/5/7/9/11/11/11/11/11/11\n"),
            "t.yaml:2:26: Betza 'vK' at character 1: 'v' is not a hex atom (W F N K R B Q) or modifier "
            "(m c i a f b s l r p g)");
  EXPECT_EQ(layout_error("pieces:\n  K: {name: King, betza: K}\nrules: {castling: {long: {king: c, rook: d}, short: "
                         "{king: g, rook: f}}}\nsetup: 1/3/5/7/9/11/11/11/11/11/11\n"),
            "t.yaml:3:19: castling reads files: square boards only");
}
